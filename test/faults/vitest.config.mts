// npm run test:faults — the fault harness (test/faults/*.test.ts): the production build as web and worker
// processes with PostgreSQL, Redis and S3 each behind a TCP proxy the test cuts, and a full disk. One file
// at a time: they boot processes of their own. Needs `npm run build`, TEST_DATABASE_URL and REDIS_URL;
// TEST_S3_* (scripts/ceph-rgw.sh) for the S3 part.
import path from "node:path";
import { defineConfig } from "vitest/config";

const root = path.resolve(import.meta.dirname, "../..");

export default defineConfig({
  root,
  resolve: { alias: { "@darkroom/lib": path.resolve(root, "lib"), "@": root, "server-only": path.resolve(root, "node_modules/server-only/empty.js") } },
  test: {
    environment: "node",
    pool: "forks",
    fileParallelism: false,
    // With them, the tests that need Redis or the S3 gateway and run nowhere else in CI: the limiter while Redis
    // is away, and tus on S3 (an outage behind the proxy among them).
    include: ["test/faults/**/*.test.ts", "lib/platform/rate-limit/redis-outage.test.ts", "app/api/v1/uploads/tus/route.test.ts"],
    setupFiles: ["./test/setup.ts"],
    env: { DARKROOM_TEST_PROJECT: "faults" },
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});

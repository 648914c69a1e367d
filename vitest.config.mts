import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: ["**/*.test.ts"],
    // packages/*/test run against a built server: npm run test:sdk.
    exclude: ["node_modules/**", ".next/**", "e2e/**", "data/**", "packages/*/test/**", "packages/*/dist/**"],
    environment: "node",
    pool: "forks",
    setupFiles: ["./test/setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { splitTestFiles } from "./test/database-tests.mts";

const root = import.meta.dirname;
// `unit`: tests that never open the database; `db`: the rest, which CI runs again on PostgreSQL.
// The fault harness (test/faults) boots the built service and runs on its own: `npm run test:faults`.
// splitTestFiles gives paths relative to the root.
const harness = path.join("test", "faults") + path.sep;
const split = splitTestFiles(root);
for (const project of ["unit", "db", "dbMocks"] as const) split[project] = split[project].filter((file) => !file.startsWith(harness));
// `include` takes globs: the brackets and parentheses of route folders ([id], (public)) are meant literally.
const literal = (file: string) => file.replace(/[()[\]{}*?!+@]/g, "\\$&");

export default defineConfig({
  // Outside Next, "server-only" resolves to its throwing stub; tests are server code, as Next's server build sees it.
  resolve: { alias: { "@darkroom/lib": path.resolve(root, "lib"), "@": path.resolve(root), "server-only": path.resolve(root, "node_modules/server-only/empty.js") } },
  test: {
    environment: "node",
    pool: "forks",
    // Vitest's default leaves a core free, so a 2-core machine ran the files one at a time; they mostly wait on child processes, sockets and files.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    setupFiles: ["./test/setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: "unit", include: split.unit.map(literal), env: { DARKROOM_TEST_PROJECT: "unit" } } },
      // Files of the db project share a process per worker: each one loading the whole domain again took half the project's time
      // (PGlite 448 s, now 260 s here). test/setup.ts empties the process state and restores the environment between files.
      { extends: true, test: { name: "db", include: split.db.map(literal), isolate: false, env: { DARKROOM_TEST_PROJECT: "db" }, globalSetup: ["./test/pglite-template.ts"] } },
      // A vi.mock reaches only modules loaded after it: in a shared process an earlier file may have loaded them already.
      { extends: true, test: { name: "db-mocks", include: split.dbMocks.map(literal), env: { DARKROOM_TEST_PROJECT: "db" }, globalSetup: ["./test/pglite-template.ts"] } },
    ],
  },
});

import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** An embedded database directory, created and migrated once per run (absent on PostgreSQL). */
    pgliteTemplate?: string;
  }
}

// Run by tsx in a child process, so this process never holds initdb's memory. The interval keeps the
// child alive until PGlite's close has finished: nothing else holds its event loop open meanwhile.
const CREATE = [
  'import { closeDb, getDb } from "@/lib/platform/db/client";',
  "const alive = setInterval(() => {}, 1000);",
  "getDb().then(closeDb).then(() => clearInterval(alive), (error) => { console.error(error); process.exit(1); });",
].join("\n");

/**
 * The db project's global setup: one embedded database, created and migrated by the app's own code,
 * which test/setup.ts copies into each file's DATA_DIR (0.1 s) instead of each file running initdb
 * and every migration again (about 4 s of CPU each, measured).
 */
export default async function createPgliteTemplate(project: TestProject): Promise<(() => void) | undefined> {
  if (process.env.TEST_DATABASE_URL || process.env.DATABASE_URL) return undefined;
  const root = project.config.root;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "darkroom-template-"));
  await promisify(execFile)(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "--conditions=react-server", "--eval", CREATE], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" },
  });
  project.provide("pgliteTemplate", path.join(dataDir, "db"));
  return () => fs.rmSync(dataDir, { recursive: true, force: true });
}

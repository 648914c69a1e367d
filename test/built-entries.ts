// The process entries compiled as `npm run build` compiles them (scripts/build-server.mjs), into a folder
// of their own under the repository so their packages resolve from its node_modules, and tests run
// what production runs.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export const repositoryRoot = path.resolve(__dirname, "..");

export type BuiltEntries = { server: string; worker: string; remove: () => void };

export function buildEntries(): BuiltEntries {
  const dir = path.join(repositoryRoot, "dist", `test-${process.pid}-${Date.now()}`);
  const result = spawnSync(process.execPath, [path.join(repositoryRoot, "scripts", "build-server.mjs"), dir], { cwd: repositoryRoot, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`scripts/build-server.mjs failed: ${result.stderr}`);
  return { server: path.join(dir, "server.mjs"), worker: path.join(dir, "worker.mjs"), remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

// The process entries compiled as `npm run build` compiles them (scripts/build-server.mjs), into a folder
// of their own under the repository so their packages resolve from its node_modules, and tests run
// what production runs.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

export const repositoryRoot = path.resolve(__dirname, "..");

export type BuiltEntries = { server: string; worker: string; remove: () => void };

export function buildEntries(): BuiltEntries {
  const dir = path.join(repositoryRoot, "dist", `test-${process.pid}-${Date.now()}`);
  const result = spawnSync(process.execPath, [path.join(repositoryRoot, "scripts", "build-server.mjs"), dir], { cwd: repositoryRoot, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`scripts/build-server.mjs failed: ${result.stderr}`);
  return { server: path.join(dir, "server.mjs"), worker: path.join(dir, "worker.mjs"), remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** A free port on 127.0.0.1 for the server a test starts from these entries. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acquireDirectoryLock } from "@/lib/platform/db/lock";
import { buildEntries, repositoryRoot, type BuiltEntries } from "@/test/built-entries";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "darkroom-start-"));
let entries: BuiltEntries;
beforeAll(() => {
  entries = buildEntries();
});
afterAll(() => {
  entries?.remove();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Runs a compiled entry until it exits by itself (a process that does not exit fails the test by its timeout). */
function run(entry: "server" | "worker", vars: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, ...vars };
  // The parent's test database must not leak in: the child would start on it.
  for (const name of ["DATABASE_URL", "DARKROOM_PG_SCHEMA", "TEST_DATABASE_URL"]) delete childEnv[name];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [entries[entry]], { cwd: repositoryRoot, env: childEnv });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, stderr }));
  });
}

describe("start-up with a bad environment", () => {
  it("npm run worker exits non-zero naming the variable", async () => {
    const { code, stderr } = await run("worker", { JOB_LEASE_SECONDS: "-1" });
    expect(code).not.toBe(0);
    expect(stderr).toContain("[darkroom] cannot start: Invalid environment: JOB_LEASE_SECONDS");
    // A line of the JSON log, at level fatal.
    expect(JSON.parse(stderr.split("\n").find((line) => line.includes("cannot start"))!)).toMatchObject({ level: "fatal", pid: expect.any(Number) });
    expect(fs.existsSync(path.join(dataDir, "db"))).toBe(false);
  });

  it("the web server exits non-zero naming the variable before opening the database", async () => {
    const { code, stderr } = await run("server", { DATABASE_POOL_SIZE: "abc" });
    expect(code).not.toBe(0);
    expect(stderr).toContain("[darkroom] cannot start: Invalid environment: DATABASE_POOL_SIZE");
    expect(fs.existsSync(path.join(dataDir, "db"))).toBe(false);
  });

  it("the web server exits non-zero when another process holds the embedded database's lock, instead of serving 500s", async () => {
    const locked = fs.mkdtempSync(path.join(os.tmpdir(), "darkroom-locked-"));
    // This test process stands for another container on the same volume.
    const release = await acquireDirectoryLock(path.join(locked, "db.lock"));
    try {
      const { code, stderr } = await run("server", { DATA_DIR: locked });
      expect(code).toBe(1);
      expect(stderr).toMatch(/\[darkroom\] cannot start: The embedded database in .* is already open in another process \(process \d+ /);
    } finally {
      await release();
      fs.rmSync(locked, { recursive: true, force: true });
    }
  });

  it("npm run worker without DATABASE_URL says it needs one", async () => {
    const { code, stderr } = await run("worker", {});
    expect(code).toBe(1);
    expect(stderr).toContain("npm run worker needs DATABASE_URL");
  });
});

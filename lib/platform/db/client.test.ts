import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { env } from "@/lib/platform/config/env";
import { getDb, getDbDriver } from "./client";
import { acquireDirectoryLock } from "./lock";
import { runMigrations } from "./migrate";
import { queryRows } from "./raw";

describe("database", () => {
  it("opens lazily, applies every migration once, and re-running applies nothing", async () => {
    const db = await getDb();
    const tables = await queryRows<{ table_name: string }>(
      db,
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(expect.arrayContaining(["accounts", "api_keys", "jobs", "darkroom_migrations"]));
    expect(await runMigrations(db, await getDbDriver())).toEqual([]);
  });

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))("keeps the embedded database in a folder only the server's user can open", async () => {
    await getDb();
    expect(fs.statSync(path.join(env().dataDir, "db")).mode & 0o777).toBe(0o700);
  });

  it("answers a statement sent outside a transaction (pg-pool's query takes its client through connect's callback form)", async () => {
    const db = await getDb();
    expect(await queryRows<{ answer: number }>(db, sql`SELECT 41 AS answer`)).toEqual([{ answer: 41 }]);
    await Promise.all(Array.from({ length: 4 }, () => db.execute(sql`SELECT 1`)));
  });

  it("refuses a second owner of the embedded database directory, even when the lock file names our own pid", async () => {
    const lockPath = path.join(env().dataDir, "other.lock");
    const release = await acquireDirectoryLock(lockPath);
    // Another container on the same volume may run under the same pid in its own namespace.
    fs.writeFileSync(lockPath, String(process.pid));
    await expect(acquireDirectoryLock(lockPath)).rejects.toThrow(/already open in another process/);
    await release();
    const again = await acquireDirectoryLock(lockPath);
    await again();
  });

  it("holds the lock across processes, and the kernel releases it when the owner is killed with -9", async () => {
    const lockPath = path.join(env().dataDir, "killed.lock");
    const script = path.join(env().dataDir, "hold-lock.mts");
    fs.writeFileSync(
      script,
      `import { acquireDirectoryLock } from ${JSON.stringify(path.resolve("lib/platform/db/lock.ts"))};\nawait acquireDirectoryLock(process.argv[2]);\nconsole.log("held");\nsetInterval(() => {}, 1000);\n`,
    );
    const owner = spawn(process.execPath, ["--import", "tsx", script, lockPath], { stdio: ["ignore", "pipe", "inherit"] });
    await new Promise<void>((resolve, reject) => {
      owner.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("held") && resolve());
      owner.once("exit", (code) => reject(new Error(`the lock owner exited with ${code}`)));
    });
    await expect(acquireDirectoryLock(lockPath)).rejects.toThrow(new RegExp(`already open in another process \\(process ${owner.pid} `));
    owner.kill("SIGKILL");
    // The holder sees the closed pipe and exits on its own; nothing removes the file.
    let release: (() => Promise<void>) | undefined;
    for (let tries = 0; !release && tries < 200; tries++) {
      release = await acquireDirectoryLock(lockPath).catch(async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return undefined;
      });
    }
    expect(release).toBeDefined();
    await release?.();
  });
});

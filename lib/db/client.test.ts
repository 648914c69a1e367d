import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { env } from "@/lib/config/env";
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

  it("refuses a second owner of the embedded database directory with a clear message", () => {
    const lockPath = path.join(env().dataDir, "other.lock");
    fs.writeFileSync(lockPath, String(process.ppid));
    expect(() => acquireDirectoryLock(lockPath)).toThrow(/already open in process/);
  });

  it("takes over a lock left by a process that no longer exists", () => {
    const lockPath = path.join(env().dataDir, "stale.lock");
    fs.writeFileSync(lockPath, "999999999");
    const release = acquireDirectoryLock(lockPath);
    expect(fs.readFileSync(lockPath, "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockPath)).toBe(false);
  });
});

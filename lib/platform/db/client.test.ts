import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { env, resetEnvForTests } from "@/lib/platform/config/env";
import { isDependencyUnavailable } from "@/lib/platform/dependency";
import { startTcpProxy } from "@/test/fakes/tcp-proxy";
import { getDb, getDbDriver, postgresPool } from "./client";
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

/** How a promise settles, and after how many milliseconds. */
async function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown; ms: number }> {
  const started = Date.now();
  try {
    return { value: await promise, ms: Date.now() - started };
  } catch (error) {
    return { error, ms: Date.now() - started };
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("the PostgreSQL pool", () => {
  it("runs many pool.query calls through pg-pool's own checkout, and gives every connection back", async () => {
    const pool = ((await getDb()) as unknown as { $client: import("pg").Pool }).$client;
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => pool.query<{ n: number }>("SELECT $1::int AS n", [i])));
    expect(answers.map((a) => a.rows[0].n)).toEqual(Array.from({ length: 200 }, (_, i) => i));
    expect(pool.totalCount).toBeLessThanOrEqual(env().DATABASE_POOL_SIZE);
    expect({ idle: pool.idleCount, waiting: pool.waitingCount }).toEqual({ idle: pool.totalCount, waiting: 0 });
    // A failing statement gives its connection back too.
    await expect(pool.query("SELECT no_such_column")).rejects.toThrow(/no_such_column/);
    expect(pool.idleCount).toBe(pool.totalCount);
  });

  it("answers DependencyUnavailable within the set timeouts when the database is cut off or stops answering, and works again after", async () => {
    const target = new URL(process.env.TEST_DATABASE_URL!);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const saved = { connect: process.env.DATABASE_CONNECT_TIMEOUT_SECONDS, query: process.env.DATABASE_QUERY_TIMEOUT_SECONDS };
    process.env.DATABASE_CONNECT_TIMEOUT_SECONDS = "1";
    process.env.DATABASE_QUERY_TIMEOUT_SECONDS = "2";
    resetEnvForTests();
    const url = new URL(target);
    url.host = proxy.address;
    const pool = await postgresPool(url.toString());
    try {
      await Promise.all(Array.from({ length: 5 }, () => pool.query("SELECT 1")));
      expect(pool.totalCount).toBeGreaterThan(0);

      // Cut: open connections are reset, new ones refused. One connection is checked out, in a transaction: its
      // failure must reach its next statement, not end the process as an unheard 'error' event.
      const inTransaction = await pool.connect();
      await inTransaction.query("BEGIN");
      const inFlight = settle(pool.query("SELECT pg_sleep(5)"));
      await new Promise((resolve) => setTimeout(resolve, 200));
      await proxy.cut();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const statement = await settle(inTransaction.query("SELECT 1"));
      inTransaction.release();
      for (const outcome of [statement, await inFlight, await settle(pool.query("SELECT 1")), await settle(pool.connect())]) {
        expect(isDependencyUnavailable(outcome.error), String(outcome.error)).toBe(true);
        expect(outcome.ms).toBeLessThan(3000);
      }

      // Accepted but never answered: the connect timeout bounds a new connection, the query timeout a statement.
      await proxy.restore();
      const held = await pool.connect();
      proxy.blackhole();
      const unanswered = [await settle(pool.query("SELECT 1")), await settle(held.query("SELECT 1"))];
      held.release(true);
      for (const outcome of unanswered) {
        expect(isDependencyUnavailable(outcome.error), String(outcome.error)).toBe(true);
        expect(outcome.ms).toBeLessThan(4000);
      }

      await proxy.restore();
      const after = await Promise.all(Array.from({ length: 20 }, () => pool.query<{ one: number }>("SELECT 1 AS one")));
      expect(after.every((a) => a.rows[0].one === 1)).toBe(true);
      expect({ idle: pool.idleCount, waiting: pool.waitingCount }).toEqual({ idle: pool.totalCount, waiting: 0 });
    } finally {
      await pool.end();
      await proxy.close();
      process.env.DATABASE_CONNECT_TIMEOUT_SECONDS = saved.connect;
      process.env.DATABASE_QUERY_TIMEOUT_SECONDS = saved.query;
      if (saved.connect === undefined) delete process.env.DATABASE_CONNECT_TIMEOUT_SECONDS;
      if (saved.query === undefined) delete process.env.DATABASE_QUERY_TIMEOUT_SECONDS;
      resetEnvForTests();
    }
  }, 30_000);
});

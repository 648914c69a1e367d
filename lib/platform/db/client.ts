// Holds or reads secrets or the database: a browser bundle that reaches it fails to build.
import "server-only";
import fs from "node:fs";
import path from "node:path";
import { env } from "@/lib/platform/config/env";
import * as schema from "./schema";
import type { Db } from "./handle";
import { runMigrations } from "./migrate";
import { acquireDirectoryLock } from "./lock";
import { initPgliteDirectory } from "./pglite-init";
import { processState } from "@/lib/core/process-state";
import { log } from "@/lib/core/log";
import { asDependencyError, isDatabaseUnreachable } from "@/lib/platform/dependency";

/** Measured: the web process's resident memory is 0.1 GB smaller than with Postgres's default of 128 MB. */
const PGLITE_SHARED_BUFFERS = "32MB";

/** Autovacuum's threshold on a small table is 50 dead rows; a convert makes about one such statement (measured: three vacuums in 700 converts). */
const PGLITE_VACUUM_MIN_WRITES = 200;

type Handle = { db: Db; driver: "pglite" | "postgres"; close: () => Promise<void> };

declare module "@/lib/core/process-state" {
  interface ProcessState {
    db?: Promise<Handle>;
    createDbApart?: boolean;
  }
}
const state = processState();

/**
 * The database, opened on first use (never at import or build time). One process owns an embedded
 * PGlite directory; with DATABASE_URL every process shares PostgreSQL.
 */
export function getDb(): Promise<Db> {
  state.db ??= openDatabase().catch((error) => {
    state.db = undefined;
    throw error;
  });
  return state.db.then((h) => h.db);
}

/**
 * Called by the server's start-up: a new embedded database is then created in a child process
 * (pglite-init.ts) so the long-lived server never holds initdb's memory. Tests, which open a new
 * directory per file, skip the extra process.
 */
export function createEmbeddedDatabaseApart(): void {
  state.createDbApart = true;
}

export async function getDbDriver(): Promise<Handle["driver"]> {
  await getDb();
  return (await state.db!).driver;
}

export async function closeDb(): Promise<void> {
  const handle = state.db;
  state.db = undefined;
  if (handle) await (await handle).close();
}

async function openDatabase(): Promise<Handle> {
  const { DATABASE_URL } = env();
  return DATABASE_URL ? openPostgres(DATABASE_URL) : openPglite(path.join(env().dataDir, "db"));
}

async function openPostgres(url: string): Promise<Handle> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  // Tests isolate each file in its own schema through this variable.
  const { DARKROOM_PG_SCHEMA: searchPath, DATABASE_POOL_SIZE, DATABASE_CONNECT_TIMEOUT_SECONDS, DATABASE_QUERY_TIMEOUT_SECONDS } = env();
  const pool = new (typedPool(Pool))({
    connectionString: url,
    max: DATABASE_POOL_SIZE,
    // Bounded waits: a database that is down or cut off is a 503 within seconds, never a request that hangs.
    connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_SECONDS * 1000,
    query_timeout: DATABASE_QUERY_TIMEOUT_SECONDS * 1000,
    keepAlive: true,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  // An idle connection that drops (a restart, a failover, a network cut) is reported here; unheard, the event would end the process.
  pool.on("error", (error) => log().warn({ err: error }, "an idle database connection failed; the pool opens a new one when needed"));
  const db = drizzle(pool, { schema }) as unknown as Db;
  try {
    await runMigrations(db, "postgres");
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
  return { db, driver: "postgres", close: () => pool.end() };
}

type PgPoolClass = typeof import("pg").Pool;
type PoolClient = import("pg").PoolClient;
const TYPED = Symbol("darkroom.typedQueries");

/**
 * node-postgres' pool whose connections and statements fail with DependencyUnavailable("database") when
 * the database cannot be reached (drizzle keeps it as the cause of its own error), so every layer above
 * tells an outage from a wrong statement without knowing the driver.
 */
function typedPool(Pool: PgPoolClass): PgPoolClass {
  const typed = (error: unknown) => asDependencyError(error, "database", isDatabaseUnreachable);
  return class TypedPool extends Pool {
    // Drizzle and this code await the promise form; pg-pool's own `query` takes a client through the callback form.
    // @ts-expect-error -- one signature for both of pg's overloads
    connect(callback?: (error: unknown, client?: PoolClient, done?: (release?: unknown) => void) => void) {
      const connecting = this.typedConnect();
      if (!callback) return connecting;
      connecting.then(
        (client) => callback(undefined, client, (release) => client.release(release as Error | boolean | undefined)),
        (error: unknown) => callback(error),
      );
    }

    private async typedConnect(): Promise<PoolClient> {
      const client = await super.connect().catch((error: unknown) => Promise.reject(typed(error)));
      // The pool hands the same client out again: its query is wrapped once.
      if (!(TYPED in client)) {
        const query = client.query.bind(client) as (...args: unknown[]) => unknown;
        // A cursor or a callback query returns no promise; only awaited statements are rewritten.
        client.query = ((...args: unknown[]) => {
          const result = query(...args);
          return result instanceof Promise ? result.catch((error: unknown) => Promise.reject(typed(error))) : result;
        }) as typeof client.query;
        Object.defineProperty(client, TYPED, { value: true });
      }
      return client;
    }

    // @ts-expect-error -- one signature for all of pg's overloads
    query(...args: unknown[]) {
      const result = (super.query as (...a: unknown[]) => unknown)(...args);
      return result instanceof Promise ? result.catch((error: unknown) => Promise.reject(typed(error))) : result;
    }
  } as unknown as PgPoolClass;
}

async function openPglite(dir: string): Promise<Handle> {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const releaseLock = await acquireDirectoryLock(path.join(path.dirname(dir), "db.lock"));
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
    const { drizzle } = await import("drizzle-orm/pglite");
    const { enableNamedStatements } = await import("./pglite-named-statements");
    const { enableVacuum } = await import("./pglite-vacuum");
    if (state.createDbApart) await initPgliteDirectory(dir);
    // Postgres zeroes all of shared_buffers at start: 128 MB (its default) stays resident; the OS page cache serves the rest.
    const client = await PGlite.create(dir, { extensions: { pg_trgm }, startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`] });
    const db = drizzle(enableVacuum(enableNamedStatements(client), { minWrites: PGLITE_VACUUM_MIN_WRITES }), { schema }) as unknown as Db;
    await runMigrations(db, "pglite");
    return {
      db,
      driver: "pglite",
      close: async () => {
        await client.close();
        await releaseLock();
      },
    };
  } catch (error) {
    await releaseLock();
    throw error;
  }
}

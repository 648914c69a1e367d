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
  const { DARKROOM_PG_SCHEMA: searchPath, DATABASE_POOL_SIZE } = env();
  const pool = new Pool({
    connectionString: url,
    max: DATABASE_POOL_SIZE,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  const db = drizzle(pool, { schema }) as unknown as Db;
  await runMigrations(db, "postgres");
  return { db, driver: "postgres", close: () => pool.end() };
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

import { sql } from "drizzle-orm";
import { getDb, getDbDriver } from "./client";
import { queryRows } from "./raw";

/**
 * Runs `work` only if no other process holds the lock `name`; answers null (without running it)
 * when one does. PostgreSQL: a transaction-scoped `pg_try_advisory_xact_lock`, held by one pooled
 * connection until `work` ends (and freed by the server if this process dies), while `work` uses
 * the pool's other connections (so it needs DATABASE_POOL_SIZE ≥ 2). PGlite belongs to one process, so there is nobody to exclude.
 */
export async function withAdvisoryLock<T>(name: string, work: () => Promise<T>): Promise<T | null> {
  const db = await getDb();
  if ((await getDbDriver()) === "pglite") return work();
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ locked: boolean }>(tx, sql`SELECT pg_try_advisory_xact_lock(hashtext(${`darkroom:${name}`})) AS locked`);
    return row.locked ? work() : null;
  });
}

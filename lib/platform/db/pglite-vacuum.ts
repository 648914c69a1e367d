import type { PGlite, QueryOptions, Transaction } from "@electric-sql/pglite";
import { log } from "@/lib/core/log";
import { outsideTransactions } from "./pglite-named-statements";

/** Statements that leave dead row versions behind (an update or a delete, in any form). */
const LEAVES_DEAD_ROWS = /\b(update|delete)\b/i;
/** The tables such a statement writes: what it updates, deletes from or inserts into (an insert that updates on conflict). */
const WRITTEN_TABLE = /\b(?:update|delete\s+from|insert\s+into)\s+"?([a-z_][a-z0-9_]*)"?/gi;
/** autovacuum_vacuum_scale_factor's default. */
const SCALE_FACTOR = 0.2;

/**
 * PGlite runs PostgreSQL in single-user mode, where autovacuum never runs: every updated or deleted
 * row's old version stays in its table and indexes, and later statements read past them (a convert's
 * admission statement took 1.1 ms at 160 jobs and 4.0 ms at 760; with this, 0.85 and 1.7 ms). This
 * does autovacuum's work by its rule: after `minWrites` statements that leave dead rows, or a fifth
 * of the largest written table's rows when that is more, one VACUUM (ANALYZE) of the tables they
 * wrote runs between transactions. Only those tables: a whole-database VACUUM, system catalogs
 * included, held the one thread for 42–149 ms, the jobs table alone for 4–11 ms.
 * Apply after `enableNamedStatements`.
 */
export function enableVacuum(client: PGlite, { minWrites }: { minWrites: number }): PGlite {
  let writes = 0;
  let due = minWrites;
  let written = new Set<string>();
  const count = (text: string) => {
    if (!LEAVES_DEAD_ROWS.test(text)) return;
    for (const [, table] of text.matchAll(WRITTEN_TABLE)) written.add(table.toLowerCase());
    if (++writes < due) return;
    const tables = written;
    written = new Set();
    writes = 0;
    void vacuum(client, tables).then((largestRows) => (due = Math.max(minWrites, Math.round(largestRows * SCALE_FACTOR))));
  };
  const query = client.query.bind(client);
  client.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
    count(text);
    return query(text, params, options);
  }) as PGlite["query"];
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
        count(text);
        return txQuery(text, params, options);
      }) as Transaction["query"];
      return callback(tx);
    })) as PGlite["transaction"];
  return client;
}

/** Vacuums and analyzes those of `names` that are tables; answers the largest one's row count as analyzed (0 when none, or after a failure). */
async function vacuum(client: PGlite, names: Set<string>): Promise<number> {
  try {
    return await outsideTransactions(client, async () => {
      if (client.closed) return 0;
      const known = await tableRows(client);
      const targets = [...names].filter((name) => known.has(name));
      if (targets.length === 0) return 0;
      const started = performance.now();
      await client.exec(`VACUUM (ANALYZE) ${targets.map((table) => `"${table}"`).join(", ")}`);
      log().debug({ tables: targets, duration_ms: Math.round(performance.now() - started) }, "vacuumed the embedded database");
      const analyzed = await tableRows(client);
      return Math.max(0, ...targets.map((table) => analyzed.get(table) ?? 0));
    });
  } catch (error) {
    log().error({ err: error }, "vacuuming the embedded database failed");
    return 0;
  }
}

/** The database's own tables (no system catalogs) and their row counts as last analyzed. With exec, not query: a query would queue behind the vacuum that asks. */
async function tableRows(client: PGlite): Promise<Map<string, number>> {
  const [{ rows }] = await client.exec(
    "SELECT c.relname AS name, c.reltuples::float8 AS rows FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relkind = 'r' AND n.nspname = current_schema()",
  );
  return new Map((rows as { name: string; rows: number }[]).map((row) => [row.name, row.rows]));
}

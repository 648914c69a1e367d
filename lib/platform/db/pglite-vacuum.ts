import type { PGlite, QueryOptions, Transaction } from "@electric-sql/pglite";
import { log } from "@/lib/core/log";
import { outsideTransactions } from "./pglite-named-statements";

/** Statements that leave dead row versions behind (an update or a delete, in any form). */
const LEAVES_DEAD_ROWS = /\b(update|delete)\b/i;
/** autovacuum_vacuum_scale_factor's default. */
const SCALE_FACTOR = 0.2;

/**
 * PGlite runs PostgreSQL in single-user mode, where autovacuum never runs: every updated or deleted
 * row's old version stays in its table and indexes, and later statements read past them (a convert's
 * admission statement took 1.1 ms at 160 jobs and 4.0 ms at 760; with this, 0.85 and 1.7 ms). This
 * does autovacuum's work by its rule: one VACUUM (ANALYZE), run between transactions, after
 * `minWrites` statements that leave dead rows, or a fifth of the largest table's rows when that is
 * more, so a vacuum's cost, which grows with the tables, stays the same per write.
 * Apply after `enableNamedStatements`.
 */
export function enableVacuum(client: PGlite, { minWrites }: { minWrites: number }): PGlite {
  let writes = 0;
  let due = minWrites;
  const count = (text: string) => {
    if (!LEAVES_DEAD_ROWS.test(text) || ++writes < due) return;
    writes = 0;
    void vacuum(client).then((largestTableRows) => (due = Math.max(minWrites, Math.round(largestTableRows * SCALE_FACTOR))));
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

/** Vacuums and analyzes every table; answers the largest table's row count as analyzed (0 after a failure). */
async function vacuum(client: PGlite): Promise<number> {
  try {
    return await outsideTransactions(client, async () => {
      if (client.closed) return 0;
      const started = performance.now();
      await client.exec("VACUUM (ANALYZE)");
      log().debug({ duration_ms: Math.round(performance.now() - started) }, "vacuumed the embedded database");
      // exec, not query: a query would queue behind this very work.
      const [{ rows }] = await client.exec(
        "SELECT coalesce(max(c.reltuples), 0)::float8 AS rows FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relkind = 'r' AND n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'",
      );
      return (rows[0] as { rows: number }).rows;
    });
  } catch (error) {
    log().error({ err: error }, "vacuuming the embedded database failed");
    return 0;
  }
}

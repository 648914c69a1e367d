import type { PGlite, QueryOptions, Transaction } from "@electric-sql/pglite";
import { log } from "@/lib/core/log";
import { outsideTransactions } from "./pglite-named-statements";

/** Statements that leave dead row versions behind (an update or a delete, in any form). */
const LEAVES_DEAD_ROWS = /\b(update|delete)\b/i;

/**
 * PGlite runs PostgreSQL in single-user mode, where autovacuum never runs: every updated or deleted
 * row's old version stays in its table and indexes, and later statements read past them (a convert's
 * admission statement took 1.1 ms at 160 jobs and 4.0 ms at 760; with this, 0.85 and 1.7 ms). This
 * does autovacuum's work: after `everyWrites` statements that leave dead rows, one VACUUM (ANALYZE)
 * runs between transactions. Apply after `enableNamedStatements`.
 */
export function enableVacuum(client: PGlite, { everyWrites }: { everyWrites: number }): PGlite {
  let writes = 0;
  const count = (text: string) => {
    if (!LEAVES_DEAD_ROWS.test(text) || ++writes < everyWrites) return;
    writes = 0;
    void vacuum(client);
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

async function vacuum(client: PGlite): Promise<void> {
  try {
    await outsideTransactions(client, async () => {
      if (client.closed) return;
      const started = performance.now();
      await client.exec("VACUUM (ANALYZE)");
      log().debug({ duration_ms: Math.round(performance.now() - started) }, "vacuumed the embedded database");
    });
  } catch (error) {
    log().error({ err: error }, "vacuuming the embedded database failed");
  }
}

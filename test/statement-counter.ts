import { getDb } from "@/lib/platform/db";

type Query = (...args: unknown[]) => Promise<unknown>;
type Queryable = { query: Query };

/** The text of a query call, whichever form the driver was given (a string, or node-postgres's config object). */
function textOf(args: unknown[]): string {
  const first = args[0];
  return typeof first === "string" ? first : String((first as { text?: string })?.text ?? "");
}

/**
 * Records every statement the database handle sends from now until `stop()`, on either driver:
 * PGlite's `query`, `exec` and transactions (BEGIN and COMMIT counted), node-postgres's pool and
 * the clients it lends (drizzle sends BEGIN and COMMIT through them itself).
 */
export async function recordStatements(): Promise<{ statements: string[]; stop: () => void }> {
  const db = await getDb();
  const client = (db as unknown as { $client: Queryable & Record<string, unknown> }).$client;
  const statements: string[] = [];
  const restore: (() => void)[] = [];
  const wrap = <T extends object>(target: T, name: keyof T, around: (original: Query) => Query) => {
    const original = target[name] as unknown as Query;
    (target as Record<keyof T, unknown>)[name] = around(original.bind(target));
    restore.push(() => ((target as Record<keyof T, unknown>)[name] = original));
  };
  const counting = (original: Query): Query => (...args) => {
    statements.push(textOf(args));
    return original(...args);
  };
  wrap(client, "query", counting);
  if ("exec" in client) {
    // PGlite: the transaction's own BEGIN and COMMIT, and every query run on its handle.
    wrap(client, "exec", counting);
    wrap(client, "transaction", (original) => (callback) => {
      statements.push("BEGIN");
      return original(async (tx: Queryable) => {
        wrap(tx, "query", counting);
        const result = await (callback as (tx: Queryable) => Promise<unknown>)(tx);
        statements.push("COMMIT");
        return result;
      });
    });
  } else {
    // node-postgres: a transaction runs on a client the pool lends, counted until it is given back (the pool's own query() uses it after).
    wrap(client, "connect", (original) => async (...args) => {
      // The pool's own query() borrows a client with a callback: that statement is counted there.
      if (typeof args[0] === "function") return original(...args);
      const lent = (await original(...args)) as Queryable & { release: (...args: unknown[]) => unknown };
      const query = lent.query;
      const release = lent.release;
      lent.query = counting(query.bind(lent));
      lent.release = (...releaseArgs) => {
        lent.query = query;
        lent.release = release;
        return release.apply(lent, releaseArgs);
      };
      return lent;
    });
  }
  return { statements, stop: () => restore.reverse().forEach((undo) => undo()) };
}

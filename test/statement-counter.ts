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
    // node-postgres: a transaction runs on a client the pool lends; its queries are counted as it is lent.
    wrap(client, "connect", (original) => async (...args) => {
      const lent = (await original(...args)) as Queryable;
      const marked = lent as Queryable & { darkroomCounted?: Query };
      if (marked.darkroomCounted !== marked.query) {
        wrap(lent, "query", counting);
        marked.darkroomCounted = lent.query;
      }
      return lent;
    });
  }
  return { statements, stop: () => restore.reverse().forEach((undo) => undo()) };
}

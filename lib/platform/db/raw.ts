import { getTableColumns, type SQL, type Table } from "drizzle-orm";
import type { Db, Tx } from "./handle";

/** Runs raw SQL and returns its rows; both drivers (node-postgres, PGlite) answer `{ rows }`. */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A raw row (column names, driver values) as drizzle's typed queries answer it: each column under its key, read by its type. */
export function rowOf<T extends Table>(table: T, raw: Record<string, unknown>): T["$inferSelect"] {
  const entries = Object.entries(getTableColumns(table)).map(([key, column]) => {
    const value = raw[column.name];
    return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
  });
  return Object.fromEntries(entries) as T["$inferSelect"];
}

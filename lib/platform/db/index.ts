export { getDb, closeDb, createEmbeddedDatabaseApart, getDbDriver } from "./client";
export type { Db, Tx } from "./handle";
export * from "./schema";
export { queryRows, rowOf } from "./raw";

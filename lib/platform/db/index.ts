export { getDb, closeDb, createEmbeddedDatabaseApart, getDbDriver, type Db, type Tx } from "./client";
export * from "./schema";
export { queryRows } from "./raw";

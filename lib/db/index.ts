export { getDb, closeDb, getDbDriver, type Db, type Tx } from "./client";
export * from "./schema";
export { queryRows } from "./raw";

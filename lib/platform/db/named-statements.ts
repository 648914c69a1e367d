import { processState } from "@/lib/core/process-state";

declare module "@/lib/core/process-state" {
  interface ProcessState {
    namedStatements?: Map<string, string>;
  }
}

// Query text → statement name, shared by every handle of the process (Next bundles route code separately).
const names = (processState().namedStatements ??= new Map());

/**
 * Marks a drizzle query as worth a named statement and returns it prepared. On PostgreSQL drizzle
 * already sends it as a named statement; on PGlite `enableNamedStatements`
 * (pglite-named-statements.ts) makes it one, since
 * drizzle's PGlite driver otherwise parses and plans it on every execution.
 */
export function prepareNamed<P extends { getQuery(): { sql: string } }>(query: { prepare(name: string): P }, name: string): P {
  const prepared = query.prepare(name);
  names.set(prepared.getQuery().sql, name);
  return prepared;
}

/** The statement name a query text was prepared under, if any. */
export function statementNameOf(text: string): string | undefined {
  return names.get(text);
}

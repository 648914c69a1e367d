import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "./handle";
import { queryRows } from "./raw";

/** Where the SQL migrations live, resolved from the working directory so bundled route code finds them too. */
function migrationsDir(): string {
  return path.join(process.cwd(), "lib", "platform", "db", "migrations");
}

/**
 * Applies `lib/platform/db/migrations/NNNN_name.sql` in order, each once, inside one transaction. On
 * PostgreSQL an advisory lock lets many processes start at once without racing.
 */
export async function runMigrations(db: Db, driver: "pglite" | "postgres"): Promise<string[]> {
  const files = fs
    .readdirSync(migrationsDir())
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    if (driver === "postgres") await tx.execute(sql`SELECT pg_advisory_xact_lock(72737001)`);
    await tx.execute(sql`CREATE TABLE IF NOT EXISTS darkroom_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = await queryRows<{ name: string }>(tx, sql`SELECT name FROM darkroom_migrations`);
    const doneNames = new Set(done.map((r) => r.name));
    for (const file of files) {
      if (doneNames.has(file)) continue;
      const text = fs.readFileSync(path.join(migrationsDir(), file), "utf8");
      for (const statement of splitStatements(text)) await tx.execute(sql.raw(statement));
      await tx.execute(sql`INSERT INTO darkroom_migrations (name) VALUES (${file})`);
      applied.push(file);
    }
  });
  return applied;
}

/** Splits on semicolons at line ends; our migrations keep one statement per `;\n`. */
export function splitStatements(text: string): string[] {
  return text
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.replace(/^\s*--.*$/gm, "").trim())
    .filter(Boolean);
}

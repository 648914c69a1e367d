import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "./client";
import { splitStatements } from "./migrate";
import { queryRows } from "./raw";

class RolledBack extends Error {}

const MIGRATION = path.join("lib", "platform", "db", "migrations", "0027_review_link_nonce.sql");

// Migration 0024 runs here on a temporary `galleries` shaped as before it (a temporary table is
// found first by name), inside a transaction that is rolled back: the real table is untouched.
describe("migration 0024: review links stop being stored", () => {
  it("drops the plaintext tokens, keeps their hashes for links already shared, and gives every gallery its own nonce", async () => {
    const db = await getDb();
    let after: Record<string, unknown>[] = [];
    let columns: string[] = [];
    await db
      .transaction(async (tx) => {
        await tx.execute(sql.raw("CREATE TEMPORARY TABLE galleries (id text PRIMARY KEY, review_token text NOT NULL, review_token_hash text NOT NULL)"));
        await tx.execute(sql.raw("CREATE UNIQUE INDEX galleries_review_token_idx ON galleries (review_token_hash)"));
        await tx.execute(sql.raw("INSERT INTO galleries VALUES ('gal_a', 'Ab3dEfGh1jKlMnOpQrStUvWxYz012345', 'hash-a'), ('gal_b', 'Zz3dEfGh1jKlMnOpQrStUvWxYz012345', 'hash-b')"));
        for (const statement of splitStatements(fs.readFileSync(MIGRATION, "utf8"))) await tx.execute(sql.raw(statement));
        after = await queryRows(tx, sql`SELECT * FROM galleries ORDER BY id`);
        columns = (await queryRows<{ attname: string }>(tx, sql`SELECT attname FROM pg_attribute WHERE attrelid = 'galleries'::regclass AND attnum > 0 AND NOT attisdropped`)).map((c) => c.attname);
        throw new RolledBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      });

    expect(columns.sort()).toEqual(["id", "legacy_review_token_hash", "review_nonce"]);
    expect(after.map((row) => row.legacy_review_token_hash)).toEqual(["hash-a", "hash-b"]);
    for (const row of after) expect(row.review_nonce).toMatch(/^[\w-]{22}$/);
    expect(after[0].review_nonce).not.toBe(after[1].review_nonce);
    expect(JSON.stringify(after)).not.toContain("OpQrStUvWxYz012345");
  });
});

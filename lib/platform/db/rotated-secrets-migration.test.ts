import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "./client";
import { splitStatements } from "./migrate";
import { queryRows } from "./raw";

class RolledBack extends Error {}

const MIGRATION = path.join("lib", "platform", "db", "migrations", "0066_rotated_secrets.sql");

// Migration 0066 runs here on temporary tables shaped as before it (found first by name), inside a
// transaction that is rolled back: the real tables are untouched.
describe("migration 0066: secrets rotated away become a list", () => {
  it("keeps a delivery secret's previous one and its time as the list's first entry, and gives webhooks an empty list", async () => {
    const db = await getDb();
    let delivery: Array<{ account_id: string; previous_secrets: unknown }> = [];
    let hooks: Array<{ previous_secrets: unknown }> = [];
    let columns: string[] = [];
    await db
      .transaction(async (tx) => {
        await tx.execute(sql.raw("CREATE TEMPORARY TABLE delivery_secrets (account_id text PRIMARY KEY, secret_sealed text NOT NULL, previous_sealed text, previous_valid_until timestamptz)"));
        await tx.execute(sql.raw("INSERT INTO delivery_secrets VALUES ('acc_a', 'v1.cur', 'v1.prev', '2026-12-01T10:20:30.456Z'), ('acc_b', 'v1.only', NULL, NULL)"));
        await tx.execute(sql.raw("CREATE TEMPORARY TABLE webhook_endpoints (id text PRIMARY KEY, secret_sealed text NOT NULL)"));
        await tx.execute(sql.raw("INSERT INTO webhook_endpoints VALUES ('whk_a', 'v1.hook')"));
        for (const statement of splitStatements(fs.readFileSync(MIGRATION, "utf8"))) await tx.execute(sql.raw(statement));
        delivery = await queryRows(tx, sql`SELECT account_id, previous_secrets FROM delivery_secrets ORDER BY account_id`);
        hooks = await queryRows(tx, sql`SELECT previous_secrets FROM webhook_endpoints`);
        columns = (await queryRows<{ attname: string }>(tx, sql`SELECT attname FROM pg_attribute WHERE attrelid = 'delivery_secrets'::regclass AND attnum > 0 AND NOT attisdropped`)).map((c) => c.attname);
        throw new RolledBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      });

    expect(columns.sort()).toEqual(["account_id", "previous_secrets", "secret_sealed"]);
    expect(delivery).toEqual([
      { account_id: "acc_a", previous_secrets: [{ sealed: "v1.prev", valid_until: "2026-12-01T10:20:30.456Z" }] },
      { account_id: "acc_b", previous_secrets: [] },
    ]);
    expect(hooks).toEqual([{ previous_secrets: [] }]);
  });
});

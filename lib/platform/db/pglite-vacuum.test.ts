import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { enableNamedStatements } from "./pglite-named-statements";
import { enableVacuum } from "./pglite-vacuum";

/** -1 until the table's first VACUUM (ANALYZE); then its row count. */
async function estimatedRows(client: PGlite, table = "counted"): Promise<number> {
  const { rows } = await client.query<{ reltuples: number }>("SELECT reltuples FROM pg_class WHERE relname = $1", [table]);
  return rows[0].reltuples;
}

describe("PGlite vacuum", () => {
  it("vacuums the tables written after `minWrites` updates or deletes, and waits for a transaction that reached the count to end", async () => {
    const client = enableVacuum(enableNamedStatements(await PGlite.create()), { minWrites: 3 });
    await client.exec("CREATE TABLE counted (n int); CREATE TABLE untouched (n int); INSERT INTO untouched VALUES (1)");
    await client.query("INSERT INTO counted (n) SELECT generate_series(1, 10)");
    await client.query("UPDATE counted SET n = n + 100 WHERE n = $1", [1]);
    await client.query("DELETE FROM counted WHERE n = $1", [3]);
    // Inserts leave no dead rows: two writes so far, no vacuum yet.
    expect(await estimatedRows(client)).toBe(-1);

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let updated!: () => void;
    const third = new Promise<void>((resolve) => (updated = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query("UPDATE counted SET n = n + 100 WHERE n = $1", [4]);
      updated();
      await held;
      await tx.query("DELETE FROM counted WHERE n = $1", [5]);
    });
    await third;
    // The third write asked for a vacuum inside the transaction: it waits for the commit (VACUUM cannot run in a transaction block).
    const read = estimatedRows(client);
    release();
    await transaction;
    expect(await read).toBe(8);
    // Only what the counted statements wrote is vacuumed.
    expect(await estimatedRows(client, "untouched")).toBe(-1);
    await client.close();
  });

  it("past a small table, waits for a fifth of the largest table's rows in writes, as autovacuum does", async () => {
    const client = enableVacuum(enableNamedStatements(await PGlite.create()), { minWrites: 3 });
    await client.exec("CREATE TABLE counted (n int)");
    await client.query("INSERT INTO counted (n) SELECT generate_series(1, 100)");
    for (let n = 1; n <= 3; n++) await client.query("UPDATE counted SET n = n + 1000 WHERE n = $1", [n]);
    expect(await estimatedRows(client)).toBe(100);
    await client.query("INSERT INTO counted (n) SELECT generate_series(101, 150)");
    // 100 rows analyzed: the next vacuum comes after 20 writes, not 3.
    for (let n = 4; n <= 22; n++) await client.query("UPDATE counted SET n = n + 1000 WHERE n = $1", [n]);
    expect(await estimatedRows(client)).toBe(100);
    await client.query("UPDATE counted SET n = n + 1000 WHERE n = $1", [23]);
    expect(await estimatedRows(client)).toBe(150);
    await client.close();
  });
});

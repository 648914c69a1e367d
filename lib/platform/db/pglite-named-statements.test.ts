import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { enableNamedStatements } from "./pglite-named-statements";

describe("PGlite named statements", () => {
  it("a read queued behind a transaction runs after its commit and before the handle closes; a closed handle refuses the next", async () => {
    const client = enableNamedStatements(await PGlite.create());
    await client.exec("CREATE TABLE counted (n int)");
    let inserted!: () => void;
    let release!: () => void;
    const insertDone = new Promise<void>((resolve) => (inserted = resolve));
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query("INSERT INTO counted (n) VALUES ($1)", [1]);
      inserted();
      await held;
    });
    await insertDone;
    const read = client.query<{ count: number }>("SELECT count(*)::int AS count FROM counted");
    const closed = client.close();
    release();
    await transaction;
    expect((await read).rows).toEqual([{ count: 1 }]);
    await closed;
    expect(client.closed).toBe(true);
    await expect(client.query("SELECT count(*)::int AS count FROM counted")).rejects.toThrow("PGlite is closed");
  });
});

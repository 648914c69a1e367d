import { describe, expect, it } from "vitest";
import { grantCredits } from "@/lib/domain/credits/ledger";
import { authSuite, call, expectError, makeAccount } from "@/test/helpers";
import { GET } from "./route";

const readCredits = (key: string | undefined, query = "") => call(GET, { path: `/api/v1/credits${query}`, key });

describe("GET /api/v1/credits", () => {
  authSuite((key) => readCredits(key));

  it("answers the balance and the ledger newest first, page by page", async () => {
    const { key, accountId } = await makeAccount({ credits: 25 });
    await grantCredits({ accountId, amount: 10, note: "welcome back" });
    await grantCredits({ accountId, amount: -4, note: "correction" });

    const first = await readCredits(key, "?limit=2");
    expect(first.status).toBe(200);
    const page = await first.json();
    expect(page.balance).toBe(31);
    expect(page.entries.map((e: { amount: number; balance_after: number; reason: string; note: string }) => [e.amount, e.balance_after, e.reason, e.note])).toEqual([
      [-4, 31, "adjustment", "correction"],
      [10, 35, "grant", "welcome back"],
    ]);
    expect(page.next_cursor).toEqual(expect.any(String));

    const rest = await (await readCredits(key, `?limit=2&cursor=${page.next_cursor}`)).json();
    expect(rest.entries.map((e: { amount: number }) => e.amount)).toEqual([25]);
    expect(rest.next_cursor).toBeNull();
  });

  it("shows only the caller's own entries", async () => {
    const mine = await makeAccount({ credits: 3 });
    await makeAccount({ credits: 500 });
    expect((await (await readCredits(mine.key)).json()).entries.map((e: { amount: number }) => e.amount)).toEqual([3]);
  });

  it("refuses a page size out of range with 400 invalid_request", async () => {
    const { key } = await makeAccount();
    await expectError(await readCredits(key, "?limit=0"), 400, "invalid_request");
    await expectError(await readCredits(key, "?limit=500"), 400, "invalid_request");
  });
});

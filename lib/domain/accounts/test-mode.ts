import { and, eq, isNotNull, lt } from "drizzle-orm";
import { ApiError } from "@/lib/core/errors";
import { createId, isTestAccountId } from "@/lib/core/ids";
import { LIMITS } from "@/lib/platform/config/limits";
import { accounts, getDb, type Tx } from "@/lib/platform/db";
import { grantCredits, grantCreditsInTx } from "@/lib/domain/credits/ledger";
import type { Account } from "./accounts";

/**
 * Test mode: a `dk_test_` key, or a Workbench session switched to test mode, acts on the account's test
 * twin, an account row of its own (id `tac_…`) linked to the live one, with its plan and a test balance.
 * Jobs, runs, assets, galleries, webhooks and tokens belong to whichever account made them, so every
 * rule that scopes by account id keeps the two apart without a clause of its own.
 */
export const TEST_CREDITS = LIMITS.testCredits.value;

/** The live account either of the two belongs to. */
export function liveAccountIdOf(account: Pick<Account, "id" | "liveAccountId">): string {
  return account.liveAccountId ?? account.id;
}

export function isTestAccount(account: Pick<Account, "id">): boolean {
  return isTestAccountId(account.id);
}

/** The live account's test twin, made on first use with the full test balance (in the caller's transaction). */
export async function testTwinOf(tx: Tx, liveAccountId: string): Promise<Account> {
  const [existing] = await tx.select().from(accounts).where(eq(accounts.liveAccountId, liveAccountId));
  if (existing) return existing;
  const [live] = await tx.select().from(accounts).where(eq(accounts.id, liveAccountId));
  if (!live || live.liveAccountId) throw new ApiError("not_found", `No live account ${liveAccountId}.`);
  const [made] = await tx
    .insert(accounts)
    .values({ id: createId("testAccount"), email: live.email, plan: live.plan, role: "user", liveAccountId: live.id })
    .onConflictDoNothing({ target: accounts.liveAccountId })
    .returning();
  if (!made) {
    const [raced] = await tx.select().from(accounts).where(eq(accounts.liveAccountId, liveAccountId));
    return raced;
  }
  const { balance } = await grantCreditsInTx(tx, { accountId: made.id, amount: TEST_CREDITS, note: "Test credits" });
  return { ...made, credits: balance };
}

export async function ensureTestTwin(liveAccountId: string): Promise<Account> {
  const db = await getDb();
  return db.transaction((tx) => testTwinOf(tx, liveAccountId));
}

/** Tops every test balance below TEST_CREDITS back up to it, each with a ledger grant (the hourly sweep). */
export async function refillTestBalances(): Promise<number> {
  const db = await getDb();
  const low = await db
    .select({ id: accounts.id, credits: accounts.credits })
    .from(accounts)
    .where(and(isNotNull(accounts.liveAccountId), lt(accounts.credits, TEST_CREDITS)));
  for (const twin of low) await grantCredits({ accountId: twin.id, amount: TEST_CREDITS - twin.credits, note: "Test credits refilled" });
  return low.length;
}

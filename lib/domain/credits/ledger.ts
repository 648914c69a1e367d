import { and, desc, eq, gte, lt, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { ApiError } from "@/lib/core/errors";
import { createId } from "@/lib/core/ids";
import { accounts, creditLedger, getDb, type Tx } from "@/lib/platform/db";

export type LedgerRow = typeof creditLedger.$inferSelect;
type LedgerRefs = { jobId?: string | null; runId?: string | null; note?: string | null };

/**
 * Takes `amount` credits in the caller's transaction: one conditional update (never below zero)
 * plus one ledger row. The idempotency key makes a repeated charge for the same work a no-op
 * (`charged: 0`), so callers count only what was really taken.
 */
export async function chargeCredits(
  tx: Tx,
  { accountId, amount, idempotencyKey, ...refs }: { accountId: string; amount: number; idempotencyKey: string } & LedgerRefs,
): Promise<{ charged: number; balance: number }> {
  if (amount <= 0) return { charged: 0, balance: await balanceOf(tx, accountId) };
  const [already] = await tx.select().from(creditLedger).where(eq(creditLedger.idempotencyKey, idempotencyKey));
  if (already) return { charged: 0, balance: await balanceOf(tx, accountId) };
  const [updated] = await tx
    .update(accounts)
    .set({ credits: sql`${accounts.credits} - ${amount}` })
    .where(and(eq(accounts.id, accountId), gte(accounts.credits, amount)))
    .returning({ credits: accounts.credits });
  if (!updated) {
    const balance = await balanceOf(tx, accountId);
    throw new ApiError("insufficient_credits", `This needs ${amount} credits; the balance is ${balance}.`);
  }
  await tx.insert(creditLedger).values({
    id: createId("ledger"),
    accountId,
    amount: -amount,
    balanceAfter: updated.credits,
    reason: "charge",
    idempotencyKey,
    ...refs,
  });
  return { charged: amount, balance: updated.credits };
}

/** Gives back a charge exactly once: the refund's ledger row has a unique key derived from the charge's. */
export async function refundCharge(tx: Tx, { chargeKey }: { chargeKey: string }): Promise<number> {
  const [charge] = await tx.select().from(creditLedger).where(eq(creditLedger.idempotencyKey, chargeKey));
  if (!charge || charge.amount >= 0) return 0;
  const refundKey = `refund:${chargeKey}`;
  const inserted = await tx
    .insert(creditLedger)
    .values({
      id: createId("ledger"),
      accountId: charge.accountId,
      amount: -charge.amount,
      balanceAfter: 0,
      reason: "refund",
      jobId: charge.jobId,
      runId: charge.runId,
      note: charge.note,
      idempotencyKey: refundKey,
    })
    .onConflictDoNothing({ target: creditLedger.idempotencyKey })
    .returning({ id: creditLedger.id });
  if (inserted.length === 0) return 0;
  const [updated] = await tx
    .update(accounts)
    .set({ credits: sql`${accounts.credits} + ${-charge.amount}` })
    .where(eq(accounts.id, charge.accountId))
    .returning({ credits: accounts.credits });
  await tx.update(creditLedger).set({ balanceAfter: updated.credits }).where(eq(creditLedger.id, inserted[0].id));
  return -charge.amount;
}

/** Credits given back for one job or run (its refund rows), for the job view. */
/** The balance as it stands now (an authenticated caller's account may be up to a second old). */
export async function creditBalance(accountId: string): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ credits: accounts.credits }).from(accounts).where(eq(accounts.id, accountId));
  return row?.credits ?? 0;
}

/** Credits given back for a job or run, as a column a caller's query can carry (`job.id` may be a column). */
export function creditsRefundedSql(accountId: SQLWrapper | string, workId: SQLWrapper | string): SQL<number> {
  return sql<number>`(SELECT coalesce(sum(${creditLedger.amount}), 0)::int FROM ${creditLedger} WHERE ${and(eq(creditLedger.accountId, accountId), eq(creditLedger.reason, "refund"), or(eq(creditLedger.jobId, workId), eq(creditLedger.runId, workId)))})`;
}

export async function grantCredits({ accountId, amount, note }: { accountId: string; amount: number; note?: string }) {
  if (!Number.isInteger(amount) || amount === 0) throw new ApiError("invalid_request", "amount must be a non-zero whole number");
  const db = await getDb();
  return db.transaction(async (tx) => grantCreditsInTx(tx, { accountId, amount, note }));
}

export async function grantCreditsInTx(tx: Tx, { accountId, amount, note }: { accountId: string; amount: number; note?: string }) {
  const [updated] = await tx
    .update(accounts)
    .set({ credits: sql`${accounts.credits} + ${amount}` })
    .where(and(eq(accounts.id, accountId), gte(sql`${accounts.credits} + ${amount}`, 0)))
    .returning({ credits: accounts.credits });
  if (!updated) throw new ApiError("invalid_request", "The balance cannot go below zero.");
  await tx.insert(creditLedger).values({
    id: createId("ledger"),
    accountId,
    amount,
    balanceAfter: updated.credits,
    reason: amount > 0 ? "grant" : "adjustment",
    note: note ?? null,
  });
  return { balance: updated.credits };
}

async function balanceOf(tx: Tx, accountId: string): Promise<number> {
  const [row] = await tx.select({ credits: accounts.credits }).from(accounts).where(eq(accounts.id, accountId));
  return row?.credits ?? 0;
}

/** One page of the account's ledger, newest first; `before` is the cursor (a ledger id). */
export async function listLedger({ accountId, limit = 50, before }: { accountId: string; limit?: number; before?: string }) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.accountId, accountId), before ? lt(creditLedger.id, before) : undefined))
    .orderBy(desc(creditLedger.id))
    .limit(limit + 1);
  return { entries: rows.slice(0, limit), nextCursor: rows.length > limit ? rows[limit - 1].id : null };
}

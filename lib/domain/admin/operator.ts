import { and, count, eq, isNotNull, isNull } from "drizzle-orm";
import { ApiError } from "@/lib/core/errors";
import { createOperator, getAccountByEmail, listAccounts, setPlan, upsertAccount } from "@/lib/domain/accounts/accounts";
import { grantCredits, grantCreditsInTx } from "@/lib/domain/credits/ledger";
import { accounts, apiKeys, getDb, type Db, type Tx } from "@/lib/platform/db";
import { insertKey } from "@/lib/domain/keys/keys";
import type { PlanId } from "@/lib/domain/accounts/plans";
import { removeSetupToken } from "./setup-token";

/**
 * `darkroom keys create`: the account is created or its plan set, credits added, and a key issued, in
 * one transaction. An account someone signed up for on the web needs `existing`: e-mails are not
 * verified, so whoever registered the address first would otherwise receive its owner's key.
 */
export async function issueKeyForEmail({
  email,
  plan,
  credits,
  name = "cli",
  existing = false,
  test = false,
}: {
  email: string;
  plan: PlanId;
  credits: number;
  name?: string;
  existing?: boolean;
  test?: boolean;
}) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await refuseSignedUpUnlessExisting(tx, { email, existing, what: "issue the key to" });
    const account = await upsertAccount(tx, { email, plan });
    if (credits > 0) await grantCreditsInTx(tx, { accountId: account.id, amount: credits, note: "granted with a CLI key" });
    const { row, key } = await insertKey(tx, { accountId: account.id, name, test });
    return { key, key_id: row.id, account_id: row.accountId, plan: account.plan };
  });
}

/** `darkroom operator create`: an operator made on purpose; the /setup link is no longer needed. */
export async function createOperatorAccount({ email, password }: { email: string; password: string }) {
  const account = await createOperator({ email, password });
  removeSetupToken();
  return { account_id: account.id, email: account.email, role: account.role, plan: account.plan };
}

/**
 * An account made with a password (a web sign-up) may belong to whoever typed the address first:
 * e-mails are not verified. Keys, credits and plans go to it only when the operator says `existing`.
 */
async function refuseSignedUpUnlessExisting(db: Db | Tx, { email, existing, what }: { email: string; existing: boolean; what: string }): Promise<void> {
  const [signedUp] = await db.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.email, email), isNotNull(accounts.passwordHash)));
  if (signedUp && !existing) {
    throw new ApiError(
      "conflict",
      `${email} belongs to an account made with a password (a web sign-up or the operator), and e-mail addresses are not verified: whoever made it may not own the address. Pass --existing to ${what} that account anyway.`,
    );
  }
}

/** `darkroom credits grant`; a web sign-up's e-mail needs `existing`, as for a key. */
export async function grantCreditsToEmail({ email, amount, note, existing = false }: { email: string; amount: number; note?: string; existing?: boolean }) {
  await refuseSignedUpUnlessExisting(await getDb(), { email, existing, what: "grant the credits to" });
  const account = await accountByEmailOrThrow(email);
  const { balance } = await grantCredits({ accountId: account.id, amount, note: note ?? "granted by the operator" });
  return { account_id: account.id, email: account.email, credits: balance };
}

/** `darkroom plans set`; a web sign-up's e-mail needs `existing`, as for a key. */
export async function setPlanForEmail({ email, plan, existing = false }: { email: string; plan: PlanId; existing?: boolean }) {
  await refuseSignedUpUnlessExisting(await getDb(), { email, existing, what: "set the plan of" });
  const account = await accountByEmailOrThrow(email);
  const updated = await setPlan({ accountId: account.id, plan });
  return { account_id: updated.id, email: updated.email, plan: updated.plan };
}

export async function listAccountsForOperator() {
  const db = await getDb();
  const keyCounts = await db
    .select({ accountId: apiKeys.accountId, active: count() })
    .from(apiKeys)
    .where(isNull(apiKeys.revokedAt))
    .groupBy(apiKeys.accountId);
  const activeKeys = new Map(keyCounts.map((k) => [k.accountId, k.active]));
  return (await listAccounts()).map((a) => ({
    id: a.id,
    email: a.email,
    plan: a.plan,
    role: a.role,
    credits: a.credits,
    active_keys: activeKeys.get(a.id) ?? 0,
    created_at: a.createdAt.toISOString(),
  }));
}

async function accountByEmailOrThrow(email: string) {
  const account = await getAccountByEmail(email);
  if (!account) throw new ApiError("not_found", `No account with e-mail ${email}.`);
  return account;
}


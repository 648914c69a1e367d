import { count, isNull } from "drizzle-orm";
import { ApiError } from "@/lib/api/errors";
import { getAccountByEmail, listAccounts, setPlan, upsertAccount } from "@/lib/accounts/accounts";
import { grantCredits, grantCreditsInTx } from "@/lib/credits/ledger";
import { apiKeys, getDb } from "@/lib/db";
import { generateKey } from "@/lib/keys/keys";
import { createId } from "@/lib/api/ids";
import type { PlanId } from "@/lib/accounts/plans";

/** `darkroom keys create`: the account is created or its plan set, credits added, and a key issued, in one transaction. */
export async function issueKeyForEmail({ email, plan, credits, name = "cli" }: { email: string; plan: PlanId; credits: number; name?: string }) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const account = await upsertAccount(tx, { email, plan });
    if (credits > 0) await grantCreditsInTx(tx, { accountId: account.id, amount: credits, note: "granted with a CLI key" });
    const { key, hash, start } = generateKey();
    const [row] = await tx.insert(apiKeys).values({ id: createId("key"), accountId: account.id, name, hash, start }).returning();
    return { key, key_id: row.id, account_id: account.id, plan: account.plan };
  });
}

export async function grantCreditsToEmail({ email, amount, note }: { email: string; amount: number; note?: string }) {
  const account = await accountByEmailOrThrow(email);
  const { balance } = await grantCredits({ accountId: account.id, amount, note: note ?? "granted by the operator" });
  return { account_id: account.id, email: account.email, credits: balance };
}

export async function setPlanForEmail({ email, plan }: { email: string; plan: PlanId }) {
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


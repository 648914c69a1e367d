import { planPolicy, type PlanId } from "@/lib/domain/accounts/plans";
import type { Account } from "@/lib/domain/accounts/accounts";
import type { AccountView } from "@/lib/domain/accounts/schema";
import { creditBalance } from "@/lib/domain/credits/ledger";
import { vaultUsedBytes } from "@/lib/domain/vault/usage";
import { storageUse } from "@/lib/domain/jobs/storage-quota";
import { getDb } from "@/lib/platform/db";
import { isTestAccountId } from "@/lib/core/ids";

/** The account as GET /api/v1/account shows it; the Workbench session also learns its role. */
export async function describeAccount(account: Account, { withRole = false } = {}): Promise<AccountView> {
  const policy = planPolicy(account.plan);
  const db = await getDb();
  const storage = await storageUse(db, account.id);
  return {
    id: account.id,
    email: account.email,
    plan: account.plan as PlanId,
    ...(withRole ? { role: account.role as NonNullable<AccountView["role"]> } : {}),
    livemode: !isTestAccountId(account.id),
    // Read now: the caller's account may come from the key cache, up to a second old.
    credits: await creditBalance(account.id),
    rate_limit: { limit_per_minute: policy.requestsPerMinute },
    vault: { used_bytes: await vaultUsedBytes(db, account.id), capacity_bytes: policy.vaultCapacityBytes },
    storage: { used_bytes: storage.usedBytes, quota_bytes: storage.quotaBytes },
  };
}

import { sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/platform/db";
import { queryRows } from "@/lib/platform/db/raw";
import { planPolicy } from "@/lib/domain/accounts/plans";
import type { VaultRoom } from "./schema";

/** Bytes the account holds in the Vault. */
export async function vaultUsedBytes(db: Db | Tx, accountId: string): Promise<number> {
  const [row] = await queryRows<{ used: string | number }>(
    db,
    sql`SELECT coalesce(sum(size_bytes), 0) AS used FROM assets WHERE account_id = ${accountId}`,
  );
  return Number(row.used);
}

/** How much the account's plan lets it keep in the Vault. */
export function vaultCapacityBytes(plan: string): number {
  return planPolicy(plan).vaultCapacityBytes;
}

/** Used, capacity and free bytes, as the Vault listing reports them. */
export async function describeVaultRoom(db: Db | Tx, account: { id: string; plan: string }): Promise<VaultRoom> {
  const used = await vaultUsedBytes(db, account.id);
  const capacity = vaultCapacityBytes(account.plan);
  return { used_bytes: used, capacity_bytes: capacity, free_bytes: Math.max(0, capacity - used) };
}

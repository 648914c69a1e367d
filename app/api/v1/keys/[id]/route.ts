import { handle } from "@/lib/api/contract-route";
import { RevokeKeyContract } from "@/lib/keys/contracts";
import { describeKey, revokeKey } from "@/lib/keys/keys";

export * from "@/lib/api/method-not-allowed";

// DELETE /api/v1/keys/{id} — revoke one of the account's keys
export const DELETE = handle(RevokeKeyContract, async ({ caller, params }) => {
  const row = await revokeKey({ accountId: caller.account.id, keyId: params.id });
  return { id: row.id, revoked_at: describeKey(row).revoked_at };
});

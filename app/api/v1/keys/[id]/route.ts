import { handle } from "@darkroom/lib/http/contract-route";
import { RevokeKeyContract } from "@darkroom/lib/http/contracts/keys";
import { revokeKey } from "@darkroom/lib/domain/keys/keys";

// DELETE /api/v1/keys/{id} — revoke one of the account's keys
export const DELETE = handle(RevokeKeyContract, async ({ caller, params }) => {
  const row = await revokeKey({ accountId: caller.account.id, keyId: params.id });
  return { id: row.id, revoked_at: row.revokedAt.toISOString() };
});

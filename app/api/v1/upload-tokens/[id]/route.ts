import { handle } from "@darkroom/lib/http/contract-route";
import { RevokeUploadTokenContract } from "@darkroom/lib/http/contracts/upload-tokens";
import { revokeUploadToken } from "@darkroom/lib/domain/upload-tokens/tokens";

// DELETE /api/v1/upload-tokens/{id} — revoke an upload token at once
export const DELETE = handle(RevokeUploadTokenContract, async ({ caller, params }) => {
  const row = await revokeUploadToken({ accountId: caller.account.id, tokenId: params.id });
  return { id: row.id, revoked_at: row.revokedAt.toISOString() };
});

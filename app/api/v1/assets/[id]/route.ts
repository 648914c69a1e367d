import { baseUrlOf } from "@darkroom/lib/http/base-url";
import { handle } from "@darkroom/lib/http/contract-route";
import { deleteAsset, viewAsset } from "@darkroom/lib/domain/vault/assets";
import { DeleteAssetContract, GetAssetContract } from "@darkroom/lib/http/contracts/vault";

// GET /api/v1/assets/{id} — one asset of the Vault, with fresh signed links
export const GET = handle(GetAssetContract, async ({ request, caller, params }) =>
  viewAsset({ accountId: caller.account.id, assetId: params.id, baseUrl: baseUrlOf(request) }),
);

// DELETE /api/v1/assets/{id} — remove an asset from the Vault and from its galleries, freeing its room
export const DELETE = handle(DeleteAssetContract, async ({ caller, params }) => deleteAsset({ account: caller.account, assetId: params.id }));

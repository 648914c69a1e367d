import { baseUrlOf } from "@/lib/http/base-url";
import { handle } from "@/lib/http/contract-route";
import { deleteAsset, viewAsset } from "@/lib/domain/vault/assets";
import { DeleteAssetContract, GetAssetContract } from "@/lib/http/contracts/vault";

// GET /api/v1/assets/{id} — one asset of the Vault, with fresh signed links
export const GET = handle(GetAssetContract, async ({ request, caller, params }) =>
  viewAsset({ accountId: caller.account.id, assetId: params.id, baseUrl: baseUrlOf(request) }),
);

// DELETE /api/v1/assets/{id} — remove an asset from the Vault and from its galleries, freeing its room
export const DELETE = handle(DeleteAssetContract, async ({ caller, params }) => deleteAsset({ account: caller.account, assetId: params.id }));

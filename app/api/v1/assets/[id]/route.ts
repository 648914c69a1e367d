import { baseUrlOf } from "@/lib/http/base-url";
import { handle, readBody } from "@/lib/http/contract-route";
import { deleteAsset, viewAsset } from "@/lib/domain/vault/assets";
import { updateAsset } from "@/lib/domain/vault/organise";
import { DeleteAssetContract, GetAssetContract, UpdateAssetContract } from "@/lib/http/contracts/vault";

// GET /api/v1/assets/{id} — one asset of the Vault, with fresh signed links
export const GET = handle(GetAssetContract, async ({ request, caller, params }) =>
  viewAsset({ accountId: caller.account.id, assetId: params.id, baseUrl: baseUrlOf(request) }),
);

// PATCH /api/v1/assets/{id} — move the asset, set its tags, or remove its location (keep_location: false)
export const PATCH = handle(UpdateAssetContract, async ({ request, caller, params }) =>
  updateAsset({ account: caller.account, assetId: params.id, input: await readBody(UpdateAssetContract, request), baseUrl: baseUrlOf(request) }),
);

// DELETE /api/v1/assets/{id} — remove an asset from the Vault and from its galleries, freeing its room
export const DELETE = handle(DeleteAssetContract, async ({ caller, params }) => deleteAsset({ account: caller.account, assetId: params.id }));

import { baseUrlOf } from "@darkroom/lib/http/base-url";
import { handle, readBody } from "@darkroom/lib/http/contract-route";
import { deleteAsset, viewAsset } from "@darkroom/lib/domain/vault/assets";
import { updateAsset } from "@darkroom/lib/domain/vault/organise";
import { DeleteAssetContract, GetAssetContract, UpdateAssetContract } from "@darkroom/lib/http/contracts/vault";

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

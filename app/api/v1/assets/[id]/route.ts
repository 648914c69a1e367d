import { baseUrlOf } from "@/lib/api/base-url";
import { withApi } from "@/lib/api/with-api";
import { deleteAsset, describeAsset, getAssetOrThrow } from "@/lib/vault/assets";

// GET /api/v1/assets/{id} — one asset of the Vault, with fresh signed links
export const GET = withApi<{ id: string }>(async ({ request, caller, params }) =>
  describeAsset(await getAssetOrThrow({ accountId: caller.account.id, assetId: params.id }), baseUrlOf(request)),
);

// DELETE /api/v1/assets/{id} — remove an asset from the Vault and from its galleries, freeing its room
export const DELETE = withApi<{ id: string }>(async ({ caller, params }) => deleteAsset({ account: caller.account, assetId: params.id }));

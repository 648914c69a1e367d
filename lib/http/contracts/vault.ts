import { defineRoute, ok } from "@/lib/http/contract";
import { AssetListView, AssetView, DeletedAssetView, ListAssetsQuery, StoreAssetsInput, StoredView } from "@/lib/domain/vault/schema";

const AssetPath = "/api/v1/assets/{id}";

export const ListAssetsContract = defineRoute({
  method: "GET",
  path: "/api/v1/assets",
  operationId: "listAssets",
  tags: ["Vault"],
  summary: "The Vault: assets and room left",
  description: "The Vault's assets, newest first, with the room used and left.",
  auth: "key",
  query: ListAssetsQuery,
  responses: { 200: ok(AssetListView) },
  errors: [],
});

export const StoreAssetsContract = defineRoute({
  method: "POST",
  path: "/api/v1/assets",
  operationId: "storeAssets",
  tags: ["Vault"],
  summary: "Store a finished job's or run's outputs in the Vault",
  description: "Keeps a finished job's or run's outputs as Vault assets, which outlive the job's retention. Storing the same job again adds nothing (200).",
  auth: "key",
  body: StoreAssetsInput,
  responses: { 200: ok(StoredView, "Every output was already stored"), 201: ok(StoredView, "Stored") },
  errors: ["not_found", "job_not_finished", "expired", "vault_full"],
});

export const GetAssetContract = defineRoute({
  method: "GET",
  path: AssetPath,
  operationId: "getAsset",
  tags: ["Vault"],
  summary: "Read an asset",
  description: "One asset with its signed download URL and its stable delivery URL.",
  auth: "key",
  responses: { 200: ok(AssetView) },
  errors: [],
});

export const DeleteAssetContract = defineRoute({
  method: "DELETE",
  path: AssetPath,
  operationId: "deleteAsset",
  tags: ["Vault"],
  summary: "Delete an asset and free its room",
  description: "Deletes an asset and frees its room; its delivery URLs answer 404 from then on.",
  auth: "key",
  responses: { 200: ok(DeletedAssetView, "Deleted") },
  errors: [],
});

import { defineRoute, ok } from "@/lib/http/contract";
import { AssetListView, AssetView, DeletedAssetView, ListAssetsQuery, StoreAssetsInput, StoredView } from "@/lib/domain/vault/schema";

const AssetPath = "/api/v1/assets/{id}";

export const ListAssetsContract = defineRoute({
  method: "GET",
  path: "/api/v1/assets",
  summary: "The Vault: assets and room left",
  auth: "key",
  query: ListAssetsQuery,
  responses: { 200: ok(AssetListView) },
  errors: [],
});

export const StoreAssetsContract = defineRoute({
  method: "POST",
  path: "/api/v1/assets",
  summary: "Store a finished job's or run's outputs in the Vault",
  auth: "key",
  body: StoreAssetsInput,
  responses: { 200: ok(StoredView, "Every output was already stored"), 201: ok(StoredView, "Stored") },
  errors: ["not_found", "job_not_finished", "expired", "vault_full"],
});

export const GetAssetContract = defineRoute({
  method: "GET",
  path: AssetPath,
  summary: "Read an asset",
  auth: "key",
  responses: { 200: ok(AssetView) },
  errors: [],
});

export const DeleteAssetContract = defineRoute({
  method: "DELETE",
  path: AssetPath,
  summary: "Delete an asset and free its room",
  auth: "key",
  responses: { 200: ok(DeletedAssetView, "Deleted") },
  errors: [],
});

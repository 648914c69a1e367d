import { defineRoute, ok } from "@/lib/http/contract";
import {
  ArchiveAssetsInput,
  AssetListView,
  AssetView,
  BulkAssetsInput,
  BulkResultView,
  DeletedAssetView,
  FolderTreeView,
  ListAssetsQuery,
  StoreAssetsInput,
  StoredView,
  UpdateAssetInput,
} from "@/lib/domain/vault/schema";

const AssetPath = "/api/v1/assets/{id}";

export const ListAssetsContract = defineRoute({
  method: "GET",
  path: "/api/v1/assets",
  summary: "Search the Vault (words, tag, folder, type, date taken; sorted, paged) with the room left",
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
  errors: ["not_found", "job_not_finished", "expired", "vault_full", "conflict"],
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

export const UpdateAssetContract = defineRoute({
  method: "PATCH",
  path: AssetPath,
  summary: "Move an asset, set its tags, or remove its location",
  auth: "key",
  body: UpdateAssetInput,
  responses: { 200: ok(AssetView) },
  errors: ["conflict"],
});

export const AssetFoldersContract = defineRoute({
  method: "GET",
  path: "/api/v1/assets/folders",
  summary: "The Vault's folder tree with counts",
  auth: "key",
  responses: { 200: ok(FolderTreeView) },
  errors: [],
});

export const BulkAssetsContract = defineRoute({
  method: "POST",
  path: "/api/v1/assets/bulk",
  summary: "Tag, untag, move or delete many assets at once (all or none)",
  auth: "key",
  body: BulkAssetsInput,
  responses: { 200: ok(BulkResultView) },
  errors: ["not_found"],
});

export const ArchiveAssetsContract = defineRoute({
  method: "POST",
  path: "/api/v1/assets/archive",
  summary: "A ZIP of the listed assets, or of a folder and its subfolders, streamed",
  auth: "key",
  body: ArchiveAssetsInput,
  responses: { 200: { description: "The archive (stored entries, ZIP64 when large)", schema: null, contentType: "application/zip" } },
  errors: ["not_found"],
});

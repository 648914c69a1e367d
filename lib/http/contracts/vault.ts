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
  operationId: "listAssets",
  tags: ["Vault"],
  summary: "Search the Vault (words, tag, folder, type, date taken; sorted, paged) with the room left",
  description: "The Vault's assets matching the search (`q` over names, tags, folders and photo metadata; `tag`, `folder` with its subfolders, `type`, `taken_after`/`taken_before`), in the `sort` order, a page at a time, with the room used and left.",
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
  errors: ["not_found", "job_not_finished", "expired", "vault_full", "conflict"],
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

export const UpdateAssetContract = defineRoute({
  method: "PATCH",
  path: AssetPath,
  operationId: "updateAsset",
  tags: ["Vault"],
  summary: "Move an asset, set its tags, or remove its location",
  description: "Moves an asset to another folder, sets its tags, or removes the location it was stored with (`keep_location: false`, which cannot be undone).",
  auth: "key",
  body: UpdateAssetInput,
  responses: { 200: ok(AssetView) },
  errors: ["conflict"],
});

export const AssetFoldersContract = defineRoute({
  method: "GET",
  path: "/api/v1/assets/folders",
  operationId: "listAssetFolders",
  tags: ["Vault"],
  summary: "The Vault's folder tree with counts",
  description: "The Vault's folder tree: each folder's path, parent, depth, its own asset count and the total with its subfolders.",
  auth: "key",
  responses: { 200: ok(FolderTreeView) },
  errors: [],
});

export const BulkAssetsContract = defineRoute({
  method: "POST",
  path: "/api/v1/assets/bulk",
  operationId: "bulkAssets",
  tags: ["Vault"],
  summary: "Tag, untag, move or delete many assets at once (all or none)",
  description: "One action (`tag`, `untag`, `move`, `delete`) on many assets, all or none: another account's id is a 404 and nothing changes.",
  auth: "key",
  body: BulkAssetsInput,
  responses: { 200: ok(BulkResultView) },
  errors: ["not_found"],
});

export const ArchiveAssetsContract = defineRoute({
  method: "POST",
  path: "/api/v1/assets/archive",
  operationId: "archiveAssets",
  tags: ["Vault"],
  summary: "A ZIP of the listed assets, or of a folder and its subfolders, streamed",
  description: "A ZIP of the listed assets, or of every asset in a folder and its subfolders, streamed as it is made. It changes nothing: an Idempotency-Key is ignored, and a retry makes the archive again.",
  auth: "key",
  body: ArchiveAssetsInput,
  readsOnly: true,
  responses: { 200: { description: "The archive (stored entries, ZIP64 when large)", schema: null, contentType: "application/zip" } },
  errors: ["not_found"],
});

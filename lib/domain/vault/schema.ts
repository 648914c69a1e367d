import { z } from "zod";
import { ASSET_KINDS } from "./asset-kind";

const ASSET_ID = /^ast_[0-9A-Za-z]{24}$/;

const AssetId = z.string().regex(ASSET_ID, "Expected an asset id (ast_…)");

export const StoreAssetsInput = z
  .object({ job_id: z.string().trim().min(1).max(100).describe("A complete job (convert, skill, upload) or run (run_…) of this account whose files are stored") })
  .strict();
export type StoreAssetsInput = z.infer<typeof StoreAssetsInput>;

export { ASSET_KINDS } from "./asset-kind";
export const AssetKind = z.enum(ASSET_KINDS);
export type AssetKind = z.infer<typeof AssetKind>;

export const ListAssetsQuery = z
  .object({
    cursor: AssetId.optional().describe("`next_cursor` of the previous page"),
    limit: z.coerce.number().int().min(1).max(200).default(50).describe("Page size, 1-200"),
    kind: AssetKind.optional().describe("Only assets of this kind"),
  })
  .strict();
export type ListAssetsQuery = z.infer<typeof ListAssetsQuery>;

export const VaultRoom = z.object({
  used_bytes: z.number().int(),
  capacity_bytes: z.number().int(),
  free_bytes: z.number().int(),
});
export type VaultRoom = z.infer<typeof VaultRoom>;

export const AssetView = z.object({
  id: z.string(),
  name: z.string(),
  mime: z.string(),
  kind: z.enum([...ASSET_KINDS, "other"]),
  size_bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  duration_seconds: z.number().nullable(),
  job_id: z.string(),
  created_at: z.string(),
  url: z.string().describe("Signed link to the stored file; expires after ten minutes"),
  thumbnail_url: z.string().nullable().describe("Signed link to a small WebP preview (images and videos)"),
  url_expires_at: z.string(),
  delivery_url: z.string().describe("Stable signed URL under /d/ that serves the stored file as it is, with no expiry and no key"),
  description: z.string().nullable().describe("Alt text kept from an alt-text job"),
});
export type AssetView = z.infer<typeof AssetView>;

export const AssetListView = VaultRoom.extend({ assets: z.array(AssetView), next_cursor: z.string().nullable() });
export type AssetListView = z.infer<typeof AssetListView>;

export const StoredView = VaultRoom.extend({
  assets: z.array(AssetView).describe("Every asset of the job, new or kept before"),
  created_count: z.number().int().describe("How many were new; the others were already in the Vault"),
});
export type StoredView = z.infer<typeof StoredView>;

export const DeletedAssetView = VaultRoom.extend({ id: z.string(), deleted: z.literal(true), freed_bytes: z.number().int() });

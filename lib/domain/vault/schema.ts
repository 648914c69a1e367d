import { z } from "zod";
import { ASSET_KINDS, ASSET_SORTS } from "./asset-kind";
import { LIMITS } from "@/lib/platform/config/limits";
import { FolderPath, Tag, TagList } from "./folder";

const ASSET_ID = /^ast_[0-9A-Za-z]{24}$/;

const AssetId = z.string().regex(ASSET_ID, "Expected an asset id (ast_…)");
const MAX_BULK = LIMITS.assetsPerBulk.value;
const MAX_SEARCH_CHARS = LIMITS.assetSearchChars.value;

const KeepLocation = z
  .boolean()
  .describe("Keep GPS location in the served file. Default false: the location is removed from the file the Vault serves when it is stored, and cannot be brought back");

export const StoreAssetsInput = z
  .object({
    job_id: z.string().trim().min(1).max(100).describe("A complete job (convert, skill, upload) or run (run_…) of this account whose files are stored"),
    folder: FolderPath.optional().describe("Folder of the new assets, such as `clients/anna/2026-11` (default: the root)"),
    tags: TagList.optional().describe("Tags of the new assets (kept lower-case)"),
    keep_location: KeepLocation.optional(),
  })
  .strict();
export type StoreAssetsInput = z.infer<typeof StoreAssetsInput>;

export { ASSET_KINDS, ASSET_SORTS } from "./asset-kind";

export const UpdateAssetInput = z
  .object({
    folder: FolderPath.optional().describe("Move the asset ('' is the root)"),
    tags: TagList.optional().describe("The asset's new full set of tags"),
    keep_location: z.literal(false).optional().describe("false removes the location from a file stored with keep_location: true; it cannot be set back"),
  })
  .strict()
  .refine((input) => Object.keys(input).length > 0, "Send at least one of folder, tags, keep_location");
export type UpdateAssetInput = z.infer<typeof UpdateAssetInput>;

const AssetIds = z
  .array(AssetId)
  .min(1, "List at least one asset")
  .max(MAX_BULK, `At most ${MAX_BULK} assets at once`)
  .refine((ids) => new Set(ids).size === ids.length, "An asset is listed twice");

export const BulkAssetsInput = z.discriminatedUnion("action", [
  z.object({ action: z.literal("tag"), ids: AssetIds, tags: TagList.refine((t) => t.length > 0, "List at least one tag").describe("Added to each asset") }).strict(),
  z.object({ action: z.literal("untag"), ids: AssetIds, tags: TagList.refine((t) => t.length > 0, "List at least one tag").describe("Taken off each asset") }).strict(),
  z.object({ action: z.literal("move"), ids: AssetIds, folder: FolderPath.describe("Where they go ('' is the root)") }).strict(),
  z.object({ action: z.literal("delete"), ids: AssetIds }).strict(),
]);
export type BulkAssetsInput = z.infer<typeof BulkAssetsInput>;

export const ArchiveAssetsInput = z
  .object({
    ids: AssetIds.optional().describe("The assets, in this order"),
    folder: FolderPath.optional().describe("Every asset in this folder and its subfolders ('' is the whole Vault)"),
  })
  .strict()
  .refine((input) => (input.ids === undefined) !== (input.folder === undefined), "Send either ids or folder");
export type ArchiveAssetsInput = z.infer<typeof ArchiveAssetsInput>;

export const AssetKind = z.enum(ASSET_KINDS);
export type AssetKind = z.infer<typeof AssetKind>;

export const AssetSort = z.enum(ASSET_SORTS);
export type AssetSort = z.infer<typeof AssetSort>;

const IN_YEARS = "Give a time in the years 1 to 9999.";
/** A day (`2026-11-02`, from its start in UTC) or an ISO 8601 time, within years 1–9999 (PostgreSQL has no year 0). */
const TimeBound = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()])
  .transform((value) => new Date(value))
  .pipe(z.date().min(new Date("0001-01-01T00:00:00Z"), IN_YEARS).max(new Date("9999-12-31T23:59:59.999Z"), IN_YEARS));

export const ListAssetsQuery = z
  .object({
    cursor: z.string().max(1000).optional().describe("`next_cursor` of the previous page (same filters and sort)"),
    limit: z.coerce.number().int().min(1).max(200).default(50).describe("Page size, 1-200"),
    q: z.string().trim().min(1).max(MAX_SEARCH_CHARS).optional().describe("Words found in the name, tags, folder, camera, lens or description (each word, anywhere, case-insensitive)"),
    tag: Tag.optional().describe("Only assets with this tag"),
    folder: FolderPath.optional().describe("Only assets in this folder or its subfolders"),
    type: AssetKind.optional().describe("Only assets of this type"),
    kind: AssetKind.optional().describe("Former name of `type`"),
    taken_after: TimeBound.optional().describe("Only photos taken at or after this time (a day or an ISO 8601 time)"),
    taken_before: TimeBound.optional().describe("Only photos taken before this time"),
    sort: AssetSort.default("-created_at").describe("Order: -created_at (newest first, the default), created_at, name, size, taken_at (oldest first; undated last), each also with - for the reverse"),
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
  folder: z.string().describe("'' is the root"),
  tags: z.array(z.string()),
  taken_at: z.string().nullable().describe("When the photo was taken (its EXIF date), if the file says"),
  camera: z.string().nullable().describe("Camera make and model, if the file says"),
  lens: z.string().nullable(),
  keep_location: z.boolean().describe("Whether the served file keeps its GPS location (chosen when stored)"),
  location: z.object({ latitude: z.number(), longitude: z.number() }).nullable().describe("GPS location of a file stored with keep_location: true"),
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

export const FolderView = z.object({
  path: z.string(),
  name: z.string().describe("The last name of the path"),
  parent: z.string().describe("'' for a top-level folder"),
  depth: z.number().int().describe("1 for a top-level folder"),
  count: z.number().int().describe("Assets directly in this folder"),
  total: z.number().int().describe("Assets in this folder and its subfolders"),
});
export const FolderTreeView = z.object({
  folders: z.array(FolderView).describe("Every folder that holds an asset, and their parents, sorted by path (a parent comes before its children)"),
  root_count: z.number().int().describe("Assets at the root, in no folder"),
  total: z.number().int().describe("Assets in the Vault"),
});
export type FolderTreeView = z.infer<typeof FolderTreeView>;

export const BulkResultView = VaultRoom.extend({
  action: z.enum(["tag", "untag", "move", "delete"]),
  ids: z.array(z.string()).describe("The assets acted on"),
  count: z.number().int(),
  freed_bytes: z.number().int().describe("Room given back (delete), else 0"),
});
export type BulkResultView = z.infer<typeof BulkResultView>;

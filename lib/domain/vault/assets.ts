import { and, eq } from "drizzle-orm";
import { ApiError } from "@/lib/core/errors";
import { assets, getDb } from "@/lib/platform/db";
import { signFileUrl } from "@/lib/platform/links/signing";
import { blobStore } from "@/lib/platform/storage";
import { assetFileId } from "./asset-file";
import { assetKindOf, hasThumbnail } from "./asset-kind";
import { cursorAfter, orderOf, searchConditions } from "./search";
import { deliveryLinks, runAssetDeletedHooks } from "./hooks";
import { releaseBlob } from "./release-blob";
import type { AssetListView, AssetView, ListAssetsQuery, VaultRoom } from "./schema";
import type { AssetRow, StoredOutputs } from "./store-outputs";
import { describeVaultRoom } from "./usage";

type Owner = { id: string; plan: string };

/** The public shape of an asset; every read signs fresh links. `deliveryUrl` answers its stable delivery URL. */
export function describeAsset(asset: AssetRow, baseUrl: string, deliveryUrl: (assetId: string) => string): AssetView {
  const original = signFileUrl({ baseUrl, fileId: assetFileId(asset.id) });
  return {
    id: asset.id,
    name: asset.name,
    mime: asset.mime,
    kind: assetKindOf(asset.mime),
    size_bytes: asset.sizeBytes,
    width: asset.width,
    height: asset.height,
    duration_seconds: asset.durationSeconds,
    job_id: asset.jobId,
    created_at: asset.createdAt.toISOString(),
    url: original.url,
    thumbnail_url: hasThumbnail(asset.mime) ? signFileUrl({ baseUrl, fileId: assetFileId(asset.id, "thumbnail") }).url : null,
    url_expires_at: original.expiresAt,
    delivery_url: deliveryUrl(asset.id),
    description: asset.description,
    folder: asset.folder,
    tags: asset.tags,
    taken_at: asset.takenAt?.toISOString() ?? null,
    camera: asset.camera,
    lens: asset.lens,
    keep_location: asset.keepLocation,
    location: asset.keepLocation && asset.latitude !== null && asset.longitude !== null ? { latitude: asset.latitude, longitude: asset.longitude } : null,
  };
}

/** One page of a Vault search (every filter of the query, in its sort), with the room used and left. */
export async function listVault({ account, query, baseUrl }: { account: Owner; query: ListAssetsQuery; baseUrl: string }): Promise<AssetListView> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(assets)
    .where(searchConditions(account.id, query))
    .orderBy(...orderOf(query.sort))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const deliveryUrl = await deliveryLinks(account.id, baseUrl);
  return {
    assets: page.map((a) => describeAsset(a, baseUrl, deliveryUrl)),
    ...(await describeVaultRoom(db, account)),
    next_cursor: rows.length > query.limit ? cursorAfter(page[page.length - 1], query.sort) : null,
  };
}

/** Loads an asset and checks tenancy: another account's asset is indistinguishable from a missing one. */
export async function getAssetOrThrow({ accountId, assetId }: { accountId: string; assetId: string }): Promise<AssetRow> {
  const db = await getDb();
  const [row] = await db.select().from(assets).where(and(eq(assets.id, assetId), eq(assets.accountId, accountId)));
  if (!row) throw new ApiError("not_found", `No asset ${assetId}.`);
  return row;
}

/** One asset of the account as the API shows it. */
export async function viewAsset({ accountId, assetId, baseUrl }: { accountId: string; assetId: string; baseUrl: string }): Promise<AssetView> {
  const row = await getAssetOrThrow({ accountId, assetId });
  return describeAsset(row, baseUrl, await deliveryLinks(accountId, baseUrl));
}

/**
 * Removes an asset from the Vault and from every gallery showing it (and their feedback on it).
 * Its preview goes; its file goes only if no job still references it.
 */
export async function deleteAsset({ account, assetId }: { account: Owner; assetId: string }): Promise<{ id: string; deleted: true; freed_bytes: number } & VaultRoom> {
  const db = await getDb();
  const [row] = await db.delete(assets).where(and(eq(assets.id, assetId), eq(assets.accountId, account.id))).returning();
  if (!row) throw new ApiError("not_found", `No asset ${assetId}.`);
  await afterAssetsDeleted([row]);
  return { id: row.id, deleted: true, freed_bytes: row.sizeBytes, ...(await describeVaultRoom(db, account)) };
}

/** What goes with deleted assets: their previews, what other domains keep for them, and their files once nothing else uses them. */
export async function afterAssetsDeleted(rows: AssetRow[]): Promise<void> {
  for (const row of rows) {
    if (row.thumbBlobKey) await blobStore().delete(row.thumbBlobKey);
    await runAssetDeletedHooks(row);
    await releaseBlob(row.blobKey);
  }
}

/** The answer to a store: every asset of the source (new or already kept), how many are new, and the room left. */
export async function describeStored({ account, stored, baseUrl }: { account: Owner; stored: StoredOutputs; baseUrl: string }) {
  const db = await getDb();
  const deliveryUrl = await deliveryLinks(account.id, baseUrl);
  return {
    assets: stored.assets.map((a) => describeAsset(a, baseUrl, deliveryUrl)),
    created_count: stored.created.length,
    ...(await describeVaultRoom(db, account)),
  };
}

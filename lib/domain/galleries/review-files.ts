import { and, eq } from "drizzle-orm";
import { ApiError } from "@/lib/core/errors";
import { assets, galleryAssets, getDb } from "@/lib/platform/db";
import type { ServableFile } from "@/lib/platform/storage";
import { signFileUrl } from "@/lib/platform/links/signing";
import { assetFileId, thumbnailFile } from "@/lib/domain/vault/asset-file";
import type { GalleryRow } from "./galleries";

async function galleryAssetOrThrow({ gallery, assetId }: { gallery: GalleryRow; assetId: string }) {
  const db = await getDb();
  const [row] = await db
    .select({ asset: assets })
    .from(galleryAssets)
    .innerJoin(assets, eq(assets.id, galleryAssets.assetId))
    .where(and(eq(galleryAssets.galleryId, gallery.id), eq(galleryAssets.assetId, assetId)));
  if (!row) throw new ApiError("not_found", "This item is not in the gallery.");
  return row.asset;
}

/** An item's preview, served through the review link itself: never the original, whatever the download setting. */
export async function reviewThumbnail({ gallery, assetId }: { gallery: GalleryRow; assetId: string }): Promise<ServableFile> {
  const file = await thumbnailFile(await galleryAssetOrThrow({ gallery, assetId }));
  if (!file) throw new ApiError("not_found", "This item has no preview.");
  return file;
}

/** A short-lived signed link to an item's original file, only while the owner allows downloads. */
export async function reviewOriginalUrl({ gallery, assetId, download, baseUrl }: { gallery: GalleryRow; assetId: string; download: boolean; baseUrl: string }): Promise<string> {
  if (!gallery.allowDownload) throw new ApiError("forbidden", "Downloads are turned off for this gallery.");
  const asset = await galleryAssetOrThrow({ gallery, assetId });
  return signFileUrl({ baseUrl, fileId: assetFileId(asset.id), download }).url;
}

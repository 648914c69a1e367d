import path from "node:path";
import { eq } from "drizzle-orm";
import { assets, getDb } from "@/lib/platform/db";
import type { ServableFile } from "@/lib/platform/storage";
import { blobStore } from "@/lib/platform/storage";
import { ensureThumbnail } from "./thumbnails";

const THUMBNAIL_SUFFIX = ".thumb";

/** The signed-file id of an asset's original (`ast_…`) or of its preview (`ast_….thumb`). */
export function assetFileId(assetId: string, variant: "original" | "thumbnail" = "original"): string {
  return variant === "thumbnail" ? `${assetId}${THUMBNAIL_SUFFIX}` : assetId;
}

/** What `/api/v1/files/{id}` serves for an asset file id; the preview is made on first request if missing. */
export async function findAssetFile(fileId: string): Promise<ServableFile | null> {
  const thumbnail = fileId.endsWith(THUMBNAIL_SUFFIX);
  const assetId = thumbnail ? fileId.slice(0, -THUMBNAIL_SUFFIX.length) : fileId;
  const db = await getDb();
  const [asset] = await db.select().from(assets).where(eq(assets.id, assetId));
  if (!asset) return null;
  if (!thumbnail) return { blobKey: asset.blobKey, name: asset.name, mime: asset.mime, sizeBytes: asset.sizeBytes };
  return thumbnailFile(asset);
}

/** The asset's preview as a servable file, or null when its kind has none. */
export async function thumbnailFile(asset: typeof assets.$inferSelect): Promise<ServableFile | null> {
  const blobKey = await ensureThumbnail(asset);
  const stat = blobKey ? await blobStore().stat(blobKey) : null;
  if (!blobKey || !stat) return null;
  const base = path.basename(asset.name, path.extname(asset.name)) || "preview";
  return { blobKey, name: `${base}-preview.webp`, mime: "image/webp", sizeBytes: stat.sizeBytes };
}

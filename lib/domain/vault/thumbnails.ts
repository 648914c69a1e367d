import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { and, eq, isNull } from "drizzle-orm";
import { ApiError } from "@/lib/core/errors";
import { randomBase62 } from "@/lib/core/ids";
import { assets, getDb } from "@/lib/platform/db";
import { mediaLimits } from "@/lib/platform/media/limits";
import { sniffFile } from "@/lib/platform/media/sniff";
import { videoThumbnail } from "@/lib/platform/media/video-ops";
import { blobStore, newBlobKey, scratchRoot } from "@/lib/platform/storage";
import { assetKindOf, hasThumbnail } from "./asset-kind";
import { processState } from "@/lib/core/process-state";
import { log } from "@/lib/core/log";

type ThumbnailSource = { id: string; blobKey: string; mime: string; durationSeconds: number | null; thumbBlobKey: string | null };

/** Longest side of a preview: sharp in a grid cell on a dense screen, far below any original. */
export const THUMBNAIL_SIDE = 640;
const THUMBNAIL_QUALITY = 80;

declare module "@/lib/core/process-state" {
  interface ProcessState {
    thumbnails?: Map<string, Promise<string | null>>;
  }
}

/**
 * The blob key of the asset's WebP preview, made once and cached on the asset; null for kinds
 * without one (audio, text). Concurrent requests for the same asset share one rendering.
 */
export function ensureThumbnail(asset: ThumbnailSource): Promise<string | null> {
  if (asset.thumbBlobKey) return Promise.resolve(asset.thumbBlobKey);
  if (!hasThumbnail(asset.mime)) return Promise.resolve(null);
  const inFlight = (processState().thumbnails ??= new Map());
  let pending = inFlight.get(asset.id);
  if (!pending) {
    pending = renderAndRecord(asset).finally(() => inFlight.delete(asset.id));
    inFlight.set(asset.id, pending);
  }
  return pending;
}

/** Makes previews right after a store; one that fails is retried on first view instead. */
export async function createThumbnails(sources: ThumbnailSource[]): Promise<void> {
  for (const source of sources) {
    await ensureThumbnail(source).catch((error) => log().error({ err: error, asset_id: source.id }, "making a preview failed"));
  }
}

async function renderAndRecord(asset: ThumbnailSource): Promise<string | null> {
  const workDir = path.join(scratchRoot(), `thumb-${randomBase62(12)}`);
  await fs.mkdir(workDir, { recursive: true });
  try {
    const outputPath = path.join(workDir, "thumb.webp");
    await renderThumbnail({ sourcePath: await blobStore().localPath(asset.blobKey, workDir), asset, workDir, outputPath });
    const key = newBlobKey("thumb");
    await blobStore().putFile(key, outputPath);
    const db = await getDb();
    const [recorded] = await db
      .update(assets)
      .set({ thumbBlobKey: key })
      .where(and(eq(assets.id, asset.id), isNull(assets.thumbBlobKey)))
      .returning({ id: assets.id });
    if (recorded) return key;
    // Another process recorded one first, or the asset was deleted meanwhile.
    await blobStore().delete(key);
    const [current] = await db.select({ key: assets.thumbBlobKey }).from(assets).where(eq(assets.id, asset.id));
    return current?.key ?? null;
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
  }
}

async function renderThumbnail({ sourcePath, asset, workDir, outputPath }: { sourcePath: string; asset: ThumbnailSource; workDir: string; outputPath: string }) {
  let stillPath = sourcePath;
  if (assetKindOf(asset.mime) === "video") {
    const sniffed = await sniffFile(sourcePath);
    if (sniffed?.kind !== "video") throw new ApiError("invalid_media", "The stored video could not be read for a preview.");
    stillPath = path.join(workDir, "frame.png");
    const duration = asset.durationSeconds ?? 0;
    await videoThumbnail({ inputPath: sourcePath, inputFormat: sniffed.format, outputPath: stillPath, atSeconds: Math.min(1, duration / 3), format: "png" });
  }
  await sharp(stillPath, { limitInputPixels: mediaLimits().maxInputPixels, autoOrient: true })
    .resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: "inside", withoutEnlargement: true })
    .webp({ quality: THUMBNAIL_QUALITY })
    .timeout({ seconds: Math.ceil(mediaLimits().timeoutMs / 1000) })
    .toFile(outputPath);
}

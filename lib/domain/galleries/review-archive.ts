import { asc, eq } from "drizzle-orm";
import { ApiError } from "@/lib/core/errors";
import { assets, galleryAssets, getDb } from "@/lib/platform/db";
import type { ZipBlob } from "@/lib/platform/archive/zip";
import type { GalleryRow } from "./galleries";
import { requireReviewer, type Reviewer } from "./reviewer";
import { favouriteIds } from "./selection";

/**
 * What a reviewer's "Download all" (or "Download favourites") zips: the gallery's originals in display
 * order, only while the owner allows downloads (403 otherwise, whatever the page showed).
 */
export async function reviewArchiveFiles({ gallery, reviewer, favourites }: { gallery: GalleryRow; reviewer: Reviewer | null; favourites: boolean }): Promise<{ fileName: string; files: ZipBlob[] }> {
  if (!gallery.allowDownload) throw new ApiError("forbidden", "Downloads are turned off for this gallery.");
  const db = await getDb();
  const members = await db
    .select({ id: assets.id, blobKey: assets.blobKey, name: assets.name, createdAt: assets.createdAt })
    .from(galleryAssets)
    .innerJoin(assets, eq(assets.id, galleryAssets.assetId))
    .where(eq(galleryAssets.galleryId, gallery.id))
    .orderBy(asc(galleryAssets.position));
  const wanted = favourites ? new Set(await favouriteIds(db, { galleryId: gallery.id, reviewerId: requireReviewer(reviewer).id })) : null;
  const files = members.filter((m) => !wanted || wanted.has(m.id)).map((m) => ({ blobKey: m.blobKey, name: m.name, modifiedAt: m.createdAt }));
  if (files.length === 0) throw new ApiError("not_found", favourites ? "You have no favourites in this gallery yet." : "This gallery is empty.");
  return { fileName: `${gallery.name}${favourites ? " - favourites" : ""}.zip`, files };
}

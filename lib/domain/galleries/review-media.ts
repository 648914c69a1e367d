import { and, eq } from "drizzle-orm";
import { ApiError } from "@/lib/core/errors";
import { galleryAssets, getDb } from "@/lib/platform/db";
import { deliverySignature, transformSegment, type DeliveryTransform } from "@/lib/platform/links/delivery";
import { THUMBNAIL_SIDE } from "@/lib/domain/vault/thumbnails";
import { getAssetOrThrow } from "@/lib/domain/vault/assets";
import { isTransformable } from "@/lib/domain/delivery/links";
import { currentDeliverySecret } from "@/lib/domain/delivery/secret";
import { resolveDelivery, type Delivered } from "@/lib/domain/delivery/variants";
import type { GalleryRow } from "./galleries";
import { reviewPath } from "./review-token";

/**
 * The pictures a review page shows, by name. Each is served under the review link itself
 * (`/g/<token>/media/<asset>/<name>`), so the link's rotation, a password, expiry or deletion end
 * them with the page; the owner's own `/d/` URLs of the same assets are not touched.
 */
export const REVIEW_MEDIA = {
  // The grid's and a no-download lightbox's preview: no larger than the stored thumbnail it replaces.
  preview: { width: THUMBNAIL_SIDE, height: THUMBNAIL_SIDE, fit: "inside", format: "auto" },
  // The lightbox's image when downloads are on: screen-sized, not the original's full weight.
  large: { width: 2048, height: 2048, fit: "inside", format: "auto" },
  // The cover spans the page's width; the logo sits beside the title.
  cover: { width: 1600, height: 600, fit: "cover", format: "auto" },
  logo: { width: 240, height: 96, fit: "inside", format: "auto" },
} as const satisfies Record<string, DeliveryTransform>;

export type ReviewMediaName = keyof typeof REVIEW_MEDIA;

function isMediaName(name: string): name is ReviewMediaName {
  return Object.hasOwn(REVIEW_MEDIA, name);
}

/** The page-relative URL of one of a review page's pictures; only valid while `token` opens the gallery. */
export function reviewMediaPath(token: string, assetId: string, name: ReviewMediaName): string {
  return `${reviewPath(token)}/media/${encodeURIComponent(assetId)}/${name}`;
}

const notHere = () => new ApiError("not_found", "This picture is not part of the gallery.");

/**
 * One of an open gallery's pictures: an item's preview (its large version only while downloads are
 * on), or the gallery's cover or logo. Rendered and stored like the owner's delivery variants.
 */
export async function reviewMedia({ gallery, assetId, name, accept }: { gallery: GalleryRow; assetId: string; name: string; accept: string | null }): Promise<Delivered> {
  if (!isMediaName(name)) throw notHere();
  if (name === "cover" || name === "logo") {
    if ((name === "cover" ? gallery.coverAssetId : gallery.logoAssetId) !== assetId) throw notHere();
  } else {
    if (name === "large" && !gallery.allowDownload) throw new ApiError("forbidden", "Downloads are turned off for this gallery.");
    const db = await getDb();
    const [item] = await db
      .select({ assetId: galleryAssets.assetId })
      .from(galleryAssets)
      .where(and(eq(galleryAssets.galleryId, gallery.id), eq(galleryAssets.assetId, assetId)));
    if (!item) throw notHere();
  }
  const asset = await getAssetOrThrow({ accountId: gallery.accountId, assetId }).catch(() => {
    throw notHere();
  });
  if (!isTransformable(asset.mime)) throw notHere();
  // Signed here with the owner's current secret, never shown: the gallery's checks above are the credential.
  const segment = transformSegment(REVIEW_MEDIA[name]);
  const signature = deliverySignature(await currentDeliverySecret(gallery.accountId), assetId, segment);
  return resolveDelivery({ assetId, segment, signature, accept });
}

import type { DeliveryTransform } from "@/lib/platform/links/delivery";
import { assetKindOf, hasThumbnail } from "@/lib/domain/vault/asset-kind";
import type { AssetKind } from "@/lib/domain/vault/schema";
import { THUMBNAIL_SIDE } from "@/lib/domain/vault/thumbnails";
import { isTransformable, variantLinker } from "@/lib/domain/delivery/links";
import { listReviewItems, type ReviewComment, type Verdict } from "./feedback";
import { openReview } from "./review-access";
import { readReviewer } from "./reviewer";

// The grid's and a no-download lightbox's preview: no larger than the stored thumbnail it replaces.
const PREVIEW: DeliveryTransform = { width: THUMBNAIL_SIDE, height: THUMBNAIL_SIDE, fit: "inside", format: "auto" };
// The lightbox's image when downloads are on: screen-sized, not the original's full weight.
const LARGE: DeliveryTransform = { width: 2048, height: 2048, fit: "inside", format: "auto" };

/**
 * One item as the review page shows it: no owner ids. An image's pictures are cacheable delivery URLs
 * (a page left open never holds an expiring link); other previews and originals go through the review routes.
 */
export type ReviewItem = {
  id: string;
  name: string;
  kind: AssetKind | "other";
  width: number | null;
  height: number | null;
  description: string | null;
  hasPreview: boolean;
  /** Delivery URL of an image's preview, else null (a video's poster comes through the review route). */
  previewUrl: string | null;
  /** Delivery URL of an image at screen size, only while the owner allows downloads. */
  largeUrl: string | null;
  favourite: boolean;
  verdict: Verdict | null;
  /** The first page of comments, oldest first; the rest come through `nextCommentCursor`. */
  comments: ReviewComment[];
  commentCount: number;
  nextCommentCursor: string | null;
};

export type ReviewPage =
  | { state: "missing" }
  | { state: "expired" }
  | { state: "locked" }
  | { state: "open"; name: string; allowDownload: boolean; reviewerName: string | null; items: ReviewItem[]; brand: ReviewBrand };

/** The owner's branding: delivery URLs of the cover and logo images, and the accent colour (#rrggbb). */
export type ReviewBrand = { coverUrl: string | null; logoUrl: string | null; accentColor: string | null };

// The cover spans the page's width; the logo sits beside the title.
const COVER: DeliveryTransform = { width: 1600, height: 600, fit: "cover", format: "auto" };
const LOGO: DeliveryTransform = { width: 240, height: 96, fit: "inside", format: "auto" };

/**
 * What a client sees an item called: the file the owner started from (a line's output is named
 * `photo-background-remover-resize.webp`; the client sent `photo.jpg`), with the extension of what it
 * gets now: `photo.webp`.
 */
export function reviewName({ name, sourceName }: { name: string; sourceName: string | null }): string {
  if (!sourceName) return name;
  const base = sourceName.replace(/\.[^./\\]*$/, "");
  const extension = /\.[^./\\]+$/.exec(name)?.[0] ?? "";
  return base ? `${base}${extension}` : name;
}

/** Everything `/g/<token>` renders, from the link and the visitor's cookies; `baseUrl` is the public origin delivery URLs are made on. */
export async function loadReviewPage({ token, accessCookie, reviewerCookie, baseUrl }: { token: string; accessCookie?: string; reviewerCookie?: string; baseUrl: string }): Promise<ReviewPage> {
  const access = await openReview({ token, accessCookie });
  if (access.state !== "open") return access.state === "locked" ? { state: "locked" } : access;
  const reviewer = readReviewer(reviewerCookie);
  const rows = await listReviewItems({ gallery: access.gallery, reviewer });
  // Signed with the owner's delivery secret: only the server can make these, and only for an open gallery.
  const link = await variantLinker(access.gallery.accountId, baseUrl);
  const allowDownload = access.gallery.allowDownload;
  return {
    state: "open",
    name: access.gallery.name,
    allowDownload,
    reviewerName: reviewer?.name ?? null,
    brand: {
      coverUrl: access.gallery.coverAssetId ? link(access.gallery.coverAssetId, COVER) : null,
      logoUrl: access.gallery.logoAssetId ? link(access.gallery.logoAssetId, LOGO) : null,
      accentColor: access.gallery.accentColor,
    },
    items: rows.map((row) => ({
      id: row.id,
      name: reviewName(row),
      kind: assetKindOf(row.mime),
      width: row.width,
      height: row.height,
      description: row.description,
      hasPreview: hasThumbnail(row.mime),
      previewUrl: isTransformable(row.mime) ? link(row.id, PREVIEW) : null,
      largeUrl: isTransformable(row.mime) && allowDownload ? link(row.id, LARGE) : null,
      favourite: row.favourite,
      verdict: row.verdict,
      comments: row.comments,
      commentCount: row.commentCount,
      nextCommentCursor: row.nextCommentCursor,
    })),
  };
}

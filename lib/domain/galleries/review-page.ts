import { assetKindOf, hasThumbnail } from "@/lib/domain/vault/asset-kind";
import type { AssetKind } from "@/lib/domain/vault/schema";
import { isTransformable } from "@/lib/domain/delivery/links";
import { listReviewItems, type ReviewComment, type Verdict } from "./feedback";
import { openReview } from "./review-access";
import { reviewMediaPath } from "./review-media";
import { readReviewer } from "./reviewer";

/**
 * One item as the review page shows it: no owner ids. An image's pictures are served under the review
 * link (`/g/<token>/media/...`), so they end with it; other previews and originals go through the review routes.
 */
export type ReviewItem = {
  id: string;
  name: string;
  kind: AssetKind | "other";
  width: number | null;
  height: number | null;
  description: string | null;
  hasPreview: boolean;
  /** Path of an image's preview under the review link, else null (a video's poster comes through the thumbnail route). */
  previewUrl: string | null;
  /** Path of an image at screen size under the review link, only while the owner allows downloads. */
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

/** The owner's branding: paths of the cover and logo images under the review link, and the accent colour (#rrggbb). */
export type ReviewBrand = { coverUrl: string | null; logoUrl: string | null; accentColor: string | null };

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

/** Everything `/g/<token>` renders, from the link and the visitor's cookies. */
export async function loadReviewPage({ token, accessCookie, reviewerCookie }: { token: string; accessCookie?: string; reviewerCookie?: string }): Promise<ReviewPage> {
  const access = await openReview({ token, accessCookie });
  if (access.state !== "open") return access.state === "locked" ? { state: "locked" } : access;
  const reviewer = readReviewer(reviewerCookie);
  const gallery = access.gallery;
  const rows = await listReviewItems({ gallery, reviewer });
  const allowDownload = gallery.allowDownload;
  return {
    state: "open",
    name: gallery.name,
    allowDownload,
    reviewerName: reviewer?.name ?? null,
    brand: {
      coverUrl: gallery.coverAssetId ? reviewMediaPath(token, gallery.coverAssetId, "cover") : null,
      logoUrl: gallery.logoAssetId ? reviewMediaPath(token, gallery.logoAssetId, "logo") : null,
      accentColor: gallery.accentColor,
    },
    items: rows.map((row) => ({
      id: row.id,
      name: reviewName(row),
      kind: assetKindOf(row.mime),
      width: row.width,
      height: row.height,
      description: row.description,
      hasPreview: hasThumbnail(row.mime),
      previewUrl: isTransformable(row.mime) ? reviewMediaPath(token, row.id, "preview") : null,
      largeUrl: isTransformable(row.mime) && allowDownload ? reviewMediaPath(token, row.id, "large") : null,
      favourite: row.favourite,
      verdict: row.verdict,
      comments: row.comments,
      commentCount: row.commentCount,
      nextCommentCursor: row.nextCommentCursor,
    })),
  };
}

import { assetKindOf, hasThumbnail } from "@/lib/domain/vault/asset-kind";
import type { AssetKind } from "@/lib/domain/vault/schema";
import { listReviewItems, type ReviewComment, type Verdict } from "./feedback";
import { openReview } from "./review-access";
import { readReviewer } from "./reviewer";

/** One item as the review page shows it: no owner ids, no file links (those go through the review routes). */
export type ReviewItem = {
  id: string;
  name: string;
  kind: AssetKind | "other";
  width: number | null;
  height: number | null;
  description: string | null;
  hasPreview: boolean;
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
  | { state: "open"; name: string; allowDownload: boolean; reviewerName: string | null; items: ReviewItem[] };

/** Everything `/g/<token>` renders, from the link and the visitor's cookies. */
export async function loadReviewPage({ token, accessCookie, reviewerCookie }: { token: string; accessCookie?: string; reviewerCookie?: string }): Promise<ReviewPage> {
  const access = await openReview({ token, accessCookie });
  if (access.state !== "open") return access.state === "locked" ? { state: "locked" } : access;
  const reviewer = readReviewer(reviewerCookie);
  const rows = await listReviewItems({ gallery: access.gallery, reviewer });
  return {
    state: "open",
    name: access.gallery.name,
    allowDownload: access.gallery.allowDownload,
    reviewerName: reviewer?.name ?? null,
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      kind: assetKindOf(row.mime),
      width: row.width,
      height: row.height,
      description: row.description,
      hasPreview: hasThumbnail(row.mime),
      favourite: row.favourite,
      verdict: row.verdict,
      comments: row.comments,
      commentCount: row.commentCount,
      nextCommentCursor: row.nextCommentCursor,
    })),
  };
}

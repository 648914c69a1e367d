import { eq } from "drizzle-orm";
import { ApiError } from "@/lib/core/errors";
import { now } from "@/lib/core/clock";
import { galleries, getDb } from "@/lib/platform/db";
import type { GalleryRow } from "./galleries";
import { readReviewToken } from "./review-token";
import { isUnlocked } from "./unlock";

export type ReviewAccess =
  | { state: "missing" }
  | { state: "expired" }
  | { state: "locked"; gallery: GalleryRow }
  | { state: "open"; gallery: GalleryRow };

/** The gallery a review token opens; null for a malformed, forged, unknown or rotated-away token. */
export async function findGalleryByToken(token: string): Promise<GalleryRow | null> {
  const read = readReviewToken(token);
  if (!read) return null;
  const db = await getDb();
  const match = "nonce" in read ? eq(galleries.reviewNonce, read.nonce) : eq(galleries.legacyReviewTokenHash, read.legacyHash);
  const [row] = await db.select().from(galleries).where(match);
  return row ?? null;
}

export function isExpired(gallery: GalleryRow): boolean {
  return gallery.expiresAt !== null && gallery.expiresAt.getTime() <= now().getTime();
}

/** What a visitor of `/g/<token>` may see: nothing, the expired notice, the password form, or the gallery. */
export async function openReview({ token, accessCookie }: { token: string; accessCookie: string | undefined }): Promise<ReviewAccess> {
  const gallery = await findGalleryByToken(token);
  if (!gallery) return { state: "missing" };
  if (isExpired(gallery)) return { state: "expired" };
  if (gallery.passwordHash && !isUnlocked({ gallery, cookieValue: accessCookie })) return { state: "locked", gallery };
  return { state: "open", gallery };
}

/** The gallery behind a link that still works (locked or not), or 404 / 410 gone. */
export async function requireLiveGallery(token: string): Promise<GalleryRow> {
  const gallery = await findGalleryByToken(token);
  if (!gallery) throw new ApiError("not_found", "There is no gallery at this link.");
  if (isExpired(gallery)) throw new ApiError("gone", "This gallery has expired.");
  return gallery;
}

/** The open gallery for a review request, or the 4xx a reviewer's browser should get. */
export async function requireOpenReview({ token, accessCookie }: { token: string; accessCookie: string | undefined }): Promise<GalleryRow> {
  const gallery = await requireLiveGallery(token);
  if (gallery.passwordHash && !isUnlocked({ gallery, cookieValue: accessCookie })) {
    throw new ApiError("unauthorized", "Enter the gallery's password first.");
  }
  return gallery;
}

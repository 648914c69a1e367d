import { createHmac, timingSafeEqual } from "node:crypto";
import { verify } from "@node-rs/argon2";
import { ApiError } from "@/lib/core/errors";
import { now } from "@/lib/core/clock";
import { serviceSecret } from "@/lib/domain/files/signing";
import { refundAttempts, reserveAttempts, type Budget } from "@/lib/platform/rate-limit/limiter";
import type { GalleryRow } from "./galleries";
import { reviewPath } from "./review-token";
import { LIMITS } from "@/lib/platform/config/limits";

export const ACCESS_COOKIE = "dr_gallery_access";
const ACCESS_DAYS = LIMITS.galleryAccessDays.value;
/**
 * Wrong password guesses: 10 per 15 minutes per visitor and gallery, 100 an hour per gallery from
 * everyone. argon2 makes each guess cost; this caps how many. A spent gallery budget locks the form
 * only: reviewers who unlocked before keep their cookie and never come here.
 */
export const GUESSES_PER_CLIENT: Budget = { name: "gallery-unlock-client", points: LIMITS.galleryUnlocksPerVisitor.value, windowSeconds: LIMITS.galleryUnlocksPerVisitor.windowSeconds };
export const GUESSES_PER_GALLERY: Budget = { name: "gallery-unlock", points: LIMITS.galleryUnlocksPerGallery.value, windowSeconds: LIMITS.galleryUnlocksPerGallery.windowSeconds };

/** Binds the cookie to the gallery, its current link and its current password: rotating or changing either locks it again. */
function accessMac(gallery: GalleryRow, expires: number): string {
  return createHmac("sha256", serviceSecret())
    .update(`gallery-access:${gallery.id}:${gallery.reviewTokenHash}:${gallery.passwordHash ?? ""}:${expires}`)
    .digest("base64url");
}

export function isUnlocked({ gallery, cookieValue }: { gallery: GalleryRow; cookieValue: string | undefined }): boolean {
  const match = cookieValue?.match(/^(\d{1,12})\.([\w-]{43})$/);
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= now().getTime()) return false;
  const expected = Buffer.from(accessMac(gallery, expires));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Checks a reviewer's password guess, rate-limited per visitor and per gallery (429 with
 * Retry-After; right guesses do not count), and answers the signed, HTTP-only cookie that opens
 * the gallery for a week.
 */
export async function unlockGallery({ gallery, token, password, clientKey, secure }: { gallery: GalleryRow; token: string; password: string; clientKey: string; secure: boolean }): Promise<{ cookie: string | null }> {
  if (!gallery.passwordHash) return { cookie: null };
  const attempts = await reserveAttempts(
    [
      { budget: GUESSES_PER_CLIENT, subject: `${gallery.id}:${clientKey}` },
      { budget: GUESSES_PER_GALLERY, subject: gallery.id },
    ],
    "Too many password attempts.",
  );
  if (!(await verify(gallery.passwordHash, password))) throw new ApiError("unauthorized", "That password is not right.");
  await refundAttempts(attempts);
  const expires = Math.floor(now().getTime() / 1000) + ACCESS_DAYS * 86_400;
  const cookie = [
    `${ACCESS_COOKIE}=${expires}.${accessMac(gallery, expires)}`,
    `Path=${reviewPath(token)}`,
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${ACCESS_DAYS * 86_400}`,
    ...(secure ? ["Secure"] : []),
  ].join("; ");
  return { cookie };
}

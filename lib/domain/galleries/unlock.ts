import { createHmac, timingSafeEqual } from "node:crypto";
import { verify } from "@node-rs/argon2";
import { ApiError } from "@/lib/core/errors";
import { now } from "@/lib/core/clock";
import { serviceSecret } from "@/lib/platform/links/signing";
import { refundAttempts, reserveAttempts, type Budget } from "@/lib/platform/rate-limit/limiter";
import { slowWrongAnswer, wrongAnswerCounter, wrongAnswerDelayMs } from "@/lib/platform/rate-limit/slow-down";
import type { GalleryRow } from "./galleries";
import { reviewPath } from "./review-token";
import { LIMITS } from "@/lib/platform/config/limits";

export const ACCESS_COOKIE = "dr_gallery_access";
const ACCESS_DAYS = LIMITS.galleryAccessDays.value;
/**
 * Wrong password guesses: 10 per 15 minutes per visitor and gallery, then 429. The gallery's own
 * count of wrong guesses from everyone never refuses (a correct password always opens it, or ten
 * addresses could lock every reviewer out): past a few it slows each wrong answer down instead.
 */
export const GUESSES_PER_CLIENT: Budget = { name: "gallery-unlock-client", points: LIMITS.galleryUnlocksPerVisitor.value, windowSeconds: LIMITS.galleryUnlocksPerVisitor.windowSeconds };
const WRONG_GUESSES_PER_GALLERY = wrongAnswerCounter("gallery-unlock-wrong", LIMITS.galleryFreeWrongGuesses.windowSeconds);

/** How long a wrong answer waits once the gallery has had `wrongGuesses` in the last hour: nothing at first, then doubling to 8 s. */
export function wrongGuessDelayMs(wrongGuesses: number): number {
  return wrongAnswerDelayMs(wrongGuesses, LIMITS.galleryFreeWrongGuesses.value);
}

/**
 * Binds the cookie to the gallery, its current link and its current password: rotating or changing
 * either locks it again. A pre-0024 link still counts by its hash, so cookies given before stay good.
 */
function accessMac(gallery: GalleryRow, expires: number): string {
  return createHmac("sha256", serviceSecret())
    .update(`gallery-access:${gallery.id}:${gallery.legacyReviewTokenHash ?? gallery.reviewNonce}:${gallery.passwordHash ?? ""}:${expires}`)
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
 * Checks a reviewer's password guess, rate-limited per visitor (429 with Retry-After; right guesses
 * do not count) and slowed per gallery, and answers the signed, HTTP-only cookie that opens the
 * gallery for a week.
 */
export async function unlockGallery({ gallery, token, password, clientKey, secure }: { gallery: GalleryRow; token: string; password: string; clientKey: string; secure: boolean }): Promise<{ cookie: string | null }> {
  if (!gallery.passwordHash) return { cookie: null };
  const attempts = await reserveAttempts([{ budget: GUESSES_PER_CLIENT, subject: `${gallery.id}:${clientKey}` }], "Too many password attempts.");
  if (!(await verify(gallery.passwordHash, password))) {
    await slowWrongAnswer({ counter: WRONG_GUESSES_PER_GALLERY, subject: gallery.id, free: LIMITS.galleryFreeWrongGuesses.value });
    throw new ApiError("unauthorized", "That password is not right.");
  }
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

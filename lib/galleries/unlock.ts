import { createHmac, timingSafeEqual } from "node:crypto";
import { verify } from "@node-rs/argon2";
import { ApiError } from "@/lib/api/errors";
import { now } from "@/lib/clock";
import { serviceSecret } from "@/lib/files/signing";
import { consumeRequest } from "@/lib/rate-limit/limiter";
import type { GalleryRow } from "./galleries";
import { reviewPath } from "./review-token";

export const ACCESS_COOKIE = "dr_gallery_access";
const ACCESS_DAYS = 7;
/** Password guesses per visitor and per gallery; argon2 makes each one cost, this caps how many. */
const GUESSES_PER_CLIENT_PER_MINUTE = 10;
const GUESSES_PER_GALLERY_PER_MINUTE = 100;

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
 * Retry-After), and answers the signed, HTTP-only cookie that opens the gallery for a week.
 */
export async function unlockGallery({ gallery, token, password, clientKey, secure }: { gallery: GalleryRow; token: string; password: string; clientKey: string; secure: boolean }): Promise<{ cookie: string | null }> {
  if (!gallery.passwordHash) return { cookie: null };
  for (const [subject, limit] of [
    [`gallery-unlock:${gallery.id}:${clientKey}`, GUESSES_PER_CLIENT_PER_MINUTE],
    [`gallery-unlock:${gallery.id}`, GUESSES_PER_GALLERY_PER_MINUTE],
  ] as const) {
    const decision = await consumeRequest({ subject, limitPerMinute: limit });
    if (!decision.allowed) {
      throw new ApiError("rate_limited", `Too many password attempts. Try again in ${decision.resetSeconds} s.`, {
        headers: { "Retry-After": String(decision.resetSeconds) },
      });
    }
  }
  if (!(await verify(gallery.passwordHash, password))) throw new ApiError("unauthorized", "That password is not right.");
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

import { createHash } from "node:crypto";
import { randomBase62 } from "@/lib/core/ids";

/** 32 base62 characters carry 190 random bits, well over the 128 a guessable-by-nobody link needs. */
const TOKEN_LENGTH = 32;
const TOKEN_SHAPE = /^[0-9A-Za-z]{32}$/;

/**
 * A new review token. It is stored plainly (the owner reads the review URL again later) next to
 * its SHA-256; lookups go by the hash, so a lookup's timing tells nothing about the token.
 */
export function newReviewToken(): { token: string; hash: string } {
  const token = randomBase62(TOKEN_LENGTH);
  return { token, hash: hashReviewToken(token) };
}

export function hashReviewToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function isReviewTokenShape(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}

export function reviewPath(token: string): string {
  return `/g/${token}`;
}

export function reviewUrl(baseUrl: string, token: string): string {
  return `${baseUrl}${reviewPath(token)}`;
}

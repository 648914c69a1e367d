import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { serviceSecret } from "@/lib/platform/links/signing";

/** 16 random bytes (22 base64url characters): the link's public half, kept in the database. */
const NONCE_BYTES = 16;
const NONCE_LENGTH = 22;
/** 128 bits of HMAC: what the database does not hold, so a copy of it opens no gallery. */
const MAC_BYTES = 16;
const TOKEN_SHAPE = /^[\w-]{44}$/;
/** Links issued before migration 0024 (32 random base62 characters); only their SHA-256 is kept. */
const LEGACY_TOKEN_SHAPE = /^[0-9A-Za-z]{32}$/;

/**
 * A review link's token is its nonce followed by an HMAC of it under the service secret. The
 * database keeps only the nonce, so it never holds a working link; the owner's views make the
 * token again from it. Rotating the secret changes every such link.
 */
export function newReviewNonce(): string {
  return randomBytes(NONCE_BYTES).toString("base64url");
}

export function reviewTokenOf(nonce: string): string {
  return `${nonce}${reviewMac(nonce)}`;
}

function reviewMac(nonce: string): string {
  return createHmac("sha256", serviceSecret()).update(`gallery-review:${nonce}`).digest().subarray(0, MAC_BYTES).toString("base64url");
}

export function hashLegacyReviewToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * What a presented token can be looked up by: the nonce of a link whose HMAC checks out (a forged
 * one never reaches the database), or the hash of a link issued before migration 0024; null otherwise.
 */
export function readReviewToken(token: string): { nonce: string } | { legacyHash: string } | null {
  if (LEGACY_TOKEN_SHAPE.test(token)) return { legacyHash: hashLegacyReviewToken(token) };
  if (!TOKEN_SHAPE.test(token)) return null;
  const nonce = token.slice(0, NONCE_LENGTH);
  const given = Buffer.from(token.slice(NONCE_LENGTH));
  const expected = Buffer.from(reviewMac(nonce));
  return given.length === expected.length && timingSafeEqual(given, expected) ? { nonce } : null;
}

export function reviewPath(token: string): string {
  return `/g/${token}`;
}

export function reviewUrl(baseUrl: string, token: string): string {
  return `${baseUrl}${reviewPath(token)}`;
}

// Holds or reads secrets or the database: a browser bundle that reaches it fails to build.
import "server-only";
import path from "node:path";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/platform/config/env";
import { readOrCreateSecret } from "@/lib/platform/config/secret-files";
import { now } from "@/lib/core/clock";
import { processState } from "@/lib/core/process-state";
import { LIMITS } from "@/lib/platform/config/limits";

export const SIGNED_URL_SECONDS = LIMITS.signedUrlSeconds.value;

declare module "@/lib/core/process-state" {
  interface ProcessState {
    secret?: string;
    signedThisSecond?: SignedThisSecond;
  }
}

/** DARKROOM_SECRET, or one generated once into DATA_DIR/secret (mode 0600) so links survive restarts. */
export function serviceSecret(): string {
  const state = processState();
  state.secret ??= env().DARKROOM_SECRET ?? readOrCreateSecret(path.join(env().dataDir, "secret"), () => randomBytes(32).toString("base64url"));
  return state.secret;
}

function signature(payload: string): string {
  return createHmac("sha256", serviceSecret()).update(payload).digest("base64url");
}

type SignedUrl = { url: string; expiresAt: string };
/** Links signed this second with this secret, by disposition, file and base; they are identical until the second turns. */
type SignedThisSecond = { expires: number; secret: string; links: Map<string, SignedUrl> };

/** A link to `/api/v1/files/<fileId>` that works for ten minutes; `download` asks for an attachment. */
export function signFileUrl({ baseUrl, fileId, download = false }: { baseUrl: string; fileId: string; download?: boolean }): SignedUrl {
  const expires = Math.floor(now().getTime() / 1000) + SIGNED_URL_SECONDS;
  // A job polled many times a second gets the link already made: the same bytes, without another HMAC.
  const state = processState();
  const secret = serviceSecret();
  let kept = state.signedThisSecond;
  if (kept?.expires !== expires || kept.secret !== secret) kept = state.signedThisSecond = { expires, secret, links: new Map() };
  const links = kept.links;
  const key = `${download ? "1" : "0"}${fileId} ${baseUrl}`;
  let link = links.get(key);
  if (!link) {
    link = makeFileUrl({ baseUrl, fileId, download, expires });
    if (links.size < SIGNED_PER_SECOND_MAX) links.set(key, link);
  }
  return link;
}

/** Bounds the links kept for one second (a burst over many outputs is signed, not kept). */
const SIGNED_PER_SECOND_MAX = 10_000;

function makeFileUrl({ baseUrl, fileId, download, expires }: { baseUrl: string; fileId: string; download: boolean; expires: number }): SignedUrl {
  const dl = download ? "1" : "0";
  const sig = signature(`${fileId}:${expires}:${dl}`);
  const url = new URL(`/api/v1/files/${encodeURIComponent(fileId)}`, baseUrl);
  url.searchParams.set("expires", String(expires));
  if (download) url.searchParams.set("download", "1");
  url.searchParams.set("signature", sig);
  return { url: url.toString(), expiresAt: new Date(expires * 1000).toISOString() };
}

export type SignatureCheck = "valid" | "invalid" | "expired";

export function checkFileSignature({ fileId, expires, download, sig }: { fileId: string; expires: string | null; download: string | null; sig: string | null }): SignatureCheck {
  return checkSigned((validExpiry) => `${fileId}:${validExpiry}:${download === "1" ? "1" : "0"}`, expires, sig);
}

/** Checks `sig` against the payload made from `expires` (once it reads as a time), then the time. */
function checkSigned(payload: (expires: string) => string, expires: string | null, sig: string | null): SignatureCheck {
  if (!expires || !sig || !/^\d{1,12}$/.test(expires)) return "invalid";
  const expected = Buffer.from(signature(payload(expires)));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "invalid";
  return Number(expires) * 1000 < now().getTime() ? "expired" : "valid";
}

/**
 * A link to a path of this service that works for ten minutes without a key (a batch's archive):
 * the HMAC covers the path and the expiry under its own prefix, so it opens that path only and can
 * never pass for a file link's signature.
 */
export function signPathUrl({ baseUrl, path: linkPath }: { baseUrl: string; path: string }): SignedUrl {
  const expires = Math.floor(now().getTime() / 1000) + SIGNED_URL_SECONDS;
  const url = new URL(linkPath, baseUrl);
  url.searchParams.set("expires", String(expires));
  url.searchParams.set("signature", signature(`path:${linkPath}:${expires}`));
  return { url: url.toString(), expiresAt: new Date(expires * 1000).toISOString() };
}

export function checkPathSignature({ path: linkPath, expires, sig }: { path: string; expires: string | null; sig: string | null }): SignatureCheck {
  return checkSigned((validExpiry) => `path:${linkPath}:${validExpiry}`, expires, sig);
}

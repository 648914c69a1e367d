import sha256 from "fast-sha256";
import { clientError } from "./errors.js";
import type { WebhookEvent } from "./types.js";

// The package is UMD: Node's ESM loader sees only its default export, which carries `hmac`. Pure
// JavaScript, so verifying stays synchronous in Node, browsers and edge runtimes alike.
const { hmac } = sha256 as unknown as { hmac: (key: Uint8Array, data: Uint8Array) => Uint8Array };

const SECRET_PREFIX = "whsec_";
/** Standard Webhooks' bounds on a secret's key: 24 to 64 bytes (Darkroom's are 32). */
const SECRET_MIN_BYTES = 24;
const SECRET_MAX_BYTES = 64;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
/** Standard Webhooks' default: a message older or newer than five minutes is refused (a replay). */
const DEFAULT_TOLERANCE_SECONDS = 5 * 60;

export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

/**
 * Checks a webhook message as Darkroom signs it (Standard Webhooks: HMAC-SHA256 over
 * "{webhook-id}.{webhook-timestamp}.{body}", header `webhook-signature: v1,<base64>`), and answers
 * the parsed event. `payload` must be the raw body as received. Throws a DarkroomError
 * (`invalid_webhook`, `stale_webhook`, `invalid_signature`) when the message is not genuine, and
 * `invalid_input` for a secret that is not a `whsec_…` key of 24 to 64 bytes (an empty one would let
 * anyone sign) or a tolerance that is not a positive finite number of seconds (NaN would turn the
 * replay check off), before looking at the message.
 */
export function verifyWebhook({
  payload,
  headers,
  secret,
  toleranceSeconds = DEFAULT_TOLERANCE_SECONDS,
  now = new Date(),
}: {
  payload: string | Uint8Array;
  headers: WebhookHeaders;
  secret: string;
  toleranceSeconds?: number;
  now?: Date;
}): WebhookEvent {
  const key = keyOf(secret);
  if (typeof toleranceSeconds !== "number" || !Number.isFinite(toleranceSeconds) || toleranceSeconds <= 0) {
    throw clientError("invalid_input", "toleranceSeconds must be a positive finite number of seconds.");
  }
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) throw clientError("invalid_input", "now must be a valid Date.");
  const id = header(headers, "webhook-id");
  const timestamp = header(headers, "webhook-timestamp");
  const signatures = header(headers, "webhook-signature");
  if (!id || !timestamp || !signatures) throw clientError("invalid_webhook", "The message lacks a webhook-id, webhook-timestamp or webhook-signature header.");
  if (!/^\d+$/.test(timestamp)) throw clientError("invalid_webhook", "webhook-timestamp must be whole seconds since 1970.");
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > toleranceSeconds) throw clientError("stale_webhook", `The message was signed more than ${toleranceSeconds} s from now: a replay, or a wrong clock.`);

  const body = typeof payload === "string" ? payload : new TextDecoder().decode(payload);
  const expected = new TextEncoder().encode(toBase64(hmac(key, new TextEncoder().encode(`${id}.${timestamp}.${body}`))));
  const matches = signatures.split(" ").some((entry) => {
    const [version, signature] = entry.split(",");
    return version === "v1" && signature !== undefined && constantTimeEqual(new TextEncoder().encode(signature), expected);
  });
  if (!matches) throw clientError("invalid_signature", "No webhook-signature matches this secret and body.");
  try {
    return JSON.parse(body) as WebhookEvent;
  } catch {
    throw clientError("invalid_webhook", "The signed body is not JSON.");
  }
}

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const found = Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  return Array.isArray(found) ? found[0] : found;
}

/** The key a `whsec_…` secret (or its bare base64) stands for; refuses an empty, malformed, short or long one. */
function keyOf(secret: unknown): Uint8Array {
  const malformed = () => clientError("invalid_input", `The webhook secret must be the whsec_… value Darkroom showed (base64 of ${SECRET_MIN_BYTES} to ${SECRET_MAX_BYTES} bytes).`);
  if (typeof secret !== "string") throw malformed();
  const encoded = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret;
  if (!encoded || !BASE64.test(encoded)) throw malformed();
  const key = Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0));
  if (key.length < SECRET_MIN_BYTES || key.length > SECRET_MAX_BYTES) throw malformed();
  return key;
}

function toBase64(bytes: Uint8Array): string {
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(""));
}

/** Compares without stopping at the first difference, so timing tells nothing about the signature. */
function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i] ^ b[i];
  return difference === 0;
}

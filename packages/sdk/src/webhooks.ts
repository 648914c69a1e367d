import sha256 from "fast-sha256";
import { clientError } from "./errors.js";
import type { WebhookEvent } from "./types.js";

// The package is UMD: Node's ESM loader sees only its default export, which carries `hmac`. Pure
// JavaScript, so verifying stays synchronous in Node, browsers and edge runtimes alike.
const { hmac } = sha256 as unknown as { hmac: (key: Uint8Array, data: Uint8Array) => Uint8Array };

const SECRET_PREFIX = "whsec_";
/** Standard Webhooks' default: a message older or newer than five minutes is refused (a replay). */
const DEFAULT_TOLERANCE_SECONDS = 5 * 60;

export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

/**
 * Checks a webhook message as Darkroom signs it (Standard Webhooks: HMAC-SHA256 over
 * "{webhook-id}.{webhook-timestamp}.{body}", header `webhook-signature: v1,<base64>`), and answers
 * the parsed event. `payload` must be the raw body as received. Throws a DarkroomError
 * (`invalid_webhook`, `stale_webhook`, `invalid_signature`) when the message is not genuine.
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
  const id = header(headers, "webhook-id");
  const timestamp = header(headers, "webhook-timestamp");
  const signatures = header(headers, "webhook-signature");
  if (!id || !timestamp || !signatures) throw clientError("invalid_webhook", "The message lacks a webhook-id, webhook-timestamp or webhook-signature header.");
  if (!/^\d+$/.test(timestamp)) throw clientError("invalid_webhook", "webhook-timestamp must be whole seconds since 1970.");
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > toleranceSeconds) throw clientError("stale_webhook", `The message was signed more than ${toleranceSeconds} s from now: a replay, or a wrong clock.`);

  const body = typeof payload === "string" ? payload : new TextDecoder().decode(payload);
  const expected = new TextEncoder().encode(toBase64(hmac(keyOf(secret), new TextEncoder().encode(`${id}.${timestamp}.${body}`))));
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

function keyOf(secret: string): Uint8Array {
  const encoded = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret;
  try {
    return Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0));
  } catch {
    throw clientError("invalid_input", "The webhook secret is not a whsec_… value.");
  }
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

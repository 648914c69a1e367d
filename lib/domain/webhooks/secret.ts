// Holds or reads secrets or the database: a browser bundle that reaches it fails to build.
import "server-only";
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";
import { serviceSecret } from "@/lib/platform/links/signing";

const SECRET_PREFIX = "whsec_";
/** Standard Webhooks asks for 24 to 64 bytes; 32 matches the HMAC-SHA256 block of work. */
const SECRET_BYTES = 32;

/** A new signing secret, `whsec_` + base64 of random bytes: shown to the account once. */
export function generateWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(SECRET_BYTES).toString("base64");
}

// Derived, so a leaked sealing key says nothing about the link-signing key it comes from.
function sealingKey(): Buffer {
  return Buffer.from(hkdfSync("sha256", serviceSecret(), "", "darkroom webhook secrets", 32));
}

/** Encrypts a secret for storage (AES-256-GCM): the database alone cannot sign messages. */
export function sealSecret(secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealingKey(), iv);
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), sealed.toString("base64url")].join(".");
}

export function openSecret(sealed: string): string {
  const [, iv, tag, body] = sealed.split(".");
  const decipher = createDecipheriv("aes-256-gcm", sealingKey(), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}

/** The `webhook-signature` value: HMAC-SHA256 over "{id}.{timestamp}.{body}" keyed with the secret's bytes. */
export function signMessage({ secret, id, timestamp, body }: { secret: string; id: string; timestamp: number; body: string }): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), "base64");
  return `v1,${createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
}

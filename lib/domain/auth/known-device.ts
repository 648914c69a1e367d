import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { serviceSecret } from "@/lib/platform/links/signing";

/**
 * A device token: proof that this browser signed in to an account before, so failed sign-ins from
 * other addresses (someone guessing the password) never lock it out. It names no account: its MAC
 * binds a random nonce to the account's e-mail, so only that account's sign-ins recognise it.
 */
function mac(emailKey: string, nonce: string): string {
  return createHmac("sha256", serviceSecret()).update(`device:${emailKey}:${nonce}`).digest("base64url");
}

export function issueDeviceToken(emailKey: string): string {
  const nonce = randomBytes(16).toString("base64url");
  return `${nonce}.${mac(emailKey, nonce)}`;
}

/** The token's nonce when it was issued for this e-mail, else null. */
export function knownDeviceOf(emailKey: string, token: string | undefined): string | null {
  const match = token?.match(/^([\w-]{22})\.([\w-]{43})$/);
  if (!match) return null;
  const expected = Buffer.from(mac(emailKey, match[1]));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? match[1] : null;
}

import fs from "node:fs";
import path from "node:path";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/config/env";
import { now } from "@/lib/clock";

export const SIGNED_URL_SECONDS = 600;

const holder = globalThis as unknown as { __darkroomSecret?: string };

/** DARKROOM_SECRET, or one generated once into DATA_DIR (mode 0600) so links survive restarts. */
export function serviceSecret(): string {
  if (holder.__darkroomSecret) return holder.__darkroomSecret;
  let secret = env().DARKROOM_SECRET;
  if (!secret) {
    const file = path.join(env().dataDir, "secret");
    try {
      secret = fs.readFileSync(file, "utf8").trim();
    } catch {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      secret = randomBytes(32).toString("base64url");
      try {
        fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
      } catch {
        secret = fs.readFileSync(file, "utf8").trim();
      }
    }
  }
  holder.__darkroomSecret = secret;
  return secret;
}

function signature(payload: string): string {
  return createHmac("sha256", serviceSecret()).update(payload).digest("base64url");
}

/** A link to `/api/v1/files/<fileId>` that works for ten minutes; `download` asks for an attachment. */
export function signFileUrl({ baseUrl, fileId, download = false }: { baseUrl: string; fileId: string; download?: boolean }) {
  const expires = Math.floor(now().getTime() / 1000) + SIGNED_URL_SECONDS;
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
  if (!expires || !sig || !/^\d{1,12}$/.test(expires)) return "invalid";
  const expected = Buffer.from(signature(`${fileId}:${expires}:${download === "1" ? "1" : "0"}`));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "invalid";
  return Number(expires) * 1000 < now().getTime() ? "expired" : "valid";
}

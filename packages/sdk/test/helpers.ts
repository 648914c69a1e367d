import { randomBytes } from "node:crypto";
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { inject } from "vitest";

export const server = () => inject("darkroom");

/** A fresh account with its own key, issued through the admin API as `darkroom keys create` does. */
export async function issueKey({ plan = "business", credits = 0 }: { plan?: "basic" | "plus" | "pro" | "business"; credits?: number } = {}): Promise<string> {
  const { base, adminToken } = server();
  const response = await fetch(`${base}/api/admin/keys`, {
    method: "POST",
    headers: { authorization: `Bearer ${adminToken}`, "content-type": "application/json" },
    body: JSON.stringify({ email: `sdk-${randomBytes(5).toString("hex")}@example.test`, plan, credits }),
  });
  if (!response.ok) throw new Error(`issuing a key failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { key: string }).key;
}

export function scratchDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "darkroom-sdk-test-"));
}

/** A small photo-like PNG (a gradient with shapes, so encoders have work). */
export function png(width = 1200, height = 900): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 4}" fill="#fff"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A PNG larger than `bytes`, stored without compression (fast to make, a valid image). */
export async function bigPng(file: string, bytes: number): Promise<void> {
  const side = Math.ceil(Math.sqrt(bytes / 3)) + 16;
  await sharp({ create: { width: side, height: side, channels: 3, background: "#336699" } }).png({ compressionLevel: 0 }).toFile(file);
}

/** An MP4 made (quickly) by the system's ffmpeg, the one the server uses; a 720p clip of six seconds takes seconds to convert to WebM. */
export async function mp4(file: string, { seconds = 6, size = "1280x720" } = {}): Promise<void> {
  const source = `testsrc2=size=${size}:rate=25:duration=${seconds}`;
  await promisify(execFile)("ffmpeg", ["-v", "error", "-f", "lavfi", "-i", source, "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-y", file]);
}

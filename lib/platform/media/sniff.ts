import fs from "node:fs/promises";

export type MediaKind = "image" | "video" | "audio";

export type ImageFormat = "jpeg" | "png" | "webp" | "gif" | "avif" | "heif" | "tiff";
export type VideoFormat = "mp4" | "mov" | "webm" | "mkv" | "avi";
export type AudioFormat = "mp3" | "wav" | "ogg" | "flac" | "m4a";

export type SniffResult =
  | { kind: "image"; format: ImageFormat; mime: string }
  | { kind: "video"; format: VideoFormat; mime: string }
  | { kind: "audio"; format: AudioFormat; mime: string };

const HEAD_BYTES = 4096;

/**
 * The real type of a file from its first bytes, never its name; null for anything outside the
 * allow-list (SVG, BMP, PSD, playlists, ...). Containers are sniffed by their header only: whether an
 * MP4 or WebM really holds video is for `inspectMedia` to find out.
 */
export async function sniffFile(filePath: string): Promise<SniffResult | null> {
  const handle = await fs.open(filePath, "r");
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return sniffBytes(buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

export function sniffBytes(head: Buffer): SniffResult | null {
  const ascii = (start: number, end: number) => head.toString("latin1", start, end);
  const startsWith = (bytes: number[]) => head.length >= bytes.length && bytes.every((b, i) => head[i] === b);

  if (startsWith([0xff, 0xd8, 0xff])) return { kind: "image", format: "jpeg", mime: "image/jpeg" };
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { kind: "image", format: "png", mime: "image/png" };
  if (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a") return { kind: "image", format: "gif", mime: "image/gif" };
  if (startsWith([0x49, 0x49, 0x2a, 0x00]) || startsWith([0x4d, 0x4d, 0x00, 0x2a])) return { kind: "image", format: "tiff", mime: "image/tiff" };
  if (ascii(0, 4) === "RIFF" && head.length >= 12) {
    const form = ascii(8, 12);
    if (form === "WEBP") return { kind: "image", format: "webp", mime: "image/webp" };
    if (form === "AVI ") return { kind: "video", format: "avi", mime: "video/x-msvideo" };
    if (form === "WAVE") return { kind: "audio", format: "wav", mime: "audio/wav" };
    return null;
  }
  if (ascii(4, 8) === "ftyp") return sniffIsoBmff(head);
  if (startsWith([0x1a, 0x45, 0xdf, 0xa3])) return sniffEbml(head);
  if (ascii(0, 4) === "OggS") return { kind: "audio", format: "ogg", mime: "audio/ogg" };
  if (ascii(0, 4) === "fLaC") return { kind: "audio", format: "flac", mime: "audio/flac" };
  if (ascii(0, 3) === "ID3" || isMpegAudioFrame(head)) return { kind: "audio", format: "mp3", mime: "audio/mpeg" };
  return null;
}

const HEIF_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"]);
const AVIF_BRANDS = new Set(["avif", "avis"]);
const AUDIO_BRANDS = new Set(["M4A ", "M4B ", "M4P ", "F4A "]);
const MP4_BRANDS = new Set([
  "isom", "iso2", "iso3", "iso4", "iso5", "iso6", "iso7", "iso8", "iso9", "mp41", "mp42", "avc1",
  "dash", "M4V ", "M4VH", "M4VP", "f4v ", "mmp4", "MSNV", "NDAS", "XAVC", "3gp4", "3gp5", "3gp6", "3g2a",
]);

/** ISO base media (`ftyp` box): AVIF/HEIF images, M4A audio, MP4 and QuickTime video, told apart by brand. */
function sniffIsoBmff(head: Buffer): SniffResult | null {
  const boxSize = head.readUInt32BE(0);
  if (boxSize < 16 || head.length < 16) return null;
  const major = head.toString("latin1", 8, 12);
  const compatible: string[] = [];
  for (let at = 16; at + 4 <= Math.min(boxSize, head.length); at += 4) compatible.push(head.toString("latin1", at, at + 4));
  const brands = [major, ...compatible];

  if (brands.some((b) => AVIF_BRANDS.has(b))) return { kind: "image", format: "avif", mime: "image/avif" };
  if (HEIF_BRANDS.has(major)) {
    const heic = brands.some((b) => b.startsWith("hei") || b.startsWith("hev"));
    return { kind: "image", format: "heif", mime: heic ? "image/heic" : "image/heif" };
  }
  if (AUDIO_BRANDS.has(major)) return { kind: "audio", format: "m4a", mime: "audio/mp4" };
  if (major === "qt  ") return { kind: "video", format: "mov", mime: "video/quicktime" };
  if (brands.some((b) => MP4_BRANDS.has(b))) return { kind: "video", format: "mp4", mime: "video/mp4" };
  return null;
}

/** Matroska/WebM: the EBML header's DocType element (ID 0x4282) names the flavour. */
function sniffEbml(head: Buffer): SniffResult | null {
  const limit = Math.min(head.length, 256);
  for (let at = 4; at + 3 < limit; at++) {
    if (head[at] !== 0x42 || head[at + 1] !== 0x82) continue;
    const sizeByte = head[at + 2];
    // DocType sizes are tiny, so a one-byte EBML length (high bit set) is all a real file uses.
    if ((sizeByte & 0x80) === 0) return null;
    const size = sizeByte & 0x7f;
    const docType = head.toString("latin1", at + 3, Math.min(at + 3 + size, head.length)).replace(/\0+$/, "");
    if (docType === "webm") return { kind: "video", format: "webm", mime: "video/webm" };
    if (docType === "matroska") return { kind: "video", format: "mkv", mime: "video/x-matroska" };
    return null;
  }
  return null;
}

/** An MPEG-1/2/2.5 Layer I–III frame header with valid version, layer, bitrate and sample-rate bits. */
function isMpegAudioFrame(head: Buffer): boolean {
  if (head.length < 4 || head[0] !== 0xff || (head[1] & 0xe0) !== 0xe0) return false;
  const version = (head[1] >> 3) & 0x03;
  const layer = (head[1] >> 1) & 0x03;
  const bitrate = head[2] >> 4;
  const sampleRate = (head[2] >> 2) & 0x03;
  return version !== 1 && layer !== 0 && bitrate !== 0x0f && bitrate !== 0 && sampleRate !== 3;
}

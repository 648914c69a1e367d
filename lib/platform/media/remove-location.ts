import fs from "node:fs/promises";
import { createReadStream, createWriteStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import sharp from "sharp";
import { mediaLimits } from "./limits";
import { readPhotoMetadata } from "./photo-metadata";

/** JPEG metadata segments come first; a header longer than this is not a camera's, and is re-encoded instead. */
const MAX_JPEG_HEADER = 1024 * 1024;
const EXIF_HEADER = Buffer.from("Exif\0\0", "latin1");
const XMP_HEADERS = ["http://ns.adobe.com/xap/1.0/\0", "http://ns.adobe.com/xmp/extension/\0"].map((h) => Buffer.from(h, "latin1"));
const GPS_IFD_TAG = 0x8825;
/** Bytes per value of each TIFF field type (1 BYTE … 12 DOUBLE). */
const TYPE_BYTES = [0, 1, 1, 2, 4, 8, 1, 1, 2, 4, 8, 4, 8];

type Edit = { start: number; end: number; action: "blank" | "drop" };

/**
 * Writes `inputPath` to `outputPath` without its location. A JPEG keeps every pixel and every other
 * tag: its EXIF GPS directory is zeroed in place (the pointer then names an empty directory) and an
 * XMP packet that mentions GPS is dropped. Any other image, or a JPEG whose EXIF cannot be walked,
 * is encoded again by sharp, which writes no EXIF or XMP (orientation applied, colour profile kept).
 * A lossless copy that still reads as located is encoded again too.
 */
export async function removeLocation({ inputPath, outputPath, format }: { inputPath: string; outputPath: string; format: string }): Promise<void> {
  const edits = format === "jpeg" ? await jpegLocationEdits(inputPath) : null;
  if (edits) {
    await copyWithEdits({ inputPath, outputPath, edits });
    if (!(await readPhotoMetadata(outputPath)).hasLocation) return;
  }
  await reencodeWithoutMetadata({ inputPath, outputPath, format });
}

/** The edits that take a JPEG's location out, or null when its header cannot be read with certainty. */
async function jpegLocationEdits(inputPath: string): Promise<Edit[] | null> {
  const handle = await fs.open(inputPath, "r");
  let header: Buffer;
  try {
    const buffer = Buffer.alloc(MAX_JPEG_HEADER);
    const { bytesRead } = await handle.read(buffer, 0, MAX_JPEG_HEADER, 0);
    header = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  return jpegEdits(header);
}

/** Walks the JPEG's segments up to the image data; exported for the tests of malformed headers. */
export function jpegEdits(jpeg: Buffer): Edit[] | null {
  if (jpeg.length < 4 || jpeg[0] !== 0xff || jpeg[1] !== 0xd8) return null;
  const edits: Edit[] = [];
  let at = 2;
  while (at + 4 <= jpeg.length) {
    if (jpeg[at] !== 0xff) return null;
    const marker = jpeg[at + 1];
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xda) return edits;
    const length = jpeg.readUInt16BE(at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > jpeg.length) return null;
    if (marker === 0xe1) {
      const body = jpeg.subarray(at + 4, end);
      if (body.subarray(0, EXIF_HEADER.length).equals(EXIF_HEADER)) {
        const gps = gpsDirectoryEdits(body.subarray(EXIF_HEADER.length));
        if (!gps) return null;
        const tiffStart = at + 4 + EXIF_HEADER.length;
        edits.push(...gps.map((e) => ({ ...e, start: e.start + tiffStart, end: e.end + tiffStart })));
      } else if (XMP_HEADERS.some((h) => body.subarray(0, h.length).equals(h)) && /GPS/i.test(body.toString("latin1"))) {
        edits.push({ start: at, end, action: "drop" });
      }
    }
    at = end;
  }
  return null;
}

/** The byte ranges of a TIFF structure's GPS directory (its entries and their values), or null when it cannot be walked. */
function gpsDirectoryEdits(tiff: Buffer): Edit[] | null {
  if (tiff.length < 8) return null;
  const order = tiff.toString("latin1", 0, 2);
  if (order !== "II" && order !== "MM") return null;
  const little = order === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const directory = (at: number): { count: number; entries: number } | null => {
    if (at + 2 > tiff.length) return null;
    const count = u16(at);
    return at + 2 + count * 12 + 4 <= tiff.length ? { count, entries: at + 2 } : null;
  };
  if (u16(2) !== 42) return null;
  const ifd0 = directory(u32(4));
  if (!ifd0) return null;
  let gpsOffset: number | null = null;
  for (let i = 0; i < ifd0.count; i++) {
    const entry = ifd0.entries + i * 12;
    if (u16(entry) === GPS_IFD_TAG) gpsOffset = u32(entry + 8);
  }
  if (gpsOffset === null) return [];
  const gps = directory(gpsOffset);
  if (!gps) return null;
  const edits: Edit[] = [{ start: gpsOffset, end: gps.entries + gps.count * 12 + 4, action: "blank" }];
  for (let i = 0; i < gps.count; i++) {
    const entry = gps.entries + i * 12;
    const bytes = (TYPE_BYTES[u16(entry + 2)] ?? 1) * u32(entry + 4);
    if (bytes <= 4) continue;
    const valueAt = u32(entry + 8);
    if (valueAt + bytes > tiff.length) return null;
    edits.push({ start: valueAt, end: valueAt + bytes, action: "blank" });
  }
  return edits;
}

/** Copies the file, zeroing the "blank" ranges and leaving out the "drop" ones; the rest streams as it is. */
async function copyWithEdits({ inputPath, outputPath, edits }: { inputPath: string; outputPath: string; edits: Edit[] }): Promise<void> {
  const headerEnd = Math.max(0, ...edits.map((e) => e.end));
  const handle = await fs.open(inputPath, "r");
  let header: Buffer;
  try {
    header = Buffer.alloc(headerEnd);
    await handle.read(header, 0, headerEnd, 0);
  } finally {
    await handle.close();
  }
  for (const edit of edits) if (edit.action === "blank") header.fill(0, edit.start, edit.end);
  const kept: Buffer[] = [];
  let at = 0;
  for (const drop of edits.filter((e) => e.action === "drop").sort((a, b) => a.start - b.start)) {
    kept.push(header.subarray(at, drop.start));
    at = drop.end;
  }
  kept.push(header.subarray(at));
  async function* bytes() {
    yield Buffer.concat(kept);
    yield* createReadStream(inputPath, { start: headerEnd });
  }
  await pipeline(bytes, createWriteStream(outputPath));
}

async function reencodeWithoutMetadata({ inputPath, outputPath, format }: { inputPath: string; outputPath: string; format: string }): Promise<void> {
  const image = sharp(inputPath, { limitInputPixels: mediaLimits().maxInputPixels, autoOrient: true, animated: true }).keepIccProfile();
  const encoded =
    format === "png" ? image.png() : format === "webp" ? image.webp({ quality: 95 }) : format === "avif" || format === "heif" ? image.avif({ quality: 90 }) : format === "tiff" ? image.tiff() : image.jpeg({ quality: 95 });
  await encoded.timeout({ seconds: Math.ceil(mediaLimits().timeoutMs / 1000) }).toFile(outputPath);
}

import exifr from "exifr";
import sharp from "sharp";
import { log } from "@/lib/core/log";

/** What the Vault shows of a photo's own metadata; every field null when the file does not say. */
export type PhotoMetadata = {
  takenAt: Date | null;
  camera: string | null;
  lens: string | null;
  /** GPS position in decimal degrees, when the file's EXIF gives one. */
  location: { latitude: number; longitude: number } | null;
  /** Whether any GPS field is in the file (EXIF or XMP), readable as a position or not. */
  hasLocation: boolean;
};

export const NO_PHOTO_METADATA: PhotoMetadata = { takenAt: null, camera: null, lens: null, location: null, hasLocation: false };

const MAX_TEXT = 200;

/** EXIF dates read `2026:11:02 10:20:30`; with `OffsetTimeOriginal` they name their zone, without one they are read as UTC. */
export function exifTime(value: unknown, offset: unknown): Date | null {
  if (typeof value !== "string") return null;
  const match = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(value.trim());
  if (!match) return null;
  const zone = typeof offset === "string" && /^[+-]\d{2}:\d{2}$/.test(offset.trim()) ? offset.trim() : "Z";
  const [, y, mo, d, h, mi, s] = match;
  const time = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${zone}`);
  return Number.isNaN(time.getTime()) || time.getUTCFullYear() < 1900 ? null : time;
}

function text(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const cleaned = value.replace(/\p{Cc}/gu, "").trim();
  return cleaned ? cleaned.slice(0, MAX_TEXT) : null;
}

/** "Canon EOS R5", without the make said twice ("NIKON CORPORATION NIKON Z 6" reads "NIKON Z 6"). */
function cameraOf(make: string | null, model: string | null): string | null {
  if (!model) return make;
  if (!make) return model;
  const brand = make.split(/\s+/)[0].toLowerCase();
  return model.toLowerCase().startsWith(brand) ? model : `${make} ${model}`;
}

function locationOf(tags: { latitude?: unknown; longitude?: unknown }): PhotoMetadata["location"] {
  const { latitude, longitude } = tags;
  if (typeof latitude !== "number" || typeof longitude !== "number" || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/**
 * Reads an image's date, camera, lens and location: sharp finds the EXIF and XMP of any format it
 * reads (JPEG, PNG, WebP, TIFF, AVIF, HEIF) without decoding pixels, exifr parses the EXIF.
 * A file that cannot be read has none.
 */
export async function readPhotoMetadata(filePath: string): Promise<PhotoMetadata> {
  try {
    const { exif, xmp } = await sharp(filePath).metadata();
    // sharp's EXIF starts with the JPEG segment's "Exif\0\0"; exifr reads the TIFF structure after it.
    const tiff = exif && exif.subarray(0, 4).toString("latin1") === "Exif" ? exif.subarray(6) : exif;
    const tags: Record<string, unknown> = tiff ? ((await exifr.parse(tiff, { tiff: true, exif: true, gps: true, reviveValues: false })) ?? {}) : {};
    const hasLocation = Object.keys(tags).some((key) => key.startsWith("GPS")) || (xmp !== undefined && /GPS/i.test(xmp.toString("latin1")));
    return {
      takenAt: exifTime(tags.DateTimeOriginal ?? tags.CreateDate, tags.OffsetTimeOriginal ?? tags.OffsetTime),
      camera: cameraOf(text(tags.Make), text(tags.Model)),
      lens: text(tags.LensModel) ?? text(tags.Lens),
      location: tiff && hasLocation ? locationOf((await exifr.gps(tiff).catch(() => undefined)) ?? {}) : null,
      hasLocation,
    };
  } catch (error) {
    log().warn({ err: error }, "reading a photo's metadata failed; stored without it");
    return NO_PHOTO_METADATA;
  }
}

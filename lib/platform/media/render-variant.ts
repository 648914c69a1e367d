import sharp from "sharp";
import { LIMITS } from "@/lib/platform/config/limits";
import { mediaLimits } from "./limits";
import { toMediaError } from "./sharp-error";

export type VariantFormat = "webp" | "jpeg" | "png" | "avif";
export type VariantRequest = { width?: number; height?: number; fit?: "cover" | "contain" | "inside"; format: VariantFormat; quality?: number };
/** What bounds one render: its time limit, and the most pixels its output can have (the caller reckons it from the original's size). */
export type RenderBounds = { inputFormat: string; timeoutSeconds: number; outputPixels: number };

export const VARIANT_MIME: Record<VariantFormat, string> = { webp: "image/webp", jpeg: "image/jpeg", png: "image/png", avif: "image/avif" };
const DEFAULT_QUALITY = 80;

/**
 * AVIF's encoder effort for an output of `pixels`: sharp's default (4) for a small variant, less for a
 * large one, whose encode at full effort costs tens of seconds of CPU (LIMITS.deliveryAvifFullEffortPixels).
 */
export function avifEffort(pixels: number): number {
  const full = LIMITS.deliveryAvifFullEffortPixels.value;
  if (pixels <= full) return 4;
  return pixels <= 4 * full ? 2 : 0;
}

/**
 * A delivery variant of a stored image, in memory: oriented, never enlarged, metadata stripped, under
 * convert's input limit (pixels) and the render's own time limit. `fit` is cover when both sides are
 * given and not named; contain pads with transparent (or white for JPEG) borders. `inputFormat` (the
 * original's, as stored) names it in a decoder's refusal, so no second open of the file reads it.
 */
export async function renderVariant(inputPath: string, { width, height, fit, format, quality = DEFAULT_QUALITY }: VariantRequest, { inputFormat, timeoutSeconds, outputPixels }: RenderBounds): Promise<Buffer<ArrayBuffer>> {
  const limits = mediaLimits();
  try {
    let pipeline = sharp(inputPath, { limitInputPixels: limits.maxInputPixels, sequentialRead: true, failOn: "error", autoOrient: true });
    if (width !== undefined || height !== undefined) {
      const background = format === "jpeg" ? "#ffffff" : { r: 0, g: 0, b: 0, alpha: 0 };
      pipeline = pipeline.resize(width, height, { fit: fit ?? (width !== undefined && height !== undefined ? "cover" : "inside"), withoutEnlargement: true, background });
    }
    if (format === "jpeg") pipeline = pipeline.flatten({ background: "#ffffff" }).jpeg({ quality, mozjpeg: true });
    else if (format === "webp") pipeline = pipeline.webp({ quality });
    else if (format === "avif") pipeline = pipeline.avif({ quality, effort: avifEffort(outputPixels) });
    else pipeline = pipeline.png();
    // sharp answers in a buffer of its own, never a SharedArrayBuffer, so it can be a Response body as it is.
    return (await pipeline.timeout({ seconds: Math.max(1, Math.ceil(timeoutSeconds)) }).toBuffer()) as Buffer<ArrayBuffer>;
  } catch (error) {
    throw toMediaError(error, inputFormat);
  }
}

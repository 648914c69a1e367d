import sharp from "sharp";
import { mediaLimits } from "./limits";
import { toMediaError } from "./sharp-error";

export type VariantFormat = "webp" | "jpeg" | "png" | "avif";
export type VariantRequest = { width?: number; height?: number; fit?: "cover" | "contain" | "inside"; format: VariantFormat; quality?: number };

export const VARIANT_MIME: Record<VariantFormat, string> = { webp: "image/webp", jpeg: "image/jpeg", png: "image/png", avif: "image/avif" };
const DEFAULT_QUALITY = 80;

/**
 * A delivery variant of a stored image, in memory: oriented, never enlarged, metadata stripped, under
 * convert's limits (input pixels, time). `fit` is cover when both sides are given and not named;
 * contain pads with transparent (or white for JPEG) borders. `inputFormat` (the original's, as stored)
 * names it in a decoder's refusal, so no second open of the file reads it.
 */
export async function renderVariant(inputPath: string, { width, height, fit, format, quality = DEFAULT_QUALITY }: VariantRequest, { inputFormat }: { inputFormat: string }): Promise<Buffer<ArrayBuffer>> {
  const limits = mediaLimits();
  try {
    let pipeline = sharp(inputPath, { limitInputPixels: limits.maxInputPixels, sequentialRead: true, failOn: "error", autoOrient: true });
    if (width !== undefined || height !== undefined) {
      const background = format === "jpeg" ? "#ffffff" : { r: 0, g: 0, b: 0, alpha: 0 };
      pipeline = pipeline.resize(width, height, { fit: fit ?? (width !== undefined && height !== undefined ? "cover" : "inside"), withoutEnlargement: true, background });
    }
    if (format === "jpeg") pipeline = pipeline.flatten({ background: "#ffffff" }).jpeg({ quality, mozjpeg: true });
    else if (format === "webp") pipeline = pipeline.webp({ quality });
    else if (format === "avif") pipeline = pipeline.avif({ quality });
    else pipeline = pipeline.png();
    // sharp answers in a buffer of its own, never a SharedArrayBuffer, so it can be a Response body as it is.
    return (await pipeline.timeout({ seconds: Math.ceil(limits.timeoutMs / 1000) }).toBuffer()) as Buffer<ArrayBuffer>;
  } catch (error) {
    throw toMediaError(error, inputFormat);
  }
}

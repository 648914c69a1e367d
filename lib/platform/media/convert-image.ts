/**
 * Image conversion (sharp). How the options combine, as Cloudinary/imgproxy users expect:
 * - EXIF orientation is applied first, so width/height/aspect refer to the picture as it is seen;
 *   all metadata (EXIF, GPS, XMP, ICC) is stripped and colours are converted to sRGB.
 * - Size: `width` only or `height` only scales and keeps the proportions; `width` and `height`
 *   together give exactly W×H, scaled to cover and centre-cropped (`aspect` is then ignored);
 *   `aspect` W:H centre-crops to that ratio, then `width` or `height` (if any) scales the crop.
 * - Never enlarged: asking for more pixels than the source has gives the largest size with the
 *   requested proportions the source can fill; the result reports the real width and height.
 * - `quality` (1–100, default 85) drives JPEG and WebP; PNG is lossless and ignores it.
 * - Transparency is kept for PNG and WebP and flattened onto white for JPEG.
 * - Animated GIF/WebP stay animated when the output is WebP (every frame resized and cropped the same
 *   way, delays and loop count kept); PNG and JPEG outputs take the first frame.
 * - WebP cannot exceed 16383 px per side and JPEG 65500: a larger result is `400 invalid_option`.
 * Corrupt or truncated input is `422 invalid_media`; on any failure nothing is left at `outputPath`.
 */
import fs from "node:fs/promises";
import sharp, { type Sharp } from "sharp";
import { ApiError } from "@/lib/core/errors";
import { planResize, type ResizePlan, type ResizeRequest } from "./geometry";
import { mediaLimits } from "./limits";
import { checkQuality } from "./quality";
import { toMediaError } from "./sharp-error";

// One libvips thread per job: on a small host two jobs side by side finish sooner than one job with two threads.
sharp.concurrency(1);

export type ImageOutputFormat = "png" | "jpeg" | "webp";

export type ConvertImageOptions = {
  inputPath: string;
  outputPath: string;
  format: ImageOutputFormat;
  width?: number;
  height?: number;
  /** `original` (default) or `W:H`. */
  aspect?: string;
  /** 1–100, default 85. */
  quality?: number;
};

export type ConvertedImage = { width: number; height: number; mime: string; sizeBytes: number };

const MIME: Record<ImageOutputFormat, string> = { png: "image/png", jpeg: "image/jpeg", webp: "image/webp" };
const MAX_SIDE: Record<ImageOutputFormat, number> = { png: Number.MAX_SAFE_INTEGER, jpeg: 65_500, webp: 16_383 };
const ANIMATED_INPUTS = new Set(["gif", "webp"]);

export async function convertImage({ inputPath, outputPath, format, width, height, aspect, quality = 85 }: ConvertImageOptions): Promise<ConvertedImage> {
  checkQuality(quality);
  const limits = mediaLimits();
  const inputOptions = { limitInputPixels: limits.maxInputPixels, sequentialRead: true, failOn: "error", autoOrient: true } as const;
  let inputFormat = "input";
  try {
    const metadata = await sharp(inputPath, inputOptions).metadata();
    inputFormat = metadata.format;
    const source = metadata.autoOrient;
    const plan = planImageOutput({ format, sourceWidth: source.width, sourceHeight: source.height, width, height, aspect });

    const animated = format === "webp" && ANIMATED_INPUTS.has(metadata.format) && (metadata.pages ?? 1) > 1;
    let pipeline = sharp(inputPath, { ...inputOptions, animated });
    if (plan.width !== source.width || plan.height !== source.height) {
      // Passing the final size straight to resize lets libvips shrink JPEG/WebP while decoding.
      pipeline = pipeline.resize(plan.width, plan.height, { fit: plan.crop ? "cover" : "fill", position: "centre" });
    }
    const info = await encode(pipeline, format, quality, metadata.hasAlpha)
      .timeout({ seconds: Math.ceil(limits.timeoutMs / 1000) })
      .toFile(outputPath);
    return { width: info.width, height: info.pageHeight ?? info.height, mime: MIME[format], sizeBytes: info.size };
  } catch (error) {
    await fs.rm(outputPath, { force: true });
    throw toMediaError(error, inputFormat);
  }
}

/** The output size for `format`, refused with `400 invalid_option` when the encoder cannot write it. */
export function planImageOutput({ format, ...request }: ResizeRequest & { format: ImageOutputFormat; sourceWidth: number; sourceHeight: number }): ResizePlan {
  const plan = planResize(request);
  if (Math.max(plan.width, plan.height) > MAX_SIDE[format]) {
    throw new ApiError("invalid_option", `A ${format} image can be at most ${MAX_SIDE[format]} pixels per side; ask for a smaller width or height.`);
  }
  return plan;
}

function encode(pipeline: Sharp, format: ImageOutputFormat, quality: number, hasAlpha: boolean): Sharp {
  if (format === "png") return pipeline.png({ compressionLevel: 6 });
  if (format === "webp") return pipeline.webp({ quality });
  return (hasAlpha ? pipeline.flatten({ background: "#ffffff" }) : pipeline).jpeg({ quality });
}

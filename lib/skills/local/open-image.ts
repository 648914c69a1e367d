import sharp, { type Sharp } from "sharp";
import { ApiError, isApiError } from "@/lib/api/errors";
import { mediaLimits } from "@/lib/media/limits";
import { sniffFile } from "@/lib/media/sniff";

/** Image formats the local skills decode; anything else is refused before a decoder sees it. */
export const INPUT_FORMATS = ["jpeg", "png", "webp", "gif", "avif", "tiff"] as const;

export type InputFormat = (typeof INPUT_FORMATS)[number];

export type OpenedImage = {
  format: InputFormat;
  /** Dimensions after EXIF orientation. */
  width: number;
  height: number;
  hasAlpha: boolean;
  /** A fresh sharp pipeline over the input (first frame, EXIF orientation applied, pixel and time limits set). */
  pipeline: () => Sharp;
};

/** Sniffs, checks the pixel limit from the header and describes one input image without decoding it. */
export async function openImage({ inputPath }: { inputPath: string }): Promise<OpenedImage> {
  const sniffed = await sniffFile(inputPath);
  const format = sniffed?.kind === "image" ? INPUT_FORMATS.find((f) => f === sniffed.format) : undefined;
  if (!format) {
    const what = sniffed ? `${sniffed.kind}/${sniffed.format}` : "an unknown type";
    throw new ApiError("unsupported_format", `Expected a JPEG, PNG, WebP, GIF, AVIF or TIFF image; got ${what}.`);
  }
  const { maxInputPixels, timeoutMs } = mediaLimits();
  const pipeline = () =>
    sharp(inputPath, { limitInputPixels: maxInputPixels, failOn: "error", autoOrient: true }).timeout({ seconds: Math.ceil(timeoutMs / 1000) });
  const metadata = await runSharp(() => pipeline().metadata());
  const { width, height } = metadata.autoOrient;
  if (!width || !height) throw new ApiError("invalid_media", "The image has no dimensions.");
  if (width * height > maxInputPixels) {
    throw new ApiError("media_too_large", `The image is ${width}×${height} pixels; the limit is ${maxInputPixels} pixels.`);
  }
  return { format, width, height, hasAlpha: metadata.hasAlpha, pipeline };
}

/** Runs sharp work on user input: decoder failures become 4xx, anything else (disk, bugs) stays a 500. */
export async function runSharp<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toImageError(error);
  }
}

function toImageError(error: unknown): unknown {
  if (!(error instanceof Error) || isApiError(error) || "code" in error) return error;
  if (/pixel limit/i.test(error.message)) {
    return new ApiError("media_too_large", "The image has more pixels than this server accepts.");
  }
  if (/^timeout: /.test(error.message)) return new ApiError("processing_timeout", "Processing the image took too long.");
  if (/unable to (open|write|save)|no space|permission/i.test(error.message)) return error;
  const reason = error.message.split("\n")[0].slice(0, 200);
  return new ApiError("invalid_media", `The image could not be decoded: ${reason}`);
}

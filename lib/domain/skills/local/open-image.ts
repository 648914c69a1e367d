import sharp, { type Sharp } from "sharp";
import { ApiError, isApiError } from "@/lib/core/errors";
import { mediaLimits } from "@/lib/platform/media/limits";
import { sniffFile } from "@/lib/platform/media/sniff";

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

/** Starts a timer that calls `onExpire` after `ms` and returns a function that clears it; tests inject their own clock. */
export type StartTimer = (ms: number, onExpire: () => void) => () => void;

const realTimer: StartTimer = (ms, onExpire) => {
  const timer = setTimeout(onExpire, ms);
  return () => clearTimeout(timer);
};

/** Sniffs, checks the pixel limit from the header and describes one input image without decoding it. */
export async function openImage({ inputPath, timer }: { inputPath: string; timer?: StartTimer }): Promise<OpenedImage> {
  const sniffed = await sniffFile(inputPath);
  const format = sniffed?.kind === "image" ? INPUT_FORMATS.find((f) => f === sniffed.format) : undefined;
  if (!format) {
    const what = sniffed ? `${sniffed.kind}/${sniffed.format}` : "an unknown type";
    throw new ApiError("unsupported_format", `Expected a JPEG, PNG, WebP, GIF, AVIF or TIFF image; got ${what}.`);
  }
  const { maxInputPixels, timeoutMs } = mediaLimits();
  const pipeline = () =>
    sharp(inputPath, { limitInputPixels: maxInputPixels, failOn: "error", autoOrient: true }).timeout({ seconds: Math.ceil(timeoutMs / 1000) });
  const metadata = await runSharp(() => pipeline().metadata(), timer);
  const { width, height } = metadata.autoOrient;
  if (!width || !height) throw new ApiError("invalid_media", "The image has no dimensions.");
  if (width * height > maxInputPixels) {
    throw new ApiError("media_too_large", `The image is ${width}×${height} pixels; the limit is ${maxInputPixels} pixels.`);
  }
  return { format, width, height, hasAlpha: metadata.hasAlpha, pipeline };
}

/**
 * Runs sharp work on user input under the media time limit: decoder failures become 4xx, anything
 * else (disk, bugs) stays a 500. Past the limit it fails with `processing_timeout` at once; libvips'
 * own timeout (set on every pipeline) then stops the native work.
 */
export async function runSharp<T>(work: () => Promise<T>, timer: StartTimer = realTimer): Promise<T> {
  let clear = () => {};
  const expired = new Promise<never>((_, reject) => {
    clear = timer(mediaLimits().timeoutMs, () => reject(new ApiError("processing_timeout", "Processing the image took too long.")));
  });
  try {
    return await Promise.race([work(), expired]);
  } catch (error) {
    throw toImageError(error);
  } finally {
    clear();
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

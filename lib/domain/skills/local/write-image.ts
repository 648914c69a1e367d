import fs from "node:fs";
import type { Sharp } from "sharp";
import { runSharp, type InputFormat, type StartTimer } from "./open-image";
import type { ImageResult } from "./types";

export type OutputFormat = InputFormat;

const MIME: Record<OutputFormat, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
  tiff: "image/tiff",
};

export function supportsAlpha(format: OutputFormat): boolean {
  return format !== "jpeg";
}

/**
 * Encodes and writes a pipeline, metadata stripped (sharp's default), and describes the real file.
 * `compress` trades encode time for size: mozjpeg, palette PNG, higher effort. The file appears at
 * `outputPath` only when complete: work stopped by the time limit finishes into a partial file
 * that is then removed.
 */
export async function writeImage({
  image,
  outputPath,
  format,
  quality,
  compress = false,
  timer,
}: {
  image: Sharp;
  outputPath: string;
  format: OutputFormat;
  quality?: number;
  compress?: boolean;
  timer?: StartTimer;
}): Promise<ImageResult> {
  const partialPath = `${outputPath}.partial`;
  const removePartial = () => fs.promises.rm(partialPath, { force: true });
  const written = encode({ image, format, quality, compress }).toFile(partialPath);
  try {
    const info = await runSharp(() => written, timer);
    await fs.promises.rename(partialPath, outputPath);
    return { mime: MIME[format], width: info.width, height: info.height, sizeBytes: info.size };
  } catch (error) {
    void written.then(removePartial, removePartial);
    throw error;
  }
}

function encode({ image, format, quality, compress }: { image: Sharp; format: OutputFormat; quality?: number; compress: boolean }): Sharp {
  switch (format) {
    // JPEG has no alpha; transparent areas become white rather than sharp's black.
    case "jpeg":
      return image.flatten({ background: "#ffffff" }).jpeg({ quality: quality ?? 90, mozjpeg: compress });
    case "png":
      return compress
        ? image.png({ compressionLevel: 9, palette: (quality ?? 100) < 100, quality: quality ?? 100, effort: 7 })
        : image.png();
    case "webp":
      return image.webp({ quality: quality ?? 90, effort: compress ? 5 : 4 });
    case "avif":
      return image.avif({ quality: quality ?? 60, effort: compress ? 5 : 3 });
    case "gif":
      return image.gif({ effort: compress ? 10 : 7 });
    case "tiff":
      return image.tiff({ compression: "lzw" });
  }
}

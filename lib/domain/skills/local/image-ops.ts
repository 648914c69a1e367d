import sharp from "sharp";
import { z } from "zod";
import { ApiError } from "@/lib/core/errors";
import { mediaLimits } from "@/lib/platform/media/limits";
import { HexColor, OpaqueHexColor, parseHexColor } from "./colors";
import { openImage } from "./open-image";
import { parseOptions } from "@/lib/core/parse-options";
import type { FileSkillArgs, ImageResult } from "./types";
import { buildWatermarkSvg, measureTextEm, printableLine, WATERMARK_POSITIONS } from "./watermark-overlay";
import { supportsAlpha, writeImage, type OutputFormat } from "./write-image";
import { LIMITS } from "@/lib/platform/config/limits";

const MAX_SIDE = LIMITS.outputSide.value;

type Size = { width: number; height: number };
const Side = z.number().int().min(1).max(MAX_SIDE);

const background = HexColor.optional().describe(
  "Colour for uncovered areas (#rrggbb or #rrggbbaa); default transparent, or white for JPEG",
);

export const ResizeOptions = z
  .object({
    width: Side.optional().describe("Target width in pixels (give width, height or both)"),
    height: Side.optional().describe("Target height in pixels (give width, height or both)"),
    fit: z
      .enum(["cover", "contain", "inside", "fill"])
      .default("inside")
      .describe("cover: fill the box and cut overflow; contain: fit inside and pad; inside: fit inside, no padding; fill: stretch"),
    without_enlargement: z.boolean().default(false).describe("Never make the image larger than it is"),
    background,
  })
  .strict()
  .refine((o) => o.width !== undefined || o.height !== undefined, { message: "Give width, height or both" });

export const CropOptions = z
  .object({
    width: Side.optional().describe("Output width in pixels; give it with height, or with aspect"),
    height: Side.optional().describe("Output height in pixels; give it with width, or with aspect"),
    aspect: z
      .string()
      .regex(/^\d{1,5}(\.\d{1,4})?:\d{1,5}(\.\d{1,4})?$/, 'Expected an aspect ratio like "16:9"')
      .refine((a) => a.split(":").every((n) => Number(n) > 0), "Both sides of the aspect ratio must be positive")
      .optional()
      .describe('Aspect ratio like "16:9"; alone it cuts the largest such area without scaling'),
    strategy: z
      .enum(["attention", "entropy", "center"])
      .default("attention")
      .describe("Which part to keep: attention (faces, skin, saturated detail), entropy (busiest area), center"),
  })
  .strict()
  .refine((o) => (o.aspect ? o.width === undefined || o.height === undefined : o.width !== undefined && o.height !== undefined), {
    message: "Give width and height, or aspect with at most one of them",
  });

export const BlurOptions = z
  .object({
    sigma: z.number().min(0.3).max(100).default(4).describe("Gaussian blur strength (sigma, in pixels)"),
  })
  .strict();

export const GrayscaleOptions = z.object({}).strict();

export const RotateOptions = z
  .object({
    angle: z.number().min(-360).max(360).default(90).describe("Clockwise angle in degrees; other than multiples of 90 the canvas grows"),
    background,
  })
  .strict();

export const WatermarkOptions = z
  .object({
    text: z
      .string()
      .max(200)
      .refine((t) => printableLine(t).length > 0, "Needs at least one printable character")
      .describe("Watermark text, one line"),
    position: z.enum(WATERMARK_POSITIONS).default("bottom-right").describe("Where the text sits"),
    opacity: z.number().min(0.05).max(1).default(0.5).describe("Text opacity, 0.05–1"),
    size: z.number().min(1).max(50).default(5).describe("Text height as a percentage of the image's shorter side"),
    color: OpaqueHexColor.default("#ffffff").describe("Text colour (#rrggbb)"),
  })
  .strict();

export const CompressOptions = z
  .object({
    format: z.enum(["keep", "jpeg", "webp", "png", "avif"]).default("keep").describe("Output format; keep re-encodes in the input's format"),
    quality: z.number().int().min(1).max(100).default(75).describe("Encoder quality 1–100; for PNG below 100 means a palette of at most 256 colours"),
  })
  .strict();

/** Scales an image into a box (see `fit`). */
export async function resizeImage({ inputPath, outputPath, options, timer }: FileSkillArgs<z.input<typeof ResizeOptions>>): Promise<ImageResult> {
  const o = parseOptions({ schema: ResizeOptions, options });
  const input = await openImage({ inputPath, timer });
  assertOutputSize(resizedSize({ ...o, imageWidth: input.width, imageHeight: input.height }));
  const image = input.pipeline().resize({
    width: o.width,
    height: o.height,
    fit: o.fit,
    withoutEnlargement: o.without_enlargement,
    background: fillColor({ background: o.background, format: input.format }),
  });
  return writeImage({ image, outputPath, format: input.format, timer });
}

/** Cuts the image to an exact size or aspect ratio, keeping the part `strategy` picks. */
export async function cropImage({ inputPath, outputPath, options, timer }: FileSkillArgs<z.input<typeof CropOptions>>): Promise<ImageResult> {
  const o = parseOptions({ schema: CropOptions, options });
  const input = await openImage({ inputPath, timer });
  const { width, height } = assertOutputSize(cropBox({ ...o, imageWidth: input.width, imageHeight: input.height }));
  const position = o.strategy === "center" ? "centre" : o.strategy === "attention" ? sharp.strategy.attention : sharp.strategy.entropy;
  const image = input.pipeline().resize({ width, height, fit: "cover", position });
  return writeImage({ image, outputPath, format: input.format, timer });
}

/** Output size of a crop: explicit, or the largest box of the aspect ratio (scaled to a given side). */
function cropBox(o: { width?: number; height?: number; aspect?: string; imageWidth: number; imageHeight: number }): Size {
  if (o.width !== undefined && o.height !== undefined) return { width: o.width, height: o.height };
  // The schema guarantees an aspect ratio whenever a side is missing.
  const [w, h] = (o.aspect ?? "1:1").split(":").map(Number);
  const ratio = w / h;
  if (o.width !== undefined) return { width: o.width, height: Math.round(o.width / ratio) };
  if (o.height !== undefined) return { width: Math.round(o.height * ratio), height: o.height };
  return o.imageWidth / o.imageHeight > ratio
    ? { width: Math.round(o.imageHeight * ratio), height: o.imageHeight }
    : { width: o.imageWidth, height: Math.round(o.imageWidth / ratio) };
}

/** Size a resize produces (an upper bound under without_enlargement), checked before anything is decoded. */
function resizedSize(o: { width?: number; height?: number; fit: string; without_enlargement: boolean; imageWidth: number; imageHeight: number }): Size {
  const scaleX = o.width !== undefined ? o.width / o.imageWidth : undefined;
  const scaleY = o.height !== undefined ? o.height / o.imageHeight : undefined;
  if (scaleX !== undefined && scaleY !== undefined && o.fit !== "inside" && !o.without_enlargement) return { width: o.width ?? 0, height: o.height ?? 0 };
  const scale = Math.min(scaleX ?? Infinity, scaleY ?? Infinity, o.without_enlargement ? 1 : Infinity);
  return { width: Math.max(1, Math.round(o.imageWidth * scale)), height: Math.max(1, Math.round(o.imageHeight * scale)) };
}

/** Refuses outputs that would be larger than the inputs this server accepts, or degenerate. */
function assertOutputSize(size: Size): Size {
  const { maxInputPixels } = mediaLimits();
  if (size.width < 1 || size.height < 1 || size.width > MAX_SIDE || size.height > MAX_SIDE || size.width * size.height > maxInputPixels) {
    throw new ApiError(
      "invalid_option",
      `The output would be ${size.width}×${size.height} pixels; each side must be 1–${MAX_SIDE} and the total at most ${maxInputPixels}.`,
    );
  }
  return size;
}

/** Gaussian blur. */
export async function blurImage({ inputPath, outputPath, options, timer }: FileSkillArgs<z.input<typeof BlurOptions>>): Promise<ImageResult> {
  const o = parseOptions({ schema: BlurOptions, options });
  const input = await openImage({ inputPath, timer });
  return writeImage({ image: input.pipeline().blur(o.sigma), outputPath, format: input.format, timer });
}

/** Removes colour (luminance only), keeping any transparency. */
export async function grayscaleImage({ inputPath, outputPath, options, timer }: FileSkillArgs<z.input<typeof GrayscaleOptions>>): Promise<ImageResult> {
  parseOptions({ schema: GrayscaleOptions, options });
  const input = await openImage({ inputPath, timer });
  return writeImage({ image: input.pipeline().grayscale(), outputPath, format: input.format, timer });
}

/** Rotates clockwise; corners uncovered by a free angle take `background`. */
export async function rotateImage({ inputPath, outputPath, options, timer }: FileSkillArgs<z.input<typeof RotateOptions>>): Promise<ImageResult> {
  const o = parseOptions({ schema: RotateOptions, options });
  const input = await openImage({ inputPath, timer });
  const fill = fillColor({ background: o.background, format: input.format });
  let image = input.pipeline();
  // Without an alpha channel sharp paints transparent corners black.
  if (fill.alpha < 1) image = image.ensureAlpha();
  return writeImage({ image: image.rotate(o.angle, { background: fill }), outputPath, format: input.format, timer });
}

/** Writes one line of text over the image. */
export async function watermarkImage({ inputPath, outputPath, options, timer }: FileSkillArgs<z.input<typeof WatermarkOptions>>): Promise<ImageResult> {
  const o = parseOptions({ schema: WatermarkOptions, options });
  const input = await openImage({ inputPath, timer });
  const line = printableLine(o.text);
  const svg = buildWatermarkSvg({
    width: input.width,
    height: input.height,
    line,
    lineWidthEm: await measureTextEm(line),
    position: o.position,
    opacity: o.opacity,
    sizePercent: o.size,
    color: o.color,
  });
  const image = input.pipeline().composite([{ input: Buffer.from(svg), top: 0, left: 0 }]);
  return writeImage({ image, outputPath, format: input.format, timer });
}

/** Re-encodes for size, optionally in another format; metadata is always stripped. */
export async function compressImage({ inputPath, outputPath, options, timer }: FileSkillArgs<z.input<typeof CompressOptions>>): Promise<ImageResult> {
  const o = parseOptions({ schema: CompressOptions, options });
  const input = await openImage({ inputPath, timer });
  const format: OutputFormat = o.format === "keep" ? input.format : o.format;
  return writeImage({ image: input.pipeline(), outputPath, format, quality: o.quality, compress: true, timer });
}

function fillColor({ background, format }: { background?: string; format: OutputFormat }) {
  if (background) return parseHexColor(background);
  return supportsAlpha(format) ? { r: 0, g: 0, b: 0, alpha: 0 } : { r: 255, g: 255, b: 255, alpha: 1 };
}

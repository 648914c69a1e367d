import { z } from "zod";
import { zBool, zInt } from "@/lib/core/form-values";
import { aspectRatio } from "@/lib/platform/media/geometry";
import type { VideoFormat } from "@/lib/platform/media/sniff";
import { parseOptions } from "@/lib/core/parse-options";

export const IMAGE_FORMATS = ["png", "jpeg", "webp"] as const;
export const VIDEO_FORMATS = ["mp4", "webm"] as const;
/** Every format an image or a video is written as; any other is refused with unsupported_format (not a schema error), so the list is metadata. */
export const TARGET_FORMATS = [...IMAGE_FORMATS, ...VIDEO_FORMATS] as const;
export type ImageTarget = (typeof IMAGE_FORMATS)[number];
export type VideoTarget = (typeof VIDEO_FORMATS)[number];

export const TARGET_MIME: Record<ImageTarget | VideoTarget, string> = {
  png: "image/png",
  jpeg: "image/jpeg",
  webp: "image/webp",
  mp4: "video/mp4",
  webm: "video/webm",
};

/**
 * Size, aspect and quality as convert takes them, for the endpoint (whose form fields are strings:
 * `zInt`) and the convert skills (whose options the catalogue types: plain integers).
 */
export function convertGeometry(int: (min: number, max: number) => z.ZodType<number, unknown>) {
  return {
    width: int(1, 16384).optional().describe("Target width in pixels"),
    height: int(1, 16384).optional().describe("Target height in pixels"),
    aspect: z
      .string()
      .trim()
      .default("original")
      .refine((a) => a === "original" || aspectRatio(a) !== null, { message: 'must be "original" or W:H with positive numbers, e.g. "16:9"' })
      .describe("`original` or W:H such as 1:1 or 16:9"),
    quality: int(1, 100).default(85).describe("Encode quality 1-100"),
  };
}

export const ConvertInput = z
  .object({
    url: z.string().optional().describe("Public URL of the source, instead of `file`"),
    job_id: z.string().optional().describe("Reuse the output of a finished job"),
    format: z
      .string()
      .trim()
      .toLowerCase()
      .optional()
      .meta({ enum: [...TARGET_FORMATS], description: "Image: png, jpeg, webp (default webp). Video: mp4, webm (default mp4)" }),
    ...convertGeometry(zInt),
    wait: zBool.default(true).describe("Wait for the result (default) or answer at once with a poll_url"),
  })
  .strict();
export type ConvertInput = z.infer<typeof ConvertInput>;

/** Parses a convert request's fields as skills parse options: a bad value is `invalid_option`, a typo `unknown_option`. */
export function parseConvertInput(fields: Record<string, unknown>): ConvertInput {
  return parseOptions({ schema: ConvertInput, options: fields });
}

const SOURCE_VIDEO_FORMATS = ["mp4", "mov", "webm", "mkv", "avi"] as const satisfies readonly VideoFormat[];

const geometry = {
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  aspect: z.string(),
  quality: z.number().int(),
};

/** What the convert job needs to know once its input is stored. */
export const ConvertParams = z.discriminatedUnion("mediaKind", [
  z.object({ mediaKind: z.literal("image"), target: z.enum(IMAGE_FORMATS), inputFormat: z.string(), ...geometry }),
  z.object({
    mediaKind: z.literal("video"),
    target: z.enum(VIDEO_FORMATS),
    inputFormat: z.enum(SOURCE_VIDEO_FORMATS),
    ...geometry,
    /** What the upload's check read from the file, so the worker need not probe it again; absent on older rows. */
    source: z
      .object({
        width: z.number(),
        height: z.number(),
        durationSeconds: z.number().nullable(),
        squarePixels: z.boolean(),
        hasAudio: z.boolean(),
        audioChannels: z.number().nullable(),
      })
      .optional(),
  }),
]);
export type ConvertParams = z.infer<typeof ConvertParams>;

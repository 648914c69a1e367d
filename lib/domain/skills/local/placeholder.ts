import { rgbaToThumbHash, thumbHashToDataURL } from "thumbhash";
import { z } from "zod";
import { openImage, runSharp } from "./open-image";
import { parseOptions } from "@/lib/core/parse-options";
import type { InlineSkillArgs, TextResult } from "./types";

export const PlaceholderOptions = z
  .object({
    data_url: z.boolean().default(true).describe("Also return the placeholder decoded as a small PNG data: URL"),
  })
  .strict();

export type PlaceholderData = { thumbhash: string; width: number; height: number; data_url?: string };

// ThumbHash encodes at most 100×100 pixels.
const THUMBHASH_SIDE = 100;

/** A ThumbHash (base64) of the image: a ~25-byte blurred preview to show while the real image loads. */
export async function createPlaceholder({ inputPath, options }: InlineSkillArgs<z.input<typeof PlaceholderOptions>>): Promise<TextResult<PlaceholderData>> {
  const o = parseOptions({ schema: PlaceholderOptions, options });
  const input = await openImage({ inputPath });
  const { data, info } = await runSharp(() =>
    input
      .pipeline()
      .resize(THUMBHASH_SIDE, THUMBHASH_SIDE, { fit: "inside" })
      .toColourspace("srgb")
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true }),
  );
  const hash = rgbaToThumbHash(info.width, info.height, data);
  const thumbhash = Buffer.from(hash).toString("base64");
  return {
    text: thumbhash,
    data: { thumbhash, width: input.width, height: input.height, ...(o.data_url ? { data_url: thumbHashToDataURL(hash) } : {}) },
  };
}

import sharp from "sharp";
import { z } from "zod";
import { OpaqueHexColor } from "./colors";
import { MODEL_SIDE, predictForegroundMask } from "./background-model";
import { openImage, runSharp } from "./open-image";
import { parseOptions } from "@/lib/core/parse-options";
import type { FileSkillArgs, ImageResult } from "./types";
import { writeImage } from "./write-image";

export const BackgroundRemoverOptions = z
  .object({
    output_format: z.enum(["png", "webp"]).default("png").describe("Output format; both keep transparency"),
    background: OpaqueHexColor.optional().describe("Colour to put behind the subject (#rrggbb); leave out for a transparent background"),
  })
  .strict();

/** Cuts the subject out: same size as the (EXIF-oriented) input, background transparent or the given colour. */
export async function removeBackground({ inputPath, outputPath, options }: FileSkillArgs<z.input<typeof BackgroundRemoverOptions>>): Promise<ImageResult> {
  const o = parseOptions({ schema: BackgroundRemoverOptions, options });
  const input = await openImage({ inputPath });
  const { width, height } = input;
  const raw = { width, height, channels: 4 as const };

  const rgba = await runSharp(() => input.pipeline().toColourspace("srgb").ensureAlpha().raw().toBuffer());
  const modelInput = await sharp(rgba, { raw })
    .flatten({ background: "#ffffff" })
    .resize(MODEL_SIDE, MODEL_SIDE, { fit: "fill" })
    .raw()
    .toBuffer();
  const mask = await predictForegroundMask({ rgb: modelInput });
  const alpha = await sharp(mask, { raw: { width: MODEL_SIDE, height: MODEL_SIDE, channels: 1 } })
    .resize(width, height, { fit: "fill" })
    .extractChannel(0)
    .raw()
    .toBuffer();

  // Keep whatever transparency the input already had: the result is the smaller of the two.
  for (let i = 0; i < alpha.length; i++) rgba[4 * i + 3] = Math.min(rgba[4 * i + 3], alpha[i]);

  let image = sharp(rgba, { raw });
  if (o.background) image = image.flatten({ background: o.background });
  return writeImage({ image, outputPath, format: o.output_format });
}

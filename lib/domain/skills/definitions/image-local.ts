import { defineSkill, ALWAYS_AVAILABLE } from "@/lib/domain/skills/define";
import { BackgroundRemoverOptions, removeBackground } from "@/lib/domain/skills/local/background-remover";
import { ExtractTextOptions, extractText } from "@/lib/domain/skills/local/extract-text";
import {
  BlurOptions,
  CompressOptions,
  CropOptions,
  GrayscaleOptions,
  ResizeOptions,
  RotateOptions,
  WatermarkOptions,
  blurImage,
  compressImage,
  cropImage,
  grayscaleImage,
  resizeImage,
  rotateImage,
  watermarkImage,
} from "@/lib/domain/skills/local/image-ops";
import { PaletteOptions, extractPalette } from "@/lib/domain/skills/local/palette";
import { PlaceholderOptions, createPlaceholder } from "@/lib/domain/skills/local/placeholder";
import { outputPathIn, requireInput, skillFile } from "./output-file";

const IMAGE = { kinds: ["image" as const] };
const local = { availability: ALWAYS_AVAILABLE };

type ImageOp<O> = (args: { inputPath: string; outputPath: string; options?: O }) => Promise<{ mime: string; width: number; height: number; sizeBytes: number }>;

/** A sharp operation as a skill: image in, image out, free. */
function imageOp<O>(op: ImageOp<O>) {
  return async ({ input, options, workDir }: { input: import("@/lib/domain/jobs/job-kind").JobInputFile | null; options: O; workDir: string }) => {
    const outputPath = outputPathIn(workDir);
    const result = await op({ inputPath: requireInput(input).path, outputPath, options });
    return { file: skillFile(outputPath, result) };
  };
}

export const imageSkills = [
  defineSkill({
    slug: "background-remover",
    title: "Background remover",
    description: "Cuts the subject out and makes the background transparent (or a colour you choose). Runs offline on this server.",
    category: "image",
    input: IMAGE,
    output: "image",
    options: BackgroundRemoverOptions,
    pricing: { price: 2 },
    ...local,
    run: imageOp(removeBackground),
  }),
  defineSkill({
    slug: "extract-text",
    title: "Extract text (OCR)",
    description: "Reads English text in an image and returns it inline, with each line's position and confidence.",
    category: "text",
    input: IMAGE,
    output: "text",
    options: ExtractTextOptions,
    pricing: { price: 1 },
    ...local,
    run: async ({ input, options }) => extractText({ inputPath: requireInput(input).path, options }),
  }),
  defineSkill({ slug: "resize", title: "Resize", description: "Scales an image to a width, a height or a box.", category: "image", input: IMAGE, output: "image", options: ResizeOptions, pricing: { price: 0 }, ...local, run: imageOp(resizeImage) }),
  defineSkill({ slug: "crop", title: "Smart crop", description: "Crops to a size or aspect ratio, keeping the most interesting part.", category: "image", input: IMAGE, output: "image", options: CropOptions, pricing: { price: 0 }, ...local, run: imageOp(cropImage) }),
  defineSkill({ slug: "blur", title: "Blur", description: "Gaussian blur.", category: "image", input: IMAGE, output: "image", options: BlurOptions, pricing: { price: 0 }, ...local, run: imageOp(blurImage) }),
  defineSkill({ slug: "grayscale", title: "Grayscale", description: "Removes colour.", category: "image", input: IMAGE, output: "image", options: GrayscaleOptions, pricing: { price: 0 }, ...local, run: imageOp(grayscaleImage) }),
  defineSkill({ slug: "rotate", title: "Rotate", description: "Rotates by any angle, filling the corners with a colour.", category: "image", input: IMAGE, output: "image", options: RotateOptions, pricing: { price: 0 }, ...local, run: imageOp(rotateImage) }),
  defineSkill({ slug: "watermark", title: "Text watermark", description: "Writes a text watermark onto the image.", category: "image", input: IMAGE, output: "image", options: WatermarkOptions, pricing: { price: 0 }, ...local, run: imageOp(watermarkImage) }),
  defineSkill({ slug: "compress", title: "Compress", description: "Re-encodes to a smaller file at a chosen quality.", category: "image", input: IMAGE, output: "image", options: CompressOptions, pricing: { price: 0 }, ...local, run: imageOp(compressImage) }),
  defineSkill({
    slug: "palette",
    title: "Colour palette",
    description: "The image's dominant colours with their share of the picture, as JSON.",
    category: "image",
    input: IMAGE,
    output: "text",
    options: PaletteOptions,
    pricing: { price: 0 },
    ...local,
    run: async ({ input, options }) => extractPalette({ inputPath: requireInput(input).path, options }),
  }),
  defineSkill({
    slug: "placeholder",
    title: "Placeholder (ThumbHash)",
    description: "A tiny ThumbHash string to show while the real image loads.",
    category: "image",
    input: IMAGE,
    output: "text",
    options: PlaceholderOptions,
    pricing: { price: 0 },
    ...local,
    run: async ({ input, options }) => createPlaceholder({ inputPath: requireInput(input).path, options }),
  }),
];

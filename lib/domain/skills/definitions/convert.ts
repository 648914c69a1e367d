import { z } from "zod";
import { convertGeometry, IMAGE_FORMATS, VIDEO_FORMATS } from "@/lib/domain/convert/schema";
import { ALWAYS_AVAILABLE, defineSkill } from "@/lib/domain/skills/define";
import { convertImage } from "@/lib/platform/media/convert-image";
import { convertVideo } from "@/lib/platform/media/convert-video";
import { avFormatOf, outputPathIn, requireInput, skillFile } from "./output-file";

const geometry = convertGeometry((min, max) => z.number().int().min(min).max(max));
const local = { availability: ALWAYS_AVAILABLE, pricing: { price: 0 } };

/**
 * POST /api/v1/convert as line steps, one per media kind so each lists exactly the formats its kind
 * is written as (the endpoint's defaults too): the Workbench and recipes convert and resize with them.
 */
export const convertSkills = [
  defineSkill({
    slug: "convert-image",
    title: "Convert image",
    description: "Changes an image's format (png, jpeg or webp), size or aspect ratio, as POST /api/v1/convert does; never enlarges.",
    category: "image",
    input: { kinds: ["image"] },
    output: "image",
    options: z.object({ format: z.enum(IMAGE_FORMATS).default("webp").describe("Image format"), ...geometry }).strict(),
    ...local,
    run: async ({ input, options, workDir }) => {
      const outputPath = outputPathIn(workDir);
      const result = await convertImage({ inputPath: requireInput(input).path, outputPath, ...options });
      return { file: skillFile(outputPath, result) };
    },
  }),
  defineSkill({
    slug: "convert-video",
    title: "Convert video",
    description: "Changes a video's format (mp4 or webm), size or aspect ratio, as POST /api/v1/convert does; never enlarges.",
    category: "video",
    input: { kinds: ["video"] },
    output: "video",
    options: z.object({ format: z.enum(VIDEO_FORMATS).default("mp4").describe("Video format"), ...geometry }).strict(),
    ...local,
    run: async ({ input, options, workDir, signal, reportProgress }) => {
      const file = requireInput(input);
      const outputPath = outputPathIn(workDir);
      const result = await convertVideo({ inputPath: file.path, inputFormat: await avFormatOf(file), outputPath, signal, onProgress: reportProgress, ...options });
      return { file: skillFile(outputPath, result) };
    },
  }),
];

import { z } from "zod";
import { extractAudio, trimVideo, videoThumbnail } from "@/lib/platform/media/video-ops";
import { defineSkill, ALWAYS_AVAILABLE } from "@/lib/domain/skills/define";
import { avFormatOf, outputPathIn, requireInput, skillFile } from "./output-file";

const VIDEO = { kinds: ["video" as const] };
const local = { availability: ALWAYS_AVAILABLE, pricing: { price: 0 } };

export const videoSkills = [
  defineSkill({
    slug: "video-thumbnail",
    title: "Video thumbnail",
    description: "One frame of a video, at the time you choose, as an image.",
    category: "video",
    input: VIDEO,
    output: "image",
    options: z
      .object({
        at_seconds: z.number().min(0).default(0).describe("Time of the frame, in seconds from the start"),
        format: z.enum(["png", "jpeg", "webp"]).default("jpeg").describe("Image format"),
      })
      .strict(),
    ...local,
    run: async ({ input, options, workDir, signal }) => {
      const file = requireInput(input);
      const outputPath = outputPathIn(workDir);
      const result = await videoThumbnail({ inputPath: file.path, inputFormat: await avFormatOf(file), outputPath, atSeconds: options.at_seconds, format: options.format, signal });
      return { file: skillFile(outputPath, result) };
    },
  }),
  defineSkill({
    slug: "trim",
    title: "Trim video",
    description: "Keeps the part of a video between a start and an end time.",
    category: "video",
    input: VIDEO,
    output: "video",
    options: z
      .object({
        start: z.number().min(0).default(0).describe("Start, in seconds"),
        end: z.number().positive().describe("End, in seconds"),
        format: z.enum(["mp4", "webm"]).default("mp4").describe("Video format"),
      })
      .strict(),
    ...local,
    run: async ({ input, options, workDir, signal, reportProgress }) => {
      const file = requireInput(input);
      const outputPath = outputPathIn(workDir);
      const result = await trimVideo({
        inputPath: file.path,
        inputFormat: await avFormatOf(file),
        outputPath,
        startSeconds: options.start,
        endSeconds: options.end,
        format: options.format,
        signal,
        onProgress: reportProgress,
      });
      return { file: skillFile(outputPath, result) };
    },
  }),
  defineSkill({
    slug: "extract-audio",
    title: "Extract audio",
    description: "The sound track of a video as an audio file.",
    category: "audio",
    input: VIDEO,
    output: "audio",
    options: z.object({ format: z.enum(["mp3", "wav", "m4a", "ogg"]).default("mp3").describe("Audio format") }).strict(),
    ...local,
    run: async ({ input, options, workDir, signal }) => {
      const file = requireInput(input);
      const outputPath = outputPathIn(workDir);
      const result = await extractAudio({ inputPath: file.path, inputFormat: await avFormatOf(file), outputPath, format: options.format, signal });
      return { file: skillFile(outputPath, result) };
    },
  }),
];

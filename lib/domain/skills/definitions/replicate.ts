import { z } from "zod";
import { ApiError } from "@/lib/core/errors";
import { replicateAvailability, replicateConfig } from "@/lib/platform/providers/config";
import { downloadOutputs, replicateFileInput, runPrediction } from "@/lib/platform/providers/replicate";
import type { JobInputFile } from "@/lib/domain/jobs/job-kind";
import { defineSkill, pricedByModel, type FileKind } from "@/lib/domain/skills/define";
import { requireInput } from "./output-file";
import { inspectProviderFile } from "./downloaded-file";
import { LIMITS } from "@/lib/platform/config/limits";

const availability = () => replicateAvailability(replicateConfig());
const MAX_OUTPUT_BYTES = LIMITS.replicateOutputBytes.value;

/** Runs a Replicate model and brings back its (first) file output, checked as `expected` media. */
async function predictFile({
  model,
  input,
  expected,
  workDir,
  signal,
  reportProgress,
}: {
  model: string;
  input: Record<string, unknown>;
  expected: FileKind;
  workDir: string;
  signal: AbortSignal;
  reportProgress: (fraction: number) => void;
}) {
  const { output } = await runPrediction({
    model,
    input,
    signal,
    onProgress: (p) => {
      if (p.percentage !== undefined) reportProgress(p.percentage / 100);
    },
  });
  const [saved] = await downloadOutputs({ output, destDir: workDir, maxBytes: MAX_OUTPUT_BYTES, signal });
  return { file: await inspectProviderFile(saved.path, expected) };
}

function asFileInput(file: JobInputFile, signal: AbortSignal) {
  return replicateFileInput({ filePath: file.path, mime: file.mime, signal });
}

function requireReference(reference: JobInputFile | null): JobInputFile {
  if (!reference) throw new ApiError("reference_required", "This skill needs a reference image: send reference_url or reference_job_id.");
  return reference;
}

export const replicateSkills = [
  defineSkill({
    slug: "swap",
    title: "Face swap",
    description: "Puts the face from the reference image onto the person in your image.",
    category: "image",
    input: { kinds: ["image"] },
    output: "image",
    options: z.object({}).strict(),
    needsReference: true,
    pricing: { price: 5 },
    availability,
    run: async ({ input, reference, workDir, signal, reportProgress }) =>
      predictFile({
        model: replicateConfig().swapModel,
        input: { input_image: await asFileInput(requireInput(input), signal), swap_image: await asFileInput(requireReference(reference), signal) },
        expected: "image",
        workDir,
        signal,
        reportProgress,
      }),
  }),
  defineSkill({
    slug: "try-on",
    title: "Virtual try-on",
    description: "Dresses the person in your image in the garment shown in the reference image.",
    category: "image",
    input: { kinds: ["image"] },
    output: "image",
    options: z
      .object({
        category: z.enum(["upper_body", "lower_body", "dresses"]).default("upper_body").describe("Kind of garment"),
        garment_description: z.string().max(300).default("").describe("Short description of the garment, e.g. 'red cotton t-shirt'"),
      })
      .strict(),
    needsReference: true,
    pricing: { price: 8 },
    availability,
    run: async ({ input, reference, options, workDir, signal, reportProgress }) =>
      predictFile({
        model: replicateConfig().tryOnModel,
        input: {
          human_img: await asFileInput(requireInput(input), signal),
          garm_img: await asFileInput(requireReference(reference), signal),
          garment_des: options.garment_description,
          category: options.category,
        },
        expected: "image",
        workDir,
        signal,
        reportProgress,
      }),
  }),
  defineSkill({
    slug: "generate-video",
    title: "Generate video",
    description: "Creates a short video clip from a prompt, optionally starting from an image as its first frame.",
    category: "generate",
    input: { kinds: ["image"], optional: true },
    output: "video",
    options: z.object({ prompt_optimizer: z.boolean().default(true).describe("Let the model refine the prompt") }).strict(),
    needsPrompt: true,
    get pricing() {
      return pricedByModel(replicateConfig().videoModels);
    },
    availability,
    run: async ({ input, options, prompt, model, workDir, signal, reportProgress }) =>
      predictFile({
        model: model ?? replicateConfig().videoModels[0].id,
        input: {
          prompt,
          prompt_optimizer: options.prompt_optimizer,
          ...(input ? { first_frame_image: await asFileInput(input, signal) } : {}),
        },
        expected: "video",
        workDir,
        signal,
        reportProgress,
      }),
  }),
  defineSkill({
    slug: "generate-music",
    title: "Generate music",
    description: "Composes a piece of music from a description.",
    category: "generate",
    input: { kinds: [] },
    output: "audio",
    options: z
      .object({
        duration: z.number().int().min(1).max(30).default(8).describe("Length in seconds"),
        format: z.enum(["wav", "mp3"]).default("mp3").describe("Audio format"),
      })
      .strict(),
    needsPrompt: true,
    get pricing() {
      return pricedByModel(replicateConfig().musicModels);
    },
    availability,
    run: async ({ options, prompt, model, workDir, signal, reportProgress }) =>
      predictFile({
        model: model ?? replicateConfig().musicModels[0].id,
        input: { prompt, duration: options.duration, output_format: options.format, model_version: "stereo-large" },
        expected: "audio",
        workDir,
        signal,
        reportProgress,
      }),
  }),
  defineSkill({
    slug: "upscale",
    title: "Upscale",
    description: "Enlarges an image with an AI model that adds detail (Real-ESRGAN).",
    category: "image",
    input: { kinds: ["image"] },
    output: "image",
    options: z
      .object({
        scale: z.number().int().min(2).max(4).default(2).describe("Enlargement factor"),
        face_enhance: z.boolean().default(false).describe("Also restore faces"),
      })
      .strict(),
    pricing: { price: 3 },
    availability,
    run: async ({ input, options, workDir, signal, reportProgress }) =>
      predictFile({
        model: replicateConfig().upscaleModel,
        input: { image: await asFileInput(requireInput(input), signal), scale: options.scale, face_enhance: options.face_enhance },
        expected: "image",
        workDir,
        signal,
        reportProgress,
      }),
  }),
];

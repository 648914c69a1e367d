import { z } from "zod";
import { zBool } from "@/lib/api/form-values";

export const MAX_STEPS = 20;

export const StepInput = z
  .object({
    tool: z.string().min(1).describe("Skill slug"),
    options: z.record(z.string(), z.unknown()).default({}).describe("Option ids of that skill"),
    prompt: z.string().optional(),
    model: z.string().optional(),
    reference_url: z.string().optional(),
    reference_job_id: z.string().optional(),
  })
  .strict();
export type StepInput = z.infer<typeof StepInput>;

/** `quality` is sent as a string by the spec; a number is accepted too. Left out, it means "keep as is" where possible. */
export const LineOutput = z
  .object({
    format: z.string().trim().toLowerCase(),
    quality: z
      .union([z.string(), z.number()])
      .transform((q) => Number(q))
      .pipe(z.number().int("quality must be a whole number").min(1).max(100))
      .optional(),
  })
  .strict();
export type LineOutput = z.infer<typeof LineOutput>;

export const RunInput = z
  .object({
    url: z.string().optional().describe("Public URL of the source file"),
    job_id: z.string().optional().describe("Reuse a finished job's output as the source"),
    steps: z.array(StepInput).min(1).max(MAX_STEPS).optional().describe("The line, written inline"),
    recipe: z.string().optional().describe("A recipe id, instead of steps"),
    output: LineOutput.optional().describe("Final format and quality, for lines that end in an image or a video"),
    wait: zBool.default(true),
    dry_run: zBool.default(false).describe("Validate and quote without running or charging"),
  })
  .strict();
export type RunInput = z.infer<typeof RunInput>;

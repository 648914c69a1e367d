import { z } from "zod";
import { zBool } from "@/lib/core/form-values";
import { JobView } from "@/lib/domain/jobs/schema";
import { DroppedOptions, LineOutput, MAX_STEPS, StepInput } from "@/lib/domain/lines/schema";

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

const StepOutputView = z.object({
  name: z.string().nullable(),
  mime: z.string().nullable(),
  size_bytes: z.number().int().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  duration_seconds: z.number().optional(),
  url: z.string().optional().describe("Absent once the run's files have expired"),
  expires_at: z.string().optional(),
  expired: z.boolean(),
});

export const RunStepView = z.object({
  step: z.number().int().describe("Position in the line, from 0 (the Workbench and every message count from 1)"),
  tool: z.string(),
  status: z.string().describe("pending, running, complete, failed or canceled"),
  credits_charged: z.number().int(),
  refunded: z.boolean(),
  output: StepOutputView.nullable(),
  text: z.string().optional(),
  data: z.unknown().optional(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
});

export const RunView = JobView.extend({
  recipe_id: z.string().nullable(),
  output_format: LineOutput.nullable(),
  error: z
    .object({
      code: z.string(),
      message: z.string(),
      step: z.number().int().optional().describe("The step the run failed at"),
      stage: z.literal("output").optional().describe("Every step finished; the final output encode failed"),
    })
    .nullable(),
  steps: z.array(RunStepView),
});
export type RunView = z.infer<typeof RunView>;

export const Quote = z.object({
  steps: z.array(z.object({ step: z.number().int(), tool: z.string(), credits: z.number() })),
  total_credits: z.number(),
});

/** A dry run's answer: the line is valid and costs this much; nothing ran or was charged. */
export const DryRunView = z.object({ dry_run: z.literal(true), quote: Quote, dropped_options: DroppedOptions.optional() });
export type DryRunView = z.infer<typeof DryRunView>;

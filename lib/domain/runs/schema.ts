import { z } from "zod";
import { zBool } from "@/lib/core/form-values";
import { JobView } from "@/lib/domain/jobs/schema";
import { LIMITS } from "@/lib/platform/config/limits";

export const MAX_STEPS = LIMITS.runSteps.value;

/** Request fields a step may write beside `options` or, as the spec's `{ tool, options }` step does, inside them. */
const LIFTED_FIELDS = ["prompt", "model", "reference_url", "reference_job_id"] as const;

export const StepInput = z
  .object({
    tool: z.string().min(1).describe("Skill slug"),
    options: z
      .record(z.string(), z.unknown())
      .default({})
      .describe("Option ids of that skill; prompt, model, reference_url and reference_job_id may be written here too"),
    prompt: z.string().optional(),
    model: z.string().optional(),
    reference_url: z.string().optional(),
    reference_job_id: z.string().optional(),
  })
  .strict()
  .transform(liftStepFields);
export type StepInput = z.output<typeof StepInput>;

type StepFields = { tool: string; options: Record<string, unknown> } & Partial<Record<(typeof LIFTED_FIELDS)[number], string>>;

/**
 * The one normalisation of a step: a request field written inside `options` moves beside them, so
 * both spellings plan, charge and store the same line. Both at once must agree.
 */
function liftStepFields(step: StepFields, ctx: z.RefinementCtx): StepFields {
  const options = { ...step.options };
  const lifted: StepFields = { ...step, options };
  for (const field of LIFTED_FIELDS) {
    if (!Object.hasOwn(options, field)) continue;
    const value = options[field];
    delete options[field];
    if (typeof value !== "string") {
      ctx.addIssue({ code: "custom", path: ["options", field], message: `${field} must be a string` });
      continue;
    }
    if (step[field] !== undefined && step[field] !== value) {
      ctx.addIssue({ code: "custom", path: ["options", field], message: `${field} is given both beside and inside options, with different values; send it once` });
      continue;
    }
    lifted[field] = value;
  }
  return lifted;
}

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
  step: z.number().int(),
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

export const DroppedOptions = z
  .array(z.object({ step: z.number().int(), tool: z.string(), options: z.array(z.string()) }))
  .describe("Options a saved recipe's skills no longer have, dropped and listed here");

/** A dry run's answer: the line is valid and costs this much; nothing ran or was charged. */
export const DryRunView = z.object({ dry_run: z.literal(true), quote: Quote, dropped_options: DroppedOptions.optional() });
export type DryRunView = z.infer<typeof DryRunView>;

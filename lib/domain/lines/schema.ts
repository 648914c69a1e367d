import { z } from "zod";
import { LIMITS } from "@/lib/platform/config/limits";
import { TARGET_FORMATS } from "@/lib/domain/convert/schema";
import { PROMPT_MAX_LENGTH } from "@/lib/domain/skills/prompt";

/** A line: steps that each name a skill with its options, and the format of what the last one makes. */
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
    // The cap counts code points and is refused as prompt_too_long when the line is planned, so it is metadata here.
    prompt: z.string().optional().meta({ maxLength: PROMPT_MAX_LENGTH }),
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
    // Refused as unsupported_format when the line is planned (by the kind its last step makes), so the list is metadata here.
    format: z.string().trim().toLowerCase().meta({ enum: [...TARGET_FORMATS] }),
    quality: z
      .preprocess((q) => (typeof q === "string" ? Number(q) : q), z.number().int("quality must be a whole number").min(1).max(100))
      .optional()
      .describe('Encode quality 1-100, as a number or its string ("85")'),
  })
  .strict();
export type LineOutput = z.infer<typeof LineOutput>;

export const DroppedOptions = z
  .array(z.object({ step: z.number().int(), tool: z.string(), options: z.array(z.string()) }))
  .describe("Options a saved recipe's skills no longer have, dropped and listed here");

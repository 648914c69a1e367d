import { z } from "zod";
import { zBool } from "@/lib/core/form-values";
import { PROMPT_MAX_LENGTH } from "./prompt";

/** Fields of POST /api/v1/run/{skill} other than options; in a form every other field is an option id. */
export const RESERVED_FIELDS = ["url", "job_id", "options", "prompt", "model", "reference_url", "reference_job_id", "wait"] as const;

export const RunSkillFields = z.object({
  url: z.string().optional().describe("Public URL of the input file, instead of `file`"),
  job_id: z.string().optional().describe("Reuse the output of a finished job as input"),
  options: z.record(z.string(), z.unknown()).optional().describe("Option ids from GET /api/v1/skills; numbers and booleans may also be sent as strings"),
  // The cap counts code points and is refused as prompt_too_long, so it is metadata here.
  prompt: z
    .string()
    .optional()
    .meta({ maxLength: PROMPT_MAX_LENGTH, description: `Required when the skill needs one; at most ${PROMPT_MAX_LENGTH} characters (code points)` }),
  model: z.string().optional().describe("Model id, for skills with models"),
  reference_url: z.string().optional().describe("Second image for swap and try-on"),
  reference_job_id: z.string().optional().describe("Second image, from a finished job"),
  wait: zBool.default(true).describe("Wait for the result (default) or answer at once with a poll_url"),
});
export type RunSkillFields = z.infer<typeof RunSkillFields>;

export const SkillOptionView = z.object({
  id: z.string(),
  type: z.string(),
  default: z.unknown().optional(),
  allowed_values: z.array(z.unknown()).optional(),
  minimum: z.number().optional(),
  maximum: z.number().optional(),
  required: z.boolean(),
  description: z.string(),
});

/** A catalogue entry as GET /api/v1/skills lists it. */
export const SkillView = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  input: z.object({ kinds: z.array(z.string()), required: z.boolean() }),
  output: z.string(),
  options: z.array(SkillOptionView),
  needs_prompt: z.boolean(),
  needs_reference: z.boolean(),
  paid: z.boolean(),
  price: z.number().optional().describe("Credits per run, for skills without models"),
  models: z.array(z.object({ id: z.string(), price: z.number(), default: z.boolean() })).optional(),
  default_model: z.string().optional(),
  available: z.boolean(),
  unavailable_reason: z.string().optional(),
});
export type SkillView = z.infer<typeof SkillView>;

export const SkillListView = z.object({ skills: z.array(SkillView) });

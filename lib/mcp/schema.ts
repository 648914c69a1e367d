import { z } from "zod";
import { JobView } from "@/lib/domain/jobs/schema";
import { RunSkillFields } from "@/lib/domain/skills/schema";

const JobId = z.string().trim().min(1).max(100);

export const NoInput = z.object({}).strict();

export const RunSkillInput = z
  .object({
    skill: z.string().trim().min(1).describe("Skill slug from list_skills, e.g. grayscale, background-remover, alt-text"),
    ...RunSkillFields.shape,
    options: RunSkillFields.shape.options.describe("Option ids from list_skills; one the skill lacks is refused, never ignored"),
  })
  .strict();

export const GetJobInput = z.object({ job_id: JobId.describe("A job id (job_…), from run_skill, convert, upload_file or run_line") }).strict();
export const GetRunInput = z.object({ run_id: JobId.describe("A run id (run_…), from run_line") }).strict();

export const UploadFileInput = z
  .object({
    name: z.string().trim().min(1).max(255).describe("File name, e.g. photo.jpg"),
    content_base64: z.string().min(1).describe("The file's bytes, base64-encoded (a data: URL prefix is accepted)"),
  })
  .strict();

const Hint = z.string().optional().describe("Present while the work is unfinished: how to poll it");

/** A finished job (JobView) or, while it runs, its id, status, poll_url, charge and a hint. */
export const JobResult = z.looseObject({ ...JobView.partial().shape, ...JobView.pick({ id: true, status: true, poll_url: true }).shape, hint: Hint });

/** A run: the job fields plus each step (loose: steps carry per-skill results). */
export const RunResult = z.looseObject({
  ...JobResult.shape,
  error: z.object({ code: z.string(), message: z.string(), step: z.number().int().optional() }).nullable().optional(),
  steps: z.array(z.looseObject({ step: z.number().int(), tool: z.string(), status: z.string(), credits_charged: z.number() })).optional(),
});

/** A line's answer: a dry run's quote, or the run as get_run shows it (loose: per-step results vary). */
export const RunLineResult = RunResult.partial().extend({
  dry_run: z.boolean().optional(),
  quote: z
    .object({ steps: z.array(z.object({ step: z.number().int(), tool: z.string(), credits: z.number() })), total_credits: z.number() })
    .optional()
    .describe("Credits per step and in total (dry runs)"),
  dropped_options: z.array(z.object({ step: z.number().int(), tool: z.string(), options: z.array(z.string()) })).optional(),
});

/** The catalogue as GET /api/v1/skills lists it (loose: each skill carries its own option schema). */
export const SkillListView = z.object({
  skills: z.array(z.looseObject({ slug: z.string(), title: z.string(), paid: z.boolean(), available: z.boolean(), needs_prompt: z.boolean(), needs_reference: z.boolean() })),
});

export const RecipeListView = z.object({
  recipes: z.array(z.looseObject({ id: z.string(), name: z.string(), catalogue: z.boolean(), steps: z.array(z.looseObject({ tool: z.string() })) })),
});

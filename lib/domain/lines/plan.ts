import { ApiError, isApiError, type ErrorCode, type ErrorDetail } from "@/lib/core/errors";
import { findSkill } from "@/lib/domain/skills/catalogue";
import { takesFile, type FileKind, type Skill } from "@/lib/domain/skills/define";
import { checkSkillAvailable, checkSkillRequest } from "@/lib/domain/skills/run-skill";
import { IMAGE_FORMATS, VIDEO_FORMATS } from "@/lib/domain/convert/schema";
import { describeMisplacement, misplacement, placeLine, type PlaceableSkill } from "./placement";
import type { LineOutput, StepInput } from "./schema";

export type PlannedStep = {
  position: number;
  skill: Skill;
  options: Record<string, unknown>;
  prompt?: string;
  model?: string;
  reference: { url?: string; jobId?: string } | null;
  price: number;
};

export type LinePlan = { steps: PlannedStep[]; total: number };

/**
 * Checks a whole line before anything is stored or charged: each step on its own (skill, options,
 * prompt, model, reference, and with `checkAvailability` its provider) and each against its
 * neighbours by media kind. Every problem is reported at once, each naming its step. Saving a
 * recipe leaves availability out: a provider can be configured later, and running checks it.
 */
export function planLine({ steps, output, hasFile, checkAvailability }: { steps: StepInput[]; output?: LineOutput; hasFile: boolean; checkAvailability: boolean }): LinePlan {
  const problems: ErrorDetail[] = [];
  const planned: PlannedStep[] = [];
  const skills = steps.map((step) => findSkill(step.tool));
  const placement = placeLine({ skills: skills.map((skill) => skill && placeable(skill)), first: hasFile ? "file" : "none" });
  // The line's final file is the last one a step produced (a line may end in text about it).
  let lastFile: FileKind | "unknown" | null = null;
  steps.forEach((step, position) => {
    const problem = (code: ErrorCode, message: string) => problems.push({ step: position, code, message: `Step ${position + 1} (${step.tool}): ${message}` });
    const skill = skills[position];
    if (!skill) {
      problem("unknown_skill", `no skill "${step.tool}".`);
      lastFile = "unknown";
      return;
    }
    const reference = step.reference_url || step.reference_job_id ? { url: step.reference_url, jobId: step.reference_job_id } : null;
    try {
      const checked = checkSkillRequest({
        slug: skill.slug,
        // Where each step's file comes from is the line's business, checked by `misplacement` below.
        source: takesFile(skill) ? { kind: "job", jobId: "previous-step" } : null,
        reference: reference ? { kind: "job", jobId: "reference" } : null,
        options: step.options,
        prompt: step.prompt,
        model: step.model,
      }, { availability: false });
      planned.push({ position, skill, options: checked.options, prompt: checked.prompt, model: checked.model, reference, price: checked.price });
    } catch (error) {
      if (!isApiError(error)) throw error;
      problem(error.code, error.message);
    }
    if (checkAvailability) {
      try {
        checkSkillAvailable(skill);
      } catch (error) {
        if (!isApiError(error)) throw error;
        problem(error.code, error.message);
      }
    }
    const misplaced = placement[position];
    if (misplaced) problem("invalid_step", `${skill.slug} ${describeMisplacement(misplaced)}`);
    if (skill.output !== "text") lastFile = skill.output;
  });
  const last = lastFile as FileKind | "unknown" | null;
  if (output && last !== "unknown") {
    const formats: readonly string[] = last === "image" ? IMAGE_FORMATS : last === "video" ? VIDEO_FORMATS : [];
    if (formats.length === 0) {
      const message = last ? `output: the line's last file is ${last}; only an image or a video can be encoded.` : "output: no step produces an image or a video to encode.";
      problems.push({ code: "invalid_step", message });
    }
    else if (!formats.includes(output.format)) problems.push({ code: "unsupported_format", message: `output: ${last} is written as ${formats.join(", ")}, not ${output.format}.` });
  }
  if (problems.length > 0) throw lineRefusal(problems);
  return { steps: planned, total: planned.reduce((sum, s) => sum + s.price, 0) };
}

/**
 * One refusal for the whole line: a bad request (400, code of its first problem that the caller can
 * fix), since an unknown skill inside a body is not a missing resource; 503 only when every problem
 * is a provider this server lacks. The balance is checked after this, so 402 means the rest is fine.
 */
function lineRefusal(problems: ErrorDetail[]): ApiError {
  const message = problems.map((p) => p.message).join(" ");
  const lead = problems.find((p) => p.code !== "provider_unavailable");
  if (!lead) return new ApiError("provider_unavailable", message, { details: problems });
  return new ApiError(lead.code as ErrorCode, message, { status: 400, details: problems });
}

function placeable(skill: Skill): PlaceableSkill {
  return { slug: skill.slug, input: { kinds: skill.input.kinds, required: !skill.input.optional }, output: skill.output };
}

/** Once the file is stored, the first step must accept its kind. */
export function checkFirstStepAccepts(plan: LinePlan, kind: string): void {
  if (plan.steps[0]) checkFirstToolAccepts(plan.steps[0].skill, kind);
}

/** checkFirstStepAccepts for a line already stored as steps (a run that fetches its own input): its first step's skill. */
export function checkFirstToolAccepts(skill: Skill, kind: string): void {
  const misplaced = misplacement({ skill: placeable(skill), previous: kind, position: 0 });
  if (misplaced) {
    const message = `Step 1 (${skill.slug}): ${skill.slug} ${describeMisplacement(misplaced)}`;
    throw new ApiError("invalid_step", message, { details: [{ step: 0, code: "invalid_step", message }] });
  }
}

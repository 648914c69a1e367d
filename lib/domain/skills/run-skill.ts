import { isTestAccountId } from "@/lib/core/ids";
import { ApiError } from "@/lib/core/errors";
import type { Account } from "@/lib/domain/accounts/accounts";
import type { JobSource, StoredInput } from "@/lib/domain/jobs/job-request";
import { submitJob } from "@/lib/domain/jobs/submit";
import { getSkillOrThrow } from "./catalogue";
import { priceOf, takesFile, type Skill } from "./define";
import { validateOptions } from "./options";
import { PROMPT_MAX_LENGTH, promptLength } from "./prompt";
import { skillJob, type SkillJobParams } from "./skill-job";

export type SkillRequest = {
  slug: string;
  source: JobSource | null;
  reference: JobSource | null;
  options: Record<string, unknown>;
  prompt?: string;
  model?: string;
};

/** Refuses a skill whose provider is not configured on this server. */
export function checkSkillAvailable(skill: Skill): void {
  const availability = skill.availability();
  if (!availability.available) throw new ApiError("provider_unavailable", `${skill.slug} is not available on this server: ${availability.reason ?? "its provider is not configured"}.`);
}

/**
 * Every check that needs no file and no money: skill, provider, options, prompt, model, reference,
 * input presence. `availability: false` leaves the provider out (a line checks it on its own).
 */
export function checkSkillRequest(
  req: SkillRequest,
  { availability = true }: { availability?: boolean } = {},
): { skill: Skill; options: Record<string, unknown>; prompt?: string; model?: string; price: number } {
  const skill = getSkillOrThrow(req.slug);
  if (availability) checkSkillAvailable(skill);
  const options = validateOptions(skill, req.options);
  const prompt = req.prompt?.trim() ? req.prompt : undefined;
  const length = prompt ? promptLength(prompt) : 0;
  if (length > PROMPT_MAX_LENGTH) throw new ApiError("prompt_too_long", `The prompt has ${length} characters; at most ${PROMPT_MAX_LENGTH} are allowed.`);
  if (skill.needsPrompt && !prompt) throw new ApiError("prompt_required", `${skill.slug} needs a prompt.`);
  if (!skill.needsPrompt && prompt) throw new ApiError("invalid_request", `${skill.slug} takes no prompt; leave the prompt field out.`);
  const pricing = skill.pricing;
  if (req.model !== undefined && !("models" in pricing && pricing.models.some((m) => m.id === req.model))) {
    const offered = "models" in pricing ? pricing.models.map((m) => m.id).join(", ") : "none";
    throw new ApiError("unknown_model", `Unknown model "${req.model}" for ${skill.slug}. Models: ${offered}.`);
  }
  if (skill.needsReference && !req.reference) throw new ApiError("reference_required", `${skill.slug} needs a reference image: send reference_url or reference_job_id.`);
  if (!skill.needsReference && req.reference) throw new ApiError("invalid_request", `${skill.slug} takes no reference image.`);
  if (takesFile(skill) && !skill.input.optional && !req.source) throw new ApiError("input_required", `${skill.slug} needs a file: send file, url or job_id.`);
  if (!takesFile(skill) && req.source) throw new ApiError("invalid_request", `${skill.slug} takes no file.`);
  const model = "models" in pricing ? (req.model ?? pricing.defaultModel) : undefined;
  return { skill, options, prompt, model, price: priceOf(skill, model) };
}

function checkInputKind(skill: Skill, input: StoredInput, label: string): void {
  if (!(skill.input.kinds as string[]).includes(input.media.kind)) {
    throw new ApiError("unsupported_input", `${skill.slug} takes ${skill.input.kinds.join(" or ")} ${label}, not ${input.media.kind}.`);
  }
}

/**
 * Starts one skill job: checks everything that needs no file, then submits it; its price is charged
 * in the enqueuing transaction (before any provider is called). A refusal leaves no charge and no stored file.
 */
export async function startSkillJob({ account, request }: { account: Account; request: SkillRequest }) {
  // In test mode a paid skill runs its built-in fake (test-fakes.ts): its provider need not be configured.
  const { skill, options, prompt, model, price } = checkSkillRequest(request, { availability: !isTestAccountId(account.id) });
  return submitJob({
    account,
    kind: skillJob,
    cost: { credits: price, label: skill.slug, charge: { note: skill.slug } },
    prepare: async (stage) => {
      const store = async (source: JobSource, label: string) => {
        const stored = await stage(source);
        checkInputKind(skill, stored, label);
        return stored;
      };
      const input = request.source ? await store(request.source, "input") : null;
      const reference = request.reference ? await store(request.reference, "reference") : null;
      if (reference && reference.media.kind !== "image") throw new ApiError("unsupported_input", "The reference must be an image.");
      const params: SkillJobParams = {
        skill: skill.slug,
        options,
        ...(prompt ? { prompt } : {}),
        ...(model ? { model } : {}),
        reference: reference ? { blobKey: reference.blobKey, name: reference.name, mime: reference.mime } : null,
      };
      return { params, input };
    },
  });
}

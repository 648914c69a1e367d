import { eq } from "drizzle-orm";
import { ApiError } from "@/lib/api/errors";
import { createId } from "@/lib/api/ids";
import type { Caller } from "@/lib/api/with-api";
import { chargeCredits } from "@/lib/credits/ledger";
import { accounts, getDb, jobs } from "@/lib/db";
import { announceNewJob, enqueueJob } from "@/lib/jobs/queue";
import { storeJobInput, type JobSource, type StoredInput } from "@/lib/jobs/job-request";
import { blobStore } from "@/lib/storage";
import { getSkillOrThrow } from "./catalogue";
import { priceOf, takesFile, type Skill } from "./define";
import { validateOptions } from "./options";
import { PROMPT_MAX_LENGTH, promptLength } from "./prompt";
import type { SkillJobParams } from "./schema";
import { jobChargeKey } from "./skill-job";

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
 * Runs one skill: checks everything, stores the input, then in one transaction queues the job and
 * charges its price (before any provider is called). A refusal leaves no charge and no stored file.
 */
export async function startSkillRun({ caller, request }: { caller: Caller; request: SkillRequest }) {
  const { skill, options, prompt, model, price } = checkSkillRequest(request);
  const accountId = caller.account.id;
  const db = await getDb();
  // Cheap early refusal so an unaffordable run never uploads anything; the charge below is the real check.
  const [{ credits }] = await db.select({ credits: accounts.credits }).from(accounts).where(eq(accounts.id, accountId));
  if (credits < price) throw new ApiError("insufficient_credits", `${skill.slug} costs ${price} credits; the balance is ${credits}.`);

  const createdBlobs: string[] = [];
  const store = async (source: JobSource, label: string) => {
    const input = await storeJobInput({ accountId, source });
    if (source.kind !== "job") createdBlobs.push(input.blobKey);
    checkInputKind(skill, input, label);
    return input;
  };
  try {
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
    const jobId = createId("job");
    const job = await db.transaction(async (tx) => {
      const row = await enqueueJob(tx, { id: jobId, accountId, kind: "skill", params, input: input ? { blobKey: input.blobKey, name: input.name, mime: input.mime } : null });
      if (price === 0) return row;
      await chargeCredits(tx, { accountId, amount: price, idempotencyKey: jobChargeKey(jobId), jobId, note: skill.slug });
      const [charged] = await tx.update(jobs).set({ creditsCharged: price }).where(eq(jobs.id, jobId)).returning();
      return charged;
    });
    announceNewJob(job.id);
    return job;
  } catch (error) {
    await Promise.all(createdBlobs.map((key) => blobStore().delete(key)));
    throw error;
  }
}

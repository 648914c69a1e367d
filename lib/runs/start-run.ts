import { eq } from "drizzle-orm";
import { ApiError } from "@/lib/api/errors";
import { createId } from "@/lib/api/ids";
import type { Caller } from "@/lib/api/with-api";
import { accounts, getDb, runs, runSteps } from "@/lib/db";
import { announceNewJob, enqueueJob } from "@/lib/jobs/queue";
import { storeJobInput, type JobSource, type StoredInput } from "@/lib/jobs/job-request";
import { getRecipeOrThrow, dropStaleOptions, type DroppedOptions } from "@/lib/recipes/recipes";
import { blobStore } from "@/lib/storage";
import { checkFirstStepAccepts, planLine, type LinePlan } from "./plan";
import type { LineOutput, RunInput, StepInput } from "./schema";

/** What a run step keeps: its validated request and, for swap and try-on, the stored reference. */
export type StepSpec = {
  options: Record<string, unknown>;
  prompt?: string;
  model?: string;
  price: number;
  reference: { blobKey: string; name: string; mime: string } | null;
};

type Line = { steps: StepInput[]; output: LineOutput | undefined; recipeId: string | null; dropped: DroppedOptions | undefined };

async function resolveLine(accountId: string, input: RunInput): Promise<Line> {
  if (input.steps && input.recipe) throw new ApiError("invalid_request", "Send either `steps` or `recipe`, not both.");
  if (input.recipe) {
    const recipe = await getRecipeOrThrow({ accountId, recipeId: input.recipe });
    const { steps, dropped } = dropStaleOptions(recipe.steps);
    return { steps, output: input.output ?? recipe.output ?? undefined, recipeId: recipe.id, dropped };
  }
  if (!input.steps) throw new ApiError("invalid_request", "Send the line as `steps` or name a saved `recipe`.");
  return { steps: input.steps, output: input.output, recipeId: null, dropped: undefined };
}

export function describeQuote(plan: LinePlan) {
  return { steps: plan.steps.map((s) => ({ step: s.position, tool: s.skill.slug, credits: s.price })), total_credits: plan.total };
}

/** Validates a line and quotes it; with `dry_run` that is all that happens. */
export async function quoteLine({ caller, source, input }: { caller: Caller; source: JobSource | null; input: RunInput }) {
  const line = await resolveLine(caller.account.id, input);
  const plan = planLine({ steps: line.steps, output: line.output, hasFile: Boolean(source), checkAvailability: true });
  return { line, plan };
}

/**
 * Starts a line: every check first (all problems at once), then the affordability of the whole
 * line, then the file and references are stored and the run is queued. Nothing is charged here:
 * each step is charged as it starts.
 */
export async function startRun({ caller, source, input }: { caller: Caller; source: JobSource | null; input: RunInput }) {
  const accountId = caller.account.id;
  const { line, plan } = await quoteLine({ caller, source, input });
  const db = await getDb();
  const [{ credits }] = await db.select({ credits: accounts.credits }).from(accounts).where(eq(accounts.id, accountId));
  if (credits < plan.total) throw new ApiError("insufficient_credits", `This line costs ${plan.total} credits; the balance is ${credits}.`);

  const created: string[] = [];
  const store = async (s: JobSource) => {
    const stored = await storeJobInput({ accountId, source: s });
    if (s.kind !== "job") created.push(stored.blobKey);
    return stored;
  };
  try {
    const file = source ? await store(source) : null;
    if (file) checkFirstStepAccepts(plan, file.media.kind);
    const specs: StepSpec[] = [];
    for (const step of plan.steps) {
      const reference = step.reference ? await store(step.reference.url ? { kind: "url", url: step.reference.url } : { kind: "job", jobId: step.reference.jobId! }) : null;
      if (reference && reference.media.kind !== "image") throw new ApiError("unsupported_input", `Step ${step.position}: the reference must be an image.`);
      specs.push({ options: step.options, prompt: step.prompt, model: step.model, price: step.price, reference: reference ? pick(reference) : null });
    }
    const runId = createId("run");
    const job = await db.transaction(async (tx) => {
      const row = await enqueueJob(tx, { id: runId, accountId, kind: "run", params: { total_credits: plan.total }, input: file ? pick(file) : null });
      await tx.insert(runs).values({ id: runId, accountId, recipeId: line.recipeId, output: line.output ?? null });
      await tx.insert(runSteps).values(plan.steps.map((s, i) => ({ id: createId("step"), runId, position: s.position, tool: s.skill.slug, spec: specs[i] as unknown as Record<string, unknown> })));
      return row;
    });
    announceNewJob(job.id);
    return { job, dropped: line.dropped };
  } catch (error) {
    await Promise.all(created.map((key) => blobStore().delete(key)));
    throw error;
  }
}

function pick(stored: StoredInput) {
  return { blobKey: stored.blobKey, name: stored.name, mime: stored.mime };
}

import { isTestAccountId } from "@/lib/core/ids";
import { ApiError } from "@/lib/core/errors";
import { createId } from "@/lib/core/ids";
import type { Account } from "@/lib/domain/accounts/accounts";
import { runs, runSteps, type JobRow, type Tx } from "@/lib/platform/db";
import type { JobSource } from "@/lib/domain/jobs/job-request";
import { submitJob, type StageInput } from "@/lib/domain/jobs/submit";
import { getRecipeOrThrow, dropStaleOptions, type DroppedOptions } from "@/lib/domain/recipes/recipes";
import { checkFirstStepAccepts, planLine, type LinePlan } from "@/lib/domain/lines/plan";
import { runJob, type StepSpec } from "./run-job";
import type { RunInput } from "./schema";
import type { LineOutput, StepInput } from "@/lib/domain/lines/schema";

export type Line = { steps: StepInput[]; output: LineOutput | undefined; recipeId: string | null; dropped: DroppedOptions | undefined };

/** The fields that name a line: inline `steps` or a saved `recipe`, and its final `output`. */
export type LineRequest = Pick<RunInput, "steps" | "recipe" | "output">;

async function resolveLine(accountId: string, input: LineRequest): Promise<Line> {
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

/** Validates a line and quotes it for one input (a file, or none); with `dry_run` that is all that happens. */
export async function quoteLine({ account, hasFile, input }: { account: Account; hasFile: boolean; input: LineRequest }) {
  const line = await resolveLine(account.id, input);
  // In test mode paid steps run built-in fakes (lib/domain/skills/test-fakes.ts): no provider needs to be configured.
  const plan = planLine({ steps: line.steps, output: line.output, hasFile, checkAvailability: !isTestAccountId(account.id) });
  return { line, plan };
}

/**
 * Stores each step's reference once and answers the specs the run steps keep (validated options,
 * prompt, model, price, stored reference).
 */
export async function stageStepSpecs(plan: LinePlan, stage: StageInput): Promise<StepSpec[]> {
  const specs: StepSpec[] = [];
  for (const step of plan.steps) {
    const reference = step.reference ? await stage(step.reference.url ? { kind: "url", url: step.reference.url } : { kind: "job", jobId: step.reference.jobId! }) : null;
    if (reference && reference.media.kind !== "image") throw new ApiError("unsupported_input", `Step ${step.position + 1}: the reference must be an image.`);
    specs.push({ options: step.options, prompt: step.prompt, model: step.model, price: step.price, reference: reference ? { blobKey: reference.blobKey, name: reference.name, mime: reference.mime } : null });
  }
  return specs;
}

/** A line ready to run: its steps' tools and specs, the final output format and the recipe it came from. */
export type ReadyLine = { recipeId: string | null; output: LineOutput | null; steps: { tool: string; spec: StepSpec }[] };

/** Writes the `runs` rows and steps of runs just inserted as jobs, in the enqueuing transaction. */
export async function recordRuns(tx: Tx, queued: Pick<JobRow, "id" | "accountId">[], line: ReadyLine): Promise<void> {
  if (queued.length === 0) return;
  await tx.insert(runs).values(queued.map((run) => ({ id: run.id, accountId: run.accountId, recipeId: line.recipeId, output: line.output })));
  await tx.insert(runSteps).values(queued.flatMap((run) => line.steps.map((step, position) => ({ id: createId("step"), runId: run.id, position, tool: step.tool, spec: step.spec }))));
}

/** The line as the runs keep it. */
export function readyLine(line: Line, plan: LinePlan, specs: StepSpec[]): ReadyLine {
  return { recipeId: line.recipeId, output: line.output ?? null, steps: plan.steps.map((step, i) => ({ tool: step.skill.slug, spec: specs[i] })) };
}

/**
 * Starts a line: every check first (all problems at once), then the affordability of the whole
 * line, then the file and references are stored and the run is queued with its steps. Nothing is
 * charged here: each step is charged as it starts.
 */
export async function startRun({ account, source, input }: { account: Account; source: JobSource | null; input: RunInput }) {
  const { line, plan } = await quoteLine({ account, hasFile: source !== null, input });
  const job = await submitJob({
    account,
    kind: runJob,
    cost: { credits: plan.total, label: "This line" },
    prepare: async (stage) => {
      const file = source ? await stage(source) : null;
      if (file) checkFirstStepAccepts(plan, file.media.kind);
      const specs = await stageStepSpecs(plan, stage);
      return {
        params: { total_credits: plan.total },
        input: file,
        record: (tx, run) => recordRuns(tx, [{ id: run.id, accountId: run.accountId }], readyLine(line, plan, specs)),
      };
    },
  });
  return { job, dropped: line.dropped };
}

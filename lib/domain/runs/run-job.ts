import { runSkillFor } from "@/lib/domain/skills/test-fakes";
import fs from "node:fs/promises";
import path from "node:path";
import { and, asc, eq, sql } from "drizzle-orm";
import { ApiError, isApiError } from "@/lib/core/errors";
import { z } from "zod";
import { chargeJob, refundJob } from "@/lib/domain/jobs/charges";
import { getDb, jobs, runs, runSteps, type Tx } from "@/lib/platform/db";
import { storeJobInput } from "@/lib/domain/jobs/job-request";
import { storageReservationsFor } from "@/lib/domain/jobs/storage-quota";
import { checkFirstToolAccepts } from "@/lib/domain/lines/plan";
import { defineJobKind, type JobContext, type JobInputFile, type JobOutcome } from "@/lib/domain/jobs/job-kind";
import { storeOutputFile } from "@/lib/domain/jobs/outputs";
import { isTransient, markTransient } from "@/lib/platform/transient";
import { userFacingMessage } from "@/lib/core/redact";
import type { JobRow } from "@/lib/platform/db";
import { convertImage } from "@/lib/platform/media/convert-image";
import { convertVideo } from "@/lib/platform/media/convert-video";
import { sniffFile, type VideoFormat } from "@/lib/platform/media/sniff";
import { getSkillOrThrow } from "@/lib/domain/skills/catalogue";
import { StoredFileRef } from "@/lib/domain/skills/skill-job";
import { blobStore } from "@/lib/platform/storage";
import { TARGET_MIME, type ImageTarget, type VideoTarget } from "@/lib/domain/convert/schema";
import { log } from "@/lib/core/log";

export type RunStepRow = typeof runSteps.$inferSelect;

/** What a run step keeps: its validated request and, for swap and try-on, the stored reference. */
export const StepSpec = z.object({
  options: z.record(z.string(), z.unknown()),
  prompt: z.string().optional(),
  model: z.string().optional(),
  price: z.number().int(),
  reference: StoredFileRef.nullable(),
});
export type StepSpec = z.infer<typeof StepSpec>;

/** A step's spec read with its schema; a step this version cannot read fails its run with an internal error. */
export function readStepSpec(step: Pick<RunStepRow, "runId" | "position" | "spec">): StepSpec {
  const parsed = StepSpec.safeParse(step.spec);
  if (parsed.success) return parsed.data;
  log().error({ run_id: step.runId, step: step.position, issues: parsed.error.issues }, "run step spec refused by its schema");
  throw new ApiError("internal_error", `Step ${step.position + 1} of run ${step.runId} carries a spec this version cannot read.`);
}

/** Each attempt of a step has its own charge; a retried attempt (worker died mid-step) reuses it. */
function stepChargeKey(step: RunStepRow, attempt: number): string {
  return `run:${step.runId}:${step.position}:${attempt}`;
}

async function loadSteps(runId: string): Promise<RunStepRow[]> {
  const db = await getDb();
  return db.select().from(runSteps).where(eq(runSteps.runId, runId)).orderBy(asc(runSteps.position));
}

async function stepFile(step: RunStepRow, workDir: string): Promise<JobInputFile> {
  return { path: await blobStore().localPath(step.outputBlobKey!, workDir), name: step.outputName!, mime: step.outputMime! };
}

/** Every write of a run's attempt goes through the attempt's fence: a stale attempt's is refused. */
type Fence = JobContext<unknown>["fence"];

/** Charges the step as it starts; an unaffordable step fails the run with nothing charged. */
async function beginStep(run: JobRow, step: RunStepRow, fence: Fence): Promise<number> {
  const spec = readStepSpec(step);
  const interrupted = step.status === "running";
  const attempt = interrupted ? step.attempt : step.attempt + 1;
  const db = await getDb();
  await db.transaction(async (tx) => {
    await fence(tx);
    // An interrupted attempt's key was charged already: charging it again takes nothing.
    await chargeJob(tx, { job: run, amount: spec.price, key: stepChargeKey(step, attempt), note: `${step.tool} (step ${step.position + 1})` });
    await tx
      .update(runSteps)
      .set({ status: "running", attempt, creditsCharged: spec.price, refunded: false, errorCode: null, errorMessage: null, startedAt: sql`now()`, completedAt: null })
      .where(eq(runSteps.id, step.id));
  });
  return attempt;
}

/** Gives back a step's charge once and records how the step ended. */
async function refundStep(tx: Tx, step: RunStepRow, status: "failed" | "canceled", error?: ApiError): Promise<void> {
  if (step.creditsCharged > 0 && !step.refunded) await refundJob(tx, { jobId: step.runId, key: stepChargeKey(step, step.attempt) });
  await tx
    .update(runSteps)
    .set({ status, refunded: step.creditsCharged > 0, completedAt: sql`now()`, ...(error ? { errorCode: error.code, errorMessage: userFacingMessage(error) } : {}) })
    .where(eq(runSteps.id, step.id));
}

type StepWork = { run: JobRow; step: RunStepRow; input: JobInputFile | null; workDir: string; signal: AbortSignal; fence: Fence };

async function runStep({ run, step, input, workDir, signal, fence }: StepWork) {
  const spec = readStepSpec(step);
  const skill = getSkillOrThrow(step.tool);
  const stepDir = path.join(workDir, `step-${step.position}`);
  await fs.mkdir(stepDir, { recursive: true });
  const reference = spec.reference ? { path: await blobStore().localPath(spec.reference.blobKey, stepDir), name: spec.reference.name, mime: spec.reference.mime } : null;
  const result = await runSkillFor(run.accountId, skill, spec.price, { input, reference, options: spec.options, prompt: spec.prompt, model: spec.model, workDir: stepDir, signal, reportProgress: () => {} });
  let output = {};
  if (result.file) {
    const file = await storeOutputFile({
      path: result.file.path,
      naming: { from: run.inputName, fallback: "run", suffix: `-${step.position}-${step.tool}`, extension: result.file.extension },
      mime: result.file.mime,
      width: result.file.width,
      height: result.file.height,
      durationSeconds: result.file.durationSeconds,
    });
    output = {
      outputBlobKey: file.blobKey,
      outputName: file.name,
      outputMime: file.mime,
      outputSizeBytes: file.sizeBytes,
      outputWidth: file.width,
      outputHeight: file.height,
      outputDurationSeconds: file.durationSeconds,
    };
  }
  const inline = { ...(result.text !== undefined ? { text: result.text } : {}), ...(result.data !== undefined ? { data: result.data } : {}) };
  const db = await getDb();
  const [done] = await db.transaction(async (tx) => {
    await fence(tx);
    return tx
      .update(runSteps)
      .set({ status: "complete", result: inline, completedAt: sql`now()`, ...output })
      .where(and(eq(runSteps.id, step.id), eq(runSteps.status, "running")))
      .returning();
  });
  if (!done) throw new ApiError("conflict", "The run was canceled.");
  return done;
}

/** Names the step a run failed at, in the transaction that records the failure. */
async function recordFailedStep(tx: Tx, runId: string, position: number): Promise<void> {
  await tx.update(runs).set({ failedStep: position }).where(eq(runs.id, runId));
}

/**
 * Charges and runs one step; any failure, the charge's own included (402 mid-run), marks that step
 * failed, refunds what it was charged and names it on the run. A step canceled meanwhile stays so.
 * A transient failure leaves the step running with its charge: the job is retried, and the next
 * attempt goes on with the same charge (and the prediction it paid for), or `onFailed` refunds it.
 */
async function attemptStep({ run, step, input, workDir, signal, fence }: StepWork) {
  try {
    await beginStep(run, step, fence);
    const started = (await loadSteps(run.id)).find((s) => s.id === step.id)!;
    return await runStep({ run, step: started, input, workDir, signal, fence });
  } catch (error) {
    const apiError = isApiError(error) ? error : new ApiError("internal_error", "The step failed unexpectedly.");
    if (!isApiError(error)) log().error({ err: error, run_id: run.id, step: step.position }, `run ${run.id} step ${step.position} failed`);
    const stepError = new ApiError(apiError.code, `Step ${step.position + 1} (${step.tool}) failed: ${apiError.message}`);
    if (!signal.aborted && isTransient(error)) throw markTransient(stepError);
    const db = await getDb();
    await db.transaction(async (tx) => {
      await fence(tx);
      const [current] = await tx.select().from(runSteps).where(eq(runSteps.id, step.id)).for("update");
      if (current.status === "canceled") return;
      await refundStep(tx, current, "failed", apiError);
      await recordFailedStep(tx, run.id, step.position);
    });
    throw stepError;
  }
}

/** The line's final file: the last file a step produced, re-encoded when the line asks for an `output` format. */
async function finalOutputs(run: JobRow, last: RunStepRow, workDir: string, signal: AbortSignal): Promise<JobOutcome["outputs"]> {
  const db = await getDb();
  const [line] = await db.select({ output: runs.output }).from(runs).where(eq(runs.id, run.id));
  const base = { name: last.outputName!, mime: last.outputMime!, sizeBytes: last.outputSizeBytes!, width: last.outputWidth, height: last.outputHeight, durationSeconds: last.outputDurationSeconds };
  if (!line?.output) return [{ blobKey: last.outputBlobKey!, ...base }];
  const format = line.output.format as ImageTarget | VideoTarget;
  // Already in the asked format and no quality asked: encoding again would only lose quality and time.
  if (line.output.quality === undefined && last.outputMime === TARGET_MIME[format]) return [{ blobKey: last.outputBlobKey!, ...base }];
  const inputPath = await blobStore().localPath(last.outputBlobKey!, workDir);
  const outputPath = path.join(workDir, `final.${format}`);
  const converted: { width: number; height: number; mime: string; durationSeconds?: number } = last.outputMime!.startsWith("image/")
    ? await convertImage({ inputPath, outputPath, format: format as ImageTarget, quality: line.output.quality })
    : await convertVideo({ inputPath, inputFormat: ((await sniffFile(inputPath))?.format ?? "mp4") as VideoFormat, outputPath, format: format as VideoTarget, quality: line.output.quality, signal });
  return [
    await storeOutputFile({
      path: outputPath,
      naming: { from: base.name, fallback: "output", extension: format },
      mime: converted.mime,
      width: converted.width,
      height: converted.height,
      durationSeconds: converted.durationSeconds,
    }),
  ];
}

/**
 * What a run's job row carries; the steps themselves are `run_steps` rows. `source_url`: a batch
 * item given as a URL, fetched by the run itself as it starts (a batch's request never waits for
 * hundreds of downloads).
 */
const RunParams = z.object({ total_credits: z.number().int(), source_url: z.string().optional() });

/**
 * Fetches a run's `source_url` into storage (within the account's byte quota), checks that the first
 * step takes it, and records it as the run's input, fenced; nothing is charged before this. A retried
 * attempt finds the input recorded and does not fetch again.
 */
async function fetchSource(run: JobRow, url: string, first: RunStepRow | undefined, fence: Fence): Promise<JobRow> {
  // Reserved in the quota until the transaction in which the run's row counts the input, or the fetch fails.
  const reservations = storageReservationsFor(run.accountId);
  try {
    const stored = await storeJobInput({ accountId: run.accountId, source: { kind: "url", url }, admit: reservations.admit });
    try {
      if (first) checkFirstToolAccepts(getSkillOrThrow(first.tool), stored.media.kind);
      const input = { inputBlobKey: stored.blobKey, inputName: stored.name, inputMime: stored.mime, inputSizeBytes: stored.sizeBytes };
      await (await getDb()).transaction(async (tx) => {
        await fence(tx);
        await tx.update(jobs).set(input).where(eq(jobs.id, run.id));
        await reservations.handOver(tx);
      });
      return { ...run, ...input };
    } catch (error) {
      await blobStore().delete(stored.blobKey);
      throw error;
    }
  } finally {
    await reservations.release();
  }
}

export const runJob = defineJobKind({
  kind: "run",
  title: "A line",
  params: RunParams,
  idPrefix: "run",
  // Lines exist mostly to chain provider skills, which wait minutes on the network: in cpu they would hold conversions' slots.
  lane: "io",
  async handle({ job: claimed, params, input, workDir, signal, reportProgress, fence }) {
    const steps = await loadSteps(claimed.id);
    const job = !input && params.source_url ? await fetchSource(claimed, params.source_url, steps[0], fence) : claimed;
    let current = job === claimed ? input : { path: await blobStore().localPath(job.inputBlobKey!, workDir), name: job.inputName!, mime: job.inputMime! };
    let last: RunStepRow | undefined;
    let lastFile: RunStepRow | undefined;
    for (const step of steps) {
      last = step.status === "complete" ? step : await attemptStep({ run: job, step, input: current, workDir, signal, fence });
      if (last.outputBlobKey) {
        current = await stepFile(last, workDir);
        lastFile = last;
      }
      reportProgress((step.position + 1) / (steps.length + 1));
    }
    if (!last) return {};
    const result = (last.result ?? {}) as Record<string, unknown>;
    if (!lastFile) return { outputs: [], result };
    try {
      return { outputs: await finalOutputs(job, lastFile, workDir, signal), result };
    } catch (error) {
      // The `output` encode comes after the last step, so it is named by the step count; a canceled run names none.
      if (!signal.aborted)
        await (await getDb()).transaction(async (tx) => {
          await fence(tx);
          await recordFailedStep(tx, job.id, steps.length);
        });
      throw error;
    }
  },
  // Cancellation, or a run whose worker kept dying, refunds every step that was charged but not finished.
  onFailed: async (tx, job) => {
    const open = await tx.select().from(runSteps).where(and(eq(runSteps.runId, job.id), eq(runSteps.status, "running")));
    for (const step of open) await refundStep(tx, step, job.status === "canceled" ? "canceled" : "failed");
    if (job.status === "failed" && open[0]) await recordFailedStep(tx, job.id, open[0].position);
  },
});

import fs from "node:fs/promises";
import path from "node:path";
import { and, asc, eq, sql } from "drizzle-orm";
import { ApiError } from "@/lib/api/errors";
import { userFacingMessage } from "@/lib/api/redact";
import { chargeCredits, refundCharge } from "@/lib/credits/ledger";
import { getDb, jobs, runs, runSteps, type Tx } from "@/lib/db";
import { defineJobKind, type JobInputFile, type JobOutcome } from "@/lib/jobs/registry";
import type { JobRow } from "@/lib/jobs/queue";
import { convertImage } from "@/lib/media/convert-image";
import { convertVideo } from "@/lib/media/convert-video";
import { sniffFile, type VideoFormat } from "@/lib/media/sniff";
import { getSkillOrThrow } from "@/lib/skills/catalogue";
import { blobStore, newBlobKey } from "@/lib/storage";
import { TARGET_MIME, type ImageTarget, type VideoTarget } from "@/lib/convert/schema";
import type { StepSpec } from "./start-run";

export type RunStepRow = typeof runSteps.$inferSelect;

/** Each attempt of a step has its own charge; a retried attempt (worker died mid-step) reuses it. */
function stepChargeKey(step: RunStepRow, attempt: number): string {
  return `run:${step.runId}:${step.position}:${attempt}`;
}

async function loadSteps(runId: string): Promise<RunStepRow[]> {
  const db = await getDb();
  return db.select().from(runSteps).where(eq(runSteps.runId, runId)).orderBy(asc(runSteps.position));
}

async function stepFile(step: RunStepRow): Promise<JobInputFile> {
  return { path: await blobStore().localPath(step.outputBlobKey!), name: step.outputName!, mime: step.outputMime! };
}

/** Charges the step as it starts; an unaffordable step fails the run with nothing charged. */
async function beginStep(run: JobRow, step: RunStepRow): Promise<number> {
  const spec = step.spec as unknown as StepSpec;
  const interrupted = step.status === "running";
  const attempt = interrupted ? step.attempt : step.attempt + 1;
  const db = await getDb();
  await db.transaction(async (tx) => {
    if (spec.price > 0 && !(interrupted && step.creditsCharged > 0)) {
      await chargeCredits(tx, { accountId: run.accountId, amount: spec.price, idempotencyKey: stepChargeKey(step, attempt), runId: run.id, note: `${step.tool} (step ${step.position})` });
      await tx.update(jobs).set({ creditsCharged: sql`${jobs.creditsCharged} + ${spec.price}` }).where(eq(jobs.id, run.id));
    }
    await tx
      .update(runSteps)
      .set({ status: "running", attempt, creditsCharged: spec.price, refunded: false, errorCode: null, errorMessage: null, startedAt: sql`now()`, completedAt: null })
      .where(eq(runSteps.id, step.id));
  });
  return attempt;
}

/** Gives back a step's charge once and records how the step ended. */
async function refundStep(tx: Tx, step: RunStepRow, status: "failed" | "canceled", error?: ApiError): Promise<void> {
  if (step.creditsCharged > 0 && !step.refunded) {
    const refunded = await refundCharge(tx, { chargeKey: stepChargeKey(step, step.attempt) });
    if (refunded > 0) await tx.update(jobs).set({ creditsCharged: sql`${jobs.creditsCharged} - ${refunded}` }).where(eq(jobs.id, step.runId));
  }
  await tx
    .update(runSteps)
    .set({ status, refunded: step.creditsCharged > 0, completedAt: sql`now()`, ...(error ? { errorCode: error.code, errorMessage: userFacingMessage(error) } : {}) })
    .where(eq(runSteps.id, step.id));
}

async function runStep({ run, step, input, workDir, signal }: { run: JobRow; step: RunStepRow; input: JobInputFile | null; workDir: string; signal: AbortSignal }) {
  const spec = step.spec as unknown as StepSpec;
  const skill = getSkillOrThrow(step.tool);
  const stepDir = path.join(workDir, `step-${step.position}`);
  await fs.mkdir(stepDir, { recursive: true });
  const reference = spec.reference ? { path: await blobStore().localPath(spec.reference.blobKey), name: spec.reference.name, mime: spec.reference.mime } : null;
  const result = await skill.run({ input, reference, options: spec.options, prompt: spec.prompt, model: spec.model, workDir: stepDir, signal, reportProgress: () => {} });
  let output = {};
  if (result.file) {
    const blobKey = newBlobKey("output");
    const { sizeBytes } = await blobStore().putFile(blobKey, result.file.path);
    const base = run.inputName ? path.basename(run.inputName, path.extname(run.inputName)).slice(0, 80) : "run";
    output = {
      outputBlobKey: blobKey,
      outputName: `${base}-${step.position}-${step.tool}.${result.file.extension}`,
      outputMime: result.file.mime,
      outputSizeBytes: sizeBytes,
      outputWidth: result.file.width ?? null,
      outputHeight: result.file.height ?? null,
      outputDurationSeconds: result.file.durationSeconds ?? null,
    };
  }
  const inline = { ...(result.text !== undefined ? { text: result.text } : {}), ...(result.data !== undefined ? { data: result.data } : {}) };
  const db = await getDb();
  const [done] = await db
    .update(runSteps)
    .set({ status: "complete", result: inline, completedAt: sql`now()`, ...output })
    .where(and(eq(runSteps.id, step.id), eq(runSteps.status, "running")))
    .returning();
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
 */
async function attemptStep({ run, step, input, workDir, signal }: { run: JobRow; step: RunStepRow; input: JobInputFile | null; workDir: string; signal: AbortSignal }) {
  try {
    await beginStep(run, step);
    const started = (await loadSteps(run.id)).find((s) => s.id === step.id)!;
    return await runStep({ run, step: started, input, workDir, signal });
  } catch (error) {
    const apiError = error instanceof ApiError ? error : new ApiError("internal_error", "The step failed unexpectedly.");
    if (!(error instanceof ApiError)) console.error(`[darkroom] run ${run.id} step ${step.position} failed`, error);
    const db = await getDb();
    await db.transaction(async (tx) => {
      const [current] = await tx.select().from(runSteps).where(eq(runSteps.id, step.id)).for("update");
      if (current.status === "canceled") return;
      await refundStep(tx, current, "failed", apiError);
      await recordFailedStep(tx, run.id, step.position);
    });
    throw new ApiError(apiError.code, `Step ${step.position} (${step.tool}) failed: ${apiError.message}`);
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
  const inputPath = await blobStore().localPath(last.outputBlobKey!);
  const outputPath = path.join(workDir, `final.${format}`);
  const converted: { width: number; height: number; mime: string; durationSeconds?: number } = last.outputMime!.startsWith("image/")
    ? await convertImage({ inputPath, outputPath, format: format as ImageTarget, quality: line.output.quality })
    : await convertVideo({ inputPath, inputFormat: ((await sniffFile(inputPath))?.format ?? "mp4") as VideoFormat, outputPath, format: format as VideoTarget, quality: line.output.quality, signal });
  const blobKey = newBlobKey("output");
  const { sizeBytes } = await blobStore().putFile(blobKey, outputPath);
  const name = `${path.basename(base.name, path.extname(base.name))}.${format === "jpeg" ? "jpg" : format}`;
  return [{ blobKey, name, mime: converted.mime, sizeBytes, width: converted.width, height: converted.height, durationSeconds: converted.durationSeconds ?? null }];
}

export const runJob = defineJobKind({
  kind: "run",
  async handle({ job, input, workDir, signal, reportProgress }) {
    const steps = await loadSteps(job.id);
    let current = input;
    let last: RunStepRow | undefined;
    let lastFile: RunStepRow | undefined;
    for (const step of steps) {
      last = step.status === "complete" ? step : await attemptStep({ run: job, step, input: current, workDir, signal });
      if (last.outputBlobKey) {
        current = await stepFile(last);
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
      if (!signal.aborted) await (await getDb()).transaction((tx) => recordFailedStep(tx, job.id, steps.length));
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

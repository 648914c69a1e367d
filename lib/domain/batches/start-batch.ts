import { eq } from "drizzle-orm";
import { ApiError, isApiError } from "@/lib/core/errors";
import { createId } from "@/lib/core/ids";
import { currentRequestId } from "@/lib/core/log";
import type { Account } from "@/lib/domain/accounts/accounts";
import type { JobSource, StoredInput } from "@/lib/domain/jobs/job-request";
import { announceNewJobs } from "@/lib/domain/jobs/queue";
import { checkOpenJobs, withStagedInputs } from "@/lib/domain/jobs/submit";
import { checkFirstStepAccepts } from "@/lib/domain/lines/plan";
import { quoteLine, readyLine, recordRuns, stageStepSpecs } from "@/lib/domain/runs/start-run";
import { runJob } from "@/lib/domain/runs/run-job";
import { env } from "@/lib/platform/config/env";
import { accounts, batches, getDb, jobs, type BatchItemSource } from "@/lib/platform/db";
import { jobTransitions } from "@/lib/platform/metrics/job-transitions";
import type { BatchInput } from "./schema";

/** An uploaded file of a batch's multipart request, already on disk. */
export type BatchFile = { path: string; name: string; sizeBytes: number };

/**
 * Starts a batch: one line over many inputs, each item a run of its own. Everything is checked
 * before anything is stored: the line (refused whole, as for one run), the number of inputs, the
 * plan's open-job ceiling (a batch counts as one job: lib/domain/jobs/queue.ts openJobsSql) and the balance against the quote for every
 * item. Then the references and the uploaded or reused inputs are stored (each checked against the
 * first step), and one transaction checks the ceiling and the balance again and queues every item.
 * Nothing is charged here: each item's steps are charged as they start, under their run's keys. A URL
 * input is fetched by its own run as it starts, so a fetch that fails fails that item alone.
 */
export async function startBatch({ account, input, files }: { account: Account; input: BatchInput; files: BatchFile[] }) {
  const sources: JobSource[] = [
    ...files.map((file): JobSource => ({ kind: "file", ...file })),
    ...(input.inputs ?? []).map((item): JobSource => ("job_id" in item ? { kind: "job", jobId: item.job_id } : { kind: "url", url: item.url })),
  ];
  const maxItems = env().BATCH_MAX_ITEMS;
  if (sources.length === 0) throw new ApiError("input_required", "Send the batch's inputs: `inputs` (each { \"job_id\" } or { \"url\" }) or multipart `file` parts.");
  if (sources.length > maxItems) throw new ApiError("invalid_request", `A batch takes at most ${maxItems} inputs (BATCH_MAX_ITEMS); this one has ${sources.length}.`);
  const { line, plan } = await quoteLine({ account, hasFile: true, input });
  const quote = plan.total * sources.length;
  const refuseUnaffordable = (balance: number) => {
    if (balance < quote) throw new ApiError("insufficient_credits", `This batch of ${sources.length} items costs ${quote} credits (${plan.total} per item); the balance is ${balance}.`);
  };
  const db = await getDb();
  // Early, so a refused batch stores nothing; both again where the items are queued.
  await checkOpenJobs(db, account);
  refuseUnaffordable(account.credits);
  const lane = runJob.laneOf({ total_credits: plan.total });
  const { batch, runs } = await withStagedInputs(account.id, async (stage, staged) => {
    const specs = await stageStepSpecs(plan, stage);
    const items: { position: number; source: BatchItemSource; input: StoredInput | null; stagedBytes: number | null }[] = [];
    for (const [position, source] of sources.entries()) {
      if (source.kind === "url") {
        items.push({ position, source: { url: source.url }, input: null, stagedBytes: null });
        continue;
      }
      const stored = await atItem(position, async () => {
        const file = await stage(source);
        checkFirstStepAccepts(plan, file.media.kind);
        return file;
      });
      const given: BatchItemSource = source.kind === "file" ? { file: source.name } : { job_id: source.jobId };
      items.push({ position, source: given, input: stored, stagedBytes: source.kind === "file" ? stored.sizeBytes : null });
    }
    const ready = readyLine(line, plan, specs);
    return db.transaction(async (tx) => {
      const [payer] = await tx.select({ credits: accounts.credits }).from(accounts).where(eq(accounts.id, account.id)).for("update");
      await checkOpenJobs(tx, account);
      refuseUnaffordable(payer.credits);
      await staged.handOver(tx);
      const [batch] = await tx
        .insert(batches)
        .values({
          id: createId("batch"),
          accountId: account.id,
          recipeId: line.recipeId,
          line: { tools: ready.steps.map((s) => s.tool), output: ready.output },
          inputs: items.map((item) => item.source),
          itemCount: items.length,
          quotedCredits: quote,
        })
        .returning();
      const requestId = currentRequestId();
      const runs = await tx
        .insert(jobs)
        .values(
          items.map((item) => ({
            id: createId(runJob.idPrefix),
            accountId: account.id,
            kind: runJob.kind,
            lane,
            status: "queued" as const,
            params: { total_credits: plan.total, ...("url" in item.source ? { source_url: item.source.url } : {}) },
            inputBlobKey: item.input?.blobKey ?? null,
            inputName: item.input?.name ?? null,
            inputMime: item.input?.mime ?? null,
            inputSizeBytes: item.stagedBytes,
            requestId,
            batchId: batch.id,
            batchPosition: item.position,
          })),
        )
        .returning();
      await recordRuns(tx, runs, ready);
      return { batch, runs };
    });
  });
  for (const run of runs) jobTransitions.queued(run);
  await announceNewJobs(runs.map((run) => run.id), lane);
  return { batch, dropped: line.dropped };
}

/** Names the input a refusal is about: the batch is refused whole, but the caller must know which input to fix. */
async function atItem<T>(position: number, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isApiError(error)) throw error;
    const message = `Input ${position}: ${error.message}`;
    throw new ApiError(error.code, message, { status: error.status, headers: error.headers, details: (error.details ?? [{ code: error.code, message: error.message }]).map((d) => ({ ...d, message: `Input ${position}: ${d.message}` })) });
  }
}

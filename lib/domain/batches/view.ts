import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { ApiError } from "@/lib/core/errors";
import { isExpired } from "@/lib/domain/jobs/expiry";
import { describeOutput } from "@/lib/domain/jobs/view";
import { batches, creditLedger, getDb, jobOutputs, jobs, type BatchItemSource } from "@/lib/platform/db";
import { signPathUrl } from "@/lib/platform/links/signing";
import type { BatchStatus, BatchView } from "./schema";

export type BatchRow = typeof batches.$inferSelect;

/** Loads a batch of the account; another account's batch is a 404. */
export async function getBatchOrThrow({ accountId, batchId }: { accountId: string; batchId: string }): Promise<BatchRow> {
  const db = await getDb();
  const [row] = await db.select().from(batches).where(and(eq(batches.id, batchId), eq(batches.accountId, accountId)));
  if (!row) throw new ApiError("not_found", `No batch ${batchId}.`);
  return row;
}

/** A batch by id alone, for a signed link (which names it and nothing else); null when there is none. */
export async function findBatch(batchId: string): Promise<BatchRow | null> {
  const db = await getDb();
  const [row] = await db.select().from(batches).where(eq(batches.id, batchId));
  return row ?? null;
}

/** The path of a batch's archive; its signed link works without a key. */
export function archivePath(batchId: string): string {
  return `/api/v1/batches/${encodeURIComponent(batchId)}/archive`;
}

/**
 * The public shape of a batch: its status and counts, every item (its input, run, state, outputs
 * with fresh signed links, error), what it cost, and once it has ended a signed link to its archive.
 * Three statements whatever the size: the runs, their outputs, their refunds.
 */
export async function describeBatch(batch: BatchRow, baseUrl: string): Promise<BatchView> {
  const db = await getDb();
  const runs = await db
    .select({
      id: jobs.id,
      status: jobs.status,
      position: jobs.batchPosition,
      inputName: jobs.inputName,
      errorCode: jobs.errorCode,
      errorMessage: jobs.errorMessage,
      creditsCharged: jobs.creditsCharged,
      completedAt: jobs.completedAt,
      expiredAt: jobs.expiredAt,
    })
    .from(jobs)
    .where(eq(jobs.batchId, batch.id))
    .orderBy(asc(jobs.batchPosition));
  const ids = runs.map((run) => run.id);
  const outputs = ids.length ? await db.select().from(jobOutputs).where(inArray(jobOutputs.jobId, ids)).orderBy(asc(jobOutputs.jobId), asc(jobOutputs.position)) : [];
  const [refunds] = await db
    .select({ total: sql<number>`coalesce(sum(${creditLedger.amount}), 0)::int` })
    .from(creditLedger)
    .where(and(eq(creditLedger.accountId, batch.accountId), eq(creditLedger.reason, "refund"), sql`${creditLedger.runId} IN (SELECT id FROM jobs WHERE batch_id = ${batch.id})`));
  const outputsOf = new Map<string, typeof outputs>();
  for (const output of outputs) outputsOf.set(output.jobId, [...(outputsOf.get(output.jobId) ?? []), output]);
  const counts = { queued: 0, running: 0, complete: 0, failed: 0 };
  for (const run of runs) counts[run.status === "canceled" ? "failed" : run.status]++;
  const ended = batch.completedAt !== null;
  const archive = ended ? signPathUrl({ baseUrl, path: archivePath(batch.id) }) : null;
  return {
    id: batch.id,
    status: statusOf(batch, counts),
    recipe_id: batch.recipeId,
    tools: batch.line.tools,
    output_format: batch.line.output,
    item_count: batch.itemCount,
    counts,
    items: runs.map((run) => ({
      input: describeInput(batch.inputs[run.position ?? 0], run.inputName),
      run_id: run.id,
      status: run.status,
      outputs: (outputsOf.get(run.id) ?? []).map((output) => describeOutput(output, baseUrl, { expired: isExpired(run) })),
      error: run.errorCode ? { code: run.errorCode, message: run.errorMessage ?? "" } : null,
    })),
    quoted_credits: batch.quotedCredits,
    credits_charged: runs.reduce((sum, run) => sum + run.creditsCharged, 0),
    credits_refunded: refunds?.total ?? 0,
    created_at: batch.createdAt.toISOString(),
    completed_at: batch.completedAt?.toISOString() ?? null,
    poll_url: `${baseUrl}/api/v1/batches/${batch.id}`,
    archive_url: archive?.url ?? null,
    archive_expires_at: archive?.expiresAt ?? null,
  };
}

/** Ended: what was recorded when its last item ended; before that, running once any item has left the queue. */
function statusOf(batch: BatchRow, counts: Record<"queued" | "running" | "complete" | "failed", number>): BatchStatus {
  if (batch.status) return batch.status;
  return counts.running + counts.complete + counts.failed > 0 ? "running" : "queued";
}

function describeInput(given: BatchItemSource | undefined, storedName: string | null) {
  return { name: storedName, ...given };
}

import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { cancelJob } from "@/lib/domain/jobs/cancel";
import { batches, getDb, jobs } from "@/lib/platform/db";
import { getBatchOrThrow, type BatchRow } from "./view";

/**
 * Cancels a batch: marked first (so it ends as `canceled`), then each open item is canceled as a run
 * is, refunding what its steps were charged; the last one to end ends the batch (settleBatch). An
 * item a worker finishes meanwhile keeps its output. A batch that has ended is answered as it is.
 */
export async function cancelBatch({ accountId, batchId }: { accountId: string; batchId: string }): Promise<BatchRow> {
  const batch = await getBatchOrThrow({ accountId, batchId });
  if (batch.completedAt) return batch;
  const db = await getDb();
  await db.update(batches).set({ canceledAt: sql`now()` }).where(and(eq(batches.id, batchId), isNull(batches.canceledAt)));
  // Queued items first, so few are claimed (and charged, then refunded) while the others are canceled.
  const open = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.batchId, batchId), inArray(jobs.status, ["queued", "running"])))
    .orderBy(sql`${jobs.status} = 'running'`, jobs.batchPosition);
  for (const run of open) await cancelJob({ accountId, jobId: run.id });
  return getBatchOrThrow({ accountId, batchId });
}

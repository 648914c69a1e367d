import { eq, type SQL, sql } from "drizzle-orm";
import { batches, queryRows, type JobRow, type Tx } from "@/lib/platform/db";
import { announceDeliveries, recordWebhookEvent } from "@/lib/domain/webhooks/outbox";

/** Only the end of a batch's item can end a batch. */
export function batchEndWanted(job: Pick<JobRow, "batchId">): SQL {
  return job.batchId ? sql`true` : sql`false`;
}

/**
 * Runs in the transaction that ends one of a batch's items (complete, failed or canceled): when it
 * was the last one open, the batch ends here, once, with its final status, and `batch.completed`
 * goes to the outbox with it (not for a batch the account canceled, as for a canceled run). The
 * batch row is locked first, so of two items ending at once the later one counts the earlier as ended.
 */
export async function settleBatch(tx: Tx, job: JobRow): Promise<(() => void) | void> {
  if (!job.batchId) return;
  const [batch] = await tx.select().from(batches).where(eq(batches.id, job.batchId)).for("update");
  if (!batch || batch.completedAt) return;
  const [tally] = await queryRows<{ open: number; complete: number; total: number }>(
    tx,
    sql`SELECT count(*) FILTER (WHERE status IN ('queued', 'running'))::int AS open, count(*) FILTER (WHERE status = 'complete')::int AS complete, count(*)::int AS total
        FROM jobs WHERE batch_id = ${batch.id}`,
  );
  if (tally.open > 0) return;
  const status = batch.canceledAt ? "canceled" : tally.complete === tally.total ? "complete" : tally.complete === 0 ? "failed" : "partial";
  await tx.update(batches).set({ status, completedAt: sql`now()` }).where(eq(batches.id, batch.id));
  if (status === "canceled") return;
  const deliveries = await recordWebhookEvent(tx, { accountId: batch.accountId, type: "batch.completed", subjectId: batch.id });
  return () => announceDeliveries(deliveries);
}

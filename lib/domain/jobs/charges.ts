import { eq, sql } from "drizzle-orm";
import { chargeCredits, refundCharge } from "@/lib/domain/credits/ledger";
import { jobs, type Tx } from "@/lib/platform/db";
import { countCredits } from "@/lib/platform/metrics/job-transitions";
import type { JobRow } from "@/lib/platform/db";

/** The ledger key of a job's one charge; a run's steps each bring their own key. */
export function jobChargeKey(jobId: string): string {
  return `job:${jobId}`;
}

/** A run's ledger rows carry its id as `run_id` (the public field), every other job's as `job_id`. */
function ledgerRefs(job: Pick<JobRow, "id" | "kind">) {
  return job.kind === "run" ? { runId: job.id } : { jobId: job.id };
}

/**
 * Charges `amount` for work on `job` and adds it to the job's `credits_charged`, in the caller's
 * transaction. A key already charged is a no-op, so an interrupted attempt never pays twice.
 */
export async function chargeJob(
  tx: Tx,
  { job, amount, key = jobChargeKey(job.id), note }: { job: Pick<JobRow, "id" | "kind" | "accountId">; amount: number; key?: string; note: string },
): Promise<JobRow> {
  const { charged } = await chargeCredits(tx, { accountId: job.accountId, amount, idempotencyKey: key, note, ...ledgerRefs(job) });
  const [row] = await tx
    .update(jobs)
    .set({ creditsCharged: sql`${jobs.creditsCharged} + ${charged}` })
    .where(eq(jobs.id, job.id))
    .returning();
  countCredits("charged", job.kind, charged);
  return row;
}

/** Gives back the charge under `key` once and lowers the job's `credits_charged` by it; answers the credits returned. */
export async function refundJob(tx: Tx, { jobId, key = jobChargeKey(jobId) }: { jobId: string; key?: string }): Promise<number> {
  const refunded = await refundCharge(tx, { chargeKey: key });
  if (refunded === 0) return 0;
  const [row] = await tx.update(jobs).set({ creditsCharged: sql`${jobs.creditsCharged} - ${refunded}` }).where(eq(jobs.id, jobId)).returning({ kind: jobs.kind });
  countCredits("refunded", row?.kind ?? "unknown", refunded);
  return refunded;
}

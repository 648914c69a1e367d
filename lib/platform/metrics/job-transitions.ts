import type { jobs } from "@/lib/platform/db";
import { isApiError } from "@/lib/core/errors";
import { log } from "@/lib/core/log";
import { metrics } from "./registry";

type Job = Pick<typeof jobs.$inferSelect, "id" | "kind" | "requestId" | "attempts" | "startedAt">;
type End = { status: "complete" } | { status: "failed"; code: string } | { status: "canceled" };

/**
 * What an operator sees of a job's life: one JSON log line per transition (with the request id of
 * the call that created the job) and the job counters of /metrics.
 */
export const jobTransitions = {
  queued(job: Job): void {
    metrics().jobsTotal.inc({ kind: job.kind, status: "queued" });
    log().info({ job_id: job.id, kind: job.kind, request_id: job.requestId }, "job queued");
  },

  started(job: Job): void {
    metrics().jobsTotal.inc({ kind: job.kind, status: "running" });
    // A second attempt means the first one failed transiently or its worker was lost.
    if (job.attempts > 1) metrics().jobRetries.inc({ kind: job.kind });
    log().info({ job_id: job.id, kind: job.kind, request_id: job.requestId, attempt: job.attempts }, "job started");
  },

  /** A transient failure put the job back in the queue; its next start counts as a retry. */
  retrying(job: Job, { error, delayMs }: { error: unknown; delayMs: number }): void {
    const code = isApiError(error) ? error.code : "internal_error";
    log().warn({ job_id: job.id, kind: job.kind, request_id: job.requestId, attempt: job.attempts, code, delay_ms: delayMs, err: error }, "job retrying");
  },

  ended(job: Job, end: End): void {
    const m = metrics();
    m.jobsTotal.inc({ kind: job.kind, status: end.status });
    const seconds = job.startedAt ? Math.max(0, (Date.now() - job.startedAt.getTime()) / 1000) : undefined;
    if (seconds !== undefined) m.jobDuration.observe({ kind: job.kind, status: end.status }, seconds);
    if (end.status === "failed") m.jobFailures.inc({ kind: job.kind, code: end.code });
    const line = { job_id: job.id, kind: job.kind, request_id: job.requestId, ...(seconds === undefined ? {} : { duration_ms: Math.round(seconds * 1000) }) };
    if (end.status === "failed") log().warn({ ...line, code: end.code }, "job failed");
    else log().info(line, end.status === "complete" ? "job completed" : "job canceled");
  },
};

/** Credits moved for a job, counted where the ledger row is written (lib/domain/jobs/charges.ts). */
export function countCredits(direction: "charged" | "refunded", kind: string, amount: number): void {
  if (amount <= 0) return;
  (direction === "charged" ? metrics().creditsCharged : metrics().creditsRefunded).inc({ kind }, amount);
}

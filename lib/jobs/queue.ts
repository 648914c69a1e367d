import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { ApiError } from "@/lib/api/errors";
import { env } from "@/lib/config/env";
import { createId } from "@/lib/api/ids";
import { getDb, jobOutputs, jobs, type Tx } from "@/lib/db";
import { queryRows } from "@/lib/db/raw";
import { currentRequestId } from "@/lib/log";
import { jobTransitions } from "@/lib/metrics/job-transitions";
import { announceJobChange } from "./events";
import type { JobKinds, JobOutcome, JobOutputFile } from "./job-kind";

export type JobRow = typeof jobs.$inferSelect;
export type JobOutputRow = typeof jobOutputs.$inferSelect;
export { FINISHED_STATUSES as FINISHED, type JobStatus } from "./status";
/** A worker renews its lease every LEASE/3; a job whose lease ran out belongs to a dead worker. */
export const leaseSeconds = (): number => env().JOB_LEASE_SECONDS;

export async function enqueueJob(
  tx: Tx,
  job: {
    id?: string;
    accountId: string;
    kind: string;
    params: Record<string, unknown>;
    input?: { blobKey: string; name: string; mime: string } | null;
  },
): Promise<JobRow> {
  const [row] = await tx
    .insert(jobs)
    .values({
      id: job.id ?? createId("job"),
      accountId: job.accountId,
      kind: job.kind,
      status: "queued",
      params: job.params,
      inputBlobKey: job.input?.blobKey ?? null,
      inputName: job.input?.name ?? null,
      inputMime: job.input?.mime ?? null,
      requestId: currentRequestId(),
    })
    .returning();
  return row;
}

/** Wakes workers (in this process, and elsewhere through PostgreSQL NOTIFY) after the enqueuing commit. */
export function announceNewJob(jobId: string): void {
  announceJobChange({ jobId, status: "queued" });
}

/**
 * Claims the oldest runnable job: queued, or running with an expired lease (its worker died).
 * SKIP LOCKED lets any number of workers claim concurrently without taking the same job. `kinds`
 * gives the failure hook of a job that lost its worker too often.
 */
export async function claimNextJob(workerId: string, kinds: JobKinds): Promise<JobRow | null> {
  const db = await getDb();
  const [row] = await queryRows<{ id: string; attempts: number; max_attempts: number }>(
    db,
    sql`UPDATE jobs SET status = 'running', attempts = attempts + 1, worker_id = ${workerId},
          lease_expires_at = now() + make_interval(secs => ${leaseSeconds()}),
          started_at = coalesce(started_at, now()), error_code = NULL, error_message = NULL
        WHERE id = (
          SELECT id FROM jobs
          WHERE status = 'queued' OR (status = 'running' AND lease_expires_at < now())
          ORDER BY created_at
          FOR UPDATE SKIP LOCKED
          LIMIT 1)
        RETURNING id, attempts, max_attempts`,
  );
  if (!row) return null;
  const job = await getJobRow(row.id);
  if (job && row.attempts > row.max_attempts) {
    await finishFailed({ job, workerId, kinds, error: new ApiError("internal_error", "The job was interrupted too many times and was stopped."), code: "worker_lost" });
    return claimNextJob(workerId, kinds);
  }
  return job;
}

export async function getJobRow(jobId: string): Promise<JobRow | null> {
  const db = await getDb();
  const [row] = await db.select().from(jobs).where(eq(jobs.id, jobId));
  return row ?? null;
}

/** Extends the lease; answers false when the job is no longer ours (canceled, or taken after a lost lease). */
export async function renewLease(jobId: string, workerId: string, progress?: number): Promise<boolean> {
  const db = await getDb();
  const updated = await db
    .update(jobs)
    .set({
      leaseExpiresAt: sql`now() + make_interval(secs => ${leaseSeconds()})`,
      ...(progress === undefined ? {} : { progress }),
    })
    .where(and(eq(jobs.id, jobId), eq(jobs.workerId, workerId), eq(jobs.status, "running")))
    .returning({ id: jobs.id });
  return updated.length > 0;
}

/**
 * Gives this worker's running jobs back at shutdown: no owner and an expired lease, so any worker
 * takes them at once (as after a crash) and this one can no longer finish them.
 */
export async function releaseJobs(jobIds: string[], workerId: string): Promise<void> {
  if (jobIds.length === 0) return;
  const db = await getDb();
  const released = await db
    .update(jobs)
    .set({ workerId: null, leaseExpiresAt: sql`now()` })
    .where(and(inArray(jobs.id, jobIds), eq(jobs.workerId, workerId), eq(jobs.status, "running")))
    .returning({ id: jobs.id });
  released.forEach(({ id }) => announceNewJob(id));
}

/** Records outputs and marks the job complete, only while this worker still owns it. */
export async function finishComplete(job: JobRow, workerId: string, outcome: JobOutcome): Promise<boolean> {
  const db = await getDb();
  const done = await db.transaction(async (tx) => {
    const owned = await tx
      .update(jobs)
      .set({ status: "complete", result: outcome.result ?? null, completedAt: sql`now()`, progress: 1, leaseExpiresAt: null })
      .where(and(eq(jobs.id, job.id), eq(jobs.workerId, workerId), eq(jobs.status, "running")))
      .returning({ id: jobs.id });
    if (owned.length === 0) return false;
    await insertJobOutputs(tx, job.id, outcome.outputs ?? []);
    return true;
  });
  if (done) {
    jobTransitions.ended(job, { status: "complete" });
    announceJobChange({ jobId: job.id, status: "complete" });
  }
  return done;
}

/** Records a job's files as its outputs, in order. */
export async function insertJobOutputs(tx: Tx, jobId: string, outputs: JobOutputFile[]): Promise<void> {
  if (outputs.length === 0) return;
  await tx.insert(jobOutputs).values(
    outputs.map((o, position) => ({
      id: createId("blob"),
      jobId,
      position,
      name: o.name,
      mime: o.mime,
      sizeBytes: o.sizeBytes,
      width: o.width ?? null,
      height: o.height ?? null,
      durationSeconds: o.durationSeconds ?? null,
      blobKey: o.blobKey,
    })),
  );
}

/** Marks the job failed and runs its kind's failure hook (refunds) in the same transaction. */
export async function finishFailed({ job, workerId, kinds, error, code }: { job: JobRow; workerId: string; kinds: JobKinds; error: ApiError; code?: string }): Promise<boolean> {
  const db = await getDb();
  const done = await db.transaction(async (tx) => {
    const owned = await tx
      .update(jobs)
      .set({ status: "failed", errorCode: code ?? error.code, errorMessage: error.message, completedAt: sql`now()`, leaseExpiresAt: null })
      .where(and(eq(jobs.id, job.id), eq(jobs.workerId, workerId), eq(jobs.status, "running")))
      .returning();
    if (owned.length === 0) return false;
    await kinds.onFailed(tx, owned[0]);
    return true;
  });
  if (done) {
    jobTransitions.ended(job, { status: "failed", code: code ?? error.code });
    announceJobChange({ jobId: job.id, status: "failed" });
  }
  return done;
}

/**
 * Cancels a queued or running job of the account, running its kind's failure hook (refunds) in the
 * same transaction; a finished job is answered as it is. Callers use `cancelJob` (lib/jobs/cancel.ts).
 */
export async function cancelJobOf(kinds: JobKinds, { accountId, jobId }: { accountId: string; jobId: string }): Promise<JobRow> {
  const db = await getDb();
  const canceled = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(jobs)
      .set({ status: "canceled", completedAt: sql`now()`, errorCode: "canceled", errorMessage: "Canceled by the account.", leaseExpiresAt: null })
      .where(and(eq(jobs.id, jobId), eq(jobs.accountId, accountId), inArray(jobs.status, ["queued", "running"])))
      .returning();
    if (!row) return undefined;
    await kinds.onFailed(tx, row);
    // Read again: the refund hook changes the row's credits.
    const [refunded] = await tx.select().from(jobs).where(eq(jobs.id, jobId));
    return refunded;
  });
  if (canceled) {
    jobTransitions.ended(canceled, { status: "canceled" });
    announceJobChange({ jobId, status: "canceled" });
    return canceled;
  }
  const [existing] = await db.select().from(jobs).where(and(eq(jobs.id, jobId), eq(jobs.accountId, accountId)));
  if (!existing) throw new ApiError("not_found", `No job ${jobId}.`);
  return existing;
}

export async function listJobOutputs(jobId: string): Promise<JobOutputRow[]> {
  const db = await getDb();
  return db.select().from(jobOutputs).where(eq(jobOutputs.jobId, jobId)).orderBy(asc(jobOutputs.position));
}

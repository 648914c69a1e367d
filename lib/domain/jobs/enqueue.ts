import { type SQL, sql } from "drizzle-orm";
import { createId } from "@/lib/core/ids";
import { jobs, type Tx } from "@/lib/platform/db";
import { currentRequestId } from "@/lib/core/log";
import type { Lane } from "@/lib/platform/config/lanes";

/** Inserts a queued job in the caller's transaction; `runAfterSeconds` holds it back that long. */
export async function enqueueJob(
  tx: Tx,
  job: {
    id?: string;
    accountId: string;
    kind: string;
    lane?: Lane;
    params: Record<string, unknown>;
    input?: { blobKey: string; name: string; mime: string } | null;
    /** Bytes the request staged for the job (its byte-quota share); absent for a reused input. */
    inputSizeBytes?: number | null;
    runAfterSeconds?: number;
  },
): Promise<typeof jobs.$inferSelect> {
  const [row] = await tx
    .insert(jobs)
    .values({
      id: job.id ?? createId("job"),
      accountId: job.accountId,
      kind: job.kind,
      lane: job.lane ?? "cpu",
      status: "queued",
      params: job.params,
      inputBlobKey: job.input?.blobKey ?? null,
      inputName: job.input?.name ?? null,
      inputMime: job.input?.mime ?? null,
      inputSizeBytes: job.inputSizeBytes ?? null,
      requestId: currentRequestId(),
      ...(job.runAfterSeconds ? { runAfter: sql`now() + make_interval(secs => ${job.runAfterSeconds})` } : {}),
    })
    .returning();
  return row;
}

/** A job submitJob queues: one kind's work for one account, with its input if any. */
export type NewJob = {
  id: string;
  accountId: string;
  kind: string;
  lane: Lane;
  params: Record<string, unknown>;
  input: { blobKey: string; name: string; mime: string } | null;
  inputSizeBytes: number | null;
  /** Ends the input's quota reservations in the statement that writes the job, which counts its bytes from then on (StorageReservations). */
  handOver: SQL | null;
};

/**
 * The enqueue as one statement: counts the account's open jobs (`openJobs`, the plan's ceiling) and
 * inserts the job only below `maxOpenJobs`. With `claimFor` (a worker loop of this process set aside
 * for it) the job is written already claimed by that loop as its first attempt, unless a runnable
 * job of its lane is waiting: then it queues behind that work, as the fair pick would order it. The
 * row answers null when the ceiling refused it, with the count that did.
 */
export function enqueueStatement(job: NewJob, { openJobs, maxOpenJobs, claimFor, leaseSeconds }: { openJobs: SQL; maxOpenJobs: number; claimFor: string | null; leaseSeconds: number }): SQL {
  const claimed = (value: SQL) => sql`CASE WHEN here.run THEN ${value} END`;
  return sql`WITH open AS (SELECT ${openJobs} AS n),
      here AS (SELECT ${claimFor}::text IS NOT NULL AND NOT EXISTS (
        SELECT 1 FROM jobs WHERE status = 'queued' AND lane = ${job.lane} AND (run_after IS NULL OR run_after <= now())) AS run),
      inserted AS (
        INSERT INTO jobs (id, account_id, kind, lane, status, params, input_blob_key, input_name, input_mime, input_size_bytes, request_id,
          attempts, worker_id, lease_expires_at, claimed_at, started_at)
        SELECT ${job.id}, ${job.accountId}, ${job.kind}, ${job.lane}, CASE WHEN here.run THEN 'running' ELSE 'queued' END, ${JSON.stringify(job.params)}::jsonb,
          ${job.input?.blobKey ?? null}, ${job.input?.name ?? null}, ${job.input?.mime ?? null}, ${job.inputSizeBytes}::bigint, ${currentRequestId()},
          CASE WHEN here.run THEN 1 ELSE 0 END, ${claimed(sql`${claimFor}::text`)}, ${claimed(sql`now() + make_interval(secs => ${leaseSeconds})`)}, ${claimed(sql`now()`)}, ${claimed(sql`now()`)}
        FROM open, here WHERE open.n < ${maxOpenJobs}
        RETURNING *)${job.handOver ? sql`,
      handed_over AS (${job.handOver})` : sql``}
    SELECT open.n AS darkroom_open_jobs, inserted.* FROM open LEFT JOIN inserted ON true`;
}

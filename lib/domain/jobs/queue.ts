import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { ApiError } from "@/lib/core/errors";
import { env } from "@/lib/platform/config/env";
import { createId } from "@/lib/core/ids";
import { getDb, jobOutputs, jobs, type Db, type JobOutputRow, type JobRow, type Tx } from "@/lib/platform/db";
import { queryRows, rowOf } from "@/lib/platform/db/raw";
import { jobTransitions } from "@/lib/platform/metrics/job-transitions";
import { announceJobChange, notificationSql } from "./notify";
import { log } from "@/lib/core/log";
import type { NewJobOutput } from "./events";
import type { JobKinds, JobOutcome, JobOutputFile } from "./job-kind";
import { LANES, type Lane } from "@/lib/platform/config/lanes";
import { UNMETERED_KINDS } from "./unmetered";
import { jobEndedHooksWanted, runJobEndedHooks } from "./hooks";

export { enqueueJob } from "./enqueue";
export { FINISHED_STATUSES as FINISHED, type JobStatus } from "@/lib/core/job-status";
/** A worker renews its lease every LEASE/3; a job whose lease ran out belongs to a dead worker. */
export const leaseSeconds = (): number => env().JOB_LEASE_SECONDS;

/** One claim of a job. Its worker id and attempt number are the fencing token every write of the attempt carries. */
export type Attempt = { jobId: string; workerId: string; attempt: number };

export function attemptOf(job: JobRow): Attempt {
  return { jobId: job.id, workerId: job.workerId ?? "", attempt: job.attempts };
}

/** The row is still this attempt's: running, its worker, and no later attempt since. */
function owns(attempt: Attempt) {
  return and(eq(jobs.id, attempt.jobId), eq(jobs.workerId, attempt.workerId), eq(jobs.attempts, attempt.attempt), eq(jobs.status, "running"));
}

/**
 * Jobs of the account that are queued or running: what the plan's ceiling counts (never the service's
 * own, unmetered kinds). A batch counts once, however many of its items are open: its size is bounded
 * by BATCH_MAX_ITEMS instead, and its items are ordinary jobs to the fair pick.
 */
export function openJobsSql(accountId: string): SQL {
  const unmetered = sql.join(UNMETERED_KINDS.map((k) => sql`${k}`), sql`, `);
  return sql`(SELECT (count(*) FILTER (WHERE batch_id IS NULL) + count(DISTINCT batch_id))::int FROM jobs
    WHERE account_id = ${accountId} AND status IN ('queued', 'running') AND kind NOT IN (${unmetered}))`;
}

export async function countOpenJobs(db: Db | Tx, accountId: string): Promise<number> {
  const [row] = await queryRows<{ open: number }>(db, sql`SELECT ${openJobsSql(accountId)} AS open`);
  return row.open;
}

/**
 * Wakes workers (in this process, and elsewhere through PostgreSQL NOTIFY) after the enqueuing
 * commit; with its lane, only a loop of that lane wakes.
 */
export function announceNewJob(jobId: string, lane?: string, dueInMs = 0): void {
  const known = LANES.find((l) => l === lane);
  const announce = () => announceJobChange({ jobId, status: "queued", ...(known ? { lane: known } : {}) });
  // A held-back job is announced when due; the timer dies with the process, and then the idle poll finds the job.
  if (dueInMs > 0) setTimeout(announce, dueInMs).unref();
  else announce();
}

/**
 * Announces jobs one committed transaction queued together (a batch's items): other processes are
 * told in one statement, not one per job, and each wakes a loop of `lane` here as announceNewJob does.
 */
export async function announceNewJobs(jobIds: string[], lane: Lane): Promise<void> {
  const changes = jobIds.map((jobId) => ({ jobId, status: "queued", lane }));
  const notifications = (await Promise.all(changes.map((change) => notificationSql(change)))).filter((n): n is SQL => n !== null);
  for (let at = 0; at < notifications.length; at += NOTIFICATIONS_PER_STATEMENT) {
    const db = await getDb();
    await db.execute(sql`SELECT ${sql.join(notifications.slice(at, at + NOTIFICATIONS_PER_STATEMENT), sql`, `)}`).catch((error) => log().error({ err: error }, "job notifications failed"));
  }
  for (const change of changes) announceJobChange(change, { notified: true });
}

/** Well below PostgreSQL's 1,664 columns of one SELECT. */
const NOTIFICATIONS_PER_STATEMENT = 500;

/** How many lapsed jobs and accounts' heads one claim considers; a candidate taken by a concurrent claim moves on to the next. */
const CLAIM_CANDIDATES = 8;

/** What a claim writes: the job runs under `workerId`'s lease as its next attempt. */
function claimSet(workerId: string) {
  return {
    status: "running" as const,
    attempts: sql`${jobs.attempts} + 1`,
    workerId,
    leaseExpiresAt: sql`now() + make_interval(secs => ${leaseSeconds()})`,
    claimedAt: sql`now()`,
    runAfter: null,
    startedAt: sql`coalesce(${jobs.startedAt}, now())`,
    errorCode: null,
    errorMessage: null,
  };
}

function kindsIn(kinds: JobKinds): SQL | null {
  const known = kinds.list.filter((k) => k.queued).map((k) => k.kind);
  return known.length === 0 ? null : sql`(${sql.join(known.map((k) => sql`${k}`), sql`, `)})`;
}

/**
 * Claims the next job of `lane` whose kind `kinds` knows (a rolling deploy never hands a worker a
 * kind it cannot run), in one statement. First a running job whose lease lapsed (its worker died);
 * else the fair pick: among accounts with queued work, the one with the fewest running jobs in the
 * lane, ties to the one whose last claim is oldest (round-robin), and that account's oldest runnable
 * job. The accounts are found by a skip scan of the partial index, so the cost follows the number
 * of waiting accounts (each capped by its plan's ceiling), not the number of queued rows. Up to
 * CLAIM_CANDIDATES of each are locked in order, skipping rows a concurrent claim holds; a row another
 * claim took meanwhile no longer matches once locked, and the next candidate is taken.
 */
export async function claimNextJob(workerId: string, kinds: JobKinds, lane: Lane = "cpu"): Promise<JobRow | null> {
  const db = await getDb();
  const kindIn = kindsIn(kinds);
  if (!kindIn) return null;
  const [row] = await db
    .update(jobs)
    .set(claimSet(workerId))
    .where(sql`id = (
          WITH RECURSIVE waiting(account_id) AS (
            (SELECT account_id FROM jobs WHERE status = 'queued' AND lane = ${lane} ORDER BY account_id LIMIT 1)
            UNION ALL
            SELECT (SELECT j.account_id FROM jobs j WHERE j.status = 'queued' AND j.lane = ${lane} AND j.account_id > w.account_id ORDER BY j.account_id LIMIT 1)
            FROM waiting w WHERE w.account_id IS NOT NULL),
          lapsed AS (
            SELECT id, row_number() OVER (ORDER BY lease_expires_at) AS rank FROM (
              SELECT id, lease_expires_at FROM jobs
              WHERE status = 'running' AND lease_expires_at < now() AND lane = ${lane} AND kind IN ${kindIn}
              ORDER BY lease_expires_at LIMIT ${CLAIM_CANDIDATES}) l),
          heads AS (
            SELECT head.id, row_number() OVER (ORDER BY
              (SELECT count(*) FROM jobs r WHERE r.status = 'running' AND r.lane = ${lane} AND r.account_id = w.account_id),
              (SELECT max(c.claimed_at) FROM jobs c WHERE c.account_id = w.account_id AND c.lane = ${lane} AND c.claimed_at IS NOT NULL) NULLS FIRST,
              head.created_at) AS rank
            FROM waiting w
            CROSS JOIN LATERAL (
              SELECT j.id, j.created_at FROM jobs j
              WHERE j.status = 'queued' AND j.lane = ${lane} AND j.account_id = w.account_id AND j.kind IN ${kindIn}
                AND (j.run_after IS NULL OR j.run_after <= now())
              ORDER BY j.created_at LIMIT 1) head),
          candidates AS (
            SELECT id, 0 AS tier, rank FROM lapsed
            UNION ALL
            SELECT id, 1 AS tier, rank FROM heads WHERE rank <= ${CLAIM_CANDIDATES})
          SELECT j.id FROM candidates c JOIN jobs j ON j.id = c.id
          WHERE j.status = 'queued' OR (j.status = 'running' AND j.lease_expires_at < now())
          ORDER BY c.tier, c.rank
          LIMIT 1
          FOR UPDATE OF j SKIP LOCKED)`)
    .returning();
  if (!row) return null;
  if (row.attempts > row.maxAttempts) {
    await finishFailed({ job: row, attempt: attemptOf(row), kinds, error: new ApiError("internal_error", "The job was interrupted too many times and was stopped."), code: "worker_lost" });
    return claimNextJob(workerId, kinds, lane);
  }
  return row;
}

/**
 * Claims one job just queued, by id, for a loop of `lane` that was idle when it was announced: no
 * fair pick, as an idle loop means nothing else of the lane was waiting. Null when it is no longer queued and runnable (another worker took it, canceled).
 */
export async function claimQueuedJob(workerId: string, kinds: JobKinds, lane: Lane, jobId: string): Promise<JobRow | null> {
  const db = await getDb();
  const kindIn = kindsIn(kinds);
  if (!kindIn) return null;
  const [row] = await db
    .update(jobs)
    .set(claimSet(workerId))
    .where(sql`id = ${jobId} AND status = 'queued' AND lane = ${lane} AND kind IN ${kindIn} AND (run_after IS NULL OR run_after <= now())`)
    .returning();
  return row ?? null;
}

export async function getJobRow(jobId: string): Promise<JobRow | null> {
  const db = await getDb();
  const [row] = await db.select().from(jobs).where(eq(jobs.id, jobId));
  return row ?? null;
}

/** Locks the job's row in `tx`; throws `conflict` when the attempt no longer owns it (canceled, or re-taken after a lapsed lease). */
export async function fenceJob(tx: Tx, attempt: Attempt): Promise<void> {
  const [row] = await tx.select({ id: jobs.id }).from(jobs).where(owns(attempt)).for("update");
  if (!row) throw new ApiError("conflict", "The job is no longer this attempt's: it was canceled or taken over.");
}

/** Extends the lease; answers false when the job is no longer this attempt's (canceled, or taken after a lost lease). */
export async function renewLease(attempt: Attempt, progress?: number): Promise<boolean> {
  const db = await getDb();
  const updated = await db
    .update(jobs)
    .set({
      leaseExpiresAt: sql`now() + make_interval(secs => ${leaseSeconds()})`,
      ...(progress === undefined ? {} : { progress }),
    })
    .where(owns(attempt))
    .returning({ id: jobs.id });
  return updated.length > 0;
}

/**
 * Gives running jobs back at shutdown: no owner and an expired lease, so any worker takes them at
 * once (as after a crash) and these attempts can no longer finish them.
 */
export async function releaseJobs(attempts: Attempt[]): Promise<void> {
  const db = await getDb();
  for (const attempt of attempts) {
    const [released] = await db.update(jobs).set({ workerId: null, leaseExpiresAt: sql`now()` }).where(owns(attempt)).returning({ id: jobs.id, lane: jobs.lane });
    if (released) announceNewJob(released.id, released.lane);
  }
}

/**
 * Puts back a job a loop claimed while its worker was stopping, as if it had never been claimed: queued
 * again, the attempt not counted, announced for the next worker.
 */
export async function unclaimJob(attempt: Attempt): Promise<void> {
  const db = await getDb();
  const [row] = await db
    .update(jobs)
    .set({
      status: "queued",
      attempts: sql`${jobs.attempts} - 1`,
      workerId: null,
      leaseExpiresAt: null,
      claimedAt: null,
      // A first attempt's claim set the start; a later one's kept the first start.
      startedAt: sql`CASE WHEN ${jobs.attempts} = 1 THEN NULL ELSE ${jobs.startedAt} END`,
    })
    .where(owns(attempt))
    .returning({ id: jobs.id, lane: jobs.lane });
  if (row) announceNewJob(row.id, row.lane);
}

/** Of these blob keys, those no job output or run step refers to. */
export async function unreferencedBlobKeys(keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const db = await getDb();
  const list = sql.join(keys.map((key) => sql`${key}`), sql`, `);
  const used = await queryRows<{ key: string }>(
    db,
    sql`SELECT blob_key AS key FROM job_outputs WHERE blob_key IN (${list})
        UNION SELECT output_blob_key FROM run_steps WHERE output_blob_key IN (${list})`,
  );
  const referenced = new Set(used.map((u) => u.key));
  return keys.filter((key) => !referenced.has(key));
}

/**
 * Puts the job back in the queue after a transient failure, to be claimed again after `delayMs`;
 * nothing is refunded, as the next attempt goes on with the same charge. `outage`: the attempt failed
 * because a dependency was down (or the disk full), which is no fault of the job, so it does not count
 * against `max_attempts` (raised by one; `attempts` only grows, as it is the attempts' fencing token).
 */
export async function retryLater(attempt: Attempt, delayMs: number, { outage = false }: { outage?: boolean } = {}): Promise<boolean> {
  const db = await getDb();
  const [requeued] = await db
    .update(jobs)
    .set({
      status: "queued",
      workerId: null,
      leaseExpiresAt: null,
      runAfter: sql`now() + make_interval(secs => ${delayMs / 1000})`,
      ...(outage ? { maxAttempts: sql`${jobs.maxAttempts} + 1` } : {}),
    })
    .where(owns(attempt))
    .returning({ id: jobs.id, lane: jobs.lane });
  if (requeued) announceNewJob(requeued.id, requeued.lane, delayMs);
  return Boolean(requeued);
}

/** Records a provider prediction the attempt started under `key`, so a later attempt resumes it. */
export async function rememberPrediction(attempt: Attempt, key: string, predictionId: string): Promise<void> {
  const db = await getDb();
  const saved = await db
    .update(jobs)
    .set({ predictions: sql`${jobs.predictions} || ${JSON.stringify({ [key]: predictionId })}::jsonb` })
    .where(owns(attempt))
    .returning({ id: jobs.id });
  if (saved.length === 0) throw new ApiError("conflict", "The job is no longer this attempt's: it was canceled or taken over.");
}

/**
 * Records outputs and marks the job complete, only while this attempt still owns it. When no
 * job-ended hook has work for it (no webhook subscribed), in one statement (finishStatement);
 * otherwise in a transaction with the hooks.
 */
export async function finishComplete(job: JobRow, attempt: Attempt, outcome: JobOutcome): Promise<boolean> {
  const db = await getDb();
  const outputs = outputRows(job.id, outcome.outputs ?? []);
  const change = { jobId: job.id, status: "complete" };
  const hooksWanted = jobEndedHooksWanted({ ...job, status: "complete" });
  if (hooksWanted) {
    const notify = await notificationSql(change);
    const [row] = await queryRows<Record<string, unknown> & { darkroom_hooks_wanted: boolean }>(db, finishStatement({ attempt, outcome, outputs, hooksWanted, notify }));
    if (!row.darkroom_hooks_wanted) {
      if (row.id === null || row.id === undefined) return false;
      const ended = rowOf(jobs, row);
      jobTransitions.ended(job, { status: "complete" });
      announceJobChange({ ...change, row: ended, outputs }, { notified: notify !== null });
      return true;
    }
  }
  let ended: JobRow | undefined;
  const afterCommit = await db.transaction(async (tx) => {
    [ended] = await tx
      .update(jobs)
      .set({ status: "complete", result: outcome.result ?? null, completedAt: sql`now()`, progress: 1, leaseExpiresAt: null })
      .where(owns(attempt))
      .returning();
    if (!ended) return null;
    await insertJobOutputs(tx, outputs);
    return runJobEndedHooks(tx, ended);
  });
  if (afterCommit) {
    jobTransitions.ended(job, { status: "complete" });
    announceJobChange({ ...change, row: ended, outputs });
    afterCommit();
  }
  return afterCommit !== null;
}

/**
 * finishComplete as one statement: marks the job complete while `attempt` owns it and no hook has
 * work for it (`hooksWanted`), inserts its outputs and notifies other processes (`notify`, PostgreSQL).
 * Answers one row: whether a hook wants the end (then nothing was written), and the job as written,
 * or no job when the attempt no longer owns it.
 */
function finishStatement({ attempt, outcome, outputs, hooksWanted, notify }: { attempt: Attempt; outcome: JobOutcome; outputs: NewJobOutput[]; hooksWanted: SQL; notify: SQL | null }): SQL {
  const rows = outputs.map(
    (o) =>
      sql`(${o.id}::text, ${o.position}::int, ${o.name}::text, ${o.mime}::text, ${o.sizeBytes}::bigint, ${o.width}::int, ${o.height}::int, ${o.durationSeconds}::float8, ${o.blobKey}::text)`,
  );
  const insertOutputs = rows.length
    ? sql`, outputs AS (
        INSERT INTO job_outputs (id, job_id, position, name, mime, size_bytes, width, height, duration_seconds, blob_key)
        SELECT o.id, done.id, o.position, o.name, o.mime, o.size_bytes, o.width, o.height, o.duration_seconds, o.blob_key
        FROM done, (VALUES ${sql.join(rows, sql`, `)}) AS o(id, position, name, mime, size_bytes, width, height, duration_seconds, blob_key))`
    : sql``;
  return sql`WITH wanted AS (SELECT ${hooksWanted} AS yes),
      done AS (
        UPDATE jobs SET status = 'complete', result = ${outcome.result ? JSON.stringify(outcome.result) : null}::jsonb, completed_at = now(), progress = 1, lease_expires_at = NULL
        FROM wanted
        WHERE NOT wanted.yes AND jobs.id = ${attempt.jobId} AND jobs.worker_id = ${attempt.workerId} AND jobs.attempts = ${attempt.attempt} AND jobs.status = 'running'
        RETURNING jobs.*)${insertOutputs}
    SELECT wanted.yes AS darkroom_hooks_wanted, done.*${notify ? sql`, (SELECT ${notify} FROM done) AS darkroom_notified` : sql``}
    FROM wanted LEFT JOIN done ON true`;
}

/** A job's files as its output rows, in order. */
export function outputRows(jobId: string, outputs: JobOutputFile[]): NewJobOutput[] {
  return outputs.map((o, position) => ({
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
  }));
}

/** Records a job's output rows. */
export async function insertJobOutputs(tx: Tx, rows: NewJobOutput[]): Promise<void> {
  if (rows.length > 0) await tx.insert(jobOutputs).values(rows);
}

/** Marks the job failed and runs its kind's failure hook (refunds) in the same transaction. */
export async function finishFailed({ job, attempt, kinds, error, code }: { job: JobRow; attempt: Attempt; kinds: JobKinds; error: ApiError; code?: string }): Promise<boolean> {
  const db = await getDb();
  const afterCommit = await db.transaction(async (tx) => {
    const owned = await tx
      .update(jobs)
      .set({ status: "failed", errorCode: code ?? error.code, errorMessage: error.message, completedAt: sql`now()`, leaseExpiresAt: null })
      .where(owns(attempt))
      .returning();
    if (owned.length === 0) return null;
    await kinds.onFailed(tx, owned[0]);
    return runJobEndedHooks(tx, owned[0]);
  });
  if (afterCommit) {
    jobTransitions.ended(job, { status: "failed", code: code ?? error.code });
    // No row: the failure hook may have refunded, so a waiter reads the job afresh.
    announceJobChange({ jobId: job.id, status: "failed" });
    afterCommit();
  }
  return afterCommit !== null;
}

/**
 * Cancels a queued or running job of the account, running its kind's failure hook (refunds) and the
 * job-ended hooks (a batch's last item ends the batch) in the same transaction; a finished job is answered as it is. Callers use `cancelJob` (lib/domain/jobs/cancel.ts).
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
    return { row: refunded, afterCommit: await runJobEndedHooks(tx, refunded) };
  });
  if (canceled) {
    jobTransitions.ended(canceled.row, { status: "canceled" });
    announceJobChange({ jobId, status: "canceled" });
    canceled.afterCommit();
    return canceled.row;
  }
  const [existing] = await db.select().from(jobs).where(and(eq(jobs.id, jobId), eq(jobs.accountId, accountId)));
  if (!existing) throw new ApiError("not_found", `No job ${jobId}.`);
  return existing;
}

export async function listJobOutputs(jobId: string): Promise<JobOutputRow[]> {
  const db = await getDb();
  return db.select().from(jobOutputs).where(eq(jobOutputs.jobId, jobId)).orderBy(asc(jobOutputs.position));
}

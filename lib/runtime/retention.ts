import { sql } from "drizzle-orm";
import { now } from "@/lib/core/clock";
import { retentionCutoff } from "@/lib/domain/jobs/expiry";
import { randomBase62 } from "@/lib/core/ids";
import { log, withLogContext } from "@/lib/core/log";
import { getDb, queryRows } from "@/lib/platform/db";
import { withAdvisoryLock } from "@/lib/platform/db/advisory-lock";
import { sweepIdempotencyKeys } from "@/lib/domain/idempotency/idempotency";
import { sweepScratch } from "@/lib/platform/storage/sweep";
import { expireTusUploads } from "@/lib/domain/tus/sweep";
import { deleteEndedUploadTokens } from "@/lib/domain/upload-tokens/tokens";
import { refillTestBalances } from "@/lib/domain/accounts/test-mode";
import { releaseBlob } from "@/lib/domain/vault/release-blob";
import { FINISHED_STATUSES } from "@/lib/core/job-status";

const BATCH = 200;
const HOUR_MS = 3_600_000;

export type SweepReport = { expiredJobs: number; deletedBlobs: number; expiredUploads: number; scratchRemoved: number; idempotencyKeysRemoved: number };

/**
 * Expires every job that ended more than JOB_RETENTION_HOURS ago: marks it (`expired_at`), then
 * releases each file it used — input, reference, outputs, a run's step outputs and references —
 * through `releaseBlob`, so a file a Vault asset or a job still within retention uses stays.
 * Answers how many jobs expired and how many blobs were deleted.
 */
export async function expireFinishedJobs(): Promise<{ expiredJobs: number; deletedBlobs: number }> {
  const db = await getDb();
  const cutoff = retentionCutoff();
  let expiredJobs = 0;
  let deletedBlobs = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      // SKIP LOCKED: a job a Vault store holds FOR SHARE is left for the next sweep.
      const expired = await queryRows<{ id: string; input_blob_key: string | null; reference_key: string | null }>(
        tx,
        sql`UPDATE jobs SET expired_at = ${now().toISOString()}::timestamptz
            WHERE id IN (SELECT id FROM jobs
                         WHERE expired_at IS NULL AND completed_at < ${cutoff.toISOString()}::timestamptz
                           AND status IN (${sql.join(FINISHED_STATUSES.map((s) => sql`${s}`), sql`, `)})
                         ORDER BY completed_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
            RETURNING id, input_blob_key, params->'reference'->>'blobKey' AS reference_key`,
      );
      if (expired.length === 0) return null;
      const ids = sql.join(expired.map((e) => sql`${e.id}`), sql`, `);
      const files = await queryRows<{ key: string | null }>(
        tx,
        sql`SELECT blob_key AS key FROM job_outputs WHERE job_id IN (${ids})
            UNION ALL SELECT output_blob_key FROM run_steps WHERE run_id IN (${ids})
            UNION ALL SELECT spec->'reference'->>'blobKey' FROM run_steps WHERE run_id IN (${ids})`,
      );
      const keys = [...expired.flatMap((e) => [e.input_blob_key, e.reference_key]), ...files.map((f) => f.key)];
      return { count: expired.length, keys: new Set(keys.filter((k): k is string => k !== null)) };
    });
    if (!batch) break;
    expiredJobs += batch.count;
    // After the commit: releaseBlob must see these jobs expired to let their files go.
    for (const key of batch.keys) if (await releaseBlob(key)) deletedBlobs++;
    if (batch.count < BATCH) break;
  }
  return { expiredJobs, deletedBlobs };
}

/** One sweep: expired jobs, unfinished resumable uploads past their day, crash leftovers and Idempotency-Keys past 24 hours; by one process at a time (others skip; answers null). */
export function sweepRetention(): Promise<SweepReport | null> {
  return withAdvisoryLock("retention-sweep", async () => ({
    ...(await expireFinishedJobs()),
    expiredUploads: await expireTusUploads(),
    scratchRemoved: await sweepScratch(),
    idempotencyKeysRemoved: await sweepIdempotencyKeys(),
    uploadTokensRemoved: await deleteEndedUploadTokens(),
    testBalancesRefilled: await refillTestBalances(),
  }));
}

/**
 * Sweeps now and every hour until the returned stop function is called. A failed sweep is logged
 * and tried again at the next hour; a sweep still running when the hour strikes is not doubled.
 */
export function scheduleRetentionSweeps({ everyMs = HOUR_MS }: { everyMs?: number } = {}): () => Promise<void> {
  let running: Promise<void> | null = null;
  const sweep = () => {
    // Every line a sweep writes carries its id, so one sweep's lines read together.
    running ??= withLogContext({ sweepId: `swp_${randomBase62(10)}` }, () =>
      sweepRetention()
        .then((report) => {
          if (report && (report.expiredJobs || report.expiredUploads || report.scratchRemoved)) {
            log().info(
              {
                expired_jobs: report.expiredJobs,
                deleted_blobs: report.deletedBlobs,
                expired_uploads: report.expiredUploads,
                scratch_removed: report.scratchRemoved,
                idempotency_keys_removed: report.idempotencyKeysRemoved,
              },
              "retention sweep",
            );
          }
        })
        .catch((error: unknown) => log().error({ err: error }, "retention sweep failed")),
    )
      .finally(() => {
        running = null;
      });
  };
  sweep();
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

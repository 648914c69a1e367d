import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { ApiError } from "@/lib/core/errors";
import { now } from "@/lib/core/clock";
import { retentionCutoff } from "@/lib/domain/jobs/expiry";
import { uploadJob } from "@/lib/domain/jobs/upload-job";
import { describeOutput } from "@/lib/domain/jobs/view";
import { releaseBlob } from "@/lib/domain/vault/release-blob";
import { getDb, jobOutputs, jobs, queryRows } from "@/lib/platform/db";
import type { UploadView } from "./schema";

/**
 * The account's uploads whose files are still kept (upload jobs, from POST /api/v1/uploads or tus),
 * newest first, each with a fresh signed link: the Workbench's Files list, the same on every page and
 * after a reload.
 */
export async function listUploads({ accountId, limit, baseUrl }: { accountId: string; limit: number; baseUrl: string }): Promise<UploadView[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: jobs.id, createdAt: jobs.createdAt, output: { id: jobOutputs.id, name: jobOutputs.name, mime: jobOutputs.mime, sizeBytes: jobOutputs.sizeBytes, width: jobOutputs.width, height: jobOutputs.height, durationSeconds: jobOutputs.durationSeconds } })
    .from(jobs)
    .innerJoin(jobOutputs, eq(jobOutputs.jobId, jobs.id))
    .where(and(eq(jobs.accountId, accountId), eq(jobs.kind, uploadJob.kind), isNull(jobs.expiredAt), gt(jobs.completedAt, retentionCutoff())))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(limit);
  return rows.map(({ id, createdAt, output }) => ({ id, created_at: createdAt.toISOString(), ...describeOutput(output, baseUrl, { expired: false }) }));
}

/**
 * Lets uploads go before retention would: each is marked expired (a later `job_id` of it is `410
 * expired`) and its file released unless a job or an asset still uses it. `uploadId` names one (another
 * account's, or a job that is no upload, is a 404); without it every kept upload of the account goes.
 */
export async function forgetUploads({ accountId, uploadId }: { accountId: string; uploadId?: string }): Promise<number> {
  const db = await getDb();
  const forgotten = await db.transaction(async (tx) => {
    const marked = await tx
      .update(jobs)
      .set({ expiredAt: now() })
      .where(and(eq(jobs.accountId, accountId), eq(jobs.kind, uploadJob.kind), isNull(jobs.expiredAt), ...(uploadId ? [eq(jobs.id, uploadId)] : [])))
      .returning({ id: jobs.id });
    if (marked.length === 0) return { count: 0, files: [] };
    const files = await queryRows<{ key: string }>(tx, sql`SELECT blob_key AS key FROM job_outputs WHERE job_id IN (${sql.join(marked.map((m) => sql`${m.id}`), sql`, `)})`);
    return { count: marked.length, files };
  });
  if (uploadId && forgotten.count === 0) throw new ApiError("not_found", `No upload ${uploadId}.`);
  // After the commit: releaseBlob must see the uploads expired to let their files go.
  for (const { key } of forgotten.files) await releaseBlob(key);
  return forgotten.count;
}

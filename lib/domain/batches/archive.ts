import { and, asc, eq } from "drizzle-orm";
import { ApiError } from "@/lib/core/errors";
import { isExpired } from "@/lib/domain/jobs/expiry";
import { getDb, jobOutputs, jobs } from "@/lib/platform/db";
import type { ZipBlob } from "@/lib/platform/archive/zip";
import type { BatchRow } from "./view";

/**
 * What a batch's archive holds, once the batch has ended: every output of its complete items, in
 * input order, each named after its input's file name with the output's own extension
 * (`IMG_0001.jpg` in, `IMG_0001.webp` out). Files retention let go make the archive `410 expired`.
 */
export async function batchArchiveFiles(batch: BatchRow): Promise<{ fileName: string; files: ZipBlob[] }> {
  if (!batch.completedAt) {
    throw new ApiError("batch_not_finished", `Batch ${batch.id} is still running; its archive can be downloaded once every item has ended (GET the batch: its status, then archive_url).`);
  }
  const db = await getDb();
  const rows = await db
    .select({ blobKey: jobOutputs.blobKey, name: jobOutputs.name, position: jobs.batchPosition, inputName: jobs.inputName, completedAt: jobs.completedAt, expiredAt: jobs.expiredAt })
    .from(jobOutputs)
    .innerJoin(jobs, eq(jobs.id, jobOutputs.jobId))
    .where(and(eq(jobs.batchId, batch.id), eq(jobs.status, "complete")))
    .orderBy(asc(jobs.batchPosition), asc(jobOutputs.position));
  if (rows.some((row) => isExpired(row))) {
    throw new ApiError("expired", `Batch ${batch.id}'s files have expired: a job's files are kept JOB_RETENTION_HOURS after it ends. Store outputs in the Vault to keep them.`);
  }
  const files = rows.map((row) => ({ blobKey: row.blobKey, name: nameAfterInput(row.inputName ?? `item-${(row.position ?? 0) + 1}`, row.name), modifiedAt: row.completedAt ?? undefined }));
  return { fileName: `${batch.id}.zip`, files };
}

/** The input's name with the output's extension; the archive makes repeated names unique. */
function nameAfterInput(inputName: string, outputName: string): string {
  const stem = inputName.replace(/\.[^.]*$/, "") || inputName;
  const extension = outputName.match(/\.[^.]+$/)?.[0] ?? "";
  return `${stem}${extension}`;
}

import { sql } from "drizzle-orm";
import { createId } from "@/lib/core/ids";
import { getDb, jobs, type Tx } from "@/lib/platform/db";
import type { AcceptFile, JobSource, StoredInput } from "./job-request";
import { insertJobOutputs, outputRows } from "./queue";
import type { JobRow } from "@/lib/platform/db";
import { withStagedInputs } from "./submit";
import { uploadJob } from "./upload-job";

/**
 * Stores a file as a finished `upload` job whose one output is the file itself, so every call that
 * takes `job_id` can use it (the Workbench's second drop zone, MCP's upload_file).
 */
export async function createUpload({ accountId, source, accept }: { accountId: string; source: JobSource; accept?: AcceptFile }) {
  return withStagedInputs(accountId, async (stage, staged) => recordUpload({ accountId, stored: await stage(source, { accept }), record: staged.handOver }));
}

/**
 * The finished `upload` job for a file already checked and in blob storage (also a finished tus
 * upload, lib/domain/tus); `record` writes the caller's own rows in the same transaction.
 */
export async function recordUpload({ accountId, stored, record }: { accountId: string; stored: StoredInput; record?: (tx: Tx, job: JobRow) => Promise<void> }) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [job] = await tx
      .insert(jobs)
      .values({ id: createId(uploadJob.idPrefix), accountId, kind: uploadJob.kind, status: "complete", params: {}, inputName: stored.name, inputMime: stored.mime, completedAt: sql`now()`, progress: 1 })
      .returning();
    const { width, height, durationSeconds } = stored.media;
    await insertJobOutputs(tx, outputRows(job.id, [{ blobKey: stored.blobKey, name: stored.name, mime: stored.mime, sizeBytes: stored.sizeBytes, width, height, durationSeconds }]));
    await record?.(tx, job);
    return job;
  });
}

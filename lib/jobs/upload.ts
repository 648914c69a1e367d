import { sql } from "drizzle-orm";
import { createId } from "@/lib/api/ids";
import { getDb, jobOutputs, jobs } from "@/lib/db";
import { storeJobInput, type JobSource } from "./job-request";

/**
 * Stores a file as a finished `upload` job whose one output is the file itself, so every call that
 * takes `job_id` can use it (the Workbench's second drop zone, MCP's upload_file).
 */
export async function createUpload({ accountId, source }: { accountId: string; source: JobSource }) {
  const stored = await storeJobInput({ accountId, source });
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [job] = await tx
      .insert(jobs)
      .values({ id: createId("job"), accountId, kind: "upload", status: "complete", params: {}, inputName: stored.name, inputMime: stored.mime, completedAt: sql`now()`, progress: 1 })
      .returning();
    await tx.insert(jobOutputs).values({
      id: createId("blob"),
      jobId: job.id,
      position: 0,
      name: stored.name,
      mime: stored.mime,
      sizeBytes: stored.sizeBytes,
      width: stored.media.width,
      height: stored.media.height,
      durationSeconds: stored.media.durationSeconds,
      blobKey: stored.blobKey,
    });
    return job;
  });
}

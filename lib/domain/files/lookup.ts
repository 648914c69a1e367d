import { eq } from "drizzle-orm";
import { getDb, jobOutputs, jobs, runSteps } from "@/lib/platform/db";
import { isExpired } from "@/lib/domain/jobs/expiry";
import { findAssetFile } from "@/lib/domain/vault/asset-file";
import type { ServableFile } from "@/lib/platform/storage";

/**
 * Finds what a signed file id names: a job output, a run step's output, or a Vault asset or its
 * preview; "expired" when it belongs to a job whose files retention let go.
 */
export async function findServableFile(fileId: string): Promise<ServableFile | "expired" | null> {
  const db = await getDb();
  if (fileId.startsWith("ast_")) return findAssetFile(fileId);
  if (fileId.startsWith("stp_")) {
    const [row] = await db.select({ step: runSteps, completedAt: jobs.completedAt, expiredAt: jobs.expiredAt }).from(runSteps).innerJoin(jobs, eq(jobs.id, runSteps.runId)).where(eq(runSteps.id, fileId));
    if (row && isExpired(row)) return "expired";
    const step = row?.step;
    return step?.outputBlobKey ? { blobKey: step.outputBlobKey, name: step.outputName!, mime: step.outputMime!, sizeBytes: step.outputSizeBytes! } : null;
  }
  const [row] = await db.select({ output: jobOutputs, completedAt: jobs.completedAt, expiredAt: jobs.expiredAt }).from(jobOutputs).innerJoin(jobs, eq(jobs.id, jobOutputs.jobId)).where(eq(jobOutputs.id, fileId));
  if (!row) return null;
  if (isExpired(row)) return "expired";
  const { output } = row;
  return { blobKey: output.blobKey, name: output.name, mime: output.mime, sizeBytes: output.sizeBytes };
}

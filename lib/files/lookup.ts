import { eq } from "drizzle-orm";
import { getDb, jobOutputs, runSteps } from "@/lib/db";
import { findAssetFile } from "@/lib/vault/asset-file";
import type { ServableFile } from "./serve";

/** Finds what a signed file id names: a job output, a run step's output, or a Vault asset or its preview. */
export async function findServableFile(fileId: string): Promise<ServableFile | null> {
  const db = await getDb();
  if (fileId.startsWith("ast_")) return findAssetFile(fileId);
  if (fileId.startsWith("stp_")) {
    const [step] = await db.select().from(runSteps).where(eq(runSteps.id, fileId));
    return step?.outputBlobKey ? { blobKey: step.outputBlobKey, name: step.outputName!, mime: step.outputMime!, sizeBytes: step.outputSizeBytes! } : null;
  }
  const [output] = await db.select().from(jobOutputs).where(eq(jobOutputs.id, fileId));
  return output ? { blobKey: output.blobKey, name: output.name, mime: output.mime, sizeBytes: output.sizeBytes } : null;
}

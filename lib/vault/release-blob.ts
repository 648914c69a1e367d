import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { queryRows } from "@/lib/db/raw";
import { blobStore } from "@/lib/storage";

/**
 * The one way to delete a job's or an asset's file. Assets share their job output's blob (same
 * `blob_key`, no copy), and a job's output can be another job's input, so a blob is deleted only
 * when no job output, no job input and no asset references it any more. Call it after the
 * referencing row's deletion has committed; answers whether the blob was deleted.
 */
export async function releaseBlob(blobKey: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await queryRows<{ referenced: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM assets WHERE blob_key = ${blobKey})
            OR EXISTS (SELECT 1 FROM job_outputs WHERE blob_key = ${blobKey})
            OR EXISTS (SELECT 1 FROM jobs WHERE input_blob_key = ${blobKey}) AS referenced`,
  );
  if (row.referenced) return false;
  await blobStore().delete(blobKey);
  return true;
}

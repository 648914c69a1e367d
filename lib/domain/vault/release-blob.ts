import { sql } from "drizzle-orm";
import { getDb } from "@/lib/platform/db";
import { queryRows } from "@/lib/platform/db/raw";
import { blobStore } from "@/lib/platform/storage";

/**
 * The one way to delete a job's or an asset's file. Assets share their job output's blob (same
 * `blob_key`, no copy), a job's output can be another job's input or reference, and a run's final
 * output is its last step's file, so a blob is deleted only when no asset and no job that has not
 * expired (its input, reference, outputs, or a run step's output or reference) still uses it. Call
 * it after the referencing row's deletion or expiry has committed; answers whether the blob was deleted.
 */
export async function releaseBlob(blobKey: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await queryRows<{ referenced: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM assets WHERE blob_key = ${blobKey})
            OR EXISTS (SELECT 1 FROM job_outputs o JOIN jobs j ON j.id = o.job_id WHERE o.blob_key = ${blobKey} AND j.expired_at IS NULL)
            OR EXISTS (SELECT 1 FROM jobs WHERE input_blob_key = ${blobKey} AND expired_at IS NULL)
            OR EXISTS (SELECT 1 FROM jobs WHERE params->'reference'->>'blobKey' = ${blobKey} AND expired_at IS NULL)
            OR EXISTS (SELECT 1 FROM run_steps s JOIN jobs j ON j.id = s.run_id
                       WHERE (s.output_blob_key = ${blobKey} OR s.spec->'reference'->>'blobKey' = ${blobKey}) AND j.expired_at IS NULL) AS referenced`,
  );
  if (row.referenced) return false;
  await blobStore().delete(blobKey);
  return true;
}

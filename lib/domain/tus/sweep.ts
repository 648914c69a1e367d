import { and, asc, isNull, lt } from "drizzle-orm";
import { now } from "@/lib/core/clock";
import { env } from "@/lib/platform/config/env";
import { getDb, tusUploads } from "@/lib/platform/db";
import { tusStore } from "./store";
import { deleteTusUpload } from "./uploads";

const BATCH = 200;

const HOUR_MS = 3_600_000;

/**
 * Removes every unfinished upload past its 24 hours: its bytes and the store's record, then its row;
 * and the rows of finished uploads as old as their job's retention (their bytes are the job's).
 * Runs inside the retention sweep (lib/runtime/retention.ts), one process at a time; answers how many
 * unfinished uploads it removed.
 */
export async function expireTusUploads(): Promise<number> {
  const db = await getDb();
  await db.delete(tusUploads).where(lt(tusUploads.finishedAt, new Date(now().getTime() - env().JOB_RETENTION_HOURS * HOUR_MS)));
  let expired = 0;
  for (;;) {
    const batch = await db
      .select({ id: tusUploads.id, storeKey: tusUploads.storeKey })
      .from(tusUploads)
      .where(and(isNull(tusUploads.finishedAt), lt(tusUploads.expiresAt, now())))
      .orderBy(asc(tusUploads.expiresAt))
      .limit(BATCH);
    if (batch.length === 0) return expired;
    const store = await tusStore();
    for (const upload of batch) {
      await store.discard(upload.storeKey);
      await deleteTusUpload(upload.id);
      expired++;
    }
    if (batch.length < BATCH) return expired;
  }
}

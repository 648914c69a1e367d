import { and, eq, isNull } from "drizzle-orm";
import { now } from "@/lib/core/clock";
import { getDb, tusUploads, type Tx } from "@/lib/platform/db";
import { TUS_EXPIRY_MS } from "./store";

export type TusUploadRow = typeof tusUploads.$inferSelect;

/** The public id of an upload (the last part of its store key): what its URL names. */
export function publicIdOf(storeKey: string): string {
  return storeKey.slice(storeKey.lastIndexOf("/") + 1);
}

/** Records a new upload for its account, kept unfinished for TUS_EXPIRY_MS; `handOver` ends the quota reservation its row now stands for, in the same transaction. */
export async function recordTusUpload({
  accountId,
  storeKey,
  sizeBytes,
  name,
  uploadTokenId = null,
  handOver,
}: {
  accountId: string;
  storeKey: string;
  sizeBytes: number;
  name: string;
  uploadTokenId?: string | null;
  handOver?: (tx: Tx) => Promise<void>;
}): Promise<TusUploadRow> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tusUploads)
      .values({ id: publicIdOf(storeKey), accountId, storeKey, sizeBytes, name, uploadTokenId, createdAt: now(), expiresAt: new Date(now().getTime() + TUS_EXPIRY_MS) })
      .returning();
    await handOver?.(tx);
    return row;
  });
}

/** The account's upload by public id; another account's is null, like a missing one. */
export async function findTusUpload({ accountId, id }: { accountId: string; id: string }): Promise<TusUploadRow | null> {
  const db = await getDb();
  const [row] = await db.select().from(tusUploads).where(and(eq(tusUploads.id, id), eq(tusUploads.accountId, accountId)));
  return row ?? null;
}

/** Marks the upload finished as `jobId`; false when another request finished it first. */
export async function markTusUploadFinished(tx: Tx, { id, jobId }: { id: string; jobId: string }): Promise<boolean> {
  const rows = await tx.update(tusUploads).set({ jobId, finishedAt: now() }).where(and(eq(tusUploads.id, id), isNull(tusUploads.finishedAt))).returning({ id: tusUploads.id });
  return rows.length > 0;
}

export async function deleteTusUpload(id: string): Promise<void> {
  const db = await getDb();
  await db.delete(tusUploads).where(eq(tusUploads.id, id));
}

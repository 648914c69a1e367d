import fs from "node:fs/promises";
import { env } from "@/lib/platform/config/env";
import { StorageFull } from "@/lib/platform/dependency";

export type DiskSpace = { freeBytes: number; minFreeBytes: number; low: boolean };

/** Free space of the file system that holds DATA_DIR (uploads in flight, scratch files, the embedded database, blobs on disk). */
export async function diskSpace(): Promise<DiskSpace> {
  const { dataDir, DISK_FREE_MIN_BYTES: minFreeBytes } = env();
  const stats = await fs.statfs(dataDir);
  // bavail, not bfree: the blocks reserved for root are not ours to fill.
  const freeBytes = stats.bavail * stats.bsize;
  return { freeBytes, minFreeBytes, low: freeBytes < minFreeBytes };
}

/**
 * Refuses a new upload (StorageFull, answered 507) while DATA_DIR has less than DISK_FREE_MIN_BYTES free,
 * so the disk never fills under the embedded database; uploads already streaming finish or fail alone.
 */
export async function assertRoomForUpload(): Promise<void> {
  if (env().DISK_FREE_MIN_BYTES === 0) return;
  const space = await diskSpace();
  if (space.low) throw new StorageFull();
}

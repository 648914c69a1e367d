import { now } from "@/lib/core/clock";
import { env } from "@/lib/platform/config/env";

type Ended = { completedAt: Date | null; expiredAt: Date | null };

/**
 * When a job's files expired: JOB_RETENTION_HOURS after it ended. It reads as expired (links `410
 * expired`) from that moment; the sweep that deletes the files and sets `expired_at` comes later.
 */
export function expiryOf(job: Ended): Date | null {
  if (job.expiredAt) return job.expiredAt;
  if (!job.completedAt) return null;
  const at = new Date(job.completedAt.getTime() + retentionMs());
  return at <= now() ? at : null;
}

/** Jobs that ended at or before this moment read as expired (the same rule, for SQL). */
export function retentionCutoff(): Date {
  return new Date(now().getTime() - retentionMs());
}

const retentionMs = () => env().JOB_RETENTION_HOURS * 3_600_000;

export function isExpired(job: Ended): boolean {
  return expiryOf(job) !== null;
}

export const JOB_STATUSES = ["queued", "running", "complete", "failed", "canceled"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** A job in one of these states has stopped: waiting on it ends and the Workbench stops polling. */
export const FINISHED_STATUSES: readonly JobStatus[] = ["complete", "failed", "canceled"];

export function isFinished(status: string | null | undefined): boolean {
  return FINISHED_STATUSES.some((finished) => finished === status);
}

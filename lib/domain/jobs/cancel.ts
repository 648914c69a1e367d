import { jobKinds } from "./kinds";
import { cancelJobOf, type JobRow } from "./queue";

/** Cancels a queued or running job of the account and refunds it through its kind (from the registry). */
export function cancelJob({ accountId, jobId }: { accountId: string; jobId: string }): Promise<JobRow> {
  return cancelJobOf(jobKinds, { accountId, jobId });
}

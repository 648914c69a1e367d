import { registeredJobKinds } from "./hooks";
import { cancelJobOf } from "./queue";
import type { JobRow } from "@/lib/platform/db";

/** Cancels a queued or running job of the account and refunds it through its kind (from the registry). */
export function cancelJob({ accountId, jobId }: { accountId: string; jobId: string }): Promise<JobRow> {
  return cancelJobOf(registeredJobKinds(), { accountId, jobId });
}

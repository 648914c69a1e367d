import { env } from "@/lib/config/env";
import { FINISHED, getJobRow, type JobRow, type JobStatus } from "@/lib/jobs/queue";
import { waitUntilFinished } from "@/lib/jobs/wait";
import type { ToolContext } from "./define-tool";

/**
 * Waits for a job or run as a REST waiting call does (up to WAIT_TIMEOUT_SECONDS), telling the
 * client its progress meanwhile. Stops early when the client cancels; the work goes on regardless.
 */
export async function waitForJob({ job, ctx }: { job: JobRow; ctx: ToolContext }): Promise<{ job: JobRow; finished: boolean }> {
  let latest = job;
  let reported = -1;
  const isDone = () => FINISHED.includes(latest.status as JobStatus);
  await waitUntilFinished({
    id: job.id,
    timeoutMs: env().WAIT_TIMEOUT_SECONDS * 1000,
    isFinished: async () => {
      latest = (await getJobRow(job.id)) ?? latest;
      // Progress must only grow, so a value is sent once it exceeds the last one sent.
      const progress = isDone() ? 1 : (latest.progress ?? 0);
      if (progress > reported) {
        reported = progress;
        await ctx.reportProgress({ progress, total: 1, message: `${latest.id} is ${latest.status}` });
      }
      return isDone() || ctx.signal.aborted;
    },
  });
  return { job: latest, finished: isDone() };
}

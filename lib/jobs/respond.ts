import { env } from "@/lib/config/env";
import { getJobRow, FINISHED, type JobRow, type JobStatus } from "./queue";
import { describeJob } from "./view";
import { waitUntilFinished } from "./wait";

type Describe = (job: JobRow, baseUrl: string) => Promise<Record<string, unknown>>;

/**
 * Answers a job-creating call: with `wait` the finished job (200) or, after WAIT_TIMEOUT_SECONDS,
 * `202 { id, status, poll_url }`; without `wait` that 202 at once. Runs pass their own describer.
 */
export async function respondWithJob({
  job,
  wait,
  baseUrl,
  extra = {},
  describe = describeJob,
  pollPath = "jobs",
}: {
  job: JobRow;
  wait: boolean;
  baseUrl: string;
  extra?: Record<string, unknown>;
  describe?: Describe;
  pollPath?: "jobs" | "runs";
}) {
  let latest = job;
  const finished = wait
    ? await waitUntilFinished({
        id: job.id,
        timeoutMs: env().WAIT_TIMEOUT_SECONDS * 1000,
        isFinished: async () => {
          latest = (await getJobRow(job.id)) ?? latest;
          return FINISHED.includes(latest.status as JobStatus);
        },
      })
    : false;
  if (finished) return Response.json({ ...(await describe(latest, baseUrl)), ...extra });
  return Response.json(
    { id: latest.id, status: latest.status, poll_url: `${baseUrl}/api/v1/${pollPath}/${latest.id}`, credits_charged: latest.creditsCharged, ...extra },
    { status: 202 },
  );
}

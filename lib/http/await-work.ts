import { statusOfCode } from "@/lib/core/errors";
import { env } from "@/lib/platform/config/env";
import { describeRun } from "@/lib/domain/runs/view";
import { FINISHED, getJobRow, type JobStatus } from "@/lib/domain/jobs/queue";
import type { JobRow } from "@/lib/platform/db";
import type { NewJobOutput } from "@/lib/domain/jobs/events";
import type { AcceptedView } from "@/lib/domain/jobs/schema";
import { describeJob } from "@/lib/domain/jobs/view";
import { waitUntilFinished } from "@/lib/domain/jobs/wait";

/** A job, or a run (a job row of kind `run`, read and polled under /runs). */
export type WorkKind = "job" | "run";

export type WorkOutcome =
  /** Done: `status` is 200 when complete, else the HTTP status of its error code (canceled: 409). */
  | { state: "finished"; job: JobRow; view: Awaited<ReturnType<typeof describeWork>>; status: number }
  | { state: "pending"; job: JobRow; pending: AcceptedView; waited: boolean };

const POLL_PATH = { job: "jobs", run: "runs" } as const;

/** `outputs`: those a completion in this process carried, so a job's view reads nothing again. */
export function describeWork(job: JobRow, kind: WorkKind, baseUrl: string, outputs?: NewJobOutput[]) {
  return kind === "run" ? describeRun(job, baseUrl) : describeJob(job, baseUrl, { outputs });
}

/** 200 for finished work, the status of its error code for failed or canceled work. */
export function statusOfWork(job: JobRow): number {
  return job.status === "complete" ? 200 : statusOfCode(job.errorCode ?? "internal_error");
}

function isFinished(job: JobRow): boolean {
  return FINISHED.includes(job.status as JobStatus);
}

/**
 * The one implementation of a waiting call, for REST and MCP: with `wait`, waits up to
 * WAIT_TIMEOUT_SECONDS for the work (reporting each read to `onProgress`, stopping early when
 * `signal` aborts), then answers its view if finished or how to poll it. The work itself is never
 * touched: a caller that stops waiting does not cancel it.
 */
export async function awaitWork({
  job,
  kind,
  wait,
  baseUrl,
  onProgress,
  signal,
}: {
  job: JobRow;
  kind: WorkKind;
  wait: boolean;
  baseUrl: string;
  onProgress?: (job: JobRow) => Promise<void>;
  signal?: AbortSignal;
}): Promise<WorkOutcome> {
  let latest = job;
  let outputs: NewJobOutput[] | undefined;
  // The caller's row was just written (queued or resumed): the first look needs no read.
  let fresh = !isFinished(job);
  if (wait) {
    await waitUntilFinished({
      id: job.id,
      timeoutMs: env().WAIT_TIMEOUT_SECONDS * 1000,
      isFinished: async (change) => {
        // A change made in this process carries the row as written (a completion its outputs too): nothing is read again.
        if (change?.row) ({ row: latest, outputs } = change);
        else if (!fresh) latest = (await getJobRow(job.id)) ?? latest;
        fresh = false;
        await onProgress?.(latest);
        return isFinished(latest) || Boolean(signal?.aborted);
      },
    });
  }
  if (isFinished(latest)) return { state: "finished", job: latest, view: await describeWork(latest, kind, baseUrl, outputs), status: statusOfWork(latest) };
  const pending: AcceptedView = {
    id: latest.id,
    status: latest.status as AcceptedView["status"],
    poll_url: `${baseUrl}/api/v1/${POLL_PATH[kind]}/${latest.id}`,
    credits_charged: latest.creditsCharged,
  };
  return { state: "pending", job: latest, pending, waited: wait };
}

/** A waiting REST call's answer: the finished view (200, or its failure's status) or 202 with how to poll. */
export function workResponse(outcome: WorkOutcome, extra: Record<string, unknown> = {}): Response {
  return outcome.state === "finished"
    ? Response.json({ ...outcome.view, ...extra }, { status: outcome.status })
    : Response.json({ ...outcome.pending, ...extra }, { status: 202 });
}

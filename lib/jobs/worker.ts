import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ApiError, isApiError } from "@/lib/api/errors";
import { userFacingError } from "@/lib/api/redact";
import { randomBase62 } from "@/lib/api/ids";
import { withLogContext } from "@/lib/log";
import { jobTransitions } from "@/lib/metrics/job-transitions";
import { workerLanes } from "@/lib/metrics/lanes";
import { WorkerPresence } from "@/lib/metrics/worker-registry";
import { blobStore, scratchRoot } from "@/lib/storage";
import { jobEvents } from "./events";
import type { JobInputFile, JobKinds } from "./job-kind";
import { jobKinds } from "./kinds";
import { claimNextJob, finishComplete, finishFailed, leaseSeconds, releaseJobs, renewLease, type JobRow } from "./queue";

/** How often an idle worker looks for work that arrived through another process. */
const IDLE_POLL_MS = 1000;
/** After the grace period, how long aborted jobs get to kill their ffmpeg and remove their scratch files. */
const ABORT_SETTLE_MS = 2000;

/**
 * Runs jobs from the queue, `concurrency` at a time, with the app's kinds (tests pass their own).
 * Each running job holds a lease that a heartbeat renews; `stop()` stops claiming and waits for the
 * running jobs to finish (drain).
 */
export class Worker {
  readonly id = `wrk_${os.hostname()}_${process.pid}_${randomBase62(6)}`;
  private stopping = false;
  private wakers = new Set<() => void>();
  private loops: Promise<void>[] = [];
  private running = new Map<string, AbortController>();
  private readonly onChange = () => this.wakers.forEach((wake) => wake());
  private presence: WorkerPresence | undefined;

  constructor(
    private readonly concurrency: number,
    private readonly kinds: JobKinds = jobKinds,
  ) {}

  start(): void {
    jobEvents().on("change", this.onChange);
    for (let slot = 0; slot < this.concurrency; slot++) this.loops.push(this.loop());
    this.presence = new WorkerPresence(this.id, workerLanes(this.concurrency), () => this.running.size);
    void this.presence.start();
  }

  /**
   * Stops claiming new jobs and waits for the running ones. Jobs still running after `graceMs` are
   * released to the queue (the next worker takes them at once) and aborted.
   */
  async stop({ graceMs = Infinity }: { graceMs?: number } = {}): Promise<void> {
    this.stopping = true;
    jobEvents().off("change", this.onChange);
    this.wakers.forEach((wake) => wake());
    const drained = Promise.all(this.loops);
    if (await within(drained, graceMs)) return this.presence?.stop();
    await releaseJobs([...this.running.keys()], this.id);
    this.running.forEach((abort) => abort.abort(new ApiError("conflict", "The server is shutting down; the job was given back to the queue.")));
    await within(drained, ABORT_SETTLE_MS);
    await this.presence?.stop();
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      let job: JobRow | null = null;
      try {
        job = await claimNextJob(this.id, this.kinds);
      } catch (error) {
        console.error("[darkroom] claiming a job failed", error);
      }
      if (job) await withLogContext({ requestId: job.requestId, jobId: job.id }, () => this.execute(job));
      else await this.idle();
    }
  }

  private idle(): Promise<void> {
    return new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, IDLE_POLL_MS);
      this.wakers.add(wake);
    });
  }

  private async execute(job: JobRow): Promise<void> {
    jobTransitions.started(job);
    const abort = new AbortController();
    let progress: number | undefined;
    const heartbeat = setInterval(() => {
      renewLease(job.id, this.id, progress)
        .then((stillOurs) => {
          if (!stillOurs) abort.abort(new ApiError("conflict", "The job was canceled."));
        })
        .catch((error) => console.error("[darkroom] lease renewal failed", error));
    }, (leaseSeconds() * 1000) / 3);
    const onCancel = (change: { jobId: string; status: string }) => {
      if (change.jobId === job.id && change.status === "canceled") abort.abort(new ApiError("conflict", "The job was canceled."));
    };
    jobEvents().on("change", onCancel);
    this.running.set(job.id, abort);
    const workDir = path.join(scratchRoot(), `${job.id}-${randomBase62(6)}`);
    try {
      const kind = this.kinds.get(job.kind);
      await fs.mkdir(workDir, { recursive: true });
      const outcome = await kind.run({
        job,
        input: await inputFileOf(job, workDir),
        workDir,
        signal: abort.signal,
        reportProgress: (fraction) => {
          progress = Math.max(0, Math.min(1, fraction));
        },
      });
      const recorded = await finishComplete(job, this.id, outcome);
      // A job canceled while it ran keeps no outputs.
      if (!recorded) await Promise.all((outcome.outputs ?? []).map((o) => blobStore().delete(o.blobKey)));
    } catch (error) {
      const apiError =
        isApiError(error) ? error : new ApiError("internal_error", "The job failed unexpectedly. It has been logged for the operator.");
      if (!isApiError(error)) console.error(`[darkroom] job ${job.id} (${job.kind}) failed`, error);
      await finishFailed({ job, workerId: this.id, kinds: this.kinds, error: userFacingError(apiError, `job ${job.id} (${job.kind})`) }).catch((e) => console.error("[darkroom] recording a failure failed", e));
    } finally {
      clearInterval(heartbeat);
      jobEvents().off("change", onCancel);
      this.running.delete(job.id);
      await fs.rm(workDir, { recursive: true, force: true });
    }
  }
}

async function inputFileOf(job: JobRow, workDir: string): Promise<JobInputFile | null> {
  if (!job.inputBlobKey) return null;
  return { path: await blobStore().localPath(job.inputBlobKey, workDir), name: job.inputName ?? "input", mime: job.inputMime ?? "application/octet-stream" };
}

/** Whether `promise` settles within `ms` (Infinity: waits for it). */
async function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  if (ms === Infinity) return promise.then(() => true);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([promise.then(() => true), late]);
  } finally {
    clearTimeout(timer);
  }
}

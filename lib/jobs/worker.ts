import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ApiError } from "@/lib/api/errors";
import { userFacingError } from "@/lib/api/redact";
import { randomBase62 } from "@/lib/api/ids";
import { blobStore, scratchRoot } from "@/lib/storage";
import { jobEvents } from "./events";
import { claimNextJob, finishComplete, finishFailed, LEASE_SECONDS, releaseJobs, renewLease, type JobRow } from "./queue";
import { getJobKind, type JobInputFile } from "./registry";

/** How often an idle worker looks for work that arrived through another process. */
const IDLE_POLL_MS = 1000;
/** After the grace period, how long aborted jobs get to kill their ffmpeg and remove their scratch files. */
const ABORT_SETTLE_MS = 2000;

/**
 * Runs jobs from the queue, `concurrency` at a time. Each running job holds a lease that a
 * heartbeat renews; `stop()` stops claiming and waits for the running jobs to finish (drain).
 */
export class Worker {
  readonly id = `wrk_${os.hostname()}_${process.pid}_${randomBase62(6)}`;
  private stopping = false;
  private wakers = new Set<() => void>();
  private loops: Promise<void>[] = [];
  private running = new Map<string, AbortController>();
  private readonly onChange = () => this.wakers.forEach((wake) => wake());

  constructor(private readonly concurrency: number) {}

  start(): void {
    jobEvents().on("change", this.onChange);
    for (let slot = 0; slot < this.concurrency; slot++) this.loops.push(this.loop());
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
    if (await within(drained, graceMs)) return;
    await releaseJobs([...this.running.keys()], this.id);
    this.running.forEach((abort) => abort.abort(new ApiError("conflict", "The server is shutting down; the job was given back to the queue.")));
    await within(drained, ABORT_SETTLE_MS);
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      let job: JobRow | null = null;
      try {
        job = await claimNextJob(this.id);
      } catch (error) {
        console.error("[darkroom] claiming a job failed", error);
      }
      if (job) await this.execute(job);
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
    const kind = getJobKind(job.kind);
    const abort = new AbortController();
    let progress: number | undefined;
    const heartbeat = setInterval(() => {
      renewLease(job.id, this.id, progress)
        .then((stillOurs) => {
          if (!stillOurs) abort.abort(new ApiError("conflict", "The job was canceled."));
        })
        .catch((error) => console.error("[darkroom] lease renewal failed", error));
    }, (LEASE_SECONDS * 1000) / 3);
    const onCancel = (change: { jobId: string; status: string }) => {
      if (change.jobId === job.id && change.status === "canceled") abort.abort(new ApiError("conflict", "The job was canceled."));
    };
    jobEvents().on("change", onCancel);
    this.running.set(job.id, abort);
    const workDir = path.join(scratchRoot(), `${job.id}-${randomBase62(6)}`);
    try {
      if (!kind) throw new ApiError("internal_error", `No handler for job kind ${job.kind}.`);
      await fs.mkdir(workDir, { recursive: true });
      const outcome = await kind.handle({
        job,
        input: await inputFileOf(job),
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
        error instanceof ApiError ? error : new ApiError("internal_error", "The job failed unexpectedly. It has been logged for the operator.");
      if (!(error instanceof ApiError)) console.error(`[darkroom] job ${job.id} (${job.kind}) failed`, error);
      await finishFailed(job, this.id, userFacingError(apiError, `job ${job.id} (${job.kind})`)).catch((e) => console.error("[darkroom] recording a failure failed", e));
    } finally {
      clearInterval(heartbeat);
      jobEvents().off("change", onCancel);
      this.running.delete(job.id);
      await fs.rm(workDir, { recursive: true, force: true });
    }
  }
}

async function inputFileOf(job: JobRow): Promise<JobInputFile | null> {
  if (!job.inputBlobKey) return null;
  return { path: await blobStore().localPath(job.inputBlobKey), name: job.inputName ?? "input", mime: job.inputMime ?? "application/octet-stream" };
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

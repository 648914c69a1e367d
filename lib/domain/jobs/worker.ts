import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ApiError, isApiError } from "@/lib/core/errors";
import { userFacingError } from "@/lib/core/redact";
import { randomBase62 } from "@/lib/core/ids";
import { log, withLogContext } from "@/lib/core/log";
import { jobTransitions } from "@/lib/platform/metrics/job-transitions";
import { WorkerPresence } from "@/lib/platform/metrics/worker-registry";
import { blobStore, scratchRoot } from "@/lib/platform/storage";
import { withPredictionMemory, type PredictionMemory } from "@/lib/core/attempt-context";
import { jobEvents, type JobChange } from "./events";
import type { JobInputFile, JobKinds, JobOutcome } from "./job-kind";
import { LANES, type Lane, type LaneSlots } from "@/lib/platform/config/lanes";
import {
  attemptOf,
  claimNextJob,
  claimQueuedJob,
  fenceJob,
  finishComplete,
  finishFailed,
  leaseSeconds,
  releaseJobs,
  rememberPrediction,
  renewLease,
  retryLater,
  unclaimJob,
  unreferencedBlobKeys,
  type Attempt,
} from "./queue";
import type { JobRow } from "@/lib/platform/db";
import { isTransient, retryDelayMs } from "@/lib/platform/transient";
import { isDiskFull, unavailableDependency } from "@/lib/platform/dependency";
import { backoffDelayMs } from "@/lib/core/backoff";
import { registeredJobKinds } from "./hooks";
import { offerLocalSlots, type LocalSlot } from "./local-slots";

/** How often one idle loop per lane looks for work that arrived unannounced (a lost notification, a lapsed lease). */
const IDLE_POLL_MS = 1000;
/** The same on the embedded database, where nothing arrives unannounced (see server-runtime.ts): each poll costs a query on the main thread. */
export const EMBEDDED_IDLE_POLL_MS = 5000;
/** After the grace period, how long aborted jobs get to kill their ffmpeg and remove their scratch files. */
const ABORT_SETTLE_MS = 2000;
/** The ceiling of the first wait before a transiently failed job runs again (full jitter); it doubles with each attempt. */
const RETRY_BASE_MS = 5000;
/** Waits after failed claims while the database is away: full jitter below 250 ms, doubling up to 10 s, so a fleet does not reconnect in step. */
const OUTAGE_BASE_MS = 250;
const OUTAGE_MAX_MS = 10_000;
/** Tries to remove the outputs of an attempt that could not record them: about ten minutes at OUTAGE_MAX_MS apart. */
const RELEASE_TRIES = 60;

/** Why an idle loop woke: a queued job's announcement (its id), the lane's poll, a job this process queued already claimed for it, or none of these (stop, or a look for work). */
type Wake = { jobId?: string; polled?: boolean; job?: JobRow };
type IdleLoop = { loopId: string; wake: (wake: Wake) => void };

/** Slots per lane, or one number for every lane. */
export type WorkerSlots = number | LaneSlots;

/**
 * Runs jobs from the queue with the app's kinds (tests pass their own): each lane gets its own
 * loops, so a provider call that hangs never holds a conversion's slot. Each loop claims with its
 * own id, and each attempt's writes are fenced by that id and the attempt number. A running job
 * holds a lease that a heartbeat renews; `stop()` stops claiming and waits for the running jobs
 * (drain). A transient failure puts the job back with backoff, up to its `max_attempts`.
 */
export class Worker {
  readonly id = `wrk_${os.hostname()}_${process.pid}_${randomBase62(6)}`;
  private stopping = false;
  private idleLoops = new Map<Lane, Set<IdleLoop>>(LANES.map((lane) => [lane, new Set()]));
  /** Announcements per lane that found every loop busy: a loop that ends a job looks for more only when one came. */
  private readonly missed: Map<Lane, number>;
  private poll: NodeJS.Timeout | undefined;
  private loops: Promise<void>[] = [];
  private running = new Map<string, { abort: AbortController; attempt: Attempt }>();
  private readonly lanes: [Lane, number][];
  private readonly retryBaseMs: number;
  private readonly idlePollMs: number;
  private presence: WorkerPresence | undefined;
  private withdrawSlots: (() => void) | undefined;
  /**
   * A queued job wakes one idle loop of its lane (every lane when it names none), which claims that
   * job first; other changes wake nobody.
   */
  private readonly onChange = (change: JobChange) => {
    if (change.status !== "queued") return;
    for (const lane of change.lane ? [change.lane] : LANES) this.wakeIdle(lane, { jobId: change.jobId });
  };

  constructor(
    slots: WorkerSlots,
    private readonly kinds: JobKinds = registeredJobKinds(),
    { retryBaseMs = RETRY_BASE_MS, idlePollMs = IDLE_POLL_MS }: { retryBaseMs?: number; idlePollMs?: number } = {},
  ) {
    this.lanes = LANES.map((lane): [Lane, number] => [lane, typeof slots === "number" ? slots : (slots[lane] ?? 0)]).filter(([, n]) => n > 0);
    this.missed = new Map(this.lanes.map(([lane]) => [lane, 0]));
    this.retryBaseMs = retryBaseMs;
    this.idlePollMs = idlePollMs;
  }

  start(): void {
    jobEvents().on("change", this.onChange);
    // One poll per lane, not per loop: ten idle loops polling each cost ten times the queries for the same news.
    this.poll = setInterval(() => this.lanes.forEach(([lane]) => this.wakeIdle(lane, { polled: true })), this.idlePollMs);
    for (const [lane, count] of this.lanes) {
      for (let slot = 0; slot < count; slot++) this.loops.push(this.loop(lane, `${this.id}_${lane}${slot}`));
    }
    this.presence = new WorkerPresence(this.id, Object.fromEntries(this.lanes), () => this.running.size);
    void this.presence.start();
    this.withdrawSlots = offerLocalSlots(this);
  }

  /**
   * Sets an idle loop of `lane` aside for a job this process is about to queue (see LocalSlot): the
   * loop is out of the idle set at once, so no announcement or poll takes it meanwhile. An idle loop
   * means nothing of the lane was waiting when it went idle, as for claimQueuedJob; the enqueue itself
   * checks again and queues the job instead when work of the lane is waiting, keeping the fair order.
   */
  reserve(lane: Lane, kind: string): LocalSlot | null {
    if (this.stopping || !this.kinds.list.some((k) => k.kind === kind && k.queued)) return null;
    const wakers = this.idleLoops.get(lane);
    const loop = wakers?.values().next().value;
    if (!wakers || !loop) return null;
    wakers.delete(loop);
    return {
      workerId: loop.loopId,
      run: (job) => loop.wake({ job }),
      // Back to idle, unless work was announced while it was set aside (or stop() came): then it looks for work now.
      release: () => (this.stopping || this.takeMissed(lane) ? loop.wake({}) : wakers.add(loop)),
    };
  }

  /**
   * Stops claiming new jobs and waits for the running ones. Jobs still running after `graceMs` are
   * released to the queue (the next worker takes them at once) and aborted.
   */
  async stop({ graceMs = Infinity }: { graceMs?: number } = {}): Promise<void> {
    this.stopping = true;
    this.withdrawSlots?.();
    jobEvents().off("change", this.onChange);
    clearInterval(this.poll);
    this.idleLoops.forEach((wakers) => wakers.forEach((loop) => loop.wake({})));
    const drained = Promise.all(this.loops);
    if (await within(drained, graceMs)) return this.presence?.stop();
    await releaseJobs([...this.running.values()].map((r) => r.attempt));
    this.running.forEach(({ abort }) => abort.abort(new ApiError("conflict", "The server is shutting down; the job was given back to the queue.")));
    await within(drained, ABORT_SETTLE_MS);
    await this.presence?.stop();
  }

  private async loop(lane: Lane, loopId: string): Promise<void> {
    let woken: Wake = {};
    let claimFailures = 0;
    // A job handed to the loop is already claimed by it: it runs even when stop() came meanwhile, and the drain waits for it.
    while (!this.stopping || woken.job) {
      let job: JobRow | null = woken.job ?? null;
      if (!job) {
        try {
          // An idle loop saw nothing else waiting in its lane, so the job that woke it is taken at once.
          job = (woken.jobId && (await claimQueuedJob(loopId, this.kinds, lane, woken.jobId))) || (await claimNextJob(loopId, this.kinds, lane));
          if (claimFailures > 0) log().info({ lane, loop_id: loopId, failures: claimFailures }, "claiming works again");
          claimFailures = 0;
        } catch (error) {
          // The database is away (or failing): the loop stays, waits with jitter, and claims again; one line per outage, not per try.
          if (claimFailures++ === 0) log().error({ err: error, lane, loop_id: loopId }, "claiming a job failed; retrying with backoff");
          await this.pause(backoffDelayMs({ attempt: claimFailures, baseMs: OUTAGE_BASE_MS, maxMs: OUTAGE_MAX_MS }));
          woken = {};
          continue;
        }
        // stop() came while the claim was on its way (waiting for a connection, say): the job goes back untouched.
        if (job && this.stopping) {
          await unclaimJob(attemptOf(job)).catch((error: unknown) => log().warn({ err: error, job_id: job!.id }, "a job claimed during stop is left to its lease"));
          break;
        }
        // Work a poll found may be a backlog that came unannounced: another idle loop of the lane looks too.
        if (job && woken.polled) this.wakeIdle(lane, { polled: true });
      }
      woken = {};
      if (job) await withLogContext({ requestId: job.requestId, jobId: job.id }, () => this.execute(job));
      // A job announced while this loop ran or claimed is looked for now; without one nothing new came (a lost one is the poll's to find).
      if (!this.takeMissed(lane)) woken = await this.idle(lane, loopId);
    }
  }

  /** Sleeps `ms`, or less when stop() comes meanwhile. */
  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      const check = setInterval(() => this.stopping && done(), 100);
      function done() {
        clearTimeout(timer);
        clearInterval(check);
        resolve();
      }
    });
  }

  private wakeIdle(lane: Lane, wake: Wake): void {
    const idle = this.idleLoops.get(lane)?.values().next().value;
    if (idle) idle.wake(wake);
    else if (wake.jobId && this.missed.has(lane)) this.missed.set(lane, this.missed.get(lane)! + 1);
  }

  private takeMissed(lane: Lane): boolean {
    const count = this.missed.get(lane) ?? 0;
    if (count > 0) this.missed.set(lane, count - 1);
    return count > 0;
  }

  /** Waits until an announcement, the lane's poll or stop() wakes this loop. */
  private idle(lane: Lane, loopId: string): Promise<Wake> {
    const wakers = this.idleLoops.get(lane)!;
    return new Promise<Wake>((resolve) => {
      // stop() may have come while this loop was claiming: it wakes only loops already idle.
      if (this.stopping) return resolve({});
      const loop: IdleLoop = {
        loopId,
        wake: (reason) => {
          wakers.delete(loop);
          resolve(reason);
        },
      };
      wakers.add(loop);
    });
  }

  private async execute(job: JobRow): Promise<void> {
    jobTransitions.started(job);
    const attempt = attemptOf(job);
    const abort = new AbortController();
    let progress: number | undefined;
    const heartbeat = setInterval(() => {
      renewLease(attempt, progress)
        .then((stillOurs) => {
          if (!stillOurs) abort.abort(new ApiError("conflict", "The job was canceled."));
        })
        .catch((error) => log().error({ err: error }, "lease renewal failed"));
    }, (leaseSeconds() * 1000) / 3);
    const onCancel = (change: JobChange) => {
      if (change.jobId === job.id && change.status === "canceled") abort.abort(new ApiError("conflict", "The job was canceled."));
    };
    jobEvents().on("change", onCancel);
    this.running.set(job.id, { abort, attempt });
    const workDir = path.join(scratchRoot(), `${job.id}-${randomBase62(6)}`);
    const memory: PredictionMemory = {
      recall: (key) => job.predictions[key],
      remember: (key, predictionId) => rememberPrediction(attempt, key, predictionId),
    };
    let outcome: JobOutcome | undefined;
    try {
      const kind = this.kinds.get(job.kind);
      await fs.mkdir(workDir, { recursive: true });
      const produced = await withPredictionMemory(memory, async () =>
        kind.run({
          job,
          input: await inputFileOf(job, workDir),
          workDir,
          signal: abort.signal,
          reportProgress: (fraction) => {
            progress = Math.max(0, Math.min(1, fraction));
          },
          fence: (tx) => fenceJob(tx, attempt),
        }),
      );
      outcome = produced;
      const recorded = await whileDatabaseAway(() => finishComplete(job, attempt, produced), leaseSeconds() * 1000);
      // A job canceled while it ran keeps no outputs.
      if (!recorded) await Promise.all((produced.outputs ?? []).map((o) => blobStore().delete(o.blobKey)));
    } catch (error) {
      // Stored but not recorded (the database went away at the end): the next attempt makes its own.
      if (outcome?.outputs?.length) releaseUnrecorded(outcome.outputs.map((o) => o.blobKey));
      // A dependency that is down or a full disk: no fault of the job, so the attempt is not counted (retryLater
      // raises max_attempts); the job waits for the dependency, however many attempts that takes.
      const outage = unavailableDependency(error) !== null || isDiskFull(error);
      if (!abort.signal.aborted && isTransient(error) && job.attempts < job.maxAttempts) {
        // Waiting on a dependency, the job looks again as often as a worker retries its claims (at most OUTAGE_MAX_MS apart), so it goes on soon after the dependency is back.
        const delayMs = outage ? Math.min(retryDelayMs(job.attempts, this.retryBaseMs), OUTAGE_MAX_MS) : retryDelayMs(job.attempts, this.retryBaseMs);
        let requeued = false;
        try {
          requeued = await retryLater(attempt, delayMs, { outage });
        } catch (e) {
          // The database cannot take the write now (down, or its disk full): the job stays this attempt's
          // until the lease lapses, then runs again. Failing it instead would lose work that was accepted.
          log().warn({ err: e, kind: job.kind }, "putting a job back for another attempt failed: it runs again once its lease lapses");
          if (isTransient(e)) return;
        }
        if (requeued) {
          jobTransitions.retrying(job, { error, delayMs });
          return;
        }
      }
      const apiError =
        isApiError(error) ? error : new ApiError("internal_error", "The job failed unexpectedly. It has been logged for the operator.");
      if (!isApiError(error)) log().error({ err: error, kind: job.kind }, `job ${job.id} (${job.kind}) failed`);
      await finishFailed({ job, attempt, kinds: this.kinds, error: userFacingError(apiError, `job ${job.id} (${job.kind})`) }).catch((e) =>
        log().error({ err: e, kind: job.kind }, "recording a job's failure failed"),
      );
    } finally {
      clearInterval(heartbeat);
      jobEvents().off("change", onCancel);
      this.running.delete(job.id);
      await removeScratch(workDir);
    }
  }
}

/**
 * Runs `write` again, with jittered backoff, while it fails because the database is unreachable, for at
 * most `withinMs` (the lease: after it another worker may take the job, and the fencing token refuses
 * this attempt's write anyway). A finished job's result is kept through a short outage instead of being
 * computed again.
 */
async function whileDatabaseAway<T>(write: () => Promise<T>, withinMs: number): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (let attempt = 0; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      const waitMs = backoffDelayMs({ attempt, baseMs: OUTAGE_BASE_MS, maxMs: OUTAGE_MAX_MS });
      if (unavailableDependency(error) !== "database" || Date.now() + waitMs > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
  }
}

/**
 * Deletes output blobs an attempt stored but could not record, in the background: once the database
 * answers again, those no row refers to (the write may have committed with only its answer lost).
 */
function releaseUnrecorded(keys: string[]): void {
  void (async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        for (const key of await unreferencedBlobKeys(keys)) await blobStore().delete(key);
        return;
      } catch (error) {
        if (attempt >= RELEASE_TRIES) {
          log().warn({ err: error, blob_keys: keys }, "removing outputs an attempt could not record failed; they stay in the store");
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, backoffDelayMs({ attempt, baseMs: OUTAGE_BASE_MS, maxMs: OUTAGE_MAX_MS })).unref());
      }
    }
  })();
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

/**
 * Outputs were moved into storage, so the folder is usually empty: one rmdir, not a recursive walk
 * (~1 ms of main-thread CPU). Native work a timed-out job left behind may still add a file, so the
 * walk retries; a failure is logged, never thrown, since it would end the loop that ran the job.
 */
async function removeScratch(workDir: string): Promise<void> {
  await fs
    .rmdir(workDir)
    .catch(() => fs.rm(workDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }))
    .catch((error) => log().error({ err: error, work_dir: workDir }, "removing the scratch folder failed"));
}

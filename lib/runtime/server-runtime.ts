import os from "node:os";
import { configureLog, flushLog, log, logFatal } from "@/lib/core/log";
import { env } from "@/lib/platform/config/env";
import { ensurePrivateDir } from "@/lib/platform/config/secret-files";
import { ensureAdminToken } from "@/lib/domain/admin/token";
import { closeDb, createEmbeddedDatabaseApart, getDb, getDbDriver } from "@/lib/platform/db";
import { claimScratch } from "@/lib/platform/storage/scratch";
import { serviceSecret } from "@/lib/platform/links/signing";
import type { JobKinds } from "@/lib/domain/jobs/job-kind";
import { jobKinds } from "@/lib/domain/register";
import type { Lane } from "@/lib/platform/config/lanes";
import { EMBEDDED_IDLE_POLL_MS, Worker } from "@/lib/domain/jobs/worker";
import { stopDeliveryRenders, variantsStored } from "@/lib/domain/delivery/variants";
import { checkProviderSettings } from "@/lib/platform/providers/config";
import { listenForJobChanges } from "@/lib/domain/jobs/notify";
import { scheduleRetentionSweeps } from "@/lib/runtime/retention";
import { warnIfMediaToolsMissing } from "@/lib/platform/media/ffmpeg";
import { metrics } from "@/lib/platform/metrics/registry";
import { processState } from "@/lib/core/process-state";
import { fixHeapGrowth } from "@/lib/runtime/heap-growth";

/** What `startServerRuntime` brought up, stopped by the entry that owns the process (`drainOnSignals`). */
export type ServerRuntime = {
  /**
   * Refuses delivery renders that have not started, stops claiming jobs, lets running ones finish for
   * `graceMs` (the rest go back to the queue), then stops the sweeps and the job listener.
   */
  drain(graceMs: number): Promise<void>;
  /** Closes the database: after the drain and the last request, waiting at most `withinMs` for variants still being stored. */
  close(withinMs?: number): Promise<void>;
};

declare module "@/lib/core/process-state" {
  interface ProcessState {
    runtime?: Promise<ServerRuntime>;
  }
}

/** Default workers: one per core (two image jobs in parallel on 2 cores beat one with two threads). */
export function defaultConcurrency(): number {
  return env().WORKER_CONCURRENCY ?? Math.max(1, os.availableParallelism());
}

/**
 * Slots per lane: WORKER_LANES when set; else cpu gets `defaultConcurrency()` and io, which mostly
 * waits on the network, at least 8 (none when WORKER_CONCURRENCY is 0).
 */
export function workerLanes(): Record<Lane, number> {
  const cpu = defaultConcurrency();
  const lanes = env().WORKER_LANES;
  if (lanes) return { cpu: lanes.cpu ?? 0, io: lanes.io ?? 0 };
  return { cpu, io: cpu === 0 ? 0 : Math.max(8, cpu) };
}

/**
 * Brings the service up once per process: environment, database (migrations, lock), secrets,
 * metrics, embedded job workers and retention sweeps. Anything that fails here ends the process with
 * exit code 1 and the reason on stderr (a fatal log line): a half-started server would only answer 500.
 */
export function startServerRuntime({ role, kinds = jobKinds }: { role: "web" | "worker"; kinds?: JobKinds }): Promise<ServerRuntime> {
  const state = processState();
  state.runtime ??= start(role, kinds).catch((error: unknown) => {
    logFatal(`[darkroom] cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
  return state.runtime;
}

async function start(role: "web" | "worker", kinds: JobKinds): Promise<ServerRuntime> {
  // First, so a bad variable is named before anything else can fail on it.
  const { DATABASE_URL, LOG_LEVEL } = env();
  configureLog({ level: LOG_LEVEL });
  if (role === "worker" && !DATABASE_URL) {
    throw new Error("npm run worker needs DATABASE_URL: the embedded database belongs to the web process alone.");
  }
  checkProviderSettings();
  fixHeapGrowth();
  // Blobs, the database and the secrets are the server's alone, whatever the umask.
  ensurePrivateDir(env().dataDir);
  // Locked before the first sweep: a sweep on this host removes the scratch of processes that ended, never a live one's.
  await claimScratch();
  createEmbeddedDatabaseApart();
  await getDb();
  // An empty, unreadable or short secret file stops start-up here, naming the file.
  serviceSecret();
  ensureAdminToken();
  warnIfMediaToolsMissing();
  // From start-up, so process metrics (event-loop lag among them) cover the time before the first scrape.
  metrics();
  const stopListening = await listenForJobChanges();
  const runWorkers = role === "worker" || env().DARKROOM_EMBEDDED_WORKERS === "true";
  const lanes = workerLanes();
  // The embedded database has one process, which announces every job it queues: polling there is only a safety net.
  const idlePollMs = (await getDbDriver()) === "pglite" ? EMBEDDED_IDLE_POLL_MS : undefined;
  const worker = runWorkers && lanes.cpu + lanes.io > 0 ? new Worker(lanes, kinds, { idlePollMs }) : null;
  worker?.start();
  const stopSweeps = scheduleRetentionSweeps();
  const driver = await getDbDriver();
  log().info({ role, database: driver, workers: worker ? lanes : null, data_dir: env().dataDir }, `${role} ready`);
  return {
    drain: async (graceMs) => {
      stopDeliveryRenders();
      await worker?.stop({ graceMs });
      await stopSweeps();
      await stopListening();
    },
    close: async (withinMs) => {
      // Renders answered before their variant was stored finish storing while the database is open, within what is left of the grace.
      await variantsStored(undefined, { withinMs });
      await closeDb();
    },
  };
}

/**
 * SIGTERM or SIGINT: `stopHttp` (stop accepting, finish requests) and the job drain run side by side
 * for at most SHUTDOWN_GRACE_SECONDS, then the database closes and the process exits 0. `on`, not
 * `once`: Ctrl+C reaches the process twice (terminal and scripts/start.mjs), and a second signal
 * without a listener would kill it mid-drain.
 */
export function drainOnSignals(runtime: ServerRuntime, stopHttp?: (graceMs: number) => Promise<void>): void {
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const graceSeconds = env().SHUTDOWN_GRACE_SECONDS;
    log().info({ signal, grace_seconds: graceSeconds }, "finishing running jobs before exit");
    const deadline = Date.now() + graceSeconds * 1000;
    await Promise.all([runtime.drain(graceSeconds * 1000), stopHttp?.(graceSeconds * 1000)]);
    await runtime.close(Math.max(0, deadline - Date.now()));
    await flushLog();
    process.exit(0);
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}

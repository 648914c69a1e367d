import os from "node:os";
import { configureLog, log, logFatal } from "@/lib/core/log";
import { env } from "@/lib/platform/config/env";
import { ensurePrivateDir } from "@/lib/platform/config/secret-files";
import { ensureAdminToken } from "@/lib/domain/admin/token";
import { closeDb, createEmbeddedDatabaseApart, getDb, getDbDriver } from "@/lib/platform/db";
import { serviceSecret } from "@/lib/domain/files/signing";
import type { JobKinds } from "@/lib/domain/jobs/job-kind";
import { jobKinds } from "@/lib/domain/register";
import type { Lane } from "@/lib/domain/jobs/lanes";
import { EMBEDDED_IDLE_POLL_MS, Worker } from "@/lib/domain/jobs/worker";
import { checkProviderSettings } from "@/lib/platform/providers/config";
import { listenForJobChanges } from "@/lib/domain/jobs/notify";
import { scheduleRetentionSweeps } from "@/lib/runtime/retention";
import { warnIfBundledMediaTools } from "@/lib/platform/media/ffmpeg";

const holder = globalThis as unknown as { __darkroomRuntime?: Promise<void> };

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
 * embedded job workers, and a shutdown that drains running jobs before the database closes. Under
 * `next start` this handler owns SIGTERM/SIGINT only with NEXT_MANUAL_SIG_HANDLE set (scripts/start.mjs
 * sets it). Anything that fails here ends the process with exit code 1 and the reason on stderr (a
 * fatal log line): a half-started server would only answer 500.
 */
export function startServerRuntime({ role, kinds = jobKinds }: { role: "web" | "worker"; kinds?: JobKinds }): Promise<void> {
  holder.__darkroomRuntime ??= start(role, kinds).catch((error: unknown) => {
    logFatal(`[darkroom] cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
  return holder.__darkroomRuntime;
}

async function start(role: "web" | "worker", kinds: JobKinds): Promise<void> {
  // First, so a bad variable is named before anything else can fail on it.
  const { DATABASE_URL, LOG_LEVEL } = env();
  configureLog({ level: LOG_LEVEL });
  if (role === "worker" && !DATABASE_URL) {
    throw new Error("npm run worker needs DATABASE_URL: the embedded database belongs to the web process alone.");
  }
  checkProviderSettings();
  // Blobs, the database and the secrets are the server's alone, whatever the umask.
  ensurePrivateDir(env().dataDir);
  createEmbeddedDatabaseApart();
  await getDb();
  // An empty, unreadable or short secret file stops start-up here, naming the file.
  serviceSecret();
  ensureAdminToken();
  warnIfBundledMediaTools();
  const stopListening = await listenForJobChanges();
  const runWorkers = role === "worker" || env().DARKROOM_EMBEDDED_WORKERS === "true";
  const lanes = workerLanes();
  // The embedded database has one process, which announces every job it queues: polling there is only a safety net.
  const idlePollMs = (await getDbDriver()) === "pglite" ? EMBEDDED_IDLE_POLL_MS : undefined;
  const worker = runWorkers && lanes.cpu + lanes.io > 0 ? new Worker(lanes, kinds, { idlePollMs }) : null;
  worker?.start();
  const stopSweeps = scheduleRetentionSweeps();
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const graceSeconds = env().SHUTDOWN_GRACE_SECONDS;
    log().info({ signal, grace_seconds: graceSeconds }, "finishing running jobs before exit");
    await worker?.stop({ graceMs: graceSeconds * 1000 });
    await stopSweeps();
    await stopListening();
    await closeDb();
    process.exit(0);
  };
  // `on`, not `once`: Ctrl+C reaches this process twice (terminal and scripts/start.mjs), and a second signal without a listener kills it mid-drain.
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
  const driver = await getDbDriver();
  log().info({ role, database: driver, workers: worker ? lanes : null, data_dir: env().dataDir }, `${role} ready`);
}

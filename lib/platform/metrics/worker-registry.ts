import os from "node:os";
import { eq, lt, sql } from "drizzle-orm";
import { getDb, workers } from "@/lib/platform/db";
import { queryRows } from "@/lib/platform/db/raw";
import { log } from "@/lib/core/log";

/** How often a worker process says it is alive. */
export const HEARTBEAT_SECONDS = 5;
/** A process silent for this long is shown as stale (it died, or its event loop is stuck). */
export const STALE_AFTER_SECONDS = 3 * HEARTBEAT_SECONDS;
/** Rows of processes that died without leaving are removed after this long. */
const FORGET_AFTER_SECONDS = 3600;

/**
 * A worker process's row in `workers`: written when it starts, beaten every HEARTBEAT_SECONDS with
 * its running-job count, removed when it stops. Times come from the database's clock, so hosts with
 * drifting clocks still agree on what is stale.
 */
export class WorkerPresence {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly id: string,
    private readonly lanes: Record<string, number>,
    private readonly runningJobs: () => number,
  ) {}

  /** Registers the process and starts the heartbeat; a failure is logged, never thrown (the view is not worth stopping work for). */
  async start(): Promise<void> {
    this.timer = setInterval(() => void this.beat().catch((error) => log().warn({ err: error, worker_id: this.id }, "worker heartbeat failed")), HEARTBEAT_SECONDS * 1000);
    this.timer.unref();
    try {
      const db = await getDb();
      await db.insert(workers).values({ id: this.id, host: os.hostname(), pid: process.pid, lanes: this.lanes });
    } catch (error) {
      log().error({ err: error, worker_id: this.id }, "registering the worker failed");
    }
  }

  async beat(): Promise<void> {
    const db = await getDb();
    await db.update(workers).set({ lastHeartbeatAt: sql`now()`, runningJobs: this.runningJobs() }).where(eq(workers.id, this.id));
    await db.delete(workers).where(lt(workers.lastHeartbeatAt, sql`now() - make_interval(secs => ${FORGET_AFTER_SECONDS})`));
  }

  /** Stops the heartbeat and removes the row; a failure is logged, never thrown (shutdown goes on). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    try {
      const db = await getDb();
      await db.delete(workers).where(eq(workers.id, this.id));
    } catch (error) {
      log().error({ err: error, worker_id: this.id }, "unregistering the worker failed");
    }
  }
}

export type WorkerView = {
  id: string;
  host: string;
  pid: number;
  lanes: Record<string, number>;
  running_jobs: number;
  started_at: string;
  last_heartbeat_at: string;
  stale: boolean;
};

/** Every registered worker process, oldest first, stale ones marked. */
export async function listWorkers(): Promise<WorkerView[]> {
  const db = await getDb();
  const rows = await queryRows<{ id: string; host: string; pid: number; lanes: Record<string, number>; running_jobs: number; started_at: Date | string; last_heartbeat_at: Date | string; stale: boolean }>(
    db,
    sql`SELECT id, host, pid, lanes, running_jobs, started_at, last_heartbeat_at,
          last_heartbeat_at < now() - make_interval(secs => ${STALE_AFTER_SECONDS}) AS stale
        FROM workers ORDER BY started_at, id`,
  );
  return rows.map((r) => ({ ...r, started_at: new Date(r.started_at).toISOString(), last_heartbeat_at: new Date(r.last_heartbeat_at).toISOString() }));
}

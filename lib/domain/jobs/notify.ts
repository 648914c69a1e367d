import { type SQL, sql } from "drizzle-orm";
import { backoffDelayMs } from "@/lib/core/backoff";
import { env } from "@/lib/platform/config/env";
import { getDb, getDbDriver } from "@/lib/platform/db";
import { jobEvents, type JobChange } from "./events";
import { processState } from "@/lib/core/process-state";
import { log } from "@/lib/core/log";

const CHANNEL = "darkroom_jobs";
/** Reconnect waits: full jitter below 250 ms, then doubling up to 10 s. */
const RECONNECT_BASE_MS = 250;
const RECONNECT_MAX_MS = 10_000;

declare module "@/lib/core/process-state" {
  interface ProcessState {
    jobListener?: Promise<() => Promise<void>>;
  }
}
const state = processState();

/** The `application_name` of this process's LISTEN connection. */
export const listenerName = (): string => `darkroom-listen-${process.pid}`;

/** Tells other processes sharing PostgreSQL that a job changed, so their workers and waiters wake at once. */
export async function notifyOtherProcesses(change: JobChange): Promise<void> {
  const notify = await notificationSql(change);
  if (!notify) return;
  const db = await getDb();
  await db.execute(sql`SELECT ${notify}`);
}

/**
 * The call that tells other processes of `change` (PostgreSQL only; null on the embedded database),
 * for the statement that makes the change to include: delivered when it commits, and no statement of its own.
 */
export async function notificationSql({ jobId, status, lane }: JobChange): Promise<SQL | null> {
  if ((await getDbDriver()) !== "postgres") return null;
  return sql`pg_notify(${CHANNEL}, ${JSON.stringify({ jobId, status, ...(lane ? { lane } : {}) })})`;
}

/**
 * Listens for other processes' job changes (PostgreSQL only) and replays them as local events. A
 * lost connection (a restart, `pg_terminate_backend`, a network cut) is opened again with backoff;
 * meanwhile workers and waiters poll, and after each reconnect every idle loop looks once for
 * what it may have missed.
 */
export function listenForJobChanges(): Promise<() => Promise<void>> {
  state.jobListener ??= (async () => {
    const url = env().DATABASE_URL;
    if (!url) return async () => {};
    const { Client } = await import("pg");
    let stopped = false;
    let current: InstanceType<typeof Client> | undefined;
    let retry: NodeJS.Timeout | undefined;

    const connect = async (): Promise<void> => {
      // Named, so an operator (or a test) can tell this process's listener apart in pg_stat_activity.
      const client = new Client({ connectionString: url, application_name: listenerName() });
      client.on("notification", (message) => {
        try {
          jobEvents().emit("change", JSON.parse(message.payload ?? "{}") as JobChange);
        } catch {
          // A malformed payload only costs a wake-up; the pollers still see the change.
        }
      });
      // Armed once listening: a failed connect is retried by `reconnect` itself.
      let live = false;
      const onLost = (error?: Error) => {
        if (!live || stopped) return;
        live = false;
        log().error({ err: error }, "job notification listener lost its connection; polling until it is back");
        void client.end().catch(() => {});
        reconnect(0);
      };
      client.on("error", onLost);
      client.on("end", () => onLost());
      current = client;
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      live = true;
    };

    /** Opens the connection again after `failures` failed reconnects in a row. */
    const reconnect = (failures: number) => {
      retry = setTimeout(() => {
        connect()
          .then(() => jobEvents().emit("change", { jobId: "", status: "queued" } satisfies JobChange))
          .catch(() => {
            void current?.end().catch(() => {});
            if (!stopped) reconnect(failures + 1);
          });
      }, backoffDelayMs({ attempt: failures, baseMs: RECONNECT_BASE_MS, maxMs: RECONNECT_MAX_MS }));
      retry.unref();
    };

    await connect();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      await current?.end().catch(() => {});
      state.jobListener = undefined;
    };
  })();
  return state.jobListener;
}

/**
 * Announces a change here and, on PostgreSQL, to every other process (fire and forget: pollers are
 * the fallback); `notified` when the statement that made the change already notified them (notificationSql).
 */
export function announceJobChange(change: JobChange, { notified = false }: { notified?: boolean } = {}): void {
  jobEvents().emit("change", change);
  if (notified) return;
  notifyOtherProcesses(change).catch((error) => log().error({ err: error, job_id: change.jobId }, "job notification failed"));
}

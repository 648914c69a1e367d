import { timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import { ApiError } from "@/lib/core/errors";
import { ensureAdminToken } from "@/lib/domain/admin/token";
import { env } from "@/lib/platform/config/env";
import { getDb } from "@/lib/platform/db";
import { queryRows } from "@/lib/platform/db/raw";
import { metrics } from "@/lib/platform/metrics/registry";
import { STALE_AFTER_SECONDS } from "@/lib/platform/metrics/worker-registry";
import { checkDependencies } from "@/lib/platform/dependency-health";
import { log } from "@/lib/core/log";

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** /metrics takes `Authorization: Bearer <METRICS_TOKEN>` or the admin token. */
export function assertMetricsAccess(request: Request): void {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get("authorization") ?? "");
  const given = match?.[1] ?? "";
  const token = env().METRICS_TOKEN;
  // Both compared every time, so the answer's timing does not tell which secret was close.
  const allowed = [token ? sameSecret(given, token) : false, sameSecret(given, ensureAdminToken())];
  if (!given || !allowed.includes(true)) {
    throw new ApiError("unauthorized", "Send 'Authorization: Bearer <token>' with METRICS_TOKEN or the admin token (DATA_DIR/admin-token on the server).");
  }
}

/** Sets the gauges read from the database: the whole queue and the worker processes, the same on every process. */
async function readQueueGauges(): Promise<void> {
  const db = await getDb();
  const [jobs, workers] = await Promise.all([
    queryRows<{ kind: string; lane: string; status: string; n: number | string }>(
      db,
      sql`SELECT kind, lane, status, count(*) AS n FROM jobs WHERE status IN ('queued', 'running') GROUP BY kind, lane, status`,
    ),
    queryRows<{ stale: boolean; n: number | string; running: number | string | null }>(
      db,
      sql`SELECT last_heartbeat_at < now() - make_interval(secs => ${STALE_AFTER_SECONDS}) AS stale, count(*) AS n, sum(running_jobs) AS running
          FROM workers GROUP BY 1`,
    ),
  ]);
  const m = metrics();
  // A series seen before reads 0 once its jobs are gone, rather than its last count.
  for (const { labels } of (await m.queueJobs.get()).values) m.queueJobs.set(labels, 0);
  for (const row of jobs) m.queueJobs.set({ kind: row.kind, lane: row.lane, status: row.status }, Number(row.n));
  const live = workers.find((w) => !w.stale);
  m.workers.set({ state: "live" }, Number(live?.n ?? 0));
  m.workers.set({ state: "stale" }, Number(workers.find((w) => w.stale)?.n ?? 0));
  m.workerRunningJobs.set(Number(live?.running ?? 0));
}

/** `darkroom_dependency_up{dependency}`: 1 when a probe answered just now, 0 when it did not (Redis only when configured). */
async function readDependencyGauges(): Promise<void> {
  const report = await checkDependencies();
  const m = metrics();
  for (const dependency of ["database", "storage", "redis"] as const) {
    const state = report[dependency];
    if (state !== "none") m.dependencyUp.set({ dependency }, state === "up" ? 1 : 0);
  }
}

/**
 * The Prometheus text exposition of this process's registry, with the queue gauges read fresh. While the
 * database is down the scrape still answers: the dependency gauges say so, the queue gauges keep their last reading.
 */
export async function scrape(): Promise<{ body: string; contentType: string }> {
  await readDependencyGauges();
  await readQueueGauges().catch((error: unknown) => log().warn({ err: error }, "metrics: the queue gauges could not be read"));
  const { registry } = metrics();
  return { body: await registry.metrics(), contentType: registry.contentType };
}

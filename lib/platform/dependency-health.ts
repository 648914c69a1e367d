import { sql } from "drizzle-orm";
import { log } from "@/lib/core/log";
import { getDb } from "@/lib/platform/db";
import { env } from "@/lib/platform/config/env";
import { blobStore } from "@/lib/platform/storage";
import { diskSpace, type DiskSpace } from "@/lib/platform/storage/disk-space";
import { pingRedis } from "@/lib/platform/rate-limit/limiter";
import type { Dependency } from "@/lib/platform/dependency";

/** A probe that has not answered in this long counts as down: health answers fast, whatever is wrong. */
const PROBE_TIMEOUT_MS = 2000;

export type DependencyState = "up" | "down";

export type DependencyReport = {
  database: DependencyState;
  /** "none" when the service runs without Redis (one process, or limits kept per process). */
  redis: DependencyState | "none";
  storage: DependencyState;
  drivers: { database: "pglite" | "postgres"; storage: "disk" | "s3" };
  disk: DiskSpace | null;
};

/** The dependencies the service cannot serve without: Redis is not one (each process limits from memory meanwhile). */
export const REQUIRED_DEPENDENCIES: readonly Dependency[] = ["database", "storage"];

let inFlight: Promise<DependencyReport> | null = null;

/** Probes each dependency at once, each bounded by a short timeout; concurrent callers share one probe. */
export function checkDependencies(): Promise<DependencyReport> {
  inFlight ??= probeAll().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function probeAll(): Promise<DependencyReport> {
  const [database, redis, storage, disk] = await Promise.all([
    probe("database", async () => {
      await (await getDb()).execute(sql`SELECT 1`);
    }),
    withTimeout(pingRedis(PROBE_TIMEOUT_MS), false).then((answer) => (answer === null ? "none" : answer ? "up" : "down") as DependencyReport["redis"]),
    probe("storage", () => blobStore().ping()),
    withTimeout(diskSpace(), null).catch(() => null),
  ]);
  return { database, redis, storage, drivers: { database: env().DATABASE_URL ? "postgres" : "pglite", storage: blobStore().driver }, disk };
}

async function probe(dependency: Dependency, check: () => Promise<void>): Promise<DependencyState> {
  try {
    const ok = await withTimeout(check().then(() => true), false);
    return ok ? "up" : "down";
  } catch (error) {
    log().warn({ err: error, dependency }, "health check: a dependency is down");
    return "down";
  }
}

function withTimeout<T, F>(work: Promise<T>, fallback: F): Promise<T | F> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<F>((resolve) => {
    timer = setTimeout(() => resolve(fallback), PROBE_TIMEOUT_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

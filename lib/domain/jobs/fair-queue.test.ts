import fs from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "@/lib/core/errors";
import { getDb, queryRows } from "@/lib/platform/db";
import { logTo } from "@/lib/core/log";
import { metrics } from "@/lib/platform/metrics/registry";
import { makeAccount } from "@/test/helpers";
import { defineJobKind, jobKindRegistry } from "./job-kind";
import { attemptOf, announceNewJob, claimNextJob, enqueueJob, fenceJob, finishComplete, finishFailed, getJobRow, rememberPrediction, renewLease } from "./queue";
import { markTransient } from "@/lib/platform/transient";
import { DependencyUnavailable } from "@/lib/platform/dependency";
import { resetEnvForTests } from "@/lib/platform/config/env";
import { blobStore } from "@/lib/platform/storage";
import { onJobEnded } from "./hooks";
import { storeOutputFile } from "./outputs";
import { waitUntilFinished } from "./wait";
import { Worker } from "./worker";

const finishedOrder: string[] = [];
const failedHook: string[] = [];
let openGate = () => {};
let gate = Promise.resolve();
const closeGate = () => {
  gate = new Promise((resolve) => (openGate = resolve));
};

/** Waits at the gate (a slow job), then finishes. */
const work = defineJobKind({
  kind: "test-work",
  title: "A test job",
  params: z.object({}),
  handle: async ({ job }) => {
    await gate;
    finishedOrder.push(job.id);
    return {};
  },
  onFailed: async (_tx, job) => void failedHook.push(job.id),
});

/** A provider call that never answers until its job is aborted. */
const hung = defineJobKind({
  kind: "test-hung",
  title: "A hung provider call",
  params: z.object({}),
  lane: "io",
  handle: ({ signal }) => new Promise((_resolve, reject) => signal.addEventListener("abort", () => reject(signal.reason))),
});

let flaky = 0;
let away = 0;
/** Finds the storage down `away` times, then succeeds. */
const outage = defineJobKind({
  kind: "test-outage",
  title: "A job during a storage outage",
  params: z.object({}),
  handle: async () => {
    if (away-- > 0) throw new DependencyUnavailable("storage", { cause: Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }) });
    return { result: { text: "ok" } };
  },
  onFailed: async (_tx, job) => void failedHook.push(job.id),
});
/** Fails transiently `flaky` times, then succeeds. */
const transient = defineJobKind({
  kind: "test-transient",
  title: "A flaky job",
  params: z.object({}),
  handle: async () => {
    if (flaky-- > 0) throw markTransient(new ApiError("provider_error", "The provider answered 503."));
    return { result: { text: "ok" } };
  },
  onFailed: async (_tx, job) => void failedHook.push(job.id),
});

const stored: string[] = [];
/** Stores an output; its first attempt cannot record it (a job-ended hook finds the database "away"). */
const producing = defineJobKind({
  kind: "test-output",
  title: "A job whose output cannot be recorded",
  params: z.object({}),
  handle: async ({ workDir }) => {
    const file = path.join(workDir, "out.txt");
    await fs.writeFile(file, "output");
    const output = await storeOutputFile({ path: file, naming: { from: null, fallback: "out", extension: "txt" }, mime: "text/plain" });
    stored.push(output.blobKey);
    return { outputs: [output] };
  },
});
onJobEnded(
  async (_tx, job) => {
    if (job.kind === "test-output" && job.attempts === 1) throw new DependencyUnavailable("database");
  },
  { wanted: (job) => (job.kind === "test-output" ? sql`true` : sql`false`) },
);

const kinds = jobKindRegistry([work, hung, transient, outage, producing]);

async function enqueue(accountId: string, kind: "test-work" | "test-hung" | "test-transient" | "test-outage" | "test-output" = "test-work") {
  const db = await getDb();
  const lane = kinds.list.find((k) => k.kind === kind) === hung ? "io" : "cpu";
  const job = await db.transaction((tx) => enqueueJob(tx, { accountId, kind, lane, params: {} }));
  announceNewJob(job.id, lane);
  return job;
}

async function finished(jobId: string) {
  await waitUntilFinished({ id: jobId, timeoutMs: 20_000, isFinished: async () => ["complete", "failed", "canceled"].includes((await getJobRow(jobId))!.status) });
  return (await getJobRow(jobId))!;
}

async function clearQueue() {
  const db = await getDb();
  await db.execute(sql`DELETE FROM jobs`);
}

let worker: Worker | undefined;
afterEach(async () => {
  openGate();
  // The hung job never ends by itself: it is released and aborted.
  await worker?.stop({ graceMs: 500 });
  worker = undefined;
  await clearQueue();
});

describe("fair queue", () => {
  it("with one slot, accounts take turns: B's one job finishes before A's fourth of eight", async () => {
    finishedOrder.length = 0;
    closeGate();
    const a = (await makeAccount()).accountId;
    const b = (await makeAccount()).accountId;
    worker = new Worker({ cpu: 1 }, kinds);
    worker.start();
    const aJobs = [];
    for (let i = 0; i < 8; i++) aJobs.push(await enqueue(a));
    const bJob = await enqueue(b);
    openGate();
    await finished(bJob.id);
    await Promise.all(aJobs.map((j) => finished(j.id)));
    expect(finishedOrder.indexOf(bJob.id)).toBeLessThan(finishedOrder.indexOf(aJobs[3].id));
    // First in, first out within an account.
    expect(finishedOrder.filter((id) => id !== bJob.id)).toEqual(aJobs.map((j) => j.id));
  });

  it("claims from the account with the fewest running jobs, ties to the one whose last job started longest ago", async () => {
    const accounts = [(await makeAccount()).accountId, (await makeAccount()).accountId, (await makeAccount()).accountId];
    const queued = new Map<string, string>();
    for (const account of accounts) for (let i = 0; i < 2; i++) queued.set((await enqueue(account)).id, account);
    const order: string[] = [];
    for (let i = 0; i < 6; i++) order.push(queued.get((await claimNextJob(`loop-${i}`, kinds))!.id)!);
    expect(order).toEqual([...accounts, ...accounts]);
  });

  it("lanes: a hung provider call does not hold up a conversion", async () => {
    finishedOrder.length = 0;
    const { accountId } = await makeAccount();
    worker = new Worker({ cpu: 1, io: 1 }, kinds);
    worker.start();
    const stuck = await enqueue(accountId, "test-hung");
    await waitUntilFinished({ id: stuck.id, timeoutMs: 10_000, isFinished: async () => (await getJobRow(stuck.id))!.status === "running" });
    const conversion = await enqueue(accountId);
    expect(await finished(conversion.id)).toMatchObject({ status: "complete" });
    expect((await getJobRow(stuck.id))!.status).toBe("running");
  });

  it("a worker claims only the lanes it runs", async () => {
    const { accountId } = await makeAccount();
    const io = await enqueue(accountId, "test-hung");
    expect(await claimNextJob("cpu-loop", kinds, "cpu")).toBeNull();
    expect((await claimNextJob("io-loop", kinds, "io"))?.id).toBe(io.id);
  });

  it("fencing: a stale attempt cannot finish, fail (refund), renew or write, even from the same loop id", async () => {
    const { accountId } = await makeAccount();
    const job = await enqueue(accountId);
    const db = await getDb();
    const stale = (await claimNextJob("loop-a", kinds))!;
    await db.execute(sql`UPDATE jobs SET lease_expires_at = now() - interval '1 second' WHERE id = ${job.id}`);
    // The same loop id takes the job again after its own lease lapsed: only the attempt number tells them apart.
    const current = (await claimNextJob("loop-a", kinds))!;
    expect(current.attempts).toBe(stale.attempts + 1);
    const staleAttempt = attemptOf(stale);
    expect(await renewLease(staleAttempt)).toBe(false);
    expect(await finishComplete(stale, staleAttempt, { result: { text: "stale" } })).toBe(false);
    expect(await finishFailed({ job: stale, attempt: staleAttempt, kinds, error: new ApiError("provider_error", "stale") })).toBe(false);
    expect(failedHook).not.toContain(job.id);
    await expect(db.transaction((tx) => fenceJob(tx, staleAttempt))).rejects.toMatchObject({ code: "conflict" });
    await expect(rememberPrediction(staleAttempt, "k", "p_stale")).rejects.toMatchObject({ code: "conflict" });
    expect(await finishComplete(current, attemptOf(current), { result: { text: "current" } })).toBe(true);
    expect(await getJobRow(job.id)).toMatchObject({ status: "complete", result: { text: "current" }, predictions: {} });
  });

  it("retries a transient failure with backoff, without running the failure hook (no refund), and logs the retry", async () => {
    flaky = 1;
    const retriesBefore = (await metrics().jobRetries.get()).values.find((v) => v.labels.kind === "test-transient")?.value ?? 0;
    const lines: Record<string, unknown>[] = [];
    logTo({ write: (line: string) => void lines.push(JSON.parse(line)) });
    const { accountId } = await makeAccount();
    worker = new Worker(1, kinds, { retryBaseMs: 10 });
    worker.start();
    const job = await enqueue(accountId, "test-transient");
    expect(await finished(job.id)).toMatchObject({ status: "complete", attempts: 2, result: { text: "ok" } });
    expect(failedHook).not.toContain(job.id);
    const mine = lines.filter((l) => l.job_id === job.id);
    expect(mine.map((l) => l.msg)).toEqual(["job started", "job retrying", "job started", "job completed"]);
    expect((await metrics().jobRetries.get()).values.find((v) => v.labels.kind === "test-transient")?.value).toBe(retriesBefore + 1);
    expect(mine[1]).toMatchObject({ level: "warn", kind: "test-transient", attempt: 1, code: "provider_error", delay_ms: expect.any(Number) });
    // Full jitter: the first wait is drawn below retryBaseMs.
    expect(mine[1].delay_ms).toBeGreaterThanOrEqual(0);
    expect(mine[1].delay_ms).toBeLessThan(10);
  });

  it("keeps retrying a job that finds a dependency down beyond max_attempts: the outage is not the job's fault", async () => {
    away = 5;
    const { accountId } = await makeAccount();
    worker = new Worker(1, kinds, { retryBaseMs: 10 });
    worker.start();
    const job = await enqueue(accountId, "test-outage");
    expect(await finished(job.id)).toMatchObject({ status: "complete", attempts: 6, maxAttempts: 8, result: { text: "ok" } });
    expect(failedHook).not.toContain(job.id);
  });

  it("removes the outputs of an attempt that could not record them, once the database answers, and completes the job with its own", async () => {
    process.env.JOB_LEASE_SECONDS = "1";
    resetEnvForTests();
    try {
      const { accountId } = await makeAccount();
      worker = new Worker(1, kinds, { retryBaseMs: 10 });
      worker.start();
      const job = await enqueue(accountId, "test-output");
      const done = await finished(job.id);
      expect(done.status).toBe("complete");
      const [recorded] = await queryRows<{ blob_key: string }>(await getDb(), sql`SELECT blob_key FROM job_outputs WHERE job_id = ${job.id}`);
      expect({ attempts: done.attempts, stored: stored.length }).toEqual({ attempts: 2, stored: 2 });
      expect(stored).toContain(recorded.blob_key);
      const spoiled = stored.filter((key) => key !== recorded.blob_key);
      await waitUntilFinished({ id: job.id, timeoutMs: 10_000, isFinished: async () => (await Promise.all(spoiled.map((key) => blobStore().stat(key)))).every((stat) => stat === null) });
      expect(await Promise.all(spoiled.map((key) => blobStore().stat(key)))).toEqual(spoiled.map(() => null));
      expect(await blobStore().stat(recorded.blob_key)).not.toBeNull();
    } finally {
      delete process.env.JOB_LEASE_SECONDS;
      resetEnvForTests();
    }
  });

  it("stops retrying at max_attempts and fails the job once", async () => {
    flaky = 100;
    const { accountId } = await makeAccount();
    worker = new Worker(1, kinds, { retryBaseMs: 10 });
    worker.start();
    const job = await enqueue(accountId, "test-transient");
    expect(await finished(job.id)).toMatchObject({ status: "failed", errorCode: "provider_error", attempts: 3 });
    expect(failedHook.filter((id) => id === job.id)).toHaveLength(1);
  });
});

import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "@/lib/platform/db";
import { ApiError } from "@/lib/core/errors";
import { logTo } from "@/lib/core/log";
import { makeAccount } from "@/test/helpers";
import { z } from "zod";
import { defineJobKind, jobKindRegistry } from "./job-kind";
import { announceNewJob, attemptOf, claimNextJob, claimQueuedJob, enqueueJob, getJobRow, unclaimJob } from "./queue";
import { Worker } from "./worker";
import { waitUntilFinished } from "./wait";

const ran: string[] = [];
const failedHook: string[] = [];
const testEcho = defineJobKind({
  kind: "test-echo",
  title: "An echo test job",
  params: z.object({ fail: z.boolean().optional(), crash: z.boolean().optional() }),
  handle: async ({ job, params }) => {
    ran.push(job.id);
    if (params.fail) throw new ApiError("invalid_media", "bad input");
    if (params.crash) throw new TypeError("Cannot read properties of undefined (reading 'width') at /srv/darkroom/lib/x.ts:1:2");
    return { result: { text: `done ${job.id}` } };
  },
  onFailed: async (_tx, job) => {
    failedHook.push(job.id);
  },
});

/** A job that runs until the test opens the gate (or its worker aborts it), so shutdown can catch it mid-run. */
let openGate = () => {};
let gate = Promise.resolve();
const closeGate = () => {
  gate = new Promise((resolve) => (openGate = resolve));
};
const slowStarts: string[] = [];
const testSlow = defineJobKind({
  kind: "test-slow",
  title: "A slow test job",
  params: z.object({}),
  handle: async ({ job, signal }) => {
    slowStarts.push(job.id);
    await new Promise<void>((resolve, reject) => {
      void gate.then(resolve);
      signal.addEventListener("abort", () => reject(signal.reason));
    });
    return { result: { text: `done ${job.id}` } };
  },
  onFailed: async (_tx, job) => {
    failedHook.push(job.id);
  },
});

const kinds = jobKindRegistry([testEcho, testSlow]);

async function enqueue(params: Record<string, unknown> = {}, kind = "test-echo") {
  const { accountId } = await makeAccount();
  const db = await getDb();
  const job = await db.transaction((tx) => enqueueJob(tx, { accountId, kind, params }));
  announceNewJob(job.id);
  return job;
}

async function finished(jobId: string) {
  await waitUntilFinished({ id: jobId, timeoutMs: 10_000, isFinished: async () => ["complete", "failed", "canceled"].includes((await getJobRow(jobId))!.status) });
  return (await getJobRow(jobId))!;
}

let worker: Worker | undefined;
afterEach(async () => {
  await worker?.stop();
  worker = undefined;
});

describe("job worker", () => {
  it("takes a job whose worker died (lease expired) and completes it", async () => {
    const job = await enqueue();
    // A worker claims the job and dies: no heartbeat renews its lease.
    const claimed = await claimNextJob("dead-worker", kinds);
    expect(claimed?.id).toBe(job.id);
    expect((await getJobRow(job.id))!.status).toBe("running");
    worker = new Worker(1, kinds);
    worker.start();
    await new Promise((r) => setTimeout(r, 1500));
    expect((await getJobRow(job.id))!.status).toBe("running");
    const db = await getDb();
    await db.execute(sql`UPDATE jobs SET lease_expires_at = now() - interval '1 second' WHERE id = ${job.id}`);
    const done = await finished(job.id);
    expect(done).toMatchObject({ status: "complete", attempts: 2, result: { text: `done ${job.id}` } });
    expect(done.workerId).not.toBe("dead-worker");
  });

  it("fails a job that keeps losing its worker, running its failure hook once", async () => {
    const job = await enqueue();
    const db = await getDb();
    for (let i = 0; i < 3; i++) {
      expect((await claimNextJob(`dead-${i}`, kinds))?.id).toBe(job.id);
      await db.execute(sql`UPDATE jobs SET lease_expires_at = now() - interval '1 second' WHERE id = ${job.id}`);
    }
    expect(await claimNextJob("dead-3", kinds)).toBeNull();
    const row = (await getJobRow(job.id))!;
    expect(row).toMatchObject({ status: "failed", errorCode: "worker_lost" });
    expect(failedHook.filter((id) => id === job.id)).toHaveLength(1);
  });

  it("records a handler's ApiError as the job's error and does not retry it", async () => {
    const job = await enqueue({ fail: true });
    worker = new Worker(1, kinds);
    worker.start();
    const done = await finished(job.id);
    expect(done).toMatchObject({ status: "failed", errorCode: "invalid_media", errorMessage: "bad input", attempts: 1 });
    expect(ran.filter((id) => id === job.id)).toHaveLength(1);
  });

  it("fails a job whose handler throws something unexpected with internal_error, and logs the whole error under the job's id", async () => {
    const lines: Record<string, unknown>[] = [];
    logTo({ write: (line: string) => void lines.push(JSON.parse(line)) }, "error");
    const job = await enqueue({ crash: true });
    worker = new Worker(1, kinds);
    worker.start();
    const done = await finished(job.id);
    expect(done).toMatchObject({ status: "failed", errorCode: "internal_error", attempts: 1 });
    expect(done.errorMessage).not.toMatch(/srv|TypeError/);
    expect(lines.filter((line) => line.job_id === job.id)).toEqual([
      expect.objectContaining({ level: "error", kind: "test-echo", msg: `job ${job.id} (test-echo) failed`, err: expect.objectContaining({ type: "TypeError", stack: expect.any(String) }) }),
    ]);
  });

  it("never gives one job to two workers claiming at once", async () => {
    const jobs = await Promise.all(Array.from({ length: 6 }, () => enqueue()));
    const claims = await Promise.all(Array.from({ length: 10 }, (_, i) => claimNextJob(`racer-${i}`, kinds)));
    const ids = claims.filter(Boolean).map((j) => j!.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(jobs.map((j) => j.id).sort());
  });

  it("drains: stop() lets the running job finish and claims nothing after it was called", async () => {
    closeGate();
    const running = await enqueue({}, "test-slow");
    worker = new Worker(2, kinds);
    worker.start();
    await untilStatus(running.id, "running");
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    const later = await enqueue();
    await new Promise((r) => setImmediate(r));
    expect(stopped).toBe(false);
    openGate();
    await stopping;
    worker = undefined;
    expect((await getJobRow(running.id))!.status).toBe("complete");
    expect((await getJobRow(later.id))!.status).toBe("queued");
    const db = await getDb();
    await db.execute(sql`DELETE FROM jobs WHERE id = ${later.id}`);
  });

  it("puts back a job claimed as its worker stops, as if never claimed; a later attempt's row is left alone", async () => {
    const job = await enqueue();
    const claimed = (await claimQueuedJob("stopping-worker", kinds, "cpu", job.id))!;
    await unclaimJob({ ...attemptOf(claimed), attempt: claimed.attempts + 1 });
    expect(await getJobRow(job.id)).toMatchObject({ status: "running", attempts: 1 });
    await unclaimJob(attemptOf(claimed));
    expect(await getJobRow(job.id)).toMatchObject({ status: "queued", attempts: 0, workerId: null, leaseExpiresAt: null, claimedAt: null, startedAt: null });
    const db = await getDb();
    await db.execute(sql`DELETE FROM jobs WHERE id = ${job.id}`);
  });

  it("gives a job still running after the grace period back to the queue; another worker completes it once", async () => {
    closeGate();
    const job = await enqueue({}, "test-slow");
    const first = new Worker(1, kinds);
    first.start();
    await untilStatus(job.id, "running");
    await first.stop({ graceMs: 100 });
    expect(await getJobRow(job.id)).toMatchObject({ status: "running", workerId: null });
    openGate();
    worker = new Worker(1, kinds);
    worker.start();
    const done = await finished(job.id);
    expect(done).toMatchObject({ status: "complete", attempts: 2, result: { text: `done ${job.id}` } });
    expect(done.workerId?.startsWith(`${worker.id}_cpu`)).toBe(true);
    expect(slowStarts.filter((id) => id === job.id)).toHaveLength(2);
    expect(failedHook).not.toContain(job.id);
  });

  it("claims an announced job by id only while it is queued, runnable, of the loop's lane and of a kind it knows", async () => {
    const { accountId } = await makeAccount();
    const db = await getDb();
    const job = await db.transaction((tx) => enqueueJob(tx, { accountId, kind: "test-echo", params: {} }));
    expect(await claimQueuedJob("w1", kinds, "io", job.id)).toBeNull();
    expect(await claimQueuedJob("w1", jobKindRegistry([testSlow]), "cpu", job.id)).toBeNull();
    await db.execute(sql`UPDATE jobs SET run_after = now() + interval '1 hour' WHERE id = ${job.id}`);
    expect(await claimQueuedJob("w1", kinds, "cpu", job.id)).toBeNull();
    await db.execute(sql`UPDATE jobs SET run_after = NULL WHERE id = ${job.id}`);
    const claimed = await claimQueuedJob("w1", kinds, "cpu", job.id);
    expect(claimed).toMatchObject({ id: job.id, status: "running", workerId: "w1", attempts: 1 });
    expect(claimed!.leaseExpiresAt).not.toBeNull();
    expect(await claimQueuedJob("w2", kinds, "cpu", job.id)).toBeNull();
    expect((await getJobRow(job.id))!.workerId).toBe("w1");
  });

  it("takes jobs queued without an announcement through the lane's poll, on every idle loop", async () => {
    closeGate();
    worker = new Worker(2, kinds, { idlePollMs: 100 });
    worker.start();
    const { accountId } = await makeAccount();
    const db = await getDb();
    // Queued behind the worker's back (no announcement), as a lost notification would leave them.
    const held = await db.transaction(async (tx) => [
      await enqueueJob(tx, { accountId, kind: "test-slow", params: {} }),
      await enqueueJob(tx, { accountId, kind: "test-slow", params: {} }),
    ]);
    for (let i = 0; i < 100 && held.some((j) => !slowStarts.includes(j.id)); i++) await new Promise((r) => setTimeout(r, 20));
    expect(slowStarts).toEqual(expect.arrayContaining(held.map((j) => j.id)));
    openGate();
    for (const j of held) expect((await finished(j.id)).status).toBe("complete");
  });
});

async function untilStatus(jobId: string, status: string) {
  await waitUntilFinished({ id: jobId, timeoutMs: 10_000, isFinished: async () => (await getJobRow(jobId))!.status === status });
  expect((await getJobRow(jobId))!.status).toBe(status);
}

import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { eq } from "drizzle-orm";
import { getDb, jobs } from "@/lib/platform/db";
import { findAccountByKey } from "@/lib/domain/keys/keys";
import { makeAccount } from "@/test/helpers";
import { defineJobKind, jobKindRegistry } from "./job-kind";
import { reserveLocalSlot } from "./local-slots";
import { claimNextJob, claimQueuedJob, enqueueJob, getJobRow } from "./queue";
import { submitJob } from "./submit";
import { waitUntilFinished } from "./wait";
import { Worker } from "./worker";

const runs: string[] = [];
let openGate = () => {};
let gate = Promise.resolve();
const testHere = defineJobKind({
  kind: "test-here",
  title: "A job held until the test opens the gate",
  params: z.object({}),
  handle: async ({ job }) => {
    runs.push(job.id);
    await gate;
    return { result: { text: "done" } };
  },
});
const kinds = jobKindRegistry([testHere]);

async function submitWaited() {
  const { key } = await makeAccount();
  const { account } = (await findAccountByKey(key))!;
  return submitJob({ account, kind: testHere, runHere: true, prepare: async () => ({ params: {}, input: null }) });
}

async function finished(jobId: string) {
  await waitUntilFinished({ id: jobId, timeoutMs: 10_000, isFinished: async () => (await getJobRow(jobId))!.status === "complete" });
  return (await getJobRow(jobId))!;
}

/** Starts a one-loop worker and waits until its loop has made its first look for work and gone idle. */
async function idleWorker(): Promise<Worker> {
  const started = new Worker({ cpu: 1 }, kinds, { idlePollMs: 3_600_000 });
  started.start();
  try {
    await vi.waitFor(
      () => {
        const slot = reserveLocalSlot("cpu", testHere.kind);
        expect(slot).not.toBeNull();
        slot!.release();
      },
      { timeout: 30_000, interval: 20 },
    );
  } catch (error) {
    // Never left running: in the shared test process it would claim the next files' jobs.
    await started.stop();
    throw error;
  }
  return started;
}

let worker: Worker | undefined;
afterEach(async () => {
  openGate();
  await worker?.stop();
  worker = undefined;
});

describe("a waited submission on this process's idle loop", () => {
  it("is written already claimed by that loop, runs once, and no other worker can claim it meanwhile", async () => {
    gate = new Promise((resolve) => (openGate = resolve));
    worker = await idleWorker();
    runs.length = 0;

    const job = await submitWaited();
    expect(job).toMatchObject({ status: "running", attempts: 1, workerId: `${worker.id}_cpu0` });
    expect(job.leaseExpiresAt!.getTime()).toBeGreaterThan(Date.now());
    // Another process's worker: the fair pick and a claim by id both pass it by (fencing: one attempt at a time).
    expect(await claimNextJob("wrk_elsewhere", kinds)).toBeNull();
    expect(await claimQueuedJob("wrk_elsewhere", kinds, "cpu", job.id)).toBeNull();
    openGate();
    expect(await finished(job.id)).toMatchObject({ status: "complete", attempts: 1, workerId: `${worker.id}_cpu0` });
    expect(runs).toEqual([job.id]);
  });

  it("queues behind runnable work of its lane already waiting, which keeps its turn", async () => {
    gate = Promise.resolve();
    worker = await idleWorker();
    const { accountId } = await makeAccount();
    // A job of a kind this worker does not run (another process's, in a rolling deploy) waits in the lane.
    const db = await getDb();
    const waiting = await db.transaction((tx) => enqueueJob(tx, { accountId, kind: "test-elsewhere", params: {} }));

    const job = await submitWaited();
    expect(job).toMatchObject({ status: "queued", attempts: 0, workerId: null });
    // The loop set aside went back to idle and took the job when it was announced.
    expect(await finished(job.id)).toMatchObject({ status: "complete", attempts: 1, workerId: `${worker.id}_cpu0` });
    await db.delete(jobs).where(eq(jobs.id, waiting.id));
  });

  it("runs each of many concurrent waited submissions exactly once while another worker polls the lane", async () => {
    gate = Promise.resolve();
    worker = await idleWorker();
    // Another worker (as another process's) claims whatever the fair pick offers, every few milliseconds.
    const elsewhere = new Worker({ cpu: 1 }, kinds, { idlePollMs: 5 });
    elsewhere.start();
    runs.length = 0;
    try {
      const submitted = await Promise.all(Array.from({ length: 12 }, () => submitWaited()));
      const ended = await Promise.all(submitted.map((job) => finished(job.id)));
      expect(ended.map((job) => [job.status, job.attempts])).toEqual(submitted.map(() => ["complete", 1]));
      expect([...runs].sort()).toEqual(submitted.map((job) => job.id).sort());
    } finally {
      await elsewhere.stop();
    }
  });

  it("is queued and announced when every loop of the lane is busy", async () => {
    gate = new Promise((resolve) => (openGate = resolve));
    worker = await idleWorker();
    const first = await submitWaited();
    const second = await submitWaited();
    expect([first.status, second.status]).toEqual(["running", "queued"]);
    openGate();
    expect(await finished(second.id)).toMatchObject({ status: "complete", attempts: 1 });
  });
});

import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { getDb } from "@/lib/platform/db";
import { makeAccount } from "@/test/helpers";
import { defineJobKind, jobKindRegistry } from "./job-kind";
import type { Lane } from "@/lib/platform/config/lanes";
import * as queue from "./queue";
import { Worker } from "./worker";

// Every claim a loop attempts (the fair pick, or the announced job by id) is counted by its lane.
vi.mock("./queue", async (original) => {
  const actual = await original<typeof import("./queue")>();
  return { ...actual, claimNextJob: vi.fn(actual.claimNextJob), claimQueuedJob: vi.fn(actual.claimQueuedJob) };
});
const claimMocks = [vi.mocked(queue.claimNextJob), vi.mocked(queue.claimQueuedJob)];

const cpuWork = defineJobKind({ kind: "test-cpu", title: "Local work", params: z.object({}), handle: async () => ({}) });
const ioWork = defineJobKind({ kind: "test-io", title: "A provider call", params: z.object({}), lane: "io", handle: async () => ({}) });
let releaseHeld: (() => void) | undefined;
const heldWork = defineJobKind({ kind: "test-held", title: "Work that waits to be let go", params: z.object({}), handle: () => new Promise((resolve) => (releaseHeld = () => resolve({}))) });
const kinds = jobKindRegistry([cpuWork, ioWork, heldWork]);

async function until(what: string, check: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; !(await check()); i++) {
    if (i > 500) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function claimsOf(lane: Lane) {
  return claimMocks
    .flatMap(({ mock }) => mock.calls.map(([, , l], i) => ({ lane: l, order: mock.invocationCallOrder[i], result: mock.settledResults[i] })))
    .filter((claim) => claim.lane === lane)
    .sort((a, b) => a.order - b.order)
    .map((claim) => claim.result);
}

/** Claims attempted by loops of `lane`, once its last one has settled (after a job, a loop goes idle without one). */
async function idleClaims(lane: Lane): Promise<number> {
  const mine = () => claimsOf(lane);
  await until(`the ${lane} loop is idle`, () => mine().at(-1)?.type === "fulfilled");
  // The loop goes from its empty claim to waiting in microtasks: done before the next macrotask.
  await new Promise((resolve) => setImmediate(resolve));
  return mine().length;
}

async function queueOne(accountId: string, kind: "test-cpu" | "test-io" | "test-held", lane: Lane) {
  const db = await getDb();
  const job = await db.transaction((tx) => queue.enqueueJob(tx, { accountId, kind, lane, params: {} }));
  queue.announceNewJob(job.id, lane);
  return job.id;
}

async function hasStatus(jobId: string, status: string) {
  return (await queue.getJobRow(jobId))!.status === status;
}

async function runOne(accountId: string, kind: "test-cpu" | "test-io", lane: Lane) {
  const jobId = await queueOne(accountId, kind, lane);
  await until(`${kind} job completes`, () => hasStatus(jobId, "complete"));
}

let worker: Worker | undefined;
afterEach(async () => {
  await worker?.stop();
  worker = undefined;
  await (await getDb()).execute(sql`DELETE FROM jobs WHERE kind IN ('test-cpu', 'test-io', 'test-held')`);
});

describe("waking idle loops", () => {
  it("a new job wakes only loops of its own lane", async () => {
    const { accountId } = await makeAccount();
    // No idle poll within the test: only a notification can wake a loop.
    worker = new Worker({ cpu: 1, io: 1 }, kinds, { idlePollMs: 3_600_000 });
    worker.start();
    const [cpu0, io0] = [await idleClaims("cpu"), await idleClaims("io")];
    expect([cpu0, io0]).toEqual([1, 1]);

    await runOne(accountId, "test-cpu", "cpu");
    const [cpu1, io1] = [await idleClaims("cpu"), await idleClaims("io")];
    expect(cpu1).toBeGreaterThan(cpu0);
    expect(io1).toBe(io0);

    await runOne(accountId, "test-io", "io");
    const [cpu2, io2] = [await idleClaims("cpu"), await idleClaims("io")];
    expect(io2).toBeGreaterThan(io1);
    expect(cpu2).toBe(cpu1);
  });

  it("a loop that ends a job looks for more only when a job was announced while it was busy", async () => {
    const { accountId } = await makeAccount();
    worker = new Worker({ cpu: 1 }, kinds, { idlePollMs: 3_600_000 });
    worker.start();
    const start = await idleClaims("cpu");

    // Nothing came while the job ran: the loop goes idle without a query.
    await runOne(accountId, "test-cpu", "cpu");
    expect(await idleClaims("cpu")).toBe(start + 1);

    // A job announced while the only loop is busy is taken as soon as it is free, with no poll to find it.
    const held = await queueOne(accountId, "test-held", "cpu");
    await until("the held job runs", async () => Boolean(releaseHeld) && (await hasStatus(held, "running")));
    const waiting = await queueOne(accountId, "test-cpu", "cpu");
    releaseHeld!();
    await until("the job queued meanwhile completes", () => hasStatus(waiting, "complete"));
    expect(await idleClaims("cpu")).toBe(start + 3);
  });
});

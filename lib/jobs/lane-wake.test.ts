import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { getDb } from "@/lib/db";
import { makeAccount } from "@/test/helpers";
import { defineJobKind, jobKindRegistry } from "./job-kind";
import type { Lane } from "./lanes";
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
const kinds = jobKindRegistry([cpuWork, ioWork]);

async function until(what: string, check: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; !(await check()); i++) {
    if (i > 500) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Claims attempted by loops of `lane`, once its last one found nothing (the loop is idle again). */
async function idleClaims(lane: Lane): Promise<number> {
  const mine = () =>
    claimMocks
      .flatMap(({ mock }) => mock.calls.map(([, , l], i) => ({ lane: l, order: mock.invocationCallOrder[i], result: mock.settledResults[i] })))
      .filter((claim) => claim.lane === lane)
      .sort((a, b) => a.order - b.order)
      .map((claim) => claim.result);
  await until(`the ${lane} loop is idle`, () => {
    const last = mine().at(-1);
    return last?.type === "fulfilled" && last.value === null;
  });
  // The loop goes from its empty claim to waiting in microtasks: done before the next macrotask.
  await new Promise((resolve) => setImmediate(resolve));
  return mine().length;
}

async function runOne(accountId: string, kind: "test-cpu" | "test-io", lane: Lane) {
  const db = await getDb();
  const job = await db.transaction((tx) => queue.enqueueJob(tx, { accountId, kind, lane, params: {} }));
  queue.announceNewJob(job.id, lane);
  await until(`${kind} job completes`, async () => (await queue.getJobRow(job.id))!.status === "complete");
}

let worker: Worker | undefined;
afterEach(async () => {
  await worker?.stop();
  worker = undefined;
  await (await getDb()).execute(sql`DELETE FROM jobs WHERE kind IN ('test-cpu', 'test-io')`);
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
});

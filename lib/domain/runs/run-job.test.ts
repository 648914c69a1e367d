import fs from "node:fs/promises";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as upload } from "@/app/api/v1/uploads/route";
import { POST as startRun } from "@/app/api/v1/runs/route";
import { creditLedger, getDb, runs, runSteps } from "@/lib/platform/db";
import { jobKinds } from "@/lib/domain/register";
import { attemptOf, claimNextJob, fenceJob, getJobRow } from "@/lib/domain/jobs/queue";
import { waitUntilFinished } from "@/lib/domain/jobs/wait";
import { Worker } from "@/lib/domain/jobs/worker";
import { blobStore, scratchRoot } from "@/lib/platform/storage";
import { samplePng } from "@/test/fixtures/vault";
import { startFakeProviders, type FakeProviders } from "@/test/fakes/providers";
import { call, makeAccount } from "@/test/helpers";
import { runJob } from "./run-job";

let fakes: FakeProviders;
beforeAll(async () => {
  fakes = await startFakeProviders();
});
beforeEach(() => fakes.reset());
afterAll(async () => {
  await fakes.close();
});

/** A queued one-step line (Replicate's upscale, 3 credits) with no worker running. */
async function queuedUpscaleRun(key: string): Promise<string> {
  const data = new FormData();
  data.set("file", new Blob([new Uint8Array(await samplePng())]), "photo.png");
  const uploaded = await (await call(upload, { method: "POST", path: "/api/v1/uploads", key, body: data })).json();
  const response = await call(startRun, { method: "POST", path: "/api/v1/runs", key, json: { job_id: uploaded.id, steps: [{ tool: "upscale" }], wait: false } });
  expect(response.status).toBe(202);
  return (await response.json()).id;
}

async function ledgerOf(runId: string): Promise<number[]> {
  const db = await getDb();
  const rows = await db.select({ amount: creditLedger.amount }).from(creditLedger).where(eq(creditLedger.runId, runId)).orderBy(asc(creditLedger.createdAt));
  return rows.map((row) => row.amount);
}

async function stepsOf(runId: string) {
  const db = await getDb();
  return db.select().from(runSteps).where(eq(runSteps.runId, runId)).orderBy(asc(runSteps.position));
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 600 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(check()).toBe(true);
}

describe("run steps are fenced by the run's attempt", () => {
  it.each(["succeed", "fail"] as const)("a stale attempt whose provider step ends (%s) after the run was taken over cannot complete or refund the step", async (outcome) => {
    const { key } = await makeAccount({ credits: 10 });
    const runId = await queuedUpscaleRun(key);
    const stale = (await claimNextJob("loop-a", jobKinds, "io"))!;
    expect(stale.id).toBe(runId);
    // The prediction stays `processing` until the test lets it end: the step is in flight while the run changes hands.
    fakes.replicate.setBehavior({ pollsToFinish: 1_000_000, outcome });
    const workDir = path.join(scratchRoot(), `stale-${runId}`);
    await fs.mkdir(workDir, { recursive: true });
    const staleAttempt = attemptOf(stale);
    const predictions = fakes.replicate.predictions.size;
    const staleRun = runJob
      .run({
        job: stale,
        input: { path: await blobStore().localPath(stale.inputBlobKey!, workDir), name: stale.inputName!, mime: stale.inputMime! },
        workDir,
        signal: new AbortController().signal,
        reportProgress: () => {},
        fence: (tx) => fenceJob(tx, staleAttempt),
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    await until(() => fakes.replicate.predictions.size === predictions + 1);
    expect(await ledgerOf(runId)).toEqual([-3]);

    const db = await getDb();
    await db.execute(sql`UPDATE jobs SET lease_expires_at = now() - interval '1 second' WHERE id = ${runId}`);
    const current = (await claimNextJob("loop-b", jobKinds, "io"))!;
    expect(current).toMatchObject({ id: runId, attempts: stale.attempts + 1 });
    fakes.replicate.setBehavior({ pollsToFinish: 0 });

    expect(await staleRun).toMatchObject({ code: "conflict" });
    const [step] = await stepsOf(runId);
    // The step is left as the stale attempt began it, for the current attempt to go on with.
    expect(step).toMatchObject({ status: "running", attempt: 1, creditsCharged: 3, refunded: false, outputBlobKey: null, errorCode: null });
    expect(await ledgerOf(runId)).toEqual([-3]);
    const [line] = await db.select({ failedStep: runs.failedStep }).from(runs).where(eq(runs.id, runId));
    expect(line.failedStep).toBeNull();
    await fs.rm(workDir, { recursive: true, force: true });
  });
});

describe("a transient failure of a run step", () => {
  it("retries the run with the step's charge kept: one charge, no refund, one prediction", async () => {
    const { key } = await makeAccount({ credits: 10 });
    const runId = await queuedUpscaleRun(key);
    const predictions = fakes.replicate.predictions.size;
    // Polls are GET /predictions/{id}; four 503s outlast the call's own three retries, so the attempt fails transiently once.
    fakes.replicate.setBehavior({ pollsToFinish: 1, failures: Array.from({ length: 4 }, () => ({ status: 503, path: "/predictions/" })) });
    const worker = new Worker({ io: 1 }, jobKinds, { retryBaseMs: 10 });
    worker.start();
    try {
      await waitUntilFinished({ id: runId, timeoutMs: 60_000, isFinished: async () => ["complete", "failed", "canceled"].includes((await getJobRow(runId))!.status) });
    } finally {
      await worker.stop();
    }
    expect(await getJobRow(runId)).toMatchObject({ status: "complete", attempts: 2, creditsCharged: 3 });
    const [step] = await stepsOf(runId);
    expect(step).toMatchObject({ status: "complete", attempt: 1, creditsCharged: 3, refunded: false });
    expect(await ledgerOf(runId)).toEqual([-3]);
    expect(fakes.replicate.predictions.size).toBe(predictions + 1);
  });
});

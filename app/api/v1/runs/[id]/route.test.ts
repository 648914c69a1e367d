import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { planPolicy } from "@/lib/domain/accounts/plans";
import { accounts, getDb } from "@/lib/platform/db";
import { enqueueJob } from "@/lib/domain/jobs/queue";
import { samplePng } from "@/test/fixtures/vault";
import { authSuite, call, expectError, makeAccount } from "@/test/helpers";
import { POST as upload } from "../../uploads/route";
import { POST as startRun } from "../route";
import { POST as cancel } from "./cancel/route";
import { POST as resume } from "./resume/route";
import { GET } from "./route";

// No workers run in this file: a started run stays queued until it is canceled.

async function queuedRunId(key: string): Promise<string> {
  const data = new FormData();
  data.set("file", new Blob([new Uint8Array(await samplePng())]), "photo.png");
  const uploaded = await (await call(upload, { method: "POST", path: "/api/v1/uploads", key, body: data })).json();
  const steps = [{ tool: "grayscale" }, { tool: "resize", options: { width: 20 } }];
  const response = await call(startRun, { method: "POST", path: "/api/v1/runs", key, json: { job_id: uploaded.id, steps, wait: false } });
  expect(response.status).toBe(202);
  return (await response.json()).id;
}

const foreignRun = async () => queuedRunId((await makeAccount()).key);
const readRun = (key: string | undefined, id = "run_x") => call(GET, { path: `/api/v1/runs/${id}`, key, params: { id } });
const cancelRun = (key: string | undefined, id = "run_x") => call(cancel, { method: "POST", path: `/api/v1/runs/${id}/cancel`, key, params: { id } });
const resumeRun = (key: string | undefined, id = "run_x") => call(resume, { method: "POST", path: `/api/v1/runs/${id}/resume`, key, params: { id } });

describe("GET /api/v1/runs/{id}", () => {
  authSuite(readRun, { foreignId: foreignRun });

  it("reads the caller's run with each step", async () => {
    const { key } = await makeAccount();
    const id = await queuedRunId(key);
    const response = await readRun(key, id);
    expect(response.status).toBe(200);
    const run = await response.json();
    expect(run).toMatchObject({ id, kind: "run", status: "queued", poll_url: `http://darkroom.test/api/v1/runs/${id}` });
    expect(run.steps.map((s: { step: number; tool: string; status: string }) => [s.step, s.tool, s.status])).toEqual([
      [0, "grayscale", "pending"],
      [1, "resize", "pending"],
    ]);
  });
});

describe("POST /api/v1/runs/{id}/cancel", () => {
  authSuite(cancelRun, { foreignId: foreignRun });

  it("cancels the caller's run; another account's attempt leaves it queued", async () => {
    const owner = await makeAccount();
    const stranger = await makeAccount();
    const id = await queuedRunId(owner.key);
    await expectError(await cancelRun(stranger.key, id), 404, "not_found");
    expect((await (await readRun(owner.key, id)).json()).status).toBe("queued");
    expect(await (await cancelRun(owner.key, id)).json()).toMatchObject({ id, status: "canceled" });
  });

  it("refuses a plain job's id: it is not a run", async () => {
    const { key } = await makeAccount();
    const data = new FormData();
    data.set("file", new Blob([new Uint8Array(await samplePng())]), "photo.png");
    const job = await (await call(upload, { method: "POST", path: "/api/v1/uploads", key, body: data })).json();
    await expectError(await cancelRun(key, job.id), 404, "not_found");
  });
});

describe("POST /api/v1/runs/{id}/resume", () => {
  authSuite(resumeRun, { foreignId: foreignRun });

  it("puts a canceled run back in the queue, and refuses a run that is still queued with 409", async () => {
    const { key } = await makeAccount();
    const id = await queuedRunId(key);
    await expectError(await resumeRun(key, id), 409, "conflict");
    await cancelRun(key, id);
    const resumed = await call(resume, { method: "POST", path: `/api/v1/runs/${id}/resume?wait=false`, key, params: { id } });
    expect(resumed.status).toBe(202);
    expect(await resumed.json()).toEqual({ id, status: "queued", poll_url: `http://darkroom.test/api/v1/runs/${id}`, credits_charged: 0 });
  });

  it("refuses a resume past the plan's ceiling of open jobs with 429 too_many_jobs and Retry-After, leaving the run and the balance as they were", async () => {
    const { key, accountId } = await makeAccount({ plan: "pro", credits: 50 });
    const id = await queuedRunId(key);
    await cancelRun(key, id);
    const db = await getDb();
    const balance = async () => (await db.select({ credits: accounts.credits }).from(accounts).where(eq(accounts.id, accountId)))[0].credits;
    const before = await balance();
    await db.transaction(async (tx) => {
      for (let i = 0; i < planPolicy("pro").maxOpenJobs; i++) await enqueueJob(tx, { accountId, kind: "test-parked", params: {} });
    });
    const refused = await resumeRun(key, id);
    expect(refused.headers.get("retry-after")).toBe("30");
    await expectError(refused, 429, "too_many_jobs");
    expect((await (await readRun(key, id)).json()).status).toBe("canceled");
    expect(await balance()).toBe(before);
    // One finished frees one place.
    await db.execute(sql`UPDATE jobs SET status = 'complete' WHERE id = (SELECT id FROM jobs WHERE account_id = ${accountId} AND kind = 'test-parked' LIMIT 1)`);
    const resumed = await call(resume, { method: "POST", path: `/api/v1/runs/${id}/resume?wait=false`, key, params: { id } });
    expect(resumed.status).toBe(202);
  });
});

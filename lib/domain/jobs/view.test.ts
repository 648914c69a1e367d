import { afterEach, describe, expect, it, vi } from "vitest";
import { createId } from "@/lib/core/ids";
import { getDb, jobOutputs, jobs, runs, runSteps } from "@/lib/platform/db";
import { recordedSkillJob, samplePng } from "@/test/fixtures/vault";
import { makeAccount } from "@/test/helpers";
import { chargeJob, refundJob } from "./charges";
import { listRecentWork, readJobOrThrow } from "./view";

const BASE_URL = "http://darkroom.test";

afterEach(() => vi.restoreAllMocks());

describe("readJobOrThrow", () => {
  it("reads a job with its outputs in order and its refunds in one query", async () => {
    const { accountId } = await makeAccount({ credits: 10 });
    const { job, outputs } = await recordedSkillJob({
      accountId,
      params: { skill: "grayscale", options: {} },
      file: { bytes: await samplePng(), name: "first.png", mime: "image/png", width: 96, height: 64 },
    });
    const db = await getDb();
    await db.insert(jobOutputs).values({ id: createId("blob"), jobId: job.id, position: 1, name: "second.png", mime: "image/png", sizeBytes: 5, blobKey: outputs[0].blobKey });
    await db.transaction(async (tx) => {
      await chargeJob(tx, { job, amount: 4, note: "test" });
      await refundJob(tx, { jobId: job.id });
    });

    // Every statement either driver runs goes through its client's query().
    const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const queries = vi.spyOn(client, "query");
    const view = await readJobOrThrow({ accountId, jobId: job.id, baseUrl: BASE_URL });
    expect(queries).toHaveBeenCalledTimes(1);
    expect(view.outputs.map((o) => o.name)).toEqual(["first.png", "second.png"]);
    expect(view).toMatchObject({ id: job.id, credits_charged: 0, credits_refunded: 4 });
  });

  it("answers not_found for another account's job", async () => {
    const owner = await makeAccount();
    const stranger = await makeAccount();
    const { job } = await recordedSkillJob({ accountId: owner.accountId, params: { skill: "grayscale", options: {} } });
    await expect(readJobOrThrow({ accountId: stranger.accountId, jobId: job.id, baseUrl: BASE_URL })).rejects.toMatchObject({ code: "not_found", status: 404 });
  });
});

describe("listRecentWork", () => {
  it("lists the account's converts, skill jobs and runs newest first, with a run's tools in order, and no uploads", async () => {
    const { accountId } = await makeAccount();
    const other = await makeAccount();
    const db = await getDb();
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));
    const job = (id: string, kind: string, minute: number, params: Record<string, unknown> = {}) => ({ id, accountId, kind, status: "complete" as const, params, createdAt: at(minute) });
    const runId = createId("run");
    await db.insert(jobs).values([
      job(createId("job"), "upload", 1),
      job(createId("job"), "convert", 2),
      job(createId("job"), "skill", 3, { skill: "grayscale", options: {} }),
      { ...job(runId, "run", 4), creditsCharged: 2 },
      { ...job(createId("job"), "skill", 5, { skill: "blur", options: {} }), accountId: other.accountId },
    ]);
    await db.insert(runs).values({ id: runId, accountId });
    await db.insert(runSteps).values([
      { id: createId("step"), runId, position: 1, tool: "resize", spec: {} },
      { id: createId("step"), runId, position: 0, tool: "background-remover", spec: {} },
    ]);

    const work = await listRecentWork({ accountId });
    expect(work.map((w) => [w.kind, w.skill, w.tools, w.credits_charged])).toEqual([
      ["run", null, ["background-remover", "resize"], 2],
      ["skill", "grayscale", [], 0],
      ["convert", null, [], 0],
    ]);
    expect(work[0]).toMatchObject({ id: runId, status: "complete", created_at: at(4).toISOString() });
  });
});

import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { getDb } from "@/lib/platform/db";
import { skillJob } from "@/lib/domain/skills/skill-job";
import { makeAccount } from "@/test/helpers";
import { defineJobKind, jobKindRegistry } from "@/lib/domain/jobs/job-kind";
import { JOB_KINDS, jobKind, jobKinds } from "./register";
import { enqueueJob, getJobRow, announceNewJob } from "@/lib/domain/jobs/queue";
import type { JobRow } from "@/lib/platform/db";
import { waitUntilFinished } from "@/lib/domain/jobs/wait";
import { Worker } from "@/lib/domain/jobs/worker";

let worker: Worker | undefined;
afterEach(async () => {
  await worker?.stop();
  worker = undefined;
});

async function enqueue(kind: string, params: Record<string, unknown>): Promise<JobRow> {
  const { accountId } = await makeAccount();
  const db = await getDb();
  const job = await db.transaction((tx) => enqueueJob(tx, { accountId, kind, params }));
  announceNewJob(job.id);
  return job;
}

async function finished(jobId: string): Promise<JobRow> {
  await waitUntilFinished({ id: jobId, timeoutMs: 10_000, isFinished: async () => ["complete", "failed", "canceled"].includes((await getJobRow(jobId))!.status) });
  return (await getJobRow(jobId))!;
}

describe("the job kind registry", () => {
  it("lists every kind once, each with its params schema", () => {
    expect(JOB_KINDS.map((k) => k.kind)).toEqual(["convert", "skill", "run", "upload", "webhook"]);
    for (const kind of JOB_KINDS) expect(jobKind(kind.kind)).toBe(kind);
    expect(JOB_KINDS.filter((k) => k.queued).map((k) => k.kind)).toEqual(["convert", "skill", "run", "webhook"]);
  });

  it("refuses an unknown kind with an error naming the known ones", () => {
    expect(() => jobKind("convret")).toThrow(/Unknown job kind "convret"; this server runs convert, skill, run, upload, webhook/);
  });

  it("refuses two kinds of one name", () => {
    const twin = defineJobKind({ kind: "skill", title: "Twin", params: z.object({}) });
    expect(() => jobKindRegistry([skillJob, twin])).toThrow(/share a name/);
  });
});

describe("params read back with the kind's schema", () => {
  it("hands the handler parsed params", async () => {
    const seen: unknown[] = [];
    const echo = defineJobKind({
      kind: "test-params",
      title: "A params test job",
      params: z.object({ count: z.number().int(), label: z.string().default("none") }),
      handle: async ({ params }) => {
        seen.push(params);
        return {};
      },
    });
    const job = await enqueue("test-params", { count: 3, extra: true });
    worker = new Worker(1, jobKindRegistry([echo]));
    worker.start();
    expect((await finished(job.id)).status).toBe("complete");
    expect(seen).toEqual([{ count: 3, label: "none" }]);
  });

  it("fails a job whose stored params its kind cannot read with a clear internal error, and never claims a kind it does not know", async () => {
    const unknown = await enqueue("newer-kind", {});
    const broken = await enqueue("convert", { target: "gif", mediaKind: "image" });
    worker = new Worker(1);
    worker.start();
    expect(await finished(broken.id)).toMatchObject({ status: "failed", errorCode: "internal_error", errorMessage: `Job ${broken.id} carries convert parameters this version cannot read, so it cannot run.` });
    // Left for a worker of the version that knows it (a rolling deploy).
    expect((await getJobRow(unknown.id))!).toMatchObject({ status: "queued", attempts: 0 });
    const db = await getDb();
    await db.execute(sql`DELETE FROM jobs WHERE id = ${unknown.id}`);
  });

  it("reads a view's fields through the schema: bad params add none", async () => {
    const good = await enqueue("skill", { skill: "blur", options: {} });
    const bad = await enqueue("skill", { skill: 42 });
    expect(jobKinds.view(good)).toEqual({ skill: "blur" });
    expect(jobKinds.view(bad)).toEqual({});
    const db = await getDb();
    await db.execute(sql`DELETE FROM jobs WHERE id IN (${good.id}, ${bad.id})`);
  });
});

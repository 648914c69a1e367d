import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET as getFile } from "@/app/api/v1/files/[id]/route";
import { GET as getJob } from "@/app/api/v1/jobs/[id]/route";
import { POST as runLine } from "@/app/api/v1/runs/route";
import { GET as getRun } from "@/app/api/v1/runs/[id]/route";
import { POST as convert } from "@/app/api/v1/convert/route";
import { advanceClockForTests, resetClockForTests } from "@/lib/core/clock";
import { env } from "@/lib/platform/config/env";
import { inArray, sql } from "drizzle-orm";
import { getDb, getDbDriver, jobs } from "@/lib/platform/db";
import { signFileUrl } from "@/lib/platform/links/signing";
import { blobStore, newBlobKey, scratchRoot } from "@/lib/platform/storage";
import { sweepScratch } from "@/lib/platform/storage/sweep";
import { storeJobOutputs } from "@/lib/domain/vault/store-outputs";
import { convertedJob, samplePng } from "@/test/fixtures/vault";
import { BASE, call, expectError, makeAccount, startWorkers } from "@/test/helpers";
import { expireFinishedJobs, sweepRetention } from "./retention";
import type { Worker } from "@/lib/domain/jobs/worker";

const HOUR_MS = 3_600_000;
let worker: Worker;

beforeAll(() => {
  worker = startWorkers(2);
});

afterEach(() => resetClockForTests());

afterAll(async () => {
  await worker.stop();
});

/** Past the retention period of everything finished so far. */
const pastRetention = () => advanceClockForTests(env().JOB_RETENTION_HOURS * HOUR_MS + 60_000);

async function fetchFile(fileId: string): Promise<Response> {
  const url = new URL(signFileUrl({ baseUrl: BASE, fileId }).url);
  return call(getFile, { path: url.pathname + url.search, params: { id: fileId } });
}

const readJob = async (key: string, id: string) => (await call(getJob, { path: `/api/v1/jobs/${id}`, key, params: { id } })).json();

describe("retention", () => {
  it("deletes a finished job's input and output after JOB_RETENTION_HOURS; its outputs read as expired and their links answer 410 expired", async () => {
    const { key } = await makeAccount();
    const { job, outputs } = await convertedJob({ key, image: await samplePng({ seed: 3 }) });
    expect(await blobStore().stat(job.inputBlobKey!)).not.toBeNull();

    // Within the period nothing goes.
    advanceClockForTests(env().JOB_RETENTION_HOURS * HOUR_MS - 60_000);
    expect((await expireFinishedJobs()).expiredJobs).toBe(0);
    expect((await fetchFile(outputs[0].id)).status).toBe(200);

    advanceClockForTests(2 * 60_000);
    const report = await expireFinishedJobs();
    expect(report.expiredJobs).toBeGreaterThanOrEqual(1);
    expect(await blobStore().stat(job.inputBlobKey!)).toBeNull();
    expect(await blobStore().stat(outputs[0].blobKey)).toBeNull();

    const view = await readJob(key, job.id);
    expect(view).toMatchObject({ status: "complete", expired_at: expect.any(String) });
    expect(view.outputs).toHaveLength(1);
    expect(view.outputs[0]).toMatchObject({ name: outputs[0].name, expired: true });
    expect(view.outputs[0].url).toBeUndefined();
    await expectError(await fetchFile(outputs[0].id), 410, "expired");

    // Its output can no longer be another job's input.
    const reuse = new FormData();
    reuse.set("job_id", job.id);
    reuse.set("format", "webp");
    await expectError(await call(convert, { method: "POST", path: "/api/v1/convert", key, body: reuse }), 410, "expired");
  });

  it("reads a job as expired from the moment its retention ends, before any sweep: outputs expired, links 410, reuse refused", async () => {
    const { key, accountId } = await makeAccount();
    const { job, outputs } = await convertedJob({ key, image: await samplePng({ seed: 4 }) });
    advanceClockForTests(env().JOB_RETENTION_HOURS * HOUR_MS - 60_000);
    expect((await readJob(key, job.id)).outputs[0]).toMatchObject({ expired: false, url: expect.any(String) });

    advanceClockForTests(2 * 60_000);
    // No sweep has run: the row has no expired_at and the files are still there.
    expect(await blobStore().stat(outputs[0].blobKey)).not.toBeNull();
    const view = await readJob(key, job.id);
    expect(view.expired_at).toBe(new Date(job.completedAt!.getTime() + env().JOB_RETENTION_HOURS * HOUR_MS).toISOString());
    expect(view.outputs[0]).toMatchObject({ expired: true });
    expect(view.outputs[0].url).toBeUndefined();
    await expectError(await fetchFile(outputs[0].id), 410, "expired");
    const reuse = new FormData();
    reuse.set("job_id", job.id);
    reuse.set("format", "webp");
    await expectError(await call(convert, { method: "POST", path: "/api/v1/convert", key, body: reuse }), 410, "expired");
    await expect(storeJobOutputs({ account: { id: accountId, plan: "pro" }, jobId: job.id })).rejects.toMatchObject({ code: "expired" });
  });

  it("keeps a Vault asset's file whatever happens to its job, and a file a job still within retention uses until that job expires too", async () => {
    const { key, accountId } = await makeAccount();
    const kept = await convertedJob({ key, image: await samplePng({ seed: 4 }) });
    const stored = await storeJobOutputs({ account: { id: accountId, plan: "pro" }, jobId: kept.job.id });
    const source = await convertedJob({ key, image: await samplePng({ seed: 5 }) });
    const reuse = new FormData();
    reuse.set("job_id", source.job.id);
    reuse.set("format", "webp");
    const later = await (await call(convert, { method: "POST", path: "/api/v1/convert", key, body: reuse })).json();
    expect(later.status).toBe("complete");
    // `kept` and `source` ended long ago; `later`, which read `source`'s output as its input, just now.
    const db = await getDb();
    await db.update(jobs).set({ completedAt: sql`now() - interval '200 hours'` }).where(inArray(jobs.id, [kept.job.id, source.job.id]));

    await expireFinishedJobs();
    expect(await blobStore().stat(kept.outputs[0].blobKey)).not.toBeNull();
    expect((await fetchFile(stored.assets[0].id)).status).toBe(200);
    await expectError(await fetchFile(kept.outputs[0].id), 410, "expired");
    expect((await readJob(key, kept.job.id)).outputs[0]).toMatchObject({ expired: true });
    expect(await blobStore().stat(source.outputs[0].blobKey)).not.toBeNull();
    expect((await readJob(key, later.id)).outputs[0]).toMatchObject({ expired: false, url: expect.any(String) });

    pastRetention();
    await expireFinishedJobs();
    expect(await blobStore().stat(source.outputs[0].blobKey)).toBeNull();
    expect(await blobStore().stat(kept.outputs[0].blobKey)).not.toBeNull();
  });

  it("expires a run's step outputs with the run", async () => {
    const { key } = await makeAccount();
    const body = new FormData();
    body.set("file", new Blob([new Uint8Array(await samplePng({ seed: 6, width: 200, height: 100 }))]), "line.png");
    body.set("steps", JSON.stringify([{ tool: "grayscale", options: {} }, { tool: "rotate", options: { angle: 90 } }]));
    const run = await (await call(runLine, { method: "POST", path: "/api/v1/runs", key, body })).json();
    expect(run.status).toBe("complete");
    const stepFileId = new URL(run.steps[0].output.url).pathname.split("/").pop()!;
    expect((await fetchFile(stepFileId)).status).toBe(200);
    pastRetention();
    await expireFinishedJobs();
    await expectError(await fetchFile(stepFileId), 410, "expired");
    const after = await (await call(getRun, { path: `/api/v1/runs/${run.id}`, key, params: { id: run.id } })).json();
    expect(after.steps[0].output).toMatchObject({ expired: true });
    expect(after.steps[0].output.url).toBeUndefined();
    expect(after.outputs[0]).toMatchObject({ expired: true });
  });
});

describe("sweepScratch", () => {
  it("removes scratch folders and partial blobs a crash left, and keeps recent ones", async () => {
    const old = new Date(Date.now() - 3 * HOUR_MS);
    const stale = path.join(scratchRoot(), "job_crashed-abc123");
    const staleUpload = path.join(scratchRoot(), "uploads", "stale-upload");
    const fresh = path.join(scratchRoot(), "job_running-def456");
    fs.mkdirSync(path.join(stale, "step-0"), { recursive: true });
    fs.writeFileSync(path.join(stale, "step-0", "frame.png"), "x");
    fs.mkdirSync(path.dirname(staleUpload), { recursive: true });
    fs.writeFileSync(staleUpload, "x");
    fs.mkdirSync(fresh, { recursive: true });
    fs.writeFileSync(path.join(fresh, "input"), "x");
    for (const p of [path.join(stale, "step-0", "frame.png"), path.join(stale, "step-0"), stale, staleUpload]) fs.utimesSync(p, old, old);
    const partial = path.join(env().dataDir, "blobs", `${newBlobKey("output")}.partial`);
    fs.mkdirSync(path.dirname(partial), { recursive: true });
    fs.writeFileSync(partial, "x");
    fs.utimesSync(partial, old, old);

    expect(await sweepScratch({ maxAgeMs: HOUR_MS })).toBe(3);
    expect(fs.existsSync(stale)).toBe(false);
    expect(fs.existsSync(staleUpload)).toBe(false);
    expect(fs.existsSync(partial)).toBe(false);
    expect(fs.existsSync(path.join(scratchRoot(), "uploads"))).toBe(true);
    expect(fs.existsSync(path.join(fresh, "input"))).toBe(true);
  });
});

describe("sweepScratch and processes that ended", () => {
  it("removes the whole scratch folder of a process killed with -9 at once, and keeps a live process's fresh files", async () => {
    const parent = path.dirname(scratchRoot());
    const script = path.join(env().dataDir, "hold-scratch.mts");
    fs.writeFileSync(
      script,
      `import fs from "node:fs";\nimport { holdLock } from ${JSON.stringify(path.resolve("lib/platform/process-lock.ts"))};\n` +
        `const dir = process.argv[2];\nfs.mkdirSync(dir + "/uploads", { recursive: true });\nfs.writeFileSync(dir + "/uploads/half-an-upload", "x");\n` +
        `await holdLock(dir + ".lock");\nconsole.log("held");\nsetInterval(() => {}, 1000);\n`,
    );
    const holders = ["p-deadAAAAAA", "p-liveBBBBBB"].map((name) => {
      const child = spawn(process.execPath, ["--import", "tsx", script, path.join(parent, name)], { stdio: ["ignore", "pipe", "inherit"] });
      return { name, child, held: new Promise((resolve) => child.stdout.once("data", resolve)) };
    });
    await Promise.all(holders.map((h) => h.held));
    const [dead, live] = holders;
    const exited = new Promise((resolve) => dead.child.once("exit", resolve));
    dead.child.kill("SIGKILL");
    await exited;
    try {
      await sweepScratch({ maxAgeMs: HOUR_MS });
      expect(fs.existsSync(path.join(parent, dead.name))).toBe(false);
      expect(fs.existsSync(path.join(parent, `${dead.name}.lock`))).toBe(false);
      expect(fs.existsSync(path.join(parent, live.name, "uploads", "half-an-upload"))).toBe(true);
    } finally {
      live.child.kill("SIGKILL");
    }
  });
});

describe("sweepRetention", () => {
  it("runs in one process at a time: while another holds the sweep's advisory lock it skips", async () => {
    if ((await getDbDriver()) === "pglite") {
      // One process owns an embedded database: the sweep runs without a lock.
      expect(await sweepRetention()).toMatchObject({ expiredJobs: expect.any(Number) });
      return;
    }
    const { Client } = await import("pg");
    const other = new Client({ connectionString: env().DATABASE_URL });
    await other.connect();
    try {
      await other.query("SELECT pg_advisory_lock(hashtext('darkroom:retention-sweep'))");
      expect(await sweepRetention()).toBeNull();
      await other.query("SELECT pg_advisory_unlock(hashtext('darkroom:retention-sweep'))");
      expect(await sweepRetention()).toMatchObject({ expiredJobs: expect.any(Number), scratchRemoved: expect.any(Number) });
    } finally {
      await other.end();
    }
  });
});

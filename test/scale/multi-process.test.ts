// The multi-process proof: two web processes and two worker processes, each with its own DATA_DIR,
// sharing only PostgreSQL, Redis and an S3 bucket. Needs `npm run build` first and
// TEST_DATABASE_URL, REDIS_URL and TEST_S3_* (scripts/ceph-rgw.sh prints them); skipped otherwise.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { getDb, queryRows } from "@/lib/platform/db";
import { makeClip, MP4_CODECS } from "@/test/fixtures/media";
import { samplePng } from "@/test/fixtures/vault";
import { startOpenAiFake, type OpenAiFake } from "@/test/fakes/openai-server";
import { makeAccount } from "@/test/helpers";
import { startWebhookReceiver } from "@/test/fakes/webhook-receiver";
import { Webhook } from "standardwebhooks";
import { bucketKeys as keysOf, built as isBuilt, childCommands, createTestBucket, Processes, type Proc } from "@/test/processes";

const S3_VARS = ["TEST_S3_ENDPOINT", "TEST_S3_BUCKET", "TEST_S3_ACCESS_KEY_ID", "TEST_S3_SECRET_ACCESS_KEY"] as const;
const ready = Boolean(process.env.TEST_DATABASE_URL && process.env.REDIS_URL && S3_VARS.every((v) => process.env[v]));
const built = isBuilt();
const LEASE_SECONDS = 3;
// The webhook receiver's port, allowed as a destination in every process (DARKROOM_FETCH_ALLOW_HOSTS).
const WEBHOOK_PORT = 5800 + Math.floor(Math.random() * 99);

let sharedEnv: NodeJS.ProcessEnv;
let webA: string;
let webB: string;
let openai: OpenAiFake;
let bucket: string;
let fixtures: string;

const processes = new Processes(() => sharedEnv);
const procs = processes.all;
const startWeb = (name: string, port: number) => processes.startWeb(name, port);
const startWorker = (name: string) => processes.startWorker(name);
const until = <T>(what: string, check: () => Promise<T | null | undefined | false>, timeoutMs?: number) => processes.until(what, check, timeoutMs);

const auth = (key: string) => ({ authorization: `Bearer ${key}` });

async function submit(base: string, key: string, pathname: string, fields: Record<string, string | Blob>): Promise<{ id: string; status: string }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const response = await fetch(`${base}${pathname}`, { method: "POST", headers: auth(key), body: form });
  expect([200, 202]).toContain(response.status);
  return response.json();
}

async function readJob(base: string, key: string, id: string) {
  const response = await fetch(`${base}/api/v1/jobs/${id}`, { headers: auth(key) });
  expect(response.status).toBe(200);
  return response.json();
}

type JobRowLite = { status: string; worker_id: string | null; attempts: number };
async function jobRow(id: string): Promise<JobRowLite> {
  const [row] = await queryRows<JobRowLite>(await getDb(), sql`SELECT status, worker_id, attempts FROM jobs WHERE id = ${id}`);
  return row;
}

/** Waits until a worker process runs the job; answers that process. */
async function runningOn(id: string, workers: Proc[]): Promise<Proc> {
  return until(`job ${id} runs on a worker`, async () => {
    const row = await jobRow(id);
    return row.status === "running" ? workers.find((w) => row.worker_id?.includes(`_${w.child.pid}_`)) : null;
  });
}

const finished = (id: string) => until(`job ${id} finishes`, async () => {
  const row = await jobRow(id);
  return ["complete", "failed", "canceled"].includes(row.status) ? row : null;
}, 180_000);

const bucketKeys = () => keysOf(bucket);

describe.skipIf(!ready)("several web and worker processes on PostgreSQL, Redis and S3", () => {
  let w1: Proc;
  let w2: Proc;

  beforeAll(async () => {
    if (!built) throw new Error("the multi-process proof runs the built app: run `npm run build` first");
    // A bucket of its own, so every object in it belongs to this test.
    bucket = await createTestBucket("darkroom-proof");
    openai = await startOpenAiFake();
    fixtures = fs.mkdtempSync(path.join(os.tmpdir(), "darkroom-proof-fixtures-"));
    sharedEnv = {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? os.tmpdir(),
      NODE_ENV: "production",
      DATABASE_URL: process.env.DATABASE_URL!,
      DARKROOM_PG_SCHEMA: process.env.DARKROOM_PG_SCHEMA!,
      REDIS_URL: process.env.REDIS_URL!,
      DARKROOM_SECRET: `proof-${randomBytes(16).toString("hex")}`,
      S3_BUCKET: bucket,
      S3_ENDPOINT: process.env.TEST_S3_ENDPOINT!,
      S3_REGION: process.env.TEST_S3_REGION ?? "us-east-1",
      S3_ACCESS_KEY_ID: process.env.TEST_S3_ACCESS_KEY_ID!,
      S3_SECRET_ACCESS_KEY: process.env.TEST_S3_SECRET_ACCESS_KEY!,
      S3_FORCE_PATH_STYLE: "true",
      OPENAI_BASE_URL: openai.url,
      OPENAI_API_KEY: "sk-test-fake-0123456789abcdef",
      JOB_LEASE_SECONDS: String(LEASE_SECONDS),
      // Waiting calls answer 202 at once: the test follows the jobs itself.
      WAIT_TIMEOUT_SECONDS: "0.2",
      SHUTDOWN_GRACE_SECONDS: "60",
      DARKROOM_FETCH_ALLOW_HOSTS: `127.0.0.1:${WEBHOOK_PORT}`,
    };
    const [portA, portB] = [4100 + Math.floor(Math.random() * 800), 4950 + Math.floor(Math.random() * 800)];
    webA = `http://127.0.0.1:${portA}`;
    webB = `http://127.0.0.1:${portB}`;
    const a = startWeb("web-a", portA);
    const b = startWeb("web-b", portB);
    w1 = startWorker("worker-1");
    w2 = startWorker("worker-2");
    await until("all four processes are ready", async () => [a, b, w1, w2].every((p) => p.log().includes("ready")), 120_000);
    await until("both web processes answer", async () => (await Promise.all([webA, webB].map((u) => fetch(`${u}/api/health`).then((r) => r.ok, () => false)))).every(Boolean));
  }, 180_000);

  afterAll(async () => {
    await processes.stop();
    await openai?.close();
    if (fixtures) fs.rmSync(fixtures, { recursive: true, force: true });
  });

  it("reads a job created on one web process, and downloads its output, through the other", async () => {
    const { key } = await makeAccount();
    const png = await samplePng({ width: 640, height: 480 });
    const queued = await submit(webA, key, "/api/v1/convert", { file: new Blob([new Uint8Array(png)]), format: "webp", width: "320" });
    await finished(queued.id);
    const job = await readJob(webB, key, queued.id);
    expect(job).toMatchObject({ status: "complete", outputs: [{ mime: "image/webp", width: 320, expired: false }] });
    expect(new URL(job.outputs[0].url).origin).toBe(webB);
    const download = await fetch(job.outputs[0].url);
    expect(download.status).toBe(200);
    expect((await download.arrayBuffer()).byteLength).toBe(job.outputs[0].size_bytes);
    // A link web A signed works on web B too: the same DARKROOM_SECRET, the same bucket.
    const fromA = (await readJob(webA, key, queued.id)).outputs[0].url.replace(webA, webB);
    expect((await fetch(fromA)).status).toBe(200);
  }, 120_000);

  it("a variant rendered through one web process is served by the other, and deleting the asset through one makes it 404 on the other", async () => {
    const { key } = await makeAccount();
    const png = await samplePng({ width: 640, height: 480 });
    const queued = await submit(webA, key, "/api/v1/convert", { file: new Blob([new Uint8Array(png)]), format: "png" });
    expect((await finished(queued.id)).status).toBe("complete");
    const stored = await fetch(`${webA}/api/v1/assets`, { method: "POST", headers: { ...auth(key), "content-type": "application/json" }, body: JSON.stringify({ job_id: queued.id }) });
    expect(stored.status).toBe(201);
    const [asset]: { id: string; delivery_url: string }[] = (await stored.json()).assets;
    const made = await fetch(`${webA}/api/v1/assets/${asset.id}/variants`, { method: "POST", headers: { ...auth(key), "content-type": "application/json" }, body: JSON.stringify({ width: 200, format: "webp" }) });
    expect(made.status).toBe(200);
    const { url }: { url: string } = await made.json();
    expect(new URL(url).origin).toBe(webA);
    const rendered = await fetch(url);
    expect(rendered.status).toBe(200);
    expect(rendered.headers.get("content-type")).toBe("image/webp");
    const bytes = Buffer.from(await rendered.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(200);
    // Web B has never rendered it: it serves what web A stored in the shared bucket, under the same ETag.
    const onB = url.replace(webA, webB);
    const served = await fetch(onB);
    expect(served.status).toBe(200);
    expect(served.headers.get("etag")).toBe(rendered.headers.get("etag"));
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    expect((await fetch(onB, { headers: { "if-none-match": rendered.headers.get("etag")! } })).status).toBe(304);
    const [{ renders }] = await queryRows<{ renders: number }>(await getDb(), sql`SELECT count(*)::int AS renders FROM delivery_variants WHERE asset_id = ${asset.id}`);
    expect(renders).toBe(1);
    const original = asset.delivery_url.replace(webA, webB);
    expect((await fetch(original)).status).toBe(200);

    const deleted = await fetch(`${webA}/api/v1/assets/${asset.id}`, { method: "DELETE", headers: auth(key) });
    expect(deleted.status).toBe(200);
    expect((await fetch(onB)).status).toBe(404);
    expect((await fetch(original)).status).toBe(404);
    expect((await fetch(url)).status).toBe(404);
    const keys = await bucketKeys();
    expect(keys.filter((k) => k.startsWith("variant/"))).toEqual([]);
  }, 120_000);

  it("a video job whose worker is killed with SIGKILL completes exactly once on the other worker", async () => {
    const { key } = await makeAccount();
    const clip = await makeClip(path.join(fixtures, "long.mp4"), { size: "1280x720", seconds: 25, rate: 30, codecArgs: MP4_CODECS });
    const queued = await submit(webA, key, "/api/v1/convert", { file: new Blob([new Uint8Array(fs.readFileSync(clip))], { type: "video/mp4" }), format: "webm" });
    const victim = await runningOn(queued.id, [w1, w2]);
    const survivor = victim === w1 ? w2 : w1;
    process.kill(-victim.child.pid!, "SIGKILL");
    await victim.exited;
    const row = await finished(queued.id);
    expect(row.status).toBe("complete");
    expect(row.worker_id).toContain(`_${survivor.child.pid}_`);
    expect(row.attempts).toBe(2);
    const [{ count }] = await queryRows<{ count: number }>(await getDb(), sql`SELECT count(*)::int AS count FROM job_outputs WHERE job_id = ${queued.id}`);
    expect(count).toBe(1);
    const job = await readJob(webB, key, queued.id);
    expect(job.outputs[0]).toMatchObject({ mime: "video/webm" });
    // Back to two workers for what follows.
    if (victim === w1) w1 = startWorker("worker-1b");
    else w2 = startWorker("worker-2b");
    await until("the new worker is ready", async () => procs.at(-1)!.log().includes("ready"));
  }, 300_000);

  it("a paid skill whose worker is killed is charged once", async () => {
    const { key, accountId } = await makeAccount({ credits: 10 });
    openai.setBehavior({ delayMs: 4000 });
    const png = await samplePng({ width: 200, height: 150 });
    const queued = await submit(webB, key, "/api/v1/run/alt-text", { file: new Blob([new Uint8Array(png)]) });
    const victim = await runningOn(queued.id, [w1, w2]);
    process.kill(-victim.child.pid!, "SIGKILL");
    await victim.exited;
    openai.setBehavior({ delayMs: 0 });
    const row = await finished(queued.id);
    expect(row.status).toBe("complete");
    const job = await readJob(webA, key, queued.id);
    expect(job).toMatchObject({ credits_charged: 1, credits_refunded: 0, text: expect.any(String) });
    const ledger = await queryRows<{ amount: number }>(await getDb(), sql`SELECT amount FROM credit_ledger WHERE account_id = ${accountId} AND job_id = ${queued.id}`);
    expect(ledger.map((l) => l.amount)).toEqual([-1]);
    const account = await (await fetch(`${webA}/api/v1/account`, { headers: auth(key) })).json();
    expect(account.credits).toBe(9);
    if (victim === w1) w1 = startWorker("worker-1c");
    else w2 = startWorker("worker-2c");
    await until("the new worker is ready", async () => procs.at(-1)!.log().includes("ready"));
  }, 300_000);

  it("SIGTERM drains: the worker finishes its running job, then exits 0", async () => {
    const { key } = await makeAccount();
    const clip = await makeClip(path.join(fixtures, "drain.mp4"), { size: "640x360", seconds: 8, rate: 25, codecArgs: MP4_CODECS });
    const queued = await submit(webB, key, "/api/v1/convert", { file: new Blob([new Uint8Array(fs.readFileSync(clip))], { type: "video/mp4" }), format: "webm" });
    const draining = await runningOn(queued.id, [w1, w2]);
    process.kill(draining.child.pid!, "SIGTERM");
    expect(await draining.exited).toBe(0);
    const row = await jobRow(queued.id);
    expect(row).toMatchObject({ status: "complete", attempts: 1 });
    expect(row.worker_id).toContain(`_${draining.child.pid}_`);
    if (draining === w1) w1 = startWorker("worker-1d");
    else w2 = startWorker("worker-2d");
    await until("the new worker is ready", async () => procs.at(-1)!.log().includes("ready"));
  }, 300_000);

  it("a cancel on one web process stops the job running on a worker", async () => {
    const { key } = await makeAccount();
    const clip = await makeClip(path.join(fixtures, "cancel.mp4"), { size: "1280x720", seconds: 25, rate: 30, codecArgs: MP4_CODECS });
    const queued = await submit(webA, key, "/api/v1/convert", { file: new Blob([new Uint8Array(fs.readFileSync(clip))], { type: "video/mp4" }), format: "webm" });
    const runner = await runningOn(queued.id, [w1, w2]);
    await until("ffmpeg runs under the worker", async () => childCommands(runner.child.pid!).some((c) => c.includes("ffmpeg")));
    const cancel = await fetch(`${webB}/api/v1/jobs/${queued.id}/cancel`, { method: "POST", headers: auth(key) });
    expect(cancel.status).toBe(200);
    expect((await jobRow(queued.id)).status).toBe("canceled");
    // The worker notices at its next heartbeat and stops the encode.
    await until("the worker's ffmpeg stops", async () => !childCommands(runner.child.pid!).some((c) => c.includes("ffmpeg")), LEASE_SECONDS * 4000);
    expect((await readJob(webA, key, queued.id)).status).toBe("canceled");
  }, 300_000);

  it("shares one key's rate limit between both web processes", async () => {
    const { key } = await makeAccount({ plan: "plus" });
    const statuses = await Promise.all(Array.from({ length: 80 }, (_, i) => fetch(`${i % 2 ? webA : webB}/api/v1/account`, { headers: auth(key) }).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(60);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
  }, 60_000);

  it("a busy account does not starve another: B's one job overtakes A's videos still waiting on both workers", async () => {
    const a = await makeAccount();
    const b = await makeAccount();
    const clip = await makeClip(path.join(fixtures, "busy.mp4"), { size: "640x360", seconds: 12, rate: 25, codecArgs: MP4_CODECS });
    const video = new Uint8Array(fs.readFileSync(clip));
    const png = await samplePng({ width: 320, height: 240 });
    // Sent at once, so A's queue is long before its first videos finish.
    const aJobs = (await Promise.all(Array.from({ length: 8 }, () => submit(webA, a.key, "/api/v1/convert", { file: new Blob([video], { type: "video/mp4" }), format: "webm" })))).map((j) => j.id);
    const bJob = await submit(webB, b.key, "/api/v1/convert", { file: new Blob([new Uint8Array(png)]), format: "webp" });
    for (const id of [bJob.id, ...aJobs]) expect((await finished(id)).status).toBe("complete");
    const ms = (column: string) => sql.raw(`(extract(epoch FROM ${column}) * 1000)::float8`);
    const rows = await queryRows<{ id: string; created: number; started: number; completed: number }>(
      await getDb(),
      sql`SELECT id, ${ms("created_at")} AS created, ${ms("started_at")} AS started, ${ms("completed_at")} AS completed
          FROM jobs WHERE id IN (${sql.join([...aJobs, bJob.id].map((id) => sql`${id}`), sql`, `)})`,
    );
    const bRow = rows.find((r) => r.id === bJob.id)!;
    // A's videos not yet started when B asked, in the order they ran: first in, first out would run them all before B.
    const waiting = rows.filter((r) => r.id !== bJob.id && r.started > bRow.created).sort((x, y) => x.started - y.started);
    const report = JSON.stringify({ b: bRow, waiting }, null, 1);
    expect(waiting.length, `A's queue was still long when B asked\n${report}`).toBeGreaterThanOrEqual(3);
    // The next free slot goes to B (no running job) ahead of A (two): B is done before A's second waiting video.
    expect(bRow.completed, report).toBeLessThan(waiting[1].completed);
  }, 300_000);

  it("10 calls under one Idempotency-Key, split between both web processes, run and charge once", async () => {
    const { key, accountId } = await makeAccount({ credits: 10 });
    openai.setBehavior({ delayMs: 1500 });
    const png = await samplePng({ width: 120, height: 90 });
    const send = (base: string) => {
      const form = new FormData();
      form.set("file", new Blob([new Uint8Array(png)]), "photo.png");
      return fetch(`${base}/api/v1/run/alt-text`, { method: "POST", headers: { ...auth(key), "idempotency-key": "across-hosts" }, body: form });
    };
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => send(i % 2 ? webA : webB)));
    openai.setBehavior({ delayMs: 0 });
    // 200 when it finished within this set-up's short wait, else 202; the replays answer the same.
    const fresh = answers.filter((r) => [200, 202].includes(r.status) && !r.headers.has("idempotent-replayed"));
    expect(fresh).toHaveLength(1);
    const job = await fresh[0].json();
    for (const other of answers.filter((r) => r !== fresh[0])) {
      const body = await other.json();
      if (other.status === 409) expect(body.error.code).toBe("idempotency_key_in_use");
      else expect({ status: other.status, replayed: other.headers.get("idempotent-replayed"), id: body.id }).toEqual({ status: fresh[0].status, replayed: "true", id: job.id });
    }
    const ledger = await queryRows<{ amount: number }>(await getDb(), sql`SELECT amount FROM credit_ledger WHERE account_id = ${accountId} AND reason = 'charge'`);
    expect(ledger.map((l) => l.amount)).toEqual([-1]);
  }, 120_000);

  it("a webhook for a job queued on one web process is signed and sent by a worker process", async () => {
    const receiver = await startWebhookReceiver({ port: WEBHOOK_PORT });
    try {
      const { key } = await makeAccount();
      const created = await fetch(`${webA}/api/v1/webhooks`, {
        method: "POST",
        headers: { ...auth(key), "content-type": "application/json" },
        body: JSON.stringify({ url: `${receiver.origin}/proof`, events: ["job.completed"] }),
      });
      expect(created.status).toBe(201);
      const hook: { id: string; secret: string } = await created.json();
      const png = await samplePng({ width: 120, height: 90 });
      const queued = await submit(webB, key, "/api/v1/convert", { file: new Blob([new Uint8Array(png)]), format: "webp" });
      const message = await until("the receiver gets the message", async () => receiver.received.find((m) => m.path === "/proof"));
      const payload = new Webhook(hook.secret).verify(message.body, message.headers) as { type: string; data: { id: string; status: string } };
      expect(payload).toMatchObject({ type: "job.completed", data: { id: queued.id, status: "complete" } });
      // The worker records the attempt after the receiver has answered.
      const logged = await until("the delivery log shows the success", async () => {
        const log = await (await fetch(`${webB}/api/v1/webhooks/${hook.id}/deliveries`, { headers: auth(key) })).json();
        return log.deliveries[0]?.status === "succeeded" ? log.deliveries[0] : null;
      });
      expect(logged).toMatchObject({ id: message.headers["webhook-id"], attempts: [{ response_status: 200 }] });
      const [delivery] = await queryRows<{ worker_id: string }>(
        await getDb(),
        sql`SELECT worker_id FROM jobs WHERE kind = 'webhook' AND params->>'deliveryId' = ${logged.id}`,
      );
      expect([w1, w2].some((w) => delivery.worker_id.includes(`_${w.child.pid}_`))).toBe(true);
    } finally {
      await receiver.close();
    }
  }, 120_000);

  it("a tus upload started on one web process and finished on the other is an input through the first", async () => {
    const { key } = await makeAccount();
    // Noise, so the first half (over S3's 5 MiB part minimum) is a real multipart part, the rest an incomplete one.
    const png = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 50 } } }).png().toBuffer();
    const half = Math.floor(png.length / 2);
    const tus = { ...auth(key), "tus-resumable": "1.0.0" };
    const bytes = { ...tus, "content-type": "application/offset+octet-stream" };
    const created = await fetch(`${webA}/api/v1/uploads/tus`, { method: "POST", headers: { ...tus, "upload-length": String(png.length) } });
    expect(created.status).toBe(201);
    const id = created.headers.get("location")!.split("/").pop()!;
    const first = await fetch(`${webA}/api/v1/uploads/tus/${id}`, { method: "PATCH", headers: { ...bytes, "upload-offset": "0" }, body: new Uint8Array(png.subarray(0, half)) });
    expect(first.status).toBe(204);
    const state = await fetch(`${webB}/api/v1/uploads/tus/${id}`, { method: "HEAD", headers: tus });
    expect(state.headers.get("upload-offset")).toBe(String(half));
    const last = await fetch(`${webB}/api/v1/uploads/tus/${id}`, { method: "PATCH", headers: { ...bytes, "upload-offset": String(half) }, body: new Uint8Array(png.subarray(half)) });
    expect(last.status).toBe(204);
    const jobId = last.headers.get("darkroom-job-id")!;
    expect(jobId).toMatch(/^job_/);
    expect((await fetch(`${webA}/api/v1/uploads/tus/${id}`, { method: "HEAD", headers: tus })).headers.get("darkroom-job-id")).toBe(jobId);
    const queued = await fetch(`${webA}/api/v1/convert`, { method: "POST", headers: { ...auth(key), "content-type": "application/json" }, body: JSON.stringify({ job_id: jobId, format: "webp", width: 600 }) });
    expect([200, 202]).toContain(queued.status);
    const converted = await finished((await queued.json()).id);
    expect(converted.status).toBe("complete");
    // The finished upload is the job's blob where tus wrote it; the store's records of it are gone.
    const keys = await bucketKeys();
    expect(keys.filter((k) => k.startsWith("tus/") && /\.(info|part)$/.test(k))).toEqual([]);
  }, 120_000);

  it("ends with every ledger summing to its balance, no job left running and no orphaned blob", async () => {
    const db = await getDb();
    await until("no job is queued or running", async () => {
      const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM jobs WHERE status IN ('queued', 'running')`);
      return row.n === 0;
    });
    const mismatched = await queryRows<{ id: string }>(
      db,
      sql`SELECT a.id FROM accounts a LEFT JOIN credit_ledger l ON l.account_id = a.id GROUP BY a.id, a.credits HAVING coalesce(sum(l.amount), 0) <> a.credits`,
    );
    expect(mismatched).toEqual([]);
    const referenced = new Set(
      (
        await queryRows<{ key: string }>(
          db,
          sql`SELECT input_blob_key AS key FROM jobs WHERE input_blob_key IS NOT NULL
              UNION SELECT params->'reference'->>'blobKey' FROM jobs WHERE params ? 'reference'
              UNION SELECT blob_key FROM job_outputs
              UNION SELECT output_blob_key FROM run_steps WHERE output_blob_key IS NOT NULL
              UNION SELECT blob_key FROM assets
              UNION SELECT thumb_blob_key FROM assets WHERE thumb_blob_key IS NOT NULL
              UNION SELECT blob_key FROM delivery_variants`,
        )
      ).map((r) => r.key),
    );
    const keys = await bucketKeys();
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((k) => !referenced.has(k))).toEqual([]);
  }, 120_000);
});

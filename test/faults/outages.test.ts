// Dependency outages against the production build: a web and a worker process reach PostgreSQL, Redis and
// S3 each through a TCP proxy this test controls. Each dependency is cut for OUTAGE_MS (open connections
// reset, new ones refused) while requests keep coming; then restored. Asserted each time: both processes
// live on; every answer meanwhile is in time and honest (503 `unavailable` with Retry-After, or 2xx; for
// Redis only 2xx), never a 500; every job accepted before or during the outage completes once and is
// charged once; the time until the service answers again is measured. Then a web process is killed with
// SIGKILL in the middle of an upload, and the next sweep leaves no temporary file of it.
// Needs `npm run build`, TEST_DATABASE_URL and REDIS_URL; TEST_S3_* (scripts/ceph-rgw.sh) for the S3
// outage, without which web and worker share one DATA_DIR and the S3 part is skipped (said so).
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, queryRows } from "@/lib/platform/db";
import { makeClip, MP4_CODECS } from "@/test/fixtures/media";
import { samplePng } from "@/test/fixtures/vault";
import { startOpenAiFake, type OpenAiFake } from "@/test/fakes/openai-server";
import { startTcpProxy, type TcpProxy } from "@/test/fakes/tcp-proxy";
import { makeAccount } from "@/test/helpers";
import { freePort } from "@/test/built-entries";
import { bucketKeys, built, childCommands, createTestBucket, Processes, type Proc } from "@/test/processes";
import { expectHonest, observe, report, seconds, sleep, tally, type Observed, type ReportRow } from "./harness";

const OUTAGE_MS = 10_000;
const LEASE_SECONDS = 3;
const S3_VARS = ["TEST_S3_ENDPOINT", "TEST_S3_BUCKET", "TEST_S3_ACCESS_KEY_ID", "TEST_S3_SECRET_ACCESS_KEY"] as const;
const ready = Boolean(process.env.TEST_DATABASE_URL && process.env.REDIS_URL);
const withS3 = S3_VARS.every((v) => process.env[v]);
if (!ready) console.warn("[faults] dependency outages skipped: set TEST_DATABASE_URL (PostgreSQL) and REDIS_URL, and TEST_S3_* for S3 (scripts/ceph-rgw.sh start prints them)");
else if (!withS3) console.warn("[faults] the S3 outage is SKIPPED: no S3 gateway (TEST_S3_*; `scripts/ceph-rgw.sh start` prints them). Web and worker share one DATA_DIR instead.");

const processes = new Processes(() => sharedEnv);
let sharedEnv: NodeJS.ProcessEnv;
const proxies: Record<"database" | "redis" | "storage", TcpProxy | null> = { database: null, redis: null, storage: null };
let web: Proc;
let worker: Proc;
let webPort: number;
let base: string;
let bucket: string | undefined;
let openai: OpenAiFake;
let fixtures: string;
let clip: Buffer;
let png: Buffer;
const rows: ReportRow[] = [];

const auth = (key: string) => ({ authorization: `Bearer ${key}` });

function form(fields: Record<string, string | Blob>): FormData {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  return body;
}

/** Sends work and answers its job id when accepted (202, or 200 when it finished within the short wait). */
async function accept(key: string, pathname: string, fields: Record<string, string | Blob>): Promise<string> {
  const response = await fetch(`${base}${pathname}`, { method: "POST", headers: auth(key), body: form(fields), signal: AbortSignal.timeout(15_000) });
  const body = await response.json();
  expect([200, 202], JSON.stringify(body)).toContain(response.status);
  return body.id;
}

type JobRowLite = { id: string; status: string; attempts: number; outputs: number };
async function jobRows(ids: string[]): Promise<JobRowLite[]> {
  if (ids.length === 0) return [];
  return queryRows<JobRowLite>(
    await getDb(),
    sql`SELECT j.id, j.status, j.attempts, (SELECT count(*)::int FROM job_outputs o WHERE o.job_id = j.id) AS outputs
        FROM jobs j WHERE j.id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
  );
}

/** Waits until every job ended; answers their rows. */
const allFinished = (ids: string[]) =>
  processes.until(`jobs ${ids.join(", ")} finish`, async () => {
    const found = await jobRows(ids);
    return found.length === ids.length && found.every((r) => ["complete", "failed", "canceled"].includes(r.status)) ? found : null;
  }, 150_000);

/** The requests sent again and again while a dependency is down: work, reads, a download, health. */
function trafficRound(key: string, refusedKey: string, jobId: string, downloadUrl: string): Promise<Observed>[] {
  return [
    observe("convert", `${base}/api/v1/convert`, { method: "POST", headers: auth(refusedKey), body: form({ file: new Blob([new Uint8Array(png)]), format: "webp" }) }),
    // The stored input of a finished job, converted again: work that needs no upload.
    observe("convert stored", `${base}/api/v1/convert`, { method: "POST", headers: { ...auth(key), "content-type": "application/json" }, body: JSON.stringify({ job_id: jobId, format: "webp", width: 100 }) }),
    observe("job", `${base}/api/v1/jobs/${jobId}`, { headers: auth(key) }),
    observe("account", `${base}/api/v1/account`, { headers: auth(key) }),
    observe("download", downloadUrl),
    observe("health", `${base}/api/health`),
    observe("live", `${base}/api/health/live`),
  ];
}

type OutageResult = { answers: Observed[]; restoredAt: number; health: Observed[] };

/**
 * Cuts `proxy` for OUTAGE_MS while rounds of requests go on (one round every 300 ms); answers every
 * answer, the jobs the convert requests got accepted meanwhile, and when the proxy was restored.
 */
async function outage(proxy: TcpProxy, key: string, refusedKey: string, jobId: string, downloadUrl: string): Promise<OutageResult> {
  const answers: Observed[] = [];
  await proxy.cut();
  const until = Date.now() + OUTAGE_MS;
  while (Date.now() < until) {
    answers.push(...(await Promise.all(trafficRound(key, refusedKey, jobId, downloadUrl))));
    await sleep(300);
  }
  await proxy.restore();
  const restoredAt = Date.now();
  return { answers, restoredAt, health: answers.filter((a) => a.label === "health") };
}

/** After the restore: how long until work is accepted, reads answer and /api/health is 200 again. */
async function recovery(key: string, restoredAt: number): Promise<number> {
  await processes.until("the service answers again", async () => {
    const [health, account] = await Promise.all([observe("health", `${base}/api/health`), observe("account", `${base}/api/v1/account`, { headers: auth(key) })]);
    if (health.status !== 200 || account.status !== 200) return false;
    const convert = await observe("convert", `${base}/api/v1/convert`, { method: "POST", headers: auth(key), body: form({ file: new Blob([new Uint8Array(png)]), format: "webp" }) });
    return convert.status === 202 || convert.status === 200;
  }, 60_000);
  return Date.now() - restoredAt;
}

function expectAlive(): void {
  for (const p of [web, worker]) expect({ name: p.name, exitCode: p.child.exitCode, signal: p.child.signalCode }, p.log().slice(-3000)).toEqual({ name: p.name, exitCode: null, signal: null });
}

/** Jobs sent before an outage: image converts, a video that is still encoding when it starts, and a paid skill still waiting on its provider. */
async function workBefore(key: string): Promise<{ ids: string[]; paid: string }> {
  const ids = [];
  for (let i = 0; i < 2; i++) ids.push(await accept(key, "/api/v1/convert", { file: new Blob([new Uint8Array(png)]), format: "webp" }));
  const paid = await accept(key, "/api/v1/run/alt-text", { file: new Blob([new Uint8Array(png)]) });
  const video = await accept(key, "/api/v1/convert", { file: new Blob([new Uint8Array(clip)], { type: "video/mp4" }), format: "webm" });
  ids.push(video);
  // The cut comes while the video encodes (its input read, its output not yet stored); on a machine fast
  // enough to finish it between two looks, after it (the attempts in the report then say 1).
  await processes.until("the video encodes", async () => childCommands(worker.child.pid!).some((c) => c.includes("ffmpeg")) || (await jobRows([video]))[0]?.status === "complete", 60_000);
  return { ids: [...ids, paid], paid };
}

/** The jobs the requests during an outage got accepted (200 or 202). */
const acceptedDuring = (answers: Observed[]) => answers.filter((a) => a.label.startsWith("convert") && (a.status === 200 || a.status === 202)).map((a) => a.id!);

/** Every job accepted during an outage completes once after it: one output each. */
async function expectAcceptedDone(ids: string[]): Promise<void> {
  const finished = await allFinished(ids);
  expect(finished.filter((r) => r.status !== "complete" || r.outputs !== 1)).toEqual([]);
}

/** Every job ran to completion once: one output each, the paid one charged one credit. */
async function expectDoneOnce(ids: string[], paid: string, accountId: string): Promise<string> {
  const finished = await allFinished(ids);
  expect(finished.map((r) => r.status)).toEqual(ids.map(() => "complete"));
  for (const row of finished.filter((r) => r.id !== paid)) expect({ id: row.id, outputs: row.outputs }).toEqual({ id: row.id, outputs: 1 });
  const ledger = await queryRows<{ amount: number }>(await getDb(), sql`SELECT amount FROM credit_ledger WHERE account_id = ${accountId} AND job_id = ${paid}`);
  expect(ledger.map((l) => l.amount)).toEqual([-1]);
  // For the report: how many attempts each took (an attempt the outage spoiled is run again).
  return `attempts ${ids.map((id) => finished.find((r) => r.id === id)!.attempts).join("/")}`;
}

/** A finished job of `key` and its output's download URL, for reads during the outage. */
async function finishedJob(key: string): Promise<{ jobId: string; downloadUrl: string }> {
  const jobId = await accept(key, "/api/v1/convert", { file: new Blob([new Uint8Array(png)]), format: "png" });
  await allFinished([jobId]);
  const job = await (await fetch(`${base}/api/v1/jobs/${jobId}`, { headers: auth(key) })).json();
  return { jobId, downloadUrl: job.outputs[0].url };
}

describe.skipIf(!ready)("dependency outages (PostgreSQL, Redis, S3 behind TCP proxies)", () => {
  beforeAll(async () => {
    if (!built()) throw new Error("the fault harness runs the built app: run `npm run build` first");
    const pg = new URL(process.env.TEST_DATABASE_URL!);
    const redis = new URL(process.env.REDIS_URL!);
    proxies.database = await startTcpProxy({ host: pg.hostname, port: Number(pg.port || 5432) });
    proxies.redis = await startTcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
    pg.host = proxies.database.address;
    redis.host = proxies.redis.address;
    let s3Env: Record<string, string> = {};
    if (withS3) {
      const s3 = new URL(process.env.TEST_S3_ENDPOINT!);
      proxies.storage = await startTcpProxy({ host: s3.hostname, port: Number(s3.port || 80) });
      bucket = await createTestBucket("darkroom-faults");
      s3Env = {
        S3_BUCKET: bucket,
        S3_ENDPOINT: `http://${proxies.storage.address}`,
        S3_REGION: process.env.TEST_S3_REGION ?? "us-east-1",
        S3_ACCESS_KEY_ID: process.env.TEST_S3_ACCESS_KEY_ID!,
        S3_SECRET_ACCESS_KEY: process.env.TEST_S3_SECRET_ACCESS_KEY!,
        S3_FORCE_PATH_STYLE: "true",
        // A store that stops answering fails a request after this much silence (three attempts).
        S3_REQUEST_TIMEOUT_SECONDS: "3",
      };
    }
    openai = await startOpenAiFake();
    fixtures = fs.mkdtempSync(path.join(os.tmpdir(), "darkroom-faults-fixtures-"));
    clip = fs.readFileSync(await makeClip(path.join(fixtures, "clip.mp4"), { size: "640x360", seconds: 12, rate: 25, codecArgs: MP4_CODECS }));
    png = await samplePng({ width: 320, height: 240 });
    sharedEnv = {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? os.tmpdir(),
      NODE_ENV: "production",
      DATABASE_URL: pg.toString(),
      DARKROOM_PG_SCHEMA: process.env.DARKROOM_PG_SCHEMA!,
      REDIS_URL: redis.toString(),
      DARKROOM_SECRET: `faults-${randomBytes(16).toString("hex")}`,
      ...s3Env,
      OPENAI_BASE_URL: openai.url,
      OPENAI_API_KEY: "sk-test-fake-0123456789abcdef",
      JOB_LEASE_SECONDS: String(LEASE_SECONDS),
      WAIT_TIMEOUT_SECONDS: "0.2",
      // Bounded waits on the database, short for the test: a refused connection answers at once anyway.
      DATABASE_CONNECT_TIMEOUT_SECONDS: "2",
      DATABASE_QUERY_TIMEOUT_SECONDS: "5",
      DISK_FREE_MIN_BYTES: "0",
      LOG_LEVEL: "info",
    };
    webPort = await freePort();
    base = `http://127.0.0.1:${webPort}`;
    // Without S3, blobs are files: web and worker then share one DATA_DIR, as on one host.
    const shared = withS3 ? undefined : processes.dataDir("faults-shared");
    web = processes.startWeb("web", webPort, { entry: "dist/server.mjs", dataDir: shared });
    worker = processes.startWorker("worker", { dataDir: shared, env: { WORKER_CONCURRENCY: "2" } });
    await processes.until("web and worker are ready", async () => [web, worker].every((p) => p.log().includes("ready")), 120_000);
    await processes.until("the web process answers", () => fetch(`${base}/api/health`).then((r) => r.ok, () => false));
  }, 180_000);

  afterAll(async () => {
    await processes.stop();
    for (const proxy of Object.values(proxies)) await proxy?.close();
    await openai?.close();
    if (fixtures) fs.rmSync(fixtures, { recursive: true, force: true });
    report(rows);
  });

  it("PostgreSQL cut for 10 s: 503 unavailable meanwhile, both processes live on, every accepted job completes once", async () => {
    const { key, accountId } = await makeAccount({ plan: "business", credits: 5 });
    const refused = await makeAccount({ plan: "business" });
    const { jobId, downloadUrl } = await finishedJob(key);
    openai.setBehavior({ delayMs: 4000 });
    const before = await workBefore(key);
    const { answers, restoredAt, health } = await outage(proxies.database!, key, refused.key, jobId, downloadUrl);
    openai.setBehavior({ delayMs: 0 });
    expectHonest(answers, (s) => s === 503 || (s >= 200 && s < 300));
    // Everything that needs the database is refused; liveness is not.
    expect(answers.filter((a) => ["convert", "convert stored", "job", "account", "health"].includes(a.label)).every((a) => a.status === 503)).toBe(true);
    expect(answers.filter((a) => a.label === "live").every((a) => a.status === 200)).toBe(true);
    expect(health.length).toBeGreaterThan(0);
    expect(health.every((h) => h.status === 503 && h.health?.database === "down")).toBe(true);
    const recoveredMs = await recovery(key, restoredAt);
    expectAlive();
    const started = Date.now();
    const attempts = await expectDoneOnce(before.ids, before.paid, accountId);
    expect(await queryRows(await getDb(), sql`SELECT id FROM jobs WHERE account_id = ${refused.accountId}`)).toEqual([]);
    expectAlive();
    rows.push({
      fault: "PostgreSQL cut for 10 s (connections reset, new ones refused)",
      answered: `${tally(answers)} (${answers.length} requests, slowest ${answers.reduce((m, a) => Math.max(m, a.ms), 0)} ms); /api/health 503 (database \`down\`), /api/health/live 200`,
      lost: `nothing: ${before.ids.length} jobs accepted before it (a video encoding and a paid skill among them) completed once (${attempts}), charged once`,
      recovery: `${seconds(recoveredMs)} to answer again; accepted jobs done ${seconds(Date.now() - started + recoveredMs)} after the restore`,
    });
  }, 240_000);

  it("Redis cut for 10 s: every request served (the in-memory limiter counts meanwhile), the shared limit back after", async () => {
    const { key, accountId, keyId } = await makeAccount({ plan: "business", credits: 5 });
    const { jobId, downloadUrl } = await finishedJob(key);
    openai.setBehavior({ delayMs: 2000 });
    const before = await workBefore(key);
    const { answers, restoredAt, health } = await outage(proxies.redis!, key, key, jobId, downloadUrl);
    openai.setBehavior({ delayMs: 0 });
    expectHonest(answers, (s) => s >= 200 && s < 300);
    // Degraded, not down: the web process notices within the first rounds and says so until the restore.
    expect(health.some((h) => h.health?.status === "degraded" && h.health.redis === "down")).toBe(true);
    const recoveredMs = await recovery(key, restoredAt);
    // Shared again: this key's requests are counted in Redis once the client is back.
    const direct = new Redis(process.env.REDIS_URL!);
    try {
      const counted = async () => Number(await direct.get(`darkroom:rl:1000:key:${keyId}`));
      await processes.until("the web process's Redis client is back", async () => (await (await fetch(`${base}/api/health`)).json()).redis === "up");
      const seen = await counted();
      expect((await fetch(`${base}/api/v1/account`, { headers: auth(key) })).status).toBe(200);
      expect(await counted()).toBe(seen + 1);
    } finally {
      direct.disconnect();
    }
    const during = acceptedDuring(answers);
    const accepted = during.length;
    const started = Date.now();
    const attempts = await expectDoneOnce(before.ids, before.paid, accountId);
    await expectAcceptedDone(during);
    expectAlive();
    rows.push({
      fault: "Redis cut for 10 s",
      answered: `${tally(answers)} (${answers.length} requests, slowest ${answers.reduce((m, a) => Math.max(m, a.ms), 0)} ms); /api/health 200 \`degraded\` (redis \`down\`)`,
      lost: `nothing: ${before.ids.length} jobs accepted before (${attempts}) and ${accepted} during it completed once, charged once`,
      recovery: `${seconds(recoveredMs)} to answer again; shared limits counted in Redis again; jobs done ${seconds(Date.now() - started + recoveredMs)} after the restore`,
    });
  }, 240_000);

  it.skipIf(!withS3)("S3 cut for 10 s: 503 unavailable for what needs the store, reads of rows served, a refused upload leaves nothing", async () => {
    const { key, accountId } = await makeAccount({ plan: "business", credits: 5 });
    const refused = await makeAccount({ plan: "business" });
    const { jobId, downloadUrl } = await finishedJob(key);
    openai.setBehavior({ delayMs: 4000 });
    const before = await workBefore(key);
    const { answers, restoredAt, health } = await outage(proxies.storage!, key, refused.key, jobId, downloadUrl);
    openai.setBehavior({ delayMs: 0 });
    expectHonest(answers, (s) => s === 503 || (s >= 200 && s < 300));
    const byLabel = (label: string) => answers.filter((a) => a.label === label);
    // Uploads and downloads need the store; job and account reads do not.
    expect(byLabel("convert").every((a) => a.status === 503)).toBe(true);
    // Work on an input already stored is accepted (it needs the database only) and waits for the store.
    const during = acceptedDuring(answers);
    expect(during.length + byLabel("convert stored").filter((a) => a.status === 503).length).toBe(byLabel("convert stored").length);
    expect(byLabel("download").every((a) => a.status === 503)).toBe(true);
    expect(byLabel("job").every((a) => a.status === 200)).toBe(true);
    expect(byLabel("account").every((a) => a.status === 200)).toBe(true);
    expect(health.every((h) => h.status === 503 && h.health?.storage === "down")).toBe(true);
    const recoveredMs = await recovery(key, restoredAt);
    expectAlive();
    const started = Date.now();
    const attempts = await expectDoneOnce(before.ids, before.paid, accountId);
    await expectAcceptedDone(during);
    // Every refused upload: no job row, and (checked at the end) no object that nothing refers to.
    expect(await queryRows(await getDb(), sql`SELECT id FROM jobs WHERE account_id = ${refused.accountId}`)).toEqual([]);
    expect((await fetch(downloadUrl)).status).toBe(200);
    rows.push({
      fault: "S3 cut for 10 s",
      answered: `${tally(answers)} (${answers.length} requests, slowest ${answers.reduce((m, a) => Math.max(m, a.ms), 0)} ms); uploads and downloads 503, work on stored inputs ${during.length ? `accepted (${during.length})` : "503"}, job and account reads 200, /api/health 503 (storage \`down\`)`,
      lost: `nothing: ${before.ids.length} jobs accepted before (${attempts}) and ${during.length} during it completed once, charged once; ${byLabel("convert").length} refused uploads left no row and no object`,
      recovery: `${seconds(recoveredMs)} to answer again; accepted jobs done ${seconds(Date.now() - started + recoveredMs)} after the restore`,
    });
  }, 240_000);

  it("PostgreSQL 300 ms slower per packet: answers come, slower, never a 5xx", async () => {
    const { key } = await makeAccount({ plan: "business" });
    proxies.database!.latency(300);
    try {
      const answers = await Promise.all([
        observe("account", `${base}/api/v1/account`, { headers: auth(key) }),
        observe("convert", `${base}/api/v1/convert`, { method: "POST", headers: auth(key), body: form({ file: new Blob([new Uint8Array(png)]), format: "webp" }) }),
        observe("health", `${base}/api/health`),
      ]);
      expectHonest(answers, (s) => s >= 200 && s < 300);
      rows.push({ fault: "PostgreSQL 300 ms latency added", answered: `${tally(answers)}, slowest ${answers.reduce((m, a) => Math.max(m, a.ms), 0)} ms`, lost: "nothing", recovery: "none needed" });
    } finally {
      await proxies.database!.restore();
    }
  }, 60_000);

  it("kill -9 of a web process in the middle of an upload: the next sweep leaves no temporary file of it", async () => {
    const { key } = await makeAccount({ plan: "business" });
    const scratch = path.join(web.dataDir, "tmp");
    const uploadFiles = () =>
      fs.readdirSync(scratch).flatMap((entry) => {
        const uploads = path.join(scratch, entry, "uploads");
        return fs.existsSync(uploads) ? fs.readdirSync(uploads).map((name) => path.join(uploads, name)) : [];
      });
    // A multipart body sent slowly: its first megabytes are in a temporary file when the process dies.
    const boundary = `faults${randomBytes(8).toString("hex")}`;
    const request = http.request(`${base}/api/v1/convert`, { method: "POST", headers: { ...auth(key), "content-type": `multipart/form-data; boundary=${boundary}` } });
    request.on("error", () => {});
    request.write(`--${boundary}\r\ncontent-disposition: form-data; name="format"\r\n\r\nwebp\r\n--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="big.png"\r\ncontent-type: image/png\r\n\r\n`);
    const chunk = randomBytes(1024 * 1024);
    const writer = setInterval(() => request.write(chunk), 100);
    try {
      await processes.until("the upload is being written to a temporary file", async () => uploadFiles().some((f) => fs.statSync(f, { throwIfNoEntry: false })?.size));
      process.kill(-web.child.pid!, "SIGKILL");
      await web.exited;
    } finally {
      clearInterval(writer);
      request.destroy();
    }
    const stray = uploadFiles();
    expect(stray.length).toBeGreaterThan(0);
    // A new web process on the same DATA_DIR sweeps at start: the dead process's folder is unlocked.
    const killedAt = Date.now();
    web = processes.startWeb("web-2", webPort, { entry: "dist/server.mjs", dataDir: web.dataDir });
    await processes.until("the new web process is ready", async () => web.log().includes("ready"), 120_000);
    await processes.until("the new web process answers", () => fetch(`${base}/api/health/live`).then((r) => r.ok, () => false));
    await processes.until("the sweep removed the dead process's files", async () => stray.every((f) => !fs.existsSync(f)), 30_000);
    expect(uploadFiles()).toEqual([]);
    expect((await observe("account", `${base}/api/v1/account`, { headers: auth(key) })).status).toBe(200);
    rows.push({
      fault: "`kill -9` of a web process mid-upload",
      answered: "the upload's connection is reset; other processes answer as usual",
      lost: `the unfinished upload only (never accepted); its temporary file (${stray.length}) removed by the next sweep`,
      recovery: `${seconds(Date.now() - killedAt)} for a new web process to start and sweep`,
    });
  }, 180_000);

  it("ends with every ledger summing to its balance, no job left queued or running, no orphaned object, both processes alive", async () => {
    const db = await getDb();
    await processes.until("no job is queued or running", async () => {
      const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM jobs WHERE status IN ('queued', 'running')`);
      return row.n === 0;
    }, 120_000);
    const mismatched = await queryRows<{ id: string }>(
      db,
      sql`SELECT a.id FROM accounts a LEFT JOIN credit_ledger l ON l.account_id = a.id GROUP BY a.id, a.credits HAVING coalesce(sum(l.amount), 0) <> a.credits`,
    );
    expect(mismatched).toEqual([]);
    const failed = await queryRows<{ id: string; status: string; error_code: string | null }>(db, sql`SELECT id, status, error_code FROM jobs WHERE status <> 'complete'`);
    expect(failed).toEqual([]);
    if (bucket) {
      const referenced = new Set(
        (
          await queryRows<{ key: string }>(
            db,
            sql`SELECT input_blob_key AS key FROM jobs WHERE input_blob_key IS NOT NULL
                UNION SELECT blob_key FROM job_outputs
                UNION SELECT store_key FROM tus_uploads`,
          )
        ).map((r) => r.key),
      );
      expect((await bucketKeys(bucket)).filter((k) => !referenced.has(k))).toEqual([]);
    }
    expectAlive();
  }, 180_000);
});

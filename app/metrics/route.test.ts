import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "./route";
import { POST as runSkill } from "@/app/api/v1/run/[skill]/route";
import { GET as getAccount } from "@/app/api/v1/account/route";
import { ensureAdminToken } from "@/lib/domain/admin/token";
import { resetEnvForTests } from "@/lib/platform/config/env";
import { getDb } from "@/lib/platform/db";
import { cancelJob } from "@/lib/domain/jobs/cancel";
import { enqueueJob } from "@/lib/domain/jobs/queue";
import type { Worker } from "@/lib/domain/jobs/worker";
import { logTo } from "@/lib/core/log";
import { startFakeProviders, type FakeProviders } from "@/test/fakes/providers";
import { call, expectError, makeAccount, startWorkers } from "@/test/helpers";

const METRICS_TOKEN = "metrics-token-0123456789";
const lines: Record<string, unknown>[] = [];
let providers: FakeProviders;
let worker: Worker;
let png: Buffer;

const scrape = (token?: string) => call(GET, { path: "/metrics", key: token });

/** The value of one series in the exposition, 0 when absent; `labels` as written: `kind="skill",status="complete"`. */
async function valueOf(name: string, labels: string): Promise<number> {
  const text = await (await scrape(METRICS_TOKEN)).text();
  const line = text.split("\n").find((l) => l.startsWith(`${name}{${labels}} `));
  return line ? Number(line.split(" ").at(-1)) : 0;
}

function altText(key: string, requestId?: string) {
  const body = new FormData();
  body.set("file", new Blob([new Uint8Array(png)]), "photo.png");
  return call(runSkill, { method: "POST", path: "/api/v1/run/alt-text", key, body, params: { skill: "alt-text" }, headers: requestId ? { "x-request-id": requestId } : {} });
}

beforeAll(async () => {
  process.env.METRICS_TOKEN = METRICS_TOKEN;
  resetEnvForTests();
  providers = await startFakeProviders();
  logTo({ write: (line: string) => void lines.push(JSON.parse(line)) });
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 30, b: 30 } } }).png().toBuffer();
});

afterAll(async () => {
  await worker?.stop();
  await providers.close();
  delete process.env.METRICS_TOKEN;
  resetEnvForTests();
});

describe("GET /metrics", () => {
  it("refuses no token, a wrong one and an API key with 401", async () => {
    const { key } = await makeAccount({ plan: "business" });
    for (const token of [undefined, "metrics-token-0123456780", `dka_${"x".repeat(43)}`, key]) {
      await expectError(await scrape(token), 401, "unauthorized");
    }
  });

  it("answers the Prometheus text format to METRICS_TOKEN and to the admin token", async () => {
    for (const token of [METRICS_TOKEN, ensureAdminToken()]) {
      const response = await scrape(token);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await response.text();
      expect(text).toContain("# TYPE nodejs_eventloop_lag_seconds gauge");
      expect(text).toContain("# TYPE darkroom_jobs_total counter");
    }
  });

  it("counts queued jobs by kind and lane from the database, down to 0 when they leave the queue", async () => {
    const { accountId } = await makeAccount();
    const db = await getDb();
    const job = await db.transaction((tx) => enqueueJob(tx, { accountId, kind: "convert", params: {} }));
    expect(await valueOf("darkroom_queue_jobs", 'kind="convert",lane="cpu",status="queued"')).toBe(1);
    const canceledBefore = await valueOf("darkroom_jobs_total", 'kind="convert",status="canceled"');
    await cancelJob({ accountId, jobId: job.id });
    expect(await valueOf("darkroom_queue_jobs", 'kind="convert",lane="cpu",status="queued"')).toBe(0);
    expect(await valueOf("darkroom_jobs_total", 'kind="convert",status="canceled"')).toBe(canceledBefore + 1);
  });

  it("counts a charged job that completes and one that fails: transitions, durations, failures, credits and requests", async () => {
    worker = startWorkers(1);
    const series = {
      queued: ["darkroom_jobs_total", 'kind="skill",status="queued"'],
      started: ["darkroom_jobs_total", 'kind="skill",status="running"'],
      complete: ["darkroom_jobs_total", 'kind="skill",status="complete"'],
      failed: ["darkroom_jobs_total", 'kind="skill",status="failed"'],
      durations: ["darkroom_job_duration_seconds_count", 'kind="skill",status="complete"'],
      slowBucket: ["darkroom_job_duration_seconds_bucket", 'le="+Inf",kind="skill",status="complete"'],
      providerErrors: ["darkroom_job_failures_total", 'kind="skill",code="provider_error"'],
      charged: ["darkroom_credits_charged_total", 'kind="skill"'],
      refunded: ["darkroom_credits_refunded_total", 'kind="skill"'],
      ok: ["darkroom_http_requests_total", 'method="POST",route="/api/v1/run/{skill}",status="200"'],
      badGateway: ["darkroom_http_requests_total", 'method="POST",route="/api/v1/run/{skill}",status="502"'],
    } as const;
    const read = async () => Object.fromEntries(await Promise.all(Object.entries(series).map(async ([k, [name, labels]]) => [k, await valueOf(name, labels)])));
    const before = await read();

    const { key } = await makeAccount({ credits: 10 });
    expect((await altText(key)).status).toBe(200);
    providers.openai.setBehavior({ failures: [{ status: 400, body: { error: { message: "Invalid image payload" } } }] });
    await expectError(await altText(key), 502, "provider_error");

    const after = await read();
    const delta = Object.fromEntries(Object.keys(series).map((k) => [k, after[k] - before[k]]));
    expect(delta).toEqual({ queued: 2, started: 2, complete: 1, failed: 1, durations: 1, slowBucket: 1, providerErrors: 1, charged: 2, refunded: 1, ok: 1, badGateway: 1 });
  });
});

describe("request ids and logs", () => {
  it("answers a sane X-Request-Id back, and a fresh one for none or a bad one, errors included", async () => {
    const { key } = await makeAccount();
    const echoed = await call(getAccount, { path: "/api/v1/account", key, headers: { "x-request-id": "client-id-42" } });
    expect([echoed.status, echoed.headers.get("x-request-id")]).toEqual([200, "client-id-42"]);
    const fresh = await call(getAccount, { path: "/api/v1/account", key, headers: { "x-request-id": "bad id\u0001" } });
    expect(fresh.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const refused = await call(getAccount, { path: "/api/v1/account" });
    expect(refused.status).toBe(401);
    expect(refused.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(refused.headers.get("x-request-id")).not.toBe(fresh.headers.get("x-request-id"));
  });

  it("logs one line per request and per job transition, the job's lines with the id of the call that created it", async () => {
    worker ??= startWorkers(1);
    const { key, accountId } = await makeAccount({ credits: 5 });
    const response = await altText(key, "req-alt-text-1");
    expect(response.status).toBe(200);
    const { id } = await response.json();
    const mine = lines.filter((l) => l.request_id === "req-alt-text-1");
    expect(mine.map((l) => l.msg)).toEqual(["job queued", "job started", "job completed", "request"]);
    expect(mine.slice(0, 3).every((l) => l.job_id === id && l.kind === "skill")).toBe(true);
    expect(mine[2]).toMatchObject({ level: "info", duration_ms: expect.any(Number) });
    expect(mine[3]).toMatchObject({ method: "POST", route: "/api/v1/run/{skill}", status: 200, account_id: accountId, duration_ms: expect.any(Number) });
  });
});

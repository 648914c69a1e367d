import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { z } from "zod";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { pinBackoffForTests } from "@/lib/core/backoff";
import { advanceClockForTests, resetClockForTests } from "@/lib/core/clock";
import { resetEnvForTests } from "@/lib/platform/config/env";
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/platform/db";
import { addComment, recordReaction } from "@/lib/domain/galleries/feedback";
import { getGalleryOrThrow } from "@/lib/domain/galleries/galleries";
import { convertedJob, samplePng } from "@/test/fixtures/vault";
import { ApiError } from "@/lib/core/errors";
import { defineJobKind, jobKindRegistry } from "@/lib/domain/jobs/job-kind";
import { announceNewJob, countOpenJobs, enqueueJob } from "@/lib/domain/jobs/queue";
import { Worker } from "@/lib/domain/jobs/worker";
import { RETRY_LIMIT, retryDelaySeconds } from "@/lib/domain/webhooks/deliver";
import type { DeliveryView } from "@/lib/domain/webhooks/schema";
import type { WebhookReceiver } from "@/test/fakes/webhook-receiver";
import { signUp } from "@/lib/domain/accounts/accounts";
import { createSession } from "@/lib/domain/auth/session";
import { recordWebhookEvent } from "@/lib/domain/webhooks/outbox";
import { authSuite, BASE, call, expectError, makeAccount, startAllowedReceiver, startWorkers } from "@/test/helpers";
import { POST as storeAssets } from "../assets/route";
import { POST as convert } from "../convert/route";
import { POST as createGallery } from "../galleries/route";
import { GET as getRun } from "../runs/[id]/route";
import { POST as startRun } from "../runs/route";
import { GET as getJob } from "../jobs/[id]/route";
import { POST as retry } from "./[id]/deliveries/[delivery_id]/retry/route";
import { GET as deliveries } from "./[id]/deliveries/route";
import { POST as rotate } from "./[id]/rotate-secret/route";
import { DELETE, GET as readOne, PATCH } from "./[id]/route";
import { POST as test } from "./[id]/test/route";
import { GET as list, POST as create } from "./route";

let worker: Worker;
let receiver: WebhookReceiver;

beforeAll(async () => {
  // The answer is longer than the 1 KB the delivery log keeps.
  receiver = await startAllowedReceiver({ answerBody: "x".repeat(3000) });
  // Each retry waits half its ceiling (5 s for the first), so a test reads a failed attempt before the next one runs.
  pinBackoffForTests(() => 0.5);
  worker = startWorkers(2);
});

afterAll(async () => {
  await worker.stop();
  await receiver.close();
  pinBackoffForTests();
});

afterEach(() => resetClockForTests());

/** Each endpoint its own path on the receiver, so answers scripted for one never reach another. */
const hookUrl = () => `${receiver.origin}/hooks/${randomBytes(6).toString("hex")}`;

const createHook = (key: string | undefined, json: unknown = { url: hookUrl(), events: ["job.completed"] }) =>
  call(create, { method: "POST", path: "/api/v1/webhooks", key, json });

async function ownHook(key: string, events: string[] = ["job.completed"]): Promise<{ id: string; secret: string; path: string }> {
  const response = await createHook(key, { url: hookUrl(), events });
  expect(response.status).toBe(201);
  const created = await response.json();
  return { ...created, path: new URL(created.url).pathname };
}

const foreignHook = async () => (await ownHook((await makeAccount()).key)).id;
const byId = (handler: unknown, method: string, suffix = "", json?: unknown) => (key: string | undefined, id = "whk_x") =>
  call(handler, { method, path: `/api/v1/webhooks/${id}${suffix}`, key, params: { id, delivery_id: "whd_x" }, json });
const read = byId(readOne, "GET");
const patch = (key: string | undefined, id?: string, json: unknown = { enabled: false }) => byId(PATCH, "PATCH", "", json)(key, id);
const remove = byId(DELETE, "DELETE");
const rotateSecret = byId(rotate, "POST", "/rotate-secret");
const sendTest = byId(test, "POST", "/test");
const readLog = byId(deliveries, "GET", "/deliveries");

async function log(key: string, id: string): Promise<DeliveryView[]> {
  const response = await readLog(key, id);
  expect(response.status).toBe(200);
  return (await response.json()).deliveries;
}

/** Polls the delivery log until `done` holds for its newest delivery. */
async function untilDelivery(key: string, id: string, done: (d: DeliveryView) => boolean): Promise<DeliveryView> {
  for (let i = 0; i < 400; i++) {
    const [newest] = await log(key, id);
    if (newest && done(newest)) return newest;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the delivery never reached the state: ${JSON.stringify(await log(key, id))}`);
}

/** Polls the delivery log until the delivery `deliveryId` succeeded. */
async function untilSucceeded(key: string, id: string, deliveryId: string): Promise<DeliveryView> {
  for (let i = 0; i < 200; i++) {
    const found = (await log(key, id)).find((d) => d.id === deliveryId);
    if (found?.status === "succeeded") return found;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`delivery ${deliveryId} never succeeded: ${JSON.stringify(await log(key, id))}`);
}

const attempted = (n: number) => (d: DeliveryView) => d.attempts.length >= n && (d.status !== "pending" || d.next_attempt_at !== null);

describe("/api/v1/webhooks", () => {
  authSuite((key) => call(list, { path: "/api/v1/webhooks", key }));
  authSuite((key) => createHook(key));

  it("creates an endpoint with a whsec_ secret shown once, lists it without the secret", async () => {
    const { key } = await makeAccount();
    const url = hookUrl();
    const response = await createHook(key, { url, events: ["job.completed", "run.failed"] });
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created).toMatchObject({ id: expect.stringMatching(/^whk_/), url, events: ["job.completed", "run.failed"], enabled: true, disabled_reason: null });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(created.secret.slice(6), "base64").length).toBeGreaterThanOrEqual(24);
    expect(typeof created.created_at).toBe("string");
    const { webhooks } = await (await call(list, { path: "/api/v1/webhooks", key })).json();
    expect(webhooks).toHaveLength(1);
    expect(webhooks[0].id).toBe(created.id);
    expect(JSON.stringify(webhooks)).not.toContain(created.secret.slice(6));
    expect(await (await read(key, created.id)).json()).not.toHaveProperty("secret");
  });

  it("refuses events outside the closed list, ping included, and an empty or repeated list", async () => {
    const { key } = await makeAccount();
    for (const events of [["job.done"], ["ping"], [], ["job.failed", "job.failed"]]) {
      await expectError(await createHook(key, { url: hookUrl(), events }), 400, "invalid_request");
    }
  });

  it("refuses private, loopback and metadata addresses not listed in DARKROOM_FETCH_ALLOW_HOSTS, and non-http URLs", async () => {
    const { key } = await makeAccount();
    for (const url of ["http://10.0.0.8/hook", "http://127.0.0.1:1/hook", "http://169.254.169.254/latest", "http://[::1]:8080/x", "http://localhost:9/hook"]) {
      const body = await expectError(await createHook(key, { url, events: ["job.failed"] }), 400, "url_not_allowed");
      expect(body.error.message).not.toContain(new URL(url).hostname);
    }
    for (const url of ["ftp://example.com/x", "not a url", "http://user:pw@example.com/"]) {
      await expectError(await createHook(key, { url, events: ["job.failed"] }), 400, "invalid_url");
    }
  });
});

describe("/api/v1/webhooks/{id}", () => {
  authSuite(read, { foreignId: foreignHook });
  authSuite(patch, { foreignId: foreignHook });
  authSuite(remove, { foreignId: foreignHook });
  authSuite(rotateSecret, { foreignId: foreignHook });
  authSuite(sendTest, { foreignId: foreignHook });
  authSuite(readLog, { foreignId: foreignHook });
  authSuite(byId(retry, "POST", "/deliveries/whd_x/retry"), { foreignId: foreignHook });

  it("changes events and URL, disables and enables, and deletes", async () => {
    const { key } = await makeAccount();
    const { id } = await ownHook(key);
    expect(await (await patch(key, id, { events: ["gallery.feedback"] })).json()).toMatchObject({ id, events: ["gallery.feedback"], enabled: true });
    expect(await (await patch(key, id, { enabled: false })).json()).toMatchObject({ enabled: false });
    expect(await (await patch(key, id, { enabled: true })).json()).toMatchObject({ enabled: true, disabled_reason: null });
    await expectError(await patch(key, id, { url: "http://192.168.1.1/x" }), 400, "url_not_allowed");
    await expectError(await patch(key, id, { events: ["ping"] }), 400, "invalid_request");
    expect((await remove(key, id)).status).toBe(204);
    await expectError(await read(key, id), 404, "not_found");
  });

  it("a ping is signed the Standard Webhooks way; after two rotations the next message verifies with the new secret and with both rotated away", async () => {
    const { key } = await makeAccount();
    const { id, secret } = await ownHook(key);
    const queued = await sendTest(key, id);
    expect(queued.status).toBe(202);
    const delivery = await queued.json();
    expect(delivery).toMatchObject({ id: expect.stringMatching(/^whd_/), event: "ping" });
    const done = await untilDelivery(key, id, (d) => d.status === "succeeded");
    const message = receiver.received.find((m) => m.headers["webhook-id"] === delivery.id)!;
    expect(message.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(secret).verify(message.body, message.headers)).toMatchObject({ type: "ping", data: { webhook_id: id } });
    const payload = JSON.parse(message.body);
    expect(payload).toEqual({ type: "ping", timestamp: expect.any(String), livemode: true, data: { webhook_id: id } });
    expect(new Date(payload.timestamp).toISOString()).toBe(payload.timestamp);
    expect(done.attempts).toHaveLength(1);
    expect(done.attempts[0]).toMatchObject({ response_status: 200, error: null, response_body: "x".repeat(1024) });

    const between = await (await rotateSecret(key, id)).json();
    const rotated = await (await rotateSecret(key, id)).json();
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(new Set([secret, between.secret, rotated.secret]).size).toBe(3);
    const second = await (await sendTest(key, id)).json();
    await untilDelivery(key, id, (d) => d.id === second.id && d.status === "succeeded");
    const next = receiver.received.find((m) => m.headers["webhook-id"] === second.id)!;
    // One signature per secret still valid, the current one first: a receiver not yet updated keeps verifying for 24 hours.
    expect(next.headers["webhook-signature"].split(" ")).toHaveLength(3);
    for (const valid of [rotated.secret, between.secret, secret]) expect(new Webhook(valid).verify(next.body, next.headers)).toMatchObject({ type: "ping" });

    // A day later only the current secret signs.
    advanceClockForTests(24 * 3600_000 + 1000);
    const pinged = await (await sendTest(key, id)).json();
    await untilDelivery(key, id, (d) => d.id === pinged.id && d.status === "succeeded");
    const later = receiver.received.find((m) => m.headers["webhook-id"] === pinged.id)!;
    const signatures = later.headers["webhook-signature"].split(" ");
    expect(signatures).toHaveLength(1);
    const sentAt = new Date(Number(later.headers["webhook-timestamp"]) * 1000);
    expect(signatures[0]).toBe(new Webhook(rotated.secret).sign(pinged.id, sentAt, later.body));
    expect(signatures[0]).not.toBe(new Webhook(secret).sign(pinged.id, sentAt, later.body));
  });
});

describe("limits on fan-out", () => {
  it("allows WEBHOOK_ENDPOINTS_PER_ACCOUNT endpoints (default 10); the next is 409 limit_reached until one is deleted", async () => {
    const { key } = await makeAccount();
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) ids.push((await ownHook(key)).id);
    const refused = await expectError(await createHook(key), 409, "limit_reached");
    expect(refused.error.message).toContain("10 webhook endpoints");
    expect((await (await call(list, { path: "/api/v1/webhooks", key })).json()).webhooks).toHaveLength(10);
    expect((await remove(key, ids[0])).status).toBe(204);
    expect((await createHook(key)).status).toBe(201);
  });

  it("follows the plan rule of /api/v1: a basic session may read and delete, not create, change, test, retry or rotate; a basic account gets no deliveries", async () => {
    const account = await signUp({ email: `hooks-${randomBytes(5).toString("hex")}@example.com`, password: "a-long-password" });
    const { token } = await createSession(account.id);
    const headers = { cookie: `dr_session=${token}`, origin: BASE };
    const db = await getDb();
    const setPlan = (plan: string) => db.execute(sql`UPDATE accounts SET plan = ${plan} WHERE id = ${account.id}`);
    await expectError(await call(create, { method: "POST", path: "/api/v1/webhooks", headers, json: { url: hookUrl(), events: ["job.completed"] } }), 403, "plan_required");
    // Made while the account was on a paid plan, then the operator moved it down to basic.
    await setPlan("pro");
    const made = await call(create, { method: "POST", path: "/api/v1/webhooks", headers, json: { url: hookUrl(), events: ["job.completed"] } });
    expect(made.status).toBe(201);
    const { id } = await made.json();
    const ping = await (await call(test, { method: "POST", path: "/", headers, params: { id } })).json();
    await setPlan("basic");
    const asSession = (handler: unknown, method: string, json?: unknown) => call(handler, { method, path: "/", headers, params: { id, delivery_id: ping.id }, json });
    await expectError(await asSession(PATCH, "PATCH", { enabled: false }), 403, "plan_required");
    await expectError(await asSession(test, "POST"), 403, "plan_required");
    await expectError(await asSession(retry, "POST"), 403, "plan_required");
    await expectError(await asSession(rotate, "POST"), 403, "plan_required");
    expect((await asSession(readOne, "GET")).status).toBe(200);
    expect((await asSession(deliveries, "GET")).status).toBe(200);
    expect(await db.transaction((tx) => recordWebhookEvent(tx, { accountId: account.id, type: "job.completed", subjectId: "job_x" }))).toEqual([]);
    expect((await asSession(DELETE, "DELETE")).status).toBe(204);
  });

  describe("with WEBHOOK_DELIVERIES_PER_HOUR=2", () => {
    beforeAll(() => {
      process.env.WEBHOOK_DELIVERIES_PER_HOUR = "2";
      resetEnvForTests();
    });
    afterAll(() => {
      delete process.env.WEBHOOK_DELIVERIES_PER_HOUR;
      resetEnvForTests();
    });

    it("delays the third delivery of the hour by an hour, shows it pending with delay_reason, and sends it when its time comes", async () => {
      const { key } = await makeAccount();
      const { id, path } = await ownHook(key);
      const sent = [await (await sendTest(key, id)).json(), await (await sendTest(key, id)).json()];
      const third = await sendTest(key, id);
      expect(third.status).toBe(202);
      const delayed: DeliveryView = await third.json();
      expect(delayed).toMatchObject({ status: "pending", attempts: [], delay_reason: expect.stringContaining("at most 2 webhook deliveries an hour") });
      expect(Date.parse(delayed.next_attempt_at!) - Date.parse(delayed.created_at)).toBeGreaterThan(59 * 60_000);
      for (const first of sent) await untilSucceeded(key, id, first.id);
      expect(sent.every((d: DeliveryView) => d.delay_reason === null)).toBe(true);
      // Still waiting, kept in the log and in the queue: delayed, not dropped.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const waiting = (await log(key, id)).find((d) => d.id === delayed.id)!;
      expect(waiting).toMatchObject({ status: "pending", attempts: [], next_attempt_at: delayed.next_attempt_at, delay_reason: delayed.delay_reason });
      expect(receiver.received.filter((m) => m.path === path)).toHaveLength(2);
      const db = await getDb();
      const [job] = await queryRows<{ id: string; late: boolean }>(
        db,
        sql`SELECT id, run_after > now() + interval '59 minutes' AS late FROM jobs WHERE kind = 'webhook' AND status = 'queued' AND params->>'deliveryId' = ${delayed.id}`,
      );
      expect(job.late).toBe(true);
      // Another account has its own hour.
      const other = await makeAccount();
      const otherHook = await ownHook(other.key);
      expect((await (await sendTest(other.key, otherHook.id)).json()).delay_reason).toBeNull();
      // Its hour comes: the queued attempt runs.
      await db.execute(sql`UPDATE jobs SET run_after = now() WHERE id = ${job.id}`);
      announceNewJob(job.id, "io");
      const done = await untilSucceeded(key, id, delayed.id);
      expect(done.delay_reason).toBeNull();
      expect(receiver.received.filter((m) => m.path === path)).toHaveLength(3);
    });
  });
});

describe("webhook secrets and Idempotency-Key", () => {
  it("keeps no whsec_ secret: replays of a creation and of a rotation are 409 idempotency_replay_refused", async () => {
    const { key, accountId } = await makeAccount();
    const url = hookUrl();
    const send = () => call(create, { method: "POST", path: "/api/v1/webhooks", key, json: { url, events: ["job.completed"] }, headers: { "idempotency-key": "hook" } });
    const first = await send();
    expect(first.status).toBe(201);
    const { id, secret } = await first.json();
    await expectError(await send(), 409, "idempotency_replay_refused");
    expect((await (await call(list, { path: "/api/v1/webhooks", key })).json()).webhooks).toHaveLength(1);
    const rotateOnce = () => call(rotate, { method: "POST", path: `/api/v1/webhooks/${id}/rotate-secret`, key, params: { id }, headers: { "idempotency-key": "rotate" } });
    const rotated = await (await rotateOnce()).json();
    expect(rotated.secret).toMatch(/^whsec_/);
    await expectError(await rotateOnce(), 409, "idempotency_replay_refused");
    const stored = await queryRows<{ body: string | null }>(await getDb(), sql`SELECT body FROM idempotency_keys WHERE account_id = ${accountId}`);
    expect(stored).toEqual([{ body: null }, { body: null }]);
    for (const s of [secret, rotated.secret]) expect(JSON.stringify(await queryRows(await getDb(), sql`SELECT * FROM idempotency_keys`))).not.toContain(s.slice(6));
  });
});

describe("delivery of finished work", () => {
  it("sends job.completed with the job's GET view as data, from the worker, outside the plan's ceiling", async () => {
    const { key, accountId } = await makeAccount();
    const { id, secret } = await ownHook(key, ["job.completed", "job.failed"]);
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c33" } }).png().toBuffer();
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(png)]), "red.png");
    form.set("format", "webp");
    const converted = await (await call(convert, { method: "POST", path: "/api/v1/convert", key, body: form })).json();
    const done = await untilDelivery(key, id, (d) => d.status === "succeeded");
    expect(done.event).toBe("job.completed");
    const message = receiver.received.find((m) => m.headers["webhook-id"] === done.id)!;
    const payload = new Webhook(secret).verify(message.body, message.headers) as { type: string; timestamp: string; data: Record<string, unknown> };
    expect(payload.type).toBe("job.completed");
    const view = await (await call(getJob, { path: `/api/v1/jobs/${converted.id}`, key, params: { id: converted.id } })).json();
    // Links are signed afresh on every read: the same fields, each output with a working link.
    const withoutLinks = (job: Record<string, unknown>) => ({ ...job, outputs: (job.outputs as Record<string, unknown>[]).map(({ url: _url, expires_at: _expires, ...rest }) => rest) });
    expect(withoutLinks(payload.data)).toEqual(withoutLinks(view));
    expect((payload.data.outputs as { url: string }[])[0].url).toContain(`/api/v1/files/`);
    expect(await countOpenJobs(await getDb(), accountId)).toBe(0);
  });
});

describe("delivery of a failed job", () => {
  it("sends job.failed with the job's error, recorded in the transaction that failed it", async () => {
    const { key, accountId } = await makeAccount();
    const { id, secret } = await ownHook(key, ["job.failed"]);
    const failing = defineJobKind({
      kind: "test-webhook-fail",
      title: "A job that fails",
      params: z.object({}),
      handle: async () => {
        throw new ApiError("processing_failed", "The test job failed on purpose.");
      },
    });
    const own = new Worker(1, jobKindRegistry([failing]));
    own.start();
    try {
      const job = await (await getDb()).transaction((tx) => enqueueJob(tx, { accountId, kind: failing.kind, params: {} }));
      announceNewJob(job.id);
      const done = await untilDelivery(key, id, (d) => d.status === "succeeded");
      const message = receiver.received.find((m) => m.headers["webhook-id"] === done.id)!;
      const payload = new Webhook(secret).verify(message.body, message.headers) as { type: string; data: Record<string, unknown> };
      const view = await (await call(getJob, { path: `/api/v1/jobs/${job.id}`, key, params: { id: job.id } })).json();
      expect(payload).toEqual({ type: "job.failed", timestamp: expect.any(String), livemode: true, data: view });
      expect(view.error).toEqual({ code: "processing_failed", message: "The test job failed on purpose." });
    } finally {
      await own.stop();
    }
  });
});

describe("delivery of a finished run", () => {
  it("sends run.completed with the run's GET view, and nothing to an endpoint that only wants job events", async () => {
    const { key } = await makeAccount();
    const runs = await ownHook(key, ["run.completed", "run.failed"]);
    const jobsOnly = await ownHook(key, ["job.completed"]);
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(await samplePng({ width: 60, height: 40 }))]), "in.png");
    form.set("steps", JSON.stringify([{ tool: "grayscale" }]));
    const started = await (await call(startRun, { method: "POST", path: "/api/v1/runs", key, body: form })).json();
    const done = await untilDelivery(key, runs.id, (d) => d.status === "succeeded");
    expect(done.event).toBe("run.completed");
    const message = receiver.received.find((m) => m.headers["webhook-id"] === done.id)!;
    const payload = new Webhook(runs.secret).verify(message.body, message.headers) as { data: Record<string, unknown> };
    const view = await (await call(getRun, { path: `/api/v1/runs/${started.id}`, key, params: { id: started.id } })).json();
    const shape = (run: Record<string, unknown>) => JSON.parse(JSON.stringify(run).replace(/"(url|expires_at)":"[^"]*"/g, '"$1":"…"'));
    expect(shape(payload.data)).toEqual(shape(view));
    expect(payload.data).toMatchObject({ id: started.id, status: "complete" });
    expect(await log(key, jobsOnly.id)).toEqual([]);
  });
});

describe("gallery feedback", () => {
  it("sends gallery.feedback for a reviewer's favourite, decision and comment, with the gallery id", async () => {
    const { key, accountId } = await makeAccount();
    const { id, secret, path } = await ownHook(key, ["gallery.feedback"]);
    const { job } = await convertedJob({ key, image: await samplePng({ width: 40, height: 30 }) });
    const [asset] = (await (await call(storeAssets, { method: "POST", path: "/api/v1/assets", key, json: { job_id: job.id } })).json()).assets;
    const created = await (await call(createGallery, { method: "POST", path: "/api/v1/galleries", key, json: { name: "Review", asset_ids: [asset.id] } })).json();
    const gallery = await getGalleryOrThrow({ accountId, galleryId: created.id });
    const reviewer = { id: "R".repeat(20), name: "Ada" };
    await recordReaction({ gallery, assetId: asset.id, reviewer, input: { favourite: true, verdict: "approved" } });
    await addComment({ gallery, assetId: asset.id, reviewer, text: "Lovely", clientKey: "203.0.113.5" });
    for (let i = 0; i < 200 && (await log(key, id)).filter((d) => d.status === "succeeded").length < 2; i++) await new Promise((r) => setTimeout(r, 100));
    const payloads = receiver.received
      .filter((m) => m.path === path)
      .map((m) => new Webhook(secret).verify(m.body, m.headers) as { type: string; data: Record<string, unknown> });
    expect(payloads.map((p) => p.type)).toEqual(["gallery.feedback", "gallery.feedback"]);
    expect(payloads.map((p) => p.data)).toEqual(
      expect.arrayContaining([
        { gallery_id: gallery.id, feedback: "reaction", reviewer: "Ada", asset_id: asset.id, favourite: true, verdict: "approved" },
        { gallery_id: gallery.id, feedback: "comment", reviewer: "Ada", asset_id: asset.id, comment: expect.objectContaining({ text: "Lovely", name: "Ada" }) },
      ]),
    );
  });
});

describe("retries and the delivery log", () => {
  it("retries 14 times, each after a full-jitter wait below 10 s, 20 s, 40 s… (about 23 h in all on average), then fails the delivery", () => {
    const ceilings = Array.from({ length: RETRY_LIMIT }, (_, n) => retryDelaySeconds(n + 1, () => 1));
    expect(ceilings).toEqual([10, 20, 40, 80, 160, 320, 640, 1280, 2560, 5120, 10240, 20480, 40960, 81920]);
    expect(retryDelaySeconds(1, () => 0)).toBe(0);
    expect(retryDelaySeconds(3, () => 0.25)).toBe(10);
    expect(retryDelaySeconds(RETRY_LIMIT + 1)).toBeNull();
    const meanHours = ceilings.reduce((sum, s) => sum! + s!, 0)! / 2 / 3600;
    expect(meanHours).toBeCloseTo(22.75, 1);
  });

  it("logs a 500 with the next attempt 5 s later (half the first ceiling, pinned); the retry endpoint attempts again at once and the log shows both", async () => {
    const { key } = await makeAccount();
    const { id, path } = await ownHook(key);
    receiver.answerNext(path, 500);
    const delivery = await (await sendTest(key, id)).json();
    const failed = await untilDelivery(key, id, attempted(1));
    expect(failed).toMatchObject({ id: delivery.id, status: "pending", attempts: [{ response_status: 500, error: expect.stringContaining("500") }] });
    expect(Date.parse(failed.next_attempt_at!) - Date.parse(failed.attempts[0].at)).toBeGreaterThanOrEqual(5000);
    const retried = await call(retry, { method: "POST", path: `/api/v1/webhooks/${id}/deliveries/${delivery.id}/retry`, key, params: { id, delivery_id: delivery.id } });
    expect(retried.status).toBe(202);
    const done = await untilDelivery(key, id, (d) => d.status === "succeeded");
    expect(done.attempts.map((a) => a.response_status)).toEqual([500, 200]);
    expect(done.next_attempt_at).toBeNull();
    // The scheduled attempt the retry replaced is gone from the queue and sends nothing more.
    expect(receiver.received.filter((m) => m.headers["webhook-id"] === delivery.id)).toHaveLength(2);
    const waiting = await queryRows<{ n: number }>(await getDb(), sql`SELECT count(*)::int AS n FROM jobs WHERE kind = 'webhook' AND status = 'queued' AND params->>'deliveryId' = ${delivery.id}`);
    expect(waiting[0].n).toBe(0);
  });

  it("checks the address policy again at every delivery, on the address it connects to", async () => {
    const { key } = await makeAccount();
    // Saved while the host is allowed, by name: each attempt resolves it again and checks what it dials.
    process.env.DARKROOM_FETCH_ALLOW_HOSTS = `127.0.0.1:${receiver.port},localhost:${receiver.port}`;
    resetEnvForTests();
    const created = await (await createHook(key, { url: `http://localhost:${receiver.port}/rebound`, events: ["job.failed"] })).json();
    process.env.DARKROOM_FETCH_ALLOW_HOSTS = `127.0.0.1:${receiver.port}`;
    resetEnvForTests();
    await sendTest(key, created.id);
    const refused = await untilDelivery(key, created.id, attempted(1));
    expect(refused.attempts[0]).toMatchObject({ response_status: null, error: expect.stringContaining("private or reserved address") });
    expect(receiver.received.filter((m) => m.path === "/rebound")).toHaveLength(0);
  });

  it("answers 404 for a delivery of another endpoint", async () => {
    const { key } = await makeAccount();
    const first = await ownHook(key);
    const second = await ownHook(key);
    const delivery = await (await sendTest(key, first.id)).json();
    const response = await call(retry, { method: "POST", path: "/", key, params: { id: second.id, delivery_id: delivery.id } });
    await expectError(response, 404, "not_found");
  });

  it("disables an endpoint whose deliveries failed for 3 days in a row, and says why in its GET", async () => {
    const { key } = await makeAccount();
    const { id, path } = await ownHook(key);
    receiver.answerNext(path, 500);
    const delivery = await (await sendTest(key, id)).json();
    await untilDelivery(key, id, attempted(1));
    expect(await (await read(key, id)).json()).toMatchObject({ enabled: true, disabled_reason: null });
    advanceClockForTests(3 * 24 * 60 * 60 * 1000);
    receiver.answerNext(path, 503);
    await call(retry, { method: "POST", path: "/", key, params: { id, delivery_id: delivery.id } });
    const failed = await untilDelivery(key, id, (d) => d.status === "failed");
    expect(failed.attempts.map((a) => a.response_status)).toEqual([500, 503]);
    expect(failed.next_attempt_at).toBeNull();
    const endpoint = await (await read(key, id)).json();
    expect(endpoint.enabled).toBe(false);
    expect(endpoint.disabled_reason).toMatch(/failed for 3 days/);
    expect(await (await patch(key, id, { enabled: true })).json()).toMatchObject({ enabled: true, disabled_reason: null });
  });
});

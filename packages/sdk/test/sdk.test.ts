import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWebhookReceiver } from "../../../test/fakes/webhook-receiver";
import { Darkroom, DarkroomError, verifyWebhook, type Job, type Ledger, type Progress } from "../src/index.js";
import { bigPng, issueKey, mp4, png, scratchDir, server } from "./helpers";
import { answerLostProxy, cuttingProxy } from "./proxies";

const { base, receiverPort } = server();
const dir = scratchDir();
let key: string;
let dr: Darkroom;
let photo: Buffer;
/** A 720p clip of six seconds: converting it to WebM outlasts the server's half-second wait. */
let clip: string;

/** Throws unless `call` fails with a DarkroomError; answers it. */
async function refusal(call: Promise<unknown>): Promise<DarkroomError> {
  const error = await call.then(() => null, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(DarkroomError);
  return error as DarkroomError;
}

/** The account's charges (negative entries) and balance. */
async function charges(client: Darkroom): Promise<{ charged: Ledger["entries"]; balance: number }> {
  const ledger = await client.credits.ledger();
  return { charged: ledger.entries.filter((entry) => entry.amount < 0), balance: ledger.balance };
}

/**
 * A 429 from the server's real per-key ceiling (Plus: 60 a minute): the minute's budget is spent,
 * then a paid skill is run. Started before the other tests, so its Retry-After wait (up to a
 * minute) passes while they run; the last test reads the outcome.
 */
async function runPastRateLimit() {
  const key = await issueKey({ plan: "plus", credits: 5 });
  const answers: { method: string; status: number; idempotencyKey: string | null }[] = [];
  const counting: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    answers.push({ method: init?.method ?? "GET", status: response.status, idempotencyKey: new Headers(init?.headers).get("idempotency-key") });
    return response;
  };
  const spent = await Promise.all(Array.from({ length: 60 }, () => fetch(`${base}/api/v1/account`, { headers: { authorization: `Bearer ${key}` } }).then((r) => r.status)));
  const client = new Darkroom({ apiKey: key, baseUrl: base, fetch: counting });
  const started = Date.now();
  const job = await client.skills.run("extract-text", { file: await png(400, 300) });
  return { spent, answers, job, waitedMs: Date.now() - started, ...(await charges(client)) };
}
let rateLimited: Promise<Awaited<ReturnType<typeof runPastRateLimit>> | { error: unknown }>;

beforeAll(async () => {
  rateLimited = runPastRateLimit().catch((error: unknown) => ({ error }));
  key = await issueKey({ credits: 20 });
  dr = new Darkroom({ apiKey: key, baseUrl: base });
  photo = await png();
  clip = path.join(dir, "clip.mp4");
  await mp4(clip);
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the SDK against a real server", () => {
  it("lists skills without a key", async () => {
    const { skills } = await new Darkroom({ apiKey: "", baseUrl: base }).skills.list();
    expect(skills.map((skill) => skill.slug)).toEqual(expect.arrayContaining(["background-remover", "resize"]));
  });

  it("converts a Buffer, a path, a Blob and a stream, and downloads the output as bytes and as a stream", async () => {
    const job = await dr.convert({ file: photo, format: "webp", width: 800 });
    expect(job).toMatchObject({ status: "complete", kind: "convert", outputs: [{ mime: "image/webp", width: 800, height: 600 }] });
    const bytes = await dr.files.download(job.outputs[0]);
    expect(Buffer.isBuffer(bytes)).toBe(true);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "webp", width: 800, height: 600 });
    const streamed = Buffer.from(await new Response(await dr.files.download(job.outputs[0], { stream: true })).arrayBuffer());
    expect(streamed.equals(Buffer.from(bytes))).toBe(true);

    const file = path.join(dir, "photo.png");
    fs.writeFileSync(file, photo);
    const inputs = [file, new Blob([new Uint8Array(photo)]), fs.createReadStream(file), new Uint8Array(photo)];
    for (const input of inputs) expect((await dr.convert({ file: input, format: "png", width: 120 })).outputs[0]).toMatchObject({ mime: "image/png", width: 120 });
  });

  it("keeps polling poll_url after a 202 until the job is complete, reporting each look", async () => {
    const seen: Progress[] = [];
    const job = await dr.convert({ file: clip, format: "webm", onProgress: (progress) => seen.push(progress) });
    expect(job).toMatchObject({ status: "complete", outputs: [{ mime: "video/webm" }] });
    const waits = seen.filter((progress) => progress.stage === "wait");
    // The server answered 202 after its half-second wait; the SDK then looked until complete.
    expect(waits[0]).toMatchObject({ stage: "wait", id: job.id, status: expect.stringMatching(/^(queued|running)$/) });
    expect(waits.at(-1)).toMatchObject({ status: "complete" });
    const head = Buffer.from(await dr.files.download(job.outputs[0])).subarray(0, 4);
    expect(head.toString("hex")).toBe("1a45dfa3");
  });

  it("answers at once with wait: false; a canceled job makes jobs.wait throw with the job", async () => {
    const accepted = await dr.convert({ file: clip, format: "webm", wait: false });
    expect(accepted).toMatchObject({ status: expect.stringMatching(/^(queued|running)$/), poll_url: expect.stringContaining(`/api/v1/jobs/${accepted.id}`) });
    expect((await dr.jobs.cancel(accepted.id)).status).toBe("canceled");
    const error = await refusal(dr.jobs.wait(accepted.id));
    expect(error).toMatchObject({ code: "canceled", status: 0, job: { id: accepted.id, status: "canceled" } });
  });

  it("gives up waiting after timeoutMs with wait_timeout, the work going on", async () => {
    const error = await refusal(dr.convert({ file: clip, format: "webm", timeoutMs: 1000 }));
    expect(error).toMatchObject({ code: "wait_timeout", status: 0, job: { status: expect.stringMatching(/^(queued|running)$/) } });
    expect((await dr.jobs.wait(error.job!.id)).status).toBe("complete");
  });

  it("turns every refusal into a DarkroomError with status, code, message and request id", async () => {
    const missing = await refusal(new Darkroom({ baseUrl: base, apiKey: "" }).jobs.get("job_x"));
    expect(missing).toMatchObject({ status: 0, code: "missing_api_key" });

    const unauthorized = await refusal(new Darkroom({ baseUrl: base, apiKey: `dk_live_${"x".repeat(32)}` }).jobs.get("job_x"));
    expect(unauthorized).toMatchObject({ status: 401, code: "unauthorized", requestId: expect.any(String) });

    const basic = new Darkroom({ baseUrl: base, apiKey: await issueKey({ plan: "basic" }) });
    expect(await refusal(basic.convert({ file: photo, format: "webp" }))).toMatchObject({ status: 403, code: "plan_required" });
    // @ts-expect-error a format the contract does not list, to see the server refuse it
    expect(await refusal(dr.convert({ file: photo, format: "gif" }))).toMatchObject({ status: 400, code: "unsupported_format" });
    expect(await refusal(dr.skills.run("blur", { file: photo, options: { not_an_option: 3 } }))).toMatchObject({ code: "unknown_option" });
    expect(await refusal(dr.jobs.get("job_doesnotexist"))).toMatchObject({ status: 404, code: "not_found" });
    expect(await refusal(dr.convert({ file: path.join(dir, "absent.png") }))).toMatchObject({ status: 0, code: "invalid_input" });
    expect(await refusal(new Darkroom({ baseUrl: "http://127.0.0.1:9", apiKey: "dk_live_x" }).jobs.get("job_x"))).toMatchObject({ status: 0, code: "network_error" });
  });

  it("runs a line, reads it back, stores the result in the Vault and makes a gallery of it", async () => {
    const quote = await dr.runs.create({ steps: [{ tool: "resize", options: { width: 300 } }, { tool: "grayscale" }], dry_run: true, file: photo });
    expect(quote).toMatchObject({ dry_run: true, quote: { total_credits: 0 } });
    const run = await dr.runs.create({ steps: [{ tool: "resize", options: { width: 300 } }, { tool: "grayscale" }], output: { format: "jpeg" }, file: photo });
    expect(run).toMatchObject({ status: "complete", steps: [{ tool: "resize", status: "complete" }, { tool: "grayscale", status: "complete" }], outputs: [{ mime: "image/jpeg", width: 300 }] });
    expect((await dr.runs.get(run.id)).id).toBe(run.id);

    const stored = await dr.assets.store({ job_id: run.id });
    expect(stored.assets).toHaveLength(1);
    expect((await dr.assets.list()).assets.map((asset) => asset.id)).toContain(stored.assets[0].id);
    const gallery = await dr.galleries.create({ name: "From the SDK", asset_ids: [stored.assets[0].id] });
    expect(gallery).toMatchObject({ name: "From the SDK", asset_ids: [stored.assets[0].id], review_url: expect.stringMatching(/^http/) });
  });

  it("runs a batch over a path, bytes and a job_id with batch progress, and reads back its archive with and without the key", async () => {
    const file = path.join(dir, "shoot-1.png");
    fs.writeFileSync(file, await png(320, 240));
    const { job_id } = await dr.uploads.upload(await png(200, 100), { filename: "shoot-3.png" });
    const seen: Progress[] = [];
    const batch = await dr.batches.create({ steps: [{ tool: "grayscale" }], output: { format: "webp" }, inputs: [file, await png(240, 240), { job_id }], onProgress: (p) => seen.push(p) });
    expect(batch).toMatchObject({ status: "complete", item_count: 3, counts: { complete: 3, failed: 0 } });
    expect(seen.at(-1)).toMatchObject({ stage: "batch", id: batch.id, counts: { complete: 3 }, itemCount: 3 });
    expect((await dr.batches.get(batch.id)).items.map((item) => item.input.name)).toEqual(["shoot-1.png", "upload", "shoot-3.png"]);
    const viaLink = await dr.batches.archive(batch);
    const viaKey = await dr.batches.archive(batch.id);
    // A ZIP's local file header, then the same bytes both ways.
    expect([...viaLink.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(Buffer.from(viaKey).equals(Buffer.from(viaLink))).toBe(true);
    const queued = await dr.batches.create({ steps: [{ tool: "grayscale" }], inputs: [{ url: "http://127.0.0.1:1/never.png" }], wait: false });
    expect(queued).toMatchObject({ id: expect.stringMatching(/^bat_/), status: "queued", item_count: 1 });
    expect((await dr.batches.wait(queued.id)).status).toBe("failed");
  });

  it("organises the Vault: stores into a folder with tags, searches, tags and moves in bulk, reads the folder tree, zips a folder", async () => {
    const { job_id } = await dr.uploads.upload(photo, { filename: "sdk-organised.png" });
    const [asset] = (await dr.assets.store({ job_id, folder: "clients/sdk/2026-11", tags: ["Proof"] })).assets;
    expect(asset).toMatchObject({ folder: "clients/sdk/2026-11", tags: ["proof"] });
    expect((await dr.assets.search({ q: "sdk-organised", folder: "clients/sdk" })).assets.map((a) => a.id)).toEqual([asset.id]);
    expect(await dr.assets.bulk({ action: "tag", ids: [asset.id], tags: ["picked"] })).toMatchObject({ action: "tag", count: 1 });
    const found = [];
    for await (const a of dr.assets.searchAll({ tag: "picked", limit: 1 })) found.push(a.id);
    expect(found).toEqual([asset.id]);
    expect(await dr.assets.update(asset.id, { folder: "clients/sdk/final" })).toMatchObject({ folder: "clients/sdk/final", tags: ["proof", "picked"] });
    expect((await dr.assets.folders()).folders).toContainEqual({ path: "clients/sdk", name: "sdk", parent: "clients", depth: 2, count: 0, total: 1 });
    const zip = await dr.assets.archive({ folder: "clients/sdk" });
    expect(Buffer.from(zip.subarray(0, 4)).toString("latin1")).toBe("PK\u0003\u0004");
    expect(await refusal(dr.assets.bulk({ action: "move", ids: ["ast_000000000000000000000000"], folder: "x" }))).toMatchObject({ status: 404, code: "not_found" });
  });

  it("uploads a small file in one request and reuses it by job_id", async () => {
    const { job_id } = await dr.uploads.upload(photo, { filename: "photo.png" });
    expect(await dr.jobs.get(job_id)).toMatchObject({ kind: "upload", status: "complete" });
    expect((await dr.convert({ job_id, format: "jpeg", width: 64 })).outputs[0]).toMatchObject({ mime: "image/jpeg", width: 64 });
  });

  it("uploads a file over 20 MB with tus and resumes after the connection drops mid-upload", async () => {
    const file = path.join(dir, "big.png");
    await bigPng(file, 24_000_000);
    const size = fs.statSync(file).size;
    const proxy = await cuttingProxy({ target: base, cutAfterBytes: 12_000_000 });
    try {
      const client = new Darkroom({ apiKey: key, baseUrl: proxy.url });
      const sent: number[] = [];
      const { job_id } = await client.uploads.upload(file, { onProgress: (progress) => progress.stage === "upload" && sent.push(progress.bytesSent) });
      expect(proxy.cuts).toBe(1);
      expect(sent.at(-1)).toBe(size);
      const job: Job = await dr.jobs.get(job_id);
      expect(job).toMatchObject({ kind: "upload", status: "complete", outputs: [{ size_bytes: size, mime: "image/png" }] });
      expect(Buffer.from(await dr.files.download(job.outputs[0])).equals(fs.readFileSync(file))).toBe(true);
    } finally {
      await proxy.close();
    }
  });

  it("verifies a webhook the server really delivered; a changed body is refused", async () => {
    const receiver = await startWebhookReceiver({ port: receiverPort });
    try {
      const headers = { authorization: `Bearer ${key}`, "content-type": "application/json" };
      const created = await fetch(`${base}/api/v1/webhooks`, { method: "POST", headers, body: JSON.stringify({ url: `${receiver.origin}/hook`, events: ["job.completed"] }) });
      const { secret } = (await created.json()) as { secret: string };
      const job = await dr.convert({ file: photo, format: "webp", width: 100 });
      await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBeGreaterThan(0);
      const [message] = receiver.received;
      const event = verifyWebhook({ payload: message.body, headers: message.headers, secret });
      expect(event).toMatchObject({ type: "job.completed", data: { id: job.id, status: "complete" } });
      expect((await refusal(Promise.resolve().then(() => verifyWebhook({ payload: message.body.replace(job.id, "job_other"), headers: message.headers, secret }))))).toMatchObject({ code: "invalid_signature" });
    } finally {
      await receiver.close();
    }
  });

  it("sends a POST whose answer was lost again with the same Idempotency-Key: the server replays it, one charge", async () => {
    const proxy = await answerLostProxy({ target: base, when: (request) => request.method === "POST" && Boolean(request.url?.startsWith("/api/v1/run/")) });
    try {
      const client = new Darkroom({ apiKey: await issueKey({ credits: 5 }), baseUrl: proxy.url });
      const job = await client.skills.run("extract-text", { file: await png(400, 300) });
      expect(proxy.replaced).toBe(1);
      expect(job).toMatchObject({ status: "complete", credits_charged: 1 });
      const { charged, balance } = await charges(client);
      expect([charged.length, balance]).toEqual([1, 4]);
    } finally {
      await proxy.close();
    }
  });

  it("waits out a real 429's Retry-After and retries once with the same Idempotency-Key: one charge", async () => {
    const outcome = await rateLimited;
    if ("error" in outcome) throw outcome.error;
    expect(outcome.spent.every((status) => status === 200)).toBe(true);
    const posts = outcome.answers.filter((answer) => answer.method === "POST");
    expect(posts.map((post) => post.status)).toEqual([429, expect.any(Number)]);
    expect(posts[1].status).toBeLessThan(300);
    expect(posts[0].idempotencyKey).toMatch(/^sdk_[0-9a-f]{32}$/);
    expect(posts[1].idempotencyKey).toBe(posts[0].idempotencyKey);
    expect(outcome.job).toMatchObject({ status: "complete", credits_charged: 1 });
    expect([outcome.charged.length, outcome.balance]).toEqual([1, 4]);
  });
});

describe("upload tokens", () => {
  it("uploadTokens.create() makes a dut_ token that uploadWithToken (the browser entry) spends, with progress, and nothing else", async () => {
    const { uploadWithToken } = await import("../src/browser.js");
    const owner = new Darkroom({ apiKey: await issueKey({ plan: "pro" }), baseUrl: base });
    const token = await owner.uploadTokens.create({ max_bytes: 5_000_000, types: ["image"], expires_in: 300 });
    expect(token.token).toMatch(/^dut_/);
    const bytes = await png(640, 480);
    const seen: number[] = [];
    const uploaded = await uploadWithToken(new Blob([new Uint8Array(bytes)]), token, { chunkBytes: 4096, filename: "page.png", onProgress: ({ bytesSent }) => seen.push(bytesSent) });
    expect(uploaded.run_id).toBeNull();
    expect(seen.at(-1)).toBe(bytes.length);
    expect(seen.length).toBeGreaterThan(2);
    const job = await owner.jobs.get(uploaded.job_id);
    expect(job.outputs[0]).toMatchObject({ name: "page.png", mime: "image/png", width: 640 });
    const again = await refusal(uploadWithToken(new Blob([new Uint8Array(bytes)]), token.token, { baseUrl: base }));
    expect(again).toMatchObject({ status: 401, code: "unauthorized" });
    expect((await owner.uploadTokens.list()).find((listed) => listed.id === token.id)).toMatchObject({ uses: 1, uses_allowed: 1 });
    await owner.uploadTokens.revoke(token.id);
  });
});

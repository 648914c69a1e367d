import fs from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Worker } from "@/lib/domain/jobs/worker";
import { advanceClockForTests, resetClockForTests } from "@/lib/core/clock";
import { resetEnvForTests } from "@/lib/platform/config/env";
import { eq } from "drizzle-orm";
import { getDb, storageReservations } from "@/lib/platform/db";
import { GET as readAccount } from "../account/route";
import sharp from "sharp";
import { samplePng } from "@/test/fixtures/vault";
import { makeClip, makeTempDir, MP4_CODECS } from "@/test/fixtures/media";
import { processState } from "@/lib/core/process-state";
import { authSuite, call, expectError, makeAccount, startWorkers } from "@/test/helpers";
import { GET as readJob } from "../jobs/[id]/route";
import { GET as getFile } from "../files/[id]/route";
import { DELETE as forgetAll, GET as list, POST } from "./route";
import { DELETE as forgetOne } from "./[id]/route";
import { POST as convert } from "../convert/route";

function fileForm(bytes: Buffer, name: string): FormData {
  const data = new FormData();
  data.set("file", new Blob([new Uint8Array(bytes)]), name);
  return data;
}

const upload = (key: string | undefined, init: { body?: BodyInit; json?: unknown }) => call(POST, { method: "POST", path: "/api/v1/uploads", key, ...init });

describe("POST /api/v1/uploads", () => {
  authSuite(async (key) => upload(key, { body: fileForm(await samplePng(), "photo.png") }));

  it("stores the file as a finished job whose output is the same bytes, readable by id", async () => {
    const { key } = await makeAccount();
    const png = await samplePng({ width: 120, height: 80, seed: 3 });
    const response = await upload(key, { body: fileForm(png, "holiday shot.png") });
    expect(response.status).toBe(201);
    const job = await response.json();
    expect(job).toMatchObject({ id: expect.stringMatching(/^job_/), kind: "upload", status: "complete", credits_charged: 0 });
    expect(job.outputs).toEqual([expect.objectContaining({ mime: "image/png", width: 120, height: 80, size_bytes: png.length })]);

    const again = await (await call(readJob, { path: `/api/v1/jobs/${job.id}`, key, params: { id: job.id } })).json();
    const url = new URL(again.outputs[0].url);
    const file = await call(getFile, { path: url.pathname + url.search, params: { id: url.pathname.split("/").pop()! } });
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.equals(png)).toBe(true);
    expect((await sharp(bytes).metadata()).width).toBe(120);
  });

  it("refuses a request without a file or url, and a job_id, with 400 input_required", async () => {
    const { key } = await makeAccount();
    await expectError(await upload(key, { body: new FormData() }), 400, "input_required");
    await expectError(await upload(key, { json: { job_id: "job_x" } }), 400, "input_required");
  });

  it("refuses a file that is not media with 400 unsupported_input", async () => {
    const { key } = await makeAccount();
    await expectError(await upload(key, { body: fileForm(Buffer.from("just some text, not a picture"), "notes.png") }), 400, "unsupported_input");
  });

  it("refuses a video with 503 video_unavailable when the server has no ffmpeg 5+ (no bundled fallback); an image still goes in", async () => {
    const { key } = await makeAccount();
    const dir = makeTempDir("no-ffmpeg");
    const clip = fs.readFileSync(await makeClip(path.join(dir, "clip.mp4"), { codecArgs: MP4_CODECS }));
    processState().mediaTools = new Map([["ffmpeg", null], ["ffprobe", null]]);
    try {
      const refused = await expectError(await upload(key, { body: fileForm(clip, "clip.mp4") }), 503, "video_unavailable");
      expect(refused.error.message).toMatch(/apt-get install ffmpeg/);
      expect((await upload(key, { body: fileForm(await samplePng(), "still.png") })).status).toBe(201);
    } finally {
      processState().mediaTools?.clear();
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect((await upload(key, { body: fileForm(clip, "clip.mp4") })).status).toBe(201);
  });

  it("says a 0-byte file is empty, not of an unsupported type", async () => {
    const { key } = await makeAccount();
    const response = await upload(key, { body: fileForm(Buffer.alloc(0), "empty.png") });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toEqual({ code: "unsupported_input", message: "The file is empty (0 bytes). Send a file that has content." });
  });
});

describe("the byte quota (STORAGE_QUOTA_BYTES_<PLAN>)", () => {
  afterEach(() => {
    delete process.env.STORAGE_QUOTA_BYTES_PLUS;
    resetEnvForTests();
    resetClockForTests();
  });

  const uploadBlobs = () => {
    const dir = path.join(process.env.DATA_DIR!, "blobs", "upload");
    return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length : 0;
  };
  const storage = async (key: string) => (await (await call(readAccount, { path: "/api/v1/account", key })).json()).storage;

  it("refuses an upload that would pass the quota with 413 quota_exceeded, keeping nothing; GET /api/v1/account shows use and quota; expired jobs free their room", async () => {
    const png = await samplePng({ width: 90, height: 60, seed: 5 });
    process.env.STORAGE_QUOTA_BYTES_PLUS = String(png.length * 2 + 10);
    resetEnvForTests();
    const { key } = await makeAccount({ plan: "plus" });
    expect(await storage(key)).toEqual({ used_bytes: 0, quota_bytes: png.length * 2 + 10 });
    for (let i = 0; i < 2; i++) expect((await upload(key, { body: fileForm(png, "a.png") })).status).toBe(201);
    expect(await storage(key)).toEqual({ used_bytes: png.length * 2, quota_bytes: png.length * 2 + 10 });
    const blobs = uploadBlobs();
    const refused = await expectError(await upload(key, { body: fileForm(png, "a.png") }), 413, "quota_exceeded");
    expect(refused.error.message).toMatch(/The Plus plan keeps .* this account holds/);
    expect(uploadBlobs()).toBe(blobs);
    expect((await storage(key)).used_bytes).toBe(png.length * 2);
    // Retention ends: the jobs read as expired at once, and their bytes no longer count.
    advanceClockForTests((168 + 1) * 3_600_000);
    expect((await storage(key)).used_bytes).toBe(0);
    expect((await upload(key, { body: fileForm(png, "a.png") })).status).toBe(201);
  });

  it("reserves each upload's bytes with the check: eight parallel uploads of 1 MB against a 3 MB quota never pass it", async () => {
    process.env.STORAGE_QUOTA_BYTES_PLUS = String(3_000_000);
    resetEnvForTests();
    const { key, accountId } = await makeAccount({ plan: "plus" });
    const noise = await sharp({ create: { width: 580, height: 580, channels: 3, background: { r: 0, g: 0, b: 0 }, noise: { type: "gaussian", mean: 128, sigma: 80 } } }).png().toBuffer();
    expect(noise.length).toBeGreaterThan(900_000);
    expect(noise.length).toBeLessThan(1_000_000);
    const blobs = uploadBlobs();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => upload(key, { body: fileForm(noise, `n${i}.png`) })));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 201, 201, 413, 413, 413, 413, 413]);
    for (const refused of answers.filter((a) => a.status === 413)) expect((await refused.json()).error.code).toBe("quota_exceeded");
    const { used_bytes } = await storage(key);
    expect(used_bytes).toBe(noise.length * 3);
    expect(used_bytes).toBeLessThanOrEqual(3_000_000);
    expect(uploadBlobs()).toBe(blobs + 3);
    // Every reservation was released: the jobs count the bytes now.
    expect(await (await getDb()).select().from(storageReservations).where(eq(storageReservations.accountId, accountId))).toEqual([]);
  });
});

describe("GET /api/v1/uploads and DELETE /api/v1/uploads(/{id}): the Files list", () => {
  const listOf = async (key: string, query = "") => (await call(list, { path: `/api/v1/uploads${query}`, key })).json();
  const uploadPng = async (key: string, name: string) => (await upload(key, { body: fileForm(await samplePng({ width: 30, height: 20 }), name) })).json();
  let worker: Worker;
  beforeAll(() => {
    worker = startWorkers(1);
  });
  afterAll(() => worker.stop());

  authSuite((key) => call(list, { path: "/api/v1/uploads", key }));
  describe("DELETE one", () => {
    authSuite((key, id) => call(forgetOne, { method: "DELETE", path: `/api/v1/uploads/${id ?? "job_x"}`, key, params: { id: id ?? "job_x" } }), {
      foreignId: async () => (await uploadPng((await makeAccount()).key, "theirs.png")).id,
    });
  });

  it("lists the account's own uploads, newest first, with their names and working links, and nothing but uploads", async () => {
    const { key } = await makeAccount();
    const first = await uploadPng(key, "first.png");
    const second = await uploadPng(key, "second shot.png");
    await call(convert, { method: "POST", path: "/api/v1/convert", key, json: { job_id: first.id, format: "jpeg", wait: false } });
    await uploadPng((await makeAccount()).key, "someone else.png");
    const { uploads } = await listOf(key);
    expect(uploads.map((u: { id: string; name: string }) => [u.id, u.name])).toEqual([[second.id, "second shot.png"], [first.id, "first.png"]]);
    expect(uploads[0]).toMatchObject({ mime: "image/png", width: 30, height: 20, expired: false, url: expect.any(String) });
    const url = new URL(uploads[0].url);
    expect((await call(getFile, { path: url.pathname + url.search, params: { id: url.pathname.split("/").pop()! } })).status).toBe(200);
    expect((await listOf(key, "?limit=1")).uploads).toHaveLength(1);
  });

  it("lets one upload go (its job_id is then 410 expired), keeps the file a job made from it uses, and clears the rest", async () => {
    const { key } = await makeAccount();
    const kept = await uploadPng(key, "kept.png");
    const gone = await uploadPng(key, "gone.png");
    const response = await call(forgetOne, { method: "DELETE", path: `/api/v1/uploads/${gone.id}`, key, params: { id: gone.id } });
    expect(await response.json()).toEqual({ forgotten: 1 });
    await expectError(await call(convert, { method: "POST", path: "/api/v1/convert", key, json: { job_id: gone.id } }), 410, "expired");
    await expectError(await call(forgetOne, { method: "DELETE", path: `/api/v1/uploads/${gone.id}`, key, params: { id: gone.id } }), 404, "not_found");
    expect((await listOf(key)).uploads.map((u: { id: string }) => u.id)).toEqual([kept.id]);

    const converted = await (await call(convert, { method: "POST", path: "/api/v1/convert", key, json: { job_id: kept.id, format: "png", wait: true } })).json();
    expect(await (await call(forgetAll, { method: "DELETE", path: "/api/v1/uploads", key })).json()).toEqual({ forgotten: 1 });
    expect((await listOf(key)).uploads).toEqual([]);
    const job = await (await call(readJob, { path: `/api/v1/jobs/${converted.id}`, key, params: { id: converted.id } })).json();
    const url = new URL(job.outputs[0].url);
    expect((await call(getFile, { path: url.pathname + url.search, params: { id: url.pathname.split("/").pop()! } })).status).toBe(200);
  });
});

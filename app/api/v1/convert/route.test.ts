import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST } from "./route";
import { GET as getJob } from "../jobs/[id]/route";
import { POST as cancel } from "../jobs/[id]/cancel/route";
import { GET as getFile } from "../files/[id]/route";
import { runFfmpeg, binaryPath } from "@/lib/platform/media/ffmpeg";
import { advanceClockForTests, resetClockForTests } from "@/lib/core/clock";
import { resetEnvForTests } from "@/lib/platform/config/env";
import { getDb, jobs } from "@/lib/platform/db";
import { eq } from "drizzle-orm";
import { signUp } from "@/lib/domain/accounts/accounts";
import { createSession } from "@/lib/domain/auth/session";
import { authSuite, BASE, call, expectError, makeAccount, startWorkers } from "@/test/helpers";
import type { Worker } from "@/lib/domain/jobs/worker";

let worker: Worker;
let fixtures: string;
let jpeg: Buffer;
let clip: Buffer;
let wav: Buffer;
let server: http.Server;
let serverPort: number;

function form(file: Buffer, fields: Record<string, string>, name = "photo.jpg"): FormData {
  const data = new FormData();
  data.set("file", new Blob([new Uint8Array(file)]), name);
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
}

async function fetchOutput(url: string): Promise<Response> {
  const u = new URL(url);
  return call(getFile, { path: u.pathname + u.search, params: { id: decodeURIComponent(u.pathname.split("/").pop()!) } });
}

beforeAll(async () => {
  worker = startWorkers(2);
  fixtures = fs.mkdtempSync(path.join(os.tmpdir(), "convert-fixtures-"));
  jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .composite([{ input: Buffer.from('<svg width="400" height="400"><circle cx="200" cy="200" r="180" fill="#2050ff"/></svg>'), left: 400, top: 200 }])
    .jpeg()
    .toBuffer();
  const clipPath = path.join(fixtures, "clip.mp4");
  await runFfmpeg({
    args: ["-y", "-f", "lavfi", "-i", "testsrc=size=320x240:rate=25:duration=1", "-f", "lavfi", "-i", "sine=duration=1", "-shortest", "-c:v", "libx264", "-pix_fmt", "yuv420p", "-c:a", "aac", clipPath],
    timeoutMs: 30_000,
  });
  clip = fs.readFileSync(clipPath);
  const wavPath = path.join(fixtures, "tone.wav");
  await runFfmpeg({ args: ["-y", "-f", "lavfi", "-i", "sine=frequency=440:duration=1", wavPath], timeoutMs: 20_000 });
  wav = fs.readFileSync(wavPath);
  server = http.createServer((req, res) => {
    if (req.url === "/photo.jpg") return res.writeHead(200, { "content-type": "image/jpeg" }).end(jpeg);
    if (req.url === "/to-private") return res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data" }).end();
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  serverPort = (server.address() as AddressInfo).port;
  process.env.DARKROOM_FETCH_ALLOW_HOSTS = `127.0.0.1:${serverPort}`;
  resetEnvForTests();
});

afterAll(async () => {
  await worker.stop();
  server.close();
  fs.rmSync(fixtures, { recursive: true, force: true });
});

describe("POST /api/v1/convert", () => {
  authSuite((key) => call(POST, { method: "POST", path: "/api/v1/convert", key, json: { url: "http://127.0.0.1:1/x.jpg" } }));

  for (const format of ["png", "jpeg", "webp"] as const) {
    it(`converts a JPEG upload to ${format} at the requested width and quality`, async () => {
      const { key } = await makeAccount();
      const response = await call(POST, { method: "POST", path: "/api/v1/convert", key, body: form(jpeg, { format, width: "600", quality: "70" }) });
      expect(response.status).toBe(200);
      const job = await response.json();
      expect(job.status).toBe("complete");
      expect(job.credits_charged).toBe(0);
      expect(job.outputs).toHaveLength(1);
      const [output] = job.outputs;
      expect(output).toMatchObject({ width: 600, height: 400, mime: `image/${format}`, name: `photo.${format === "jpeg" ? "jpg" : format}` });
      const file = await fetchOutput(output.url);
      expect(file.status).toBe(200);
      const bytes = Buffer.from(await file.arrayBuffer());
      expect(bytes.length).toBe(output.size_bytes);
      const meta = await sharp(bytes).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format, width: 600, height: 400 });
    });
  }

  it("crops to an aspect ratio and defaults to webp", async () => {
    const { key } = await makeAccount();
    const response = await call(POST, { method: "POST", path: "/api/v1/convert", key, body: form(jpeg, { aspect: "1:1", width: "300" }) });
    const job = await response.json();
    expect(job.outputs[0]).toMatchObject({ width: 300, height: 300, mime: "image/webp" });
  });

  it("refuses an unknown format with 400 unsupported_format before reading the input", async () => {
    const { key } = await makeAccount();
    await expectError(await call(POST, { method: "POST", path: "/api/v1/convert", key, body: form(jpeg, { format: "gif" }) }), 400, "unsupported_format");
  });

  it("refuses a file that is not media with a 4xx, storing nothing", async () => {
    const { key } = await makeAccount();
    const response = await call(POST, { method: "POST", path: "/api/v1/convert", key, body: form(Buffer.from("hello, not an image"), {}, "x.png") });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });


  it("answers a truncated JPEG with 422 invalid_media in the same call; without waiting, its job fails with invalid_media", async () => {
    const { key } = await makeAccount();
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 30 } } }).jpeg().toBuffer();
    const truncated = photo.subarray(0, Math.floor(photo.length * 0.6));
    await expectError(await call(POST, { method: "POST", path: "/api/v1/convert", key, body: form(truncated, { width: "300" }) }), 422, "invalid_media");

    // The headers are sound, so the job is queued; the conversion's own decode finds the damage.
    const response = await call(POST, { method: "POST", path: "/api/v1/convert", key, body: form(truncated, { width: "300", wait: "false" }) });
    expect(response.status).toBe(202);
    const accepted = await response.json();
    let job = accepted;
    for (let i = 0; i < 300 && job.status !== "failed"; i++) {
      await new Promise((r) => setTimeout(r, 100));
      job = await (await call(getJob, { path: `/api/v1/jobs/${accepted.id}`, key, params: { id: accepted.id } })).json();
    }
    expect(job).toMatchObject({ status: "failed", error: { code: "invalid_media" } });
  });

  it("answers 400 when no input or several inputs are sent", async () => {
    const { key } = await makeAccount();
    await expectError(await call(POST, { method: "POST", path: "/api/v1/convert", key, json: { format: "png" } }), 400, "input_required");
    await expectError(await call(POST, { method: "POST", path: "/api/v1/convert", key, json: { url: "http://x/y", job_id: "job_1" } }), 400, "invalid_request");
    await expectError(await call(POST, { method: "POST", path: "/api/v1/convert", key, json: { url: "http://x/y", widht: 3 } }), 400, "unknown_option");
  });

  it("follows the one plan rule: a basic-plan key is refused at the door, a basic account's Workbench session converts", async () => {
    const { key } = await makeAccount({ plan: "basic" });
    await expectError(await call(POST, { method: "POST", path: "/api/v1/convert", key, body: form(jpeg, {}) }), 403, "plan_required");
    const account = await signUp({ email: `basic-${Date.now()}@example.com`, password: "a-long-password" });
    const { token } = await createSession(account.id);
    const response = await call(POST, { method: "POST", path: "/api/v1/convert", headers: { cookie: `dr_session=${token}`, origin: BASE }, body: form(jpeg, { format: "png", width: "40" }) });
    expect(response.status).toBe(200);
    expect((await response.json()).outputs[0]).toMatchObject({ mime: "image/png", width: 40 });
  });

  it("converts video to mp4 and webm, probing the real output", async () => {
    const { key } = await makeAccount();
    for (const format of ["mp4", "webm"] as const) {
      const response = await call(POST, { method: "POST", path: "/api/v1/convert", key, body: form(clip, { format, width: "160" }, "clip.mp4") });
      const job = await response.json();
      expect(job.status).toBe("complete");
      expect(job.outputs[0]).toMatchObject({ mime: `video/${format}`, width: 160, height: 120 });
      expect(job.outputs[0].duration_seconds).toBeGreaterThan(0.8);
      const out = path.join(fixtures, `out.${format}`);
      fs.writeFileSync(out, Buffer.from(await (await fetchOutput(job.outputs[0].url)).arrayBuffer()));
      const { execFileSync } = await import("node:child_process");
      const probe = JSON.parse(execFileSync(binaryPath("ffprobe"), ["-v", "error", "-show_streams", "-of", "json", out]).toString());
      const codecs = probe.streams.map((s: { codec_name: string }) => s.codec_name).sort();
      expect(codecs).toEqual(format === "mp4" ? ["aac", "h264"] : ["opus", "vp9"]);
    }
  });

  it("with wait=false answers 202 with a poll_url; polling reaches complete", async () => {
    const { key } = await makeAccount();
    const response = await call(POST, { method: "POST", path: "/api/v1/convert", key, body: form(jpeg, { wait: "false", format: "png" }) });
    expect(response.status).toBe(202);
    const accepted = await response.json();
    expect(accepted).toMatchObject({ id: expect.stringMatching(/^job_/), status: expect.any(String), poll_url: expect.stringContaining(`/api/v1/jobs/${accepted.id}`) });
    let job = accepted;
    for (let i = 0; i < 100 && job.status !== "complete"; i++) {
      await new Promise((r) => setTimeout(r, 100));
      job = await (await call(getJob, { path: `/api/v1/jobs/${accepted.id}`, key, params: { id: accepted.id } })).json();
    }
    expect(job.status).toBe("complete");
    expect(job.outputs[0].mime).toBe("image/png");
  });

  it("answers 202 when the wait budget runs out, and the job still completes", async () => {
    const { key } = await makeAccount();
    process.env.WAIT_TIMEOUT_SECONDS = "0.001";
    resetEnvForTests();
    try {
      const response = await call(POST, { method: "POST", path: "/api/v1/convert", key, body: form(jpeg, {}) });
      expect(response.status).toBe(202);
      expect((await response.json()).poll_url).toContain("/api/v1/jobs/");
    } finally {
      delete process.env.WAIT_TIMEOUT_SECONDS;
      resetEnvForTests();
    }
  });

  it("keeps converting when the waiting client goes away", async () => {
    const { key, accountId } = await makeAccount();
    const client = new AbortController();
    const request = new Request(new URL("/api/v1/convert", BASE), {
      method: "POST",
      headers: { authorization: `Bearer ${key}` },
      body: form(clip, { format: "webm" }, "clip.mp4"),
      signal: client.signal,
    });
    const answer = POST(request, { params: Promise.resolve({}) }).catch(() => null);
    const db = await getDb();
    let queued: Array<{ id: string }> = [];
    for (let i = 0; i < 200 && queued.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 25));
      queued = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.accountId, accountId));
    }
    client.abort();
    await answer;
    const read = async () => (await call(getJob, { path: `/api/v1/jobs/${queued[0].id}`, key, params: { id: queued[0].id } })).json();
    let job = await read();
    for (let i = 0; i < 200 && !["complete", "failed", "canceled"].includes(job.status); i++) {
      await new Promise((r) => setTimeout(r, 50));
      job = await read();
    }
    expect(job).toMatchObject({ status: "complete", outputs: [{ mime: "video/webm" }] });
  });

  it("reuses a finished job's output as input with job_id, only for the same account", async () => {
    const owner = await makeAccount();
    const other = await makeAccount();
    const first = await (await call(POST, { method: "POST", path: "/api/v1/convert", key: owner.key, body: form(jpeg, { format: "png" }) })).json();
    const second = await call(POST, { method: "POST", path: "/api/v1/convert", key: owner.key, json: { job_id: first.id, format: "jpeg", width: 120 } });
    expect((await second.json()).outputs[0]).toMatchObject({ width: 120, height: 80, mime: "image/jpeg" });
    await expectError(await call(POST, { method: "POST", path: "/api/v1/convert", key: other.key, json: { job_id: first.id } }), 404, "not_found");
    await expectError(await call(getJob, { path: `/api/v1/jobs/${first.id}`, key: other.key, params: { id: first.id } }), 404, "not_found");
  });

  it("fetches url input from an allowed host and refuses private addresses", async () => {
    const { key } = await makeAccount();
    const ok = await call(POST, { method: "POST", path: "/api/v1/convert", key, json: { url: `http://127.0.0.1:${serverPort}/photo.jpg`, width: 100 } });
    expect((await ok.json()).outputs[0]).toMatchObject({ width: 100, height: 67 });
    await expectError(await call(POST, { method: "POST", path: "/api/v1/convert", key, json: { url: `http://127.0.0.1:${serverPort + 1}/photo.jpg` } }), 400, "url_not_allowed");
    await expectError(await call(POST, { method: "POST", path: "/api/v1/convert", key, json: { url: "http://169.254.169.254/latest/meta-data" } }), 400, "url_not_allowed");
    await expectError(await call(POST, { method: "POST", path: "/api/v1/convert", key, json: { url: `http://127.0.0.1:${serverPort}/to-private` } }), 400, "url_not_allowed");
  });

  it("signs output URLs for ten minutes; tampered or expired links answer 403", async () => {
    const { key } = await makeAccount();
    const job = await (await call(POST, { method: "POST", path: "/api/v1/convert", key, body: form(jpeg, {}) })).json();
    const url = new URL(job.outputs[0].url);
    expect(new Date(job.outputs[0].expires_at).getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    const ranged = await call(getFile, { path: url.pathname + url.search, params: { id: url.pathname.split("/").pop()! }, headers: { range: "bytes=0-9" } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get("content-length")).toBe("10");
    expect(ranged.headers.get("content-disposition")).toContain('filename="photo.webp"');
    const tampered = new URL(url);
    tampered.searchParams.set("expires", String(Number(url.searchParams.get("expires")) + 60));
    await expectError(await fetchOutput(tampered.toString()), 403, "invalid_signature");
    advanceClockForTests(11 * 60_000);
    try {
      await expectError(await fetchOutput(url.toString()), 403, "link_expired");
      const fresh = await (await call(getJob, { path: `/api/v1/jobs/${job.id}`, key, params: { id: job.id } })).json();
      expect((await fetchOutput(fresh.outputs[0].url)).status).toBe(200);
    } finally {
      resetClockForTests();
    }
  });

  it("cancels a queued job of the caller's own account", async () => {
    const { key } = await makeAccount();
    await worker.stop();
    try {
      const accepted = await (await call(POST, { method: "POST", path: "/api/v1/convert", key, body: form(jpeg, { wait: "false" }) })).json();
      const canceled = await (await call(cancel, { method: "POST", path: `/api/v1/jobs/${accepted.id}/cancel`, key, params: { id: accepted.id } })).json();
      expect(canceled.status).toBe("canceled");
      // Only a complete job's output is an input.
      await expectError(await call(POST, { method: "POST", path: "/api/v1/convert", key, json: { job_id: accepted.id } }), 409, "job_not_finished");
    } finally {
      worker = startWorkers(2);
    }
  });

  it("answers a waiting call whose job is canceled meanwhile with 409 canceled and the job's view", async () => {
    const { key, accountId } = await makeAccount();
    await worker.stop();
    try {
      const waiting = call(POST, { method: "POST", path: "/api/v1/convert", key, body: form(jpeg, {}) });
      let rows: Array<{ id: string }> = [];
      for (let i = 0; i < 200 && rows.length === 0; i++) {
        await new Promise((r) => setTimeout(r, 25));
        rows = await (await getDb()).select({ id: jobs.id }).from(jobs).where(eq(jobs.accountId, accountId));
      }
      const id = rows[0].id;
      await call(cancel, { method: "POST", path: `/api/v1/jobs/${id}/cancel`, key, params: { id } });
      const response = await waiting;
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({ id, status: "canceled", error: { code: "canceled" }, outputs: [] });
    } finally {
      worker = startWorkers(2);
    }
  });
});

/** Files a refused request could leave behind (stored inputs, temp uploads and downloads) and the account's jobs. */
async function leftovers(accountId: string) {
  const dataDir = process.env.DATA_DIR!;
  const files = ["blobs/upload", "tmp/uploads", "tmp/downloads"]
    .map((dir) => path.join(dataDir, dir))
    .filter((dir) => fs.existsSync(dir))
    .flatMap((dir) => fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()));
  const rows = await (await getDb()).select({ id: jobs.id }).from(jobs).where(eq(jobs.accountId, accountId));
  return { files: files.length, jobs: rows.length };
}

describe("POST /api/v1/convert refusals store nothing", () => {
  const convert = (key: string, init: { json?: unknown; body?: BodyInit; headers?: Record<string, string> }) =>
    call(POST, { method: "POST", path: "/api/v1/convert", key, ...init });

  async function expectRefusedLeavingNothing(send: (key: string) => Promise<Response>, status: number, code: string) {
    const { key, accountId } = await makeAccount();
    const before = await leftovers(accountId);
    await expectError(await send(key), status, code);
    expect(await leftovers(accountId)).toEqual(before);
  }

  it("answers 400 invalid_json for malformed JSON", async () => {
    await expectRefusedLeavingNothing((key) => convert(key, { body: '{"url": "http://x/y",', headers: { "content-type": "application/json" } }), 400, "invalid_json");
  });

  it("answers 415 unsupported_media_type for a body that is neither JSON nor multipart, saying how a file is sent", async () => {
    await expectRefusedLeavingNothing((key) => convert(key, { body: "url=http://x/y", headers: { "content-type": "text/plain" } }), 415, "unsupported_media_type");
    const { key } = await makeAccount();
    // What `curl --data-binary @photo.jpg` sends.
    const raw = await expectError(await convert(key, { body: "\xff\xd8\xff", headers: { "content-type": "application/x-www-form-urlencoded" } }), 415, "unsupported_media_type");
    expect(raw.error.message).toBe("Expected Content-Type: multipart/form-data with the file in the field `file` (curl -F file=@photo.jpg), or application/json");
  });

  for (const [field, value] of [
    ["width", "abc"],
    ["height", "0"],
    ["quality", "0"],
    ["quality", "101"],
    ["aspect", "foo"],
    ["aspect", "0:1"],
    ["aspect", "16:0"],
  ] as const) {
    it(`answers 400 invalid_option for ${field}=${value} as a form field and in JSON`, async () => {
      await expectRefusedLeavingNothing((key) => convert(key, { body: form(jpeg, { [field]: value }) }), 400, "invalid_option");
      const jsonValue = /^\d+$/.test(value) ? Number(value) : value;
      await expectRefusedLeavingNothing((key) => convert(key, { json: { url: `http://127.0.0.1:${serverPort}/photo.jpg`, [field]: jsonValue } }), 400, "invalid_option");
    });
  }

  it("answers 400 when no input or two inputs are sent", async () => {
    await expectRefusedLeavingNothing((key) => convert(key, { json: { format: "png" } }), 400, "input_required");
    const noFile = new FormData();
    noFile.set("format", "png");
    await expectRefusedLeavingNothing((key) => convert(key, { body: noFile }), 400, "input_required");
    await expectRefusedLeavingNothing((key) => convert(key, { body: form(jpeg, { url: `http://127.0.0.1:${serverPort}/photo.jpg` }) }), 400, "invalid_request");
    await expectRefusedLeavingNothing((key) => convert(key, { body: form(jpeg, { job_id: "job_1" }) }), 400, "invalid_request");
  });

  it("answers 413 file_too_large for an upload over MAX_UPLOAD_BYTES", async () => {
    process.env.MAX_UPLOAD_BYTES = "1000";
    resetEnvForTests();
    try {
      await expectRefusedLeavingNothing((key) => convert(key, { body: form(jpeg, {}) }), 413, "file_too_large");
    } finally {
      delete process.env.MAX_UPLOAD_BYTES;
      resetEnvForTests();
    }
  });

  it("removes the stored input when the file turns out to be audio, or an image asked as video, or a video asked as an image", async () => {
    await expectRefusedLeavingNothing((key) => convert(key, { body: form(wav, {}, "tone.wav") }), 400, "audio_not_supported");
    await expectRefusedLeavingNothing((key) => convert(key, { body: form(jpeg, { format: "mp4" }) }), 400, "unsupported_format");
    await expectRefusedLeavingNothing((key) => convert(key, { body: form(clip, { format: "png" }, "clip.mp4") }), 400, "unsupported_format");
    await expectRefusedLeavingNothing((key) => convert(key, { json: { url: `http://127.0.0.1:${serverPort}/photo.jpg`, format: "webm" } }), 400, "unsupported_format");
  });

  it("refuses a WebP wider than the encoder allows before queuing, storing nothing", async () => {
    const wide = await sharp({ create: { width: 17_000, height: 16, channels: 3, background: "#336699" } }).png().toBuffer();
    await expectRefusedLeavingNothing((key) => convert(key, { body: form(wide, { format: "webp" }, "wide.png") }), 400, "invalid_option");
  });

  it("keeps a reused job's output when a conversion of it is refused", async () => {
    const { key } = await makeAccount();
    const first = await (await convert(key, { body: form(jpeg, { format: "png", width: "200" }) })).json();
    await expectError(await convert(key, { json: { job_id: first.id, format: "mp4" } }), 400, "unsupported_format");
    const again = await convert(key, { json: { job_id: first.id, format: "jpeg" } });
    expect((await again.json()).outputs[0]).toMatchObject({ width: 200, mime: "image/jpeg" });
    expect((await fetchOutput(first.outputs[0].url)).status).toBe(200);
  });
});

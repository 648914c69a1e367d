import fs from "node:fs/promises";
import os from "node:os";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as runSkill } from "@/app/api/v1/run/[skill]/route";
import { POST as convert } from "@/app/api/v1/convert/route";
import { GET as getJob } from "@/app/api/v1/jobs/[id]/route";
import { resetEnvForTests } from "@/lib/platform/config/env";
import { getJobRow } from "@/lib/domain/jobs/queue";
import type { Worker } from "@/lib/domain/jobs/worker";
import { blobStore } from "@/lib/platform/storage";
import { startOpenAiFake } from "@/test/fakes/openai-server";
import { startFakeProviders, type FakeProviders } from "@/test/fakes/providers";
import { call, makeAccount, startWorkers } from "@/test/helpers";
import { ApiError } from "@/lib/core/errors";
import { logTo } from "@/lib/core/log";
import { redactSecrets, userFacingError, userFacingMessage, withLogDetail } from "./redact";

/** Anything a user must never read in an error: hosts, ports, paths, library and socket internals. */
const INTERNALS = /127\.0\.0\.1|localhost|\.internal|:\d{2,5}\b|\/tmp\/|\/srv\/|\/src\/|vips|libpng|libjpeg|ffmpeg|ECONN|Traceback|RuntimeError|0x[0-9a-f]{4,}/i;

const form = (file: Buffer, name: string, fields: Record<string, string> = {}) => {
  const data = new FormData();
  data.set("file", new Blob([new Uint8Array(file)]), name);
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};
const run = async (slug: string, key: string, body: FormData) =>
  (await call(runSkill, { method: "POST", path: `/api/v1/run/${slug}`, key, params: { skill: slug }, body })).json();
const readJob = async (key: string, id: string) => (await call(getJob, { path: `/api/v1/jobs/${id}`, key, params: { id } })).json();

async function waitForJob(id: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (["complete", "failed", "canceled"].includes((await getJobRow(id))?.status ?? "")) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${id} did not finish`);
}

type LogLine = { level: string; msg: string; job_id?: string; code?: string };

/** Every error line written from now on. */
function captureErrorLog(): LogLine[] {
  const lines: LogLine[] = [];
  logTo({ write: (line: string) => void lines.push(JSON.parse(line)) }, "error");
  return lines;
}

/** The job failed with `code`; its stored error is clean, and exactly one log line names the job, carries its id and has `full`. */
async function expectRedacted(logged: LogLine[], key: string, jobId: string, code: string, full: RegExp): Promise<string> {
  const job = await readJob(key, jobId);
  expect(job).toMatchObject({ id: jobId, status: "failed", error: { code } });
  expect(job.error.message).not.toMatch(INTERNALS);
  expect(job.error.message.length).toBeGreaterThan(20);
  const lines = logged.filter((line) => line.msg.includes(jobId));
  expect(lines).toHaveLength(1);
  expect(lines[0].msg).toMatch(full);
  expect(lines[0]).toMatchObject({ level: "error", job_id: jobId, code });
  return job.error.message as string;
}

describe("userFacingMessage", () => {
  it("keeps a clean message as it is", () => {
    for (const message of [
      "The OpenAI-compatible provider answered 400: Invalid 'size': must be 256x256 or 1024x1024.",
      'aspect must be "original" or W:H with positive numbers (e.g. "16:9"), got "1920:1080".',
      "The file is 30 MB; upload_file takes at most 20 MB. Pass a `url` to the tool instead, or POST it to /api/v1/uploads.",
      "The video lasts 700 s; at most 600 s are accepted.",
      "Step 2 (grayscale) failed: The image is image/png, not audio/mpeg.",
    ]) {
      expect(userFacingMessage(new ApiError("invalid_option", message))).toBe(message);
    }
  });

  it.each([
    ["provider_error", "Could not reach OpenAI at 127.0.0.1:4567: ECONNREFUSED.", ""],
    ["provider_error", "Could not reach OpenAI at gpu-1.cluster.internal: ENOTFOUND.", ""],
    ["provider_error", "Could not reach OpenAI at [::1]:8080.", ""],
    ["provider_error", "OpenAI answered 502: upstream connect error to 10.0.3.7 (reset)", "OpenAI answered 502"],
    ["provider_error", "OpenAI answered 500: see https://status.example.com/incident/7", "OpenAI answered 500"],
    ["provider_error", "Model failed to load on api.vendor.com", ""],
    ["provider_error", 'The Replicate prediction failed: Traceback (most recent call last): File "/src/predict.py", line 42', "The Replicate prediction failed"],
    ["provider_error", "The Replicate prediction failed: RuntimeError: CUDA error", "The Replicate prediction failed"],
    ["invalid_media", "The image could not be decoded: VipsJpeg: premature end of JPEG image", "The image could not be decoded"],
    ["invalid_media", "The image could not be decoded: Input file has corrupt header: webp: unable to parse image", "The image could not be decoded"],
    ["invalid_media", 'The image could not be decoded: VipsForeignLoad: "/tmp/darkroom/job_1/input" is not a known file format', "The image could not be decoded"],
    ["processing_failed", "Media processing failed: [h264 @ 0x55d0c0ffee00] error while decoding MB 3 4.", "Media processing failed"],
    ["processing_failed", "Step 1 (trim) failed: Media processing failed: file:/var/lib/darkroom/scratch/a.mp4: Invalid data", "Step 1 (trim) failed: Media processing failed"],
    ["processing_failed", "Writing C:\\darkroom\\out.png failed", ""],
    ["internal_error", "Error: spawn /usr/bin/ffmpeg EACCES", ""],
  ] as const)("%s: %s", (code, message, lead) => {
    const shown = userFacingMessage(new ApiError(code, message));
    expect(shown).not.toMatch(INTERNALS);
    expect(shown).not.toMatch(/api\.vendor|status\.example|10\.0\.3\.7|C:\\/);
    if (lead) expect(shown.startsWith(`${lead}. `)).toBe(true);
    // Every replaced message ends with what the user can do about it.
    expect(shown).toMatch(/try|check|send|ask|pass/i);
  });

  it("hides credentials in any message and everything about an error that is not ours to explain", () => {
    expect(userFacingMessage(new ApiError("provider_error", "OpenAI answered 401: Incorrect API key provided: sk-proj-abc123456789."))).toBe(
      "OpenAI answered 401: Incorrect API key provided: [redacted].",
    );
    expect(userFacingMessage(new Error("connect ECONNREFUSED 127.0.0.1:5432"))).toBe("The job failed unexpectedly. It has been logged for the operator.");
    expect(redactSecrets("key secret-value-123 seen; also sk-proj-abcdef123456 and r8_ABCdef123456 and Bearer xyz.abc", ["secret-value-123"])).toBe(
      "key [redacted] seen; also [redacted] and [redacted] and [redacted]",
    );
  });
});

describe("userFacingError", () => {
  let logged: LogLine[];
  beforeEach(() => {
    logged = captureErrorLog();
  });

  it("answers a clean error as it is, and logs nothing", () => {
    const error = new ApiError("invalid_option", "quality must be a whole number from 1 to 100, got 0.");
    expect(userFacingError(error, "job job_1 (convert)")).toBe(error);
    expect(logged).toEqual([]);
  });

  it("logs the full text and the log detail under the context, and answers the user's version with the same code and status", () => {
    const error = withLogDetail(new ApiError("provider_error", "Could not reach OpenAI at 127.0.0.1:9: ECONNREFUSED."), "socket detail");
    const shown = userFacingError(error, "job job_2 (skill)");
    expect(shown).toMatchObject({ code: "provider_error", status: 502 });
    expect(shown.message).not.toMatch(INTERNALS);
    expect(logged).toEqual([
      expect.objectContaining({ level: "error", code: "provider_error", msg: "job job_2 (skill) failed with provider_error: Could not reach OpenAI at 127.0.0.1:9: ECONNREFUSED. | socket detail" }),
    ]);
    // The detail stays out of anything serialised for a user.
    expect(JSON.stringify(error)).not.toContain("socket detail");
  });
});

describe("job errors from failing providers as GET /api/v1/jobs/{id} shows them", () => {
  let worker: Worker;
  let providers: FakeProviders;
  let png: Buffer;
  let logged: LogLine[];

  beforeAll(async () => {
    worker = startWorkers(2);
    providers = await startFakeProviders();
    png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c04020" } }).png().toBuffer();
  });
  beforeEach(() => {
    providers.reset();
    logged = captureErrorLog();
  });
  afterAll(async () => {
    await worker.stop();
    await providers.close();
  });

  it("a provider that cannot be reached: no host or port for the user, both in the log", async () => {
    const closed = await startOpenAiFake();
    await closed.close();
    process.env.OPENAI_BASE_URL = closed.url;
    resetEnvForTests();
    const { key } = await makeAccount({ credits: 10 });
    const job = await run("alt-text", key, form(png, "photo.png"));
    const message = await expectRedacted(logged, key, job.id, "provider_error", new RegExp(`127\\.0\\.0\\.1:${closed.port}: ECONNREFUSED`));
    expect(message).toMatch(/^Could not reach the OpenAI-compatible provider: the connection was refused\. Try again later/);
  });

  it("a provider whose own words carry internal hosts and paths: the user gets the status and what to do", async () => {
    const leak = "model /srv/models/llava-13b.gguf failed to load on gpu-3.cluster.internal:11434";
    providers.openai.setBehavior({ failures: [{ status: 400, body: { error: { message: leak } } }] });
    const { key } = await makeAccount({ credits: 10 });
    const job = await run("alt-text", key, form(png, "photo.png"));
    const message = await expectRedacted(logged, key, job.id, "provider_error", /gpu-3\.cluster\.internal:11434/);
    expect(message).toMatch(/^The OpenAI-compatible provider answered 400\. The AI provider could not complete the request; try again later/);
  });

  it("a failed Replicate prediction with a traceback: the user reads that it failed, the log reads the traceback", async () => {
    providers.replicate.setBehavior({
      outcome: "fail",
      failureError: 'Traceback (most recent call last):\n  File "/src/predict.py", line 42, in predict\nRuntimeError: CUDA out of memory on 10.1.2.3',
    });
    const { key } = await makeAccount({ credits: 10 });
    const job = await run("upscale", key, form(png, "photo.png", { scale: "2" }));
    const message = await expectRedacted(logged, key, job.id, "provider_error", /\/src\/predict\.py.*CUDA out of memory/s);
    expect(message).toMatch(/^The Replicate prediction failed\. /);
  });
});

describe("job errors from a corrupt image as GET /api/v1/jobs/{id} shows them", () => {
  let logged: LogLine[];
  const jobs: Record<"convert" | "skill", { id: string; key: string }> = {} as never;

  beforeAll(async () => {
    // Queued while no worker runs, then the stored input is damaged: what a job meets when a file
    // that passed inspection (or a reused output, which is not decoded again) breaks in decoding.
    logged = captureErrorLog();
    const jpeg = await sharp({ create: { width: 256, height: 256, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 40 } } }).jpeg().toBuffer();
    const convertAccount = await makeAccount();
    const converting = await call(convert, { method: "POST", path: "/api/v1/convert", key: convertAccount.key, body: form(jpeg, "photo.jpg", { format: "png", wait: "false" }) });
    expect(converting.status).toBe(202);
    jobs.convert = { id: (await converting.json()).id, key: convertAccount.key };
    const skillAccount = await makeAccount({ credits: 10 });
    const graying = await call(runSkill, { method: "POST", path: "/api/v1/run/grayscale", key: skillAccount.key, params: { skill: "grayscale" }, body: form(jpeg, "photo.jpg", { wait: "false" }) });
    expect(graying.status).toBe(202);
    jobs.skill = { id: (await graying.json()).id, key: skillAccount.key };
    for (const { id } of Object.values(jobs)) {
      const row = await getJobRow(id);
      // On disk, localPath is the blob itself: damage the stored input in place.
      await fs.writeFile(await blobStore().localPath(row!.inputBlobKey!, os.tmpdir()), jpeg.subarray(0, jpeg.length / 2));
    }
    // One at a time: libvips keeps one error buffer per process, and two decodes failing at once can
    // swap or lose each other's words ("Unknown error").
    const worker = startWorkers(1);
    try {
      for (const { id } of Object.values(jobs)) await waitForJob(id);
    } finally {
      await worker.stop();
    }
  });

  it("converted to PNG: invalid_media without libvips' words or the scratch path; the log has both", async () => {
    const { id, key } = jobs.convert;
    const message = await expectRedacted(logged, key, id, "invalid_media", /VipsJpeg: premature end of JPEG image.*unable to write to target \/\S+/s);
    expect(message).toBe("The jpeg image is corrupt or truncated and could not be decoded.");
  });

  it("through a local skill: the user reads that it could not be decoded and what to do, the log reads libvips", async () => {
    const { id, key } = jobs.skill;
    const message = await expectRedacted(logged, key, id, "invalid_media", /could not be decoded: VipsJpeg: premature end of JPEG image/);
    expect(message).toMatch(/^The image could not be decoded\. The file may be damaged/);
  });
});

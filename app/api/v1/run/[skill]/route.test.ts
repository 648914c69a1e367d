import sharp from "sharp";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST } from "./route";
import { GET as getSkills } from "../../skills/route";
import { GET as getCredits } from "../../credits/route";
import { GET as getJob } from "../../jobs/[id]/route";
import { POST as cancel } from "../../jobs/[id]/cancel/route";
import { resetEnvForTests } from "@/lib/platform/config/env";
import { getDb, queryRows } from "@/lib/platform/db";
import { getJobRow } from "@/lib/domain/jobs/queue";
import { skillJob } from "@/lib/domain/skills/skill-job";
import { authSuite, call, expectError, makeAccount, startWorkers } from "@/test/helpers";
import type { OpenAiFake } from "@/test/fakes/openai-server";
import type { ReplicateFake } from "@/test/fakes/replicate-server";
import { startFakeProviders, type FakeProviders } from "@/test/fakes/providers";
import type { Worker } from "@/lib/domain/jobs/worker";

let worker: Worker;
let openai: OpenAiFake;
let replicate: ReplicateFake;
let providers: FakeProviders;
let png: Buffer;

function form(fields: Record<string, string>, file: Buffer | null = png, name = "photo.png"): FormData {
  const data = new FormData();
  if (file) data.set("file", new Blob([new Uint8Array(file)]), name);
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
}

const run = (slug: string, key: string, init: { json?: unknown; body?: BodyInit }) =>
  call(POST, { method: "POST", path: `/api/v1/run/${slug}`, key, params: { skill: slug }, ...init });

async function balance(key: string): Promise<number> {
  return (await (await call(getCredits, { path: "/api/v1/credits", key })).json()).balance;
}

/** The ledger rows of one job, newest first, as [reason, amount]. */
async function ledgerOf(key: string, jobId: string): Promise<[string, number][]> {
  const { entries } = await (await call(getCredits, { path: "/api/v1/credits", key })).json();
  return entries.filter((e: { job_id: string }) => e.job_id === jobId).map((e: { reason: string; amount: number }) => [e.reason, e.amount]);
}

const readJob = async (key: string, id: string) => (await call(getJob, { path: `/api/v1/jobs/${id}`, key, params: { id } })).json();

async function storedUploads(): Promise<number> {
  const [{ count }] = await queryRows<{ count: number }>(await getDb(), sql`SELECT count(*)::int AS count FROM jobs`);
  return count;
}

beforeAll(async () => {
  // Transient failures are retried at once, so a test can outlast every attempt.
  worker = startWorkers(2, { retryBaseMs: 1 });
  providers = await startFakeProviders();
  ({ openai, replicate } = providers);
  png = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 250, g: 10, b: 10 } } })
    .composite([{ input: { create: { width: 100, height: 200, channels: 3, background: { r: 10, g: 10, b: 250 } } }, left: 220, top: 0 }])
    .png()
    .toBuffer();
});

beforeEach(() => providers.reset());

afterAll(async () => {
  await worker.stop();
  await providers.close();
});

describe("GET /api/v1/skills", () => {
  it("lists every skill with options, prices and availability, without a key, with an ETag", async () => {
    const response = await call(getSkills, { path: "/api/v1/skills" });
    expect(response.status).toBe(200);
    const { skills } = await response.json();
    const slugs = skills.map((s: { slug: string }) => s.slug);
    for (const slug of ["background-remover", "extract-text", "alt-text", "swap", "try-on", "generate-image", "generate-video", "generate-voice", "generate-music", "upscale", "transcript", "resize", "crop", "palette", "placeholder", "trim", "video-thumbnail", "extract-audio", "watermark", "compress", "blur", "grayscale", "rotate"]) {
      expect(slugs).toContain(slug);
    }
    const crop = skills.find((s: { slug: string }) => s.slug === "crop");
    expect(crop.options.find((o: { id: string }) => o.id === "strategy")).toMatchObject({ default: "attention", allowed_values: ["attention", "entropy", "center"] });
    const swap = skills.find((s: { slug: string }) => s.slug === "swap");
    expect(swap).toMatchObject({ needs_reference: true, paid: true, price: 5, available: true });
    const image = skills.find((s: { slug: string }) => s.slug === "generate-image");
    expect(image).toMatchObject({ needs_prompt: true, default_model: "gpt-image-1" });
    expect(image.models).toContainEqual({ id: "dall-e-3", price: 6, default: false });
    const again = await call(getSkills, { path: "/api/v1/skills", headers: { "if-none-match": response.headers.get("etag")! } });
    expect(again.status).toBe(304);
  });

  it("answers 304 for a weak, listed or wildcard If-None-Match and 200 for another tag", async () => {
    const etag = (await call(getSkills, { path: "/api/v1/skills" })).headers.get("etag")!;
    const status = async (ifNoneMatch: string) => (await call(getSkills, { path: "/api/v1/skills", headers: { "if-none-match": ifNoneMatch } })).status;
    expect(await status(`W/${etag}`)).toBe(304);
    expect(await status(`"stale", ${etag}`)).toBe(304);
    expect(await status(`"stale",W/${etag}`)).toBe(304);
    expect(await status("*")).toBe(304);
    expect(await status(`"stale", W/"older"`)).toBe(200);
    expect(await status(etag.slice(1, -1))).toBe(200);
  });

  it("tells the truth when a provider is not configured", async () => {
    delete process.env.OPENAI_BASE_URL;
    delete process.env.OPENAI_API_KEY;
    resetEnvForTests();
    const { skills } = await (await call(getSkills, { path: "/api/v1/skills" })).json();
    const alt = skills.find((s: { slug: string }) => s.slug === "alt-text");
    expect(alt.available).toBe(false);
    expect(alt.unavailable_reason).toMatch(/OPENAI/);
    const { key } = await makeAccount({ credits: 10 });
    await expectError(await run("alt-text", key, { body: form({}) }), 503, "provider_unavailable");
    expect(await balance(key)).toBe(10);
  });
});

describe("POST /api/v1/run/{skill}", () => {
  authSuite((key) => run("resize", key!, { json: { url: "http://127.0.0.1:1/x.png", options: { width: 10 } } }));

  it("runs a free local skill with options as form fields", async () => {
    const { key } = await makeAccount();
    const response = await run("crop", key, { body: form({ width: "100", height: "100", strategy: "center" }) });
    expect(response.status).toBe(200);
    const job = await response.json();
    expect(job).toMatchObject({ status: "complete", credits_charged: 0, skill: "crop" });
    expect(job.outputs[0]).toMatchObject({ width: 100, height: 100 });
  });

  it("returns palette data inline, not as a file", async () => {
    const { key } = await makeAccount();
    const job = await (await run("palette", key, { body: form({ count: "2" }) })).json();
    expect(job.outputs).toEqual([]);
    expect(job.data.colors[0].hex.toLowerCase()).toMatch(/^#f[0-9a-f]0[0-9a-f]0[0-9a-f]$/);
    expect(job.data.colors[0].fraction).toBeGreaterThan(0.6);
  });

  it("reads option strings as their declared type in form fields, a JSON options field and JSON bodies", async () => {
    const { key } = await makeAccount();
    const width = async (answer: Response) => {
      const job = await answer.json();
      expect(job.status).toBe("complete");
      return job.outputs[0].width;
    };
    expect(await width(await run("resize", key, { body: form({ options: JSON.stringify({ width: "200" }) }) }))).toBe(200);
    for (const [flag, expected] of [["1", 320], ["true", 320], ["0", 640], ["false", 640]] as const) {
      expect(await width(await run("resize", key, { body: form({ width: "640", without_enlargement: flag }) })), `without_enlargement=${flag}`).toBe(expected);
    }
    expect(await width(await run("resize", key, { body: form({ options: JSON.stringify({ width: "640", without_enlargement: "1" }) }) }))).toBe(320);
    const upload = await (await run("grayscale", key, { body: form({}) })).json();
    expect(await width(await run("resize", key, { json: { job_id: upload.id, options: { width: "200", without_enlargement: "true" } } }))).toBe(200);

    const unknown = await expectError(await run("resize", key, { body: form({ options: JSON.stringify({ widht: "200" }) }) }), 400, "unknown_option");
    expect(unknown.error.message).toContain("widht");
    const unknownJson = await expectError(await run("resize", key, { json: { job_id: upload.id, options: { width: "200", widht: "200" } } }), 400, "unknown_option");
    expect(unknownJson.error.message).toContain("widht");
    await expectError(await run("resize", key, { body: form({ width: "200px" }) }), 400, "invalid_option");
    await expectError(await run("resize", key, { json: { job_id: upload.id, options: { width: 200, without_enlargement: "yes" } } }), 400, "invalid_option");
  });

  it("counts prompt characters as code points and says when a skill takes no prompt", async () => {
    const { key } = await makeAccount({ credits: 10 });
    const job = await (await run("generate-image", key, { json: { prompt: "🌅".repeat(2000) } })).json();
    expect(job).toMatchObject({ status: "complete", credits_charged: 8 });
    const long = await expectError(await run("generate-image", key, { json: { prompt: "🌅".repeat(2001) } }), 400, "prompt_too_long");
    expect(long.error.message).toContain("2001 characters");
    const noPrompt = await expectError(await run("grayscale", key, { body: form({ prompt: "make it moody" }) }), 400, "invalid_request");
    expect(noPrompt.error.message).toBe("grayscale takes no prompt; leave the prompt field out.");
    expect(await balance(key)).toBe(2);
  });

  it("refuses unknown skills, unknown options, bad values, prompts and models before charging", async () => {
    const { key } = await makeAccount({ credits: 100 });
    const jobsBefore = await storedUploads();
    await expectError(await run("no-such-skill", key, { body: form({}) }), 404, "unknown_skill");
    const unknown = await expectError(await run("resize", key, { body: form({ widht: "100" }) }), 400, "unknown_option");
    expect(unknown.error.message).toContain("widht");
    await expectError(await run("resize", key, { json: { url: "http://x.test/a.png", options: { width: -5 } } }), 400, "invalid_option");
    await expectError(await run("generate-image", key, { json: {} }), 400, "prompt_required");
    await expectError(await run("generate-image", key, { json: { prompt: "x".repeat(2001) } }), 400, "prompt_too_long");
    await expectError(await run("generate-image", key, { json: { prompt: "a cat", model: "nope" } }), 400, "unknown_model");
    await expectError(await run("swap", key, { body: form({}) }), 400, "reference_required");
    await expectError(await run("background-remover", key, { json: {} }), 400, "input_required");
    expect(await balance(key)).toBe(100);
    expect(await storedUploads()).toBe(jobsBefore);
  });

  it("refuses 402 insufficient_credits before running or storing anything", async () => {
    const { key } = await makeAccount({ credits: 1 });
    const jobsBefore = await storedUploads();
    await expectError(await run("background-remover", key, { body: form({}) }), 402, "insufficient_credits");
    expect(await balance(key)).toBe(1);
    expect(await storedUploads()).toBe(jobsBefore);
  });

  it("charges alt-text, asks the vision model with the image, and answers the text inline", async () => {
    const { key } = await makeAccount({ credits: 10 });
    openai.setBehavior({ chatText: "A red and blue rectangle." });
    const job = await (await run("alt-text", key, { body: form({ max_length: "120" }) })).json();
    expect(job).toMatchObject({ status: "complete", credits_charged: 1, text: "A red and blue rectangle." });
    const chat = openai.requests.find((r) => r.path.endsWith("/chat/completions"));
    const parts = (chat!.json as { messages: { content: { type: string; image_url?: { url: string } }[] }[] }).messages[0].content;
    expect(parts.find((p) => p.type === "image_url")!.image_url!.url).toMatch(/^data:image\//);
    expect(await balance(key)).toBe(9);
    const ledger = await (await call(getCredits, { path: "/api/v1/credits", key })).json();
    expect(ledger.entries[0]).toMatchObject({ amount: -1, reason: "charge", job_id: job.id });
  });

  it("refunds exactly once when the provider fails", async () => {
    const { key } = await makeAccount({ credits: 10 });
    openai.setBehavior({ failures: [{ status: 400, body: { error: { message: "Invalid image payload" } } }] });
    const response = await run("alt-text", key, { body: form({}) });
    // A waiting call whose job failed answers its error code's status with the job's own view.
    expect(response.status).toBe(502);
    const job = await response.json();
    expect(job).toEqual(await readJob(key, job.id));
    expect(job.status).toBe("failed");
    expect(job.error).toMatchObject({ code: "provider_error" });
    expect(job.error.message).toContain("Invalid image payload");
    expect(job.error.message).not.toContain("sk-test");
    expect(await balance(key)).toBe(10);
    const ledger = await (await call(getCredits, { path: "/api/v1/credits", key })).json();
    expect(ledger.entries.map((e: { reason: string; amount: number }) => [e.reason, e.amount])).toEqual([["refund", 1], ["charge", -1], ["grant", 10]]);
  });

  it("fails the job with provider_error and refunds once when the provider answers 500 on every retry of every attempt", async () => {
    const { key } = await makeAccount({ credits: 10 });
    const outage = { status: 500, body: { error: { message: "The server had an error while processing your request." } } };
    // Four requests per call (three retries), three attempts of the job.
    openai.setBehavior({ failures: Array.from({ length: 12 }, () => outage) });
    const sent = openai.requests.length;
    const job = await (await run("alt-text", key, { body: form({}) })).json();
    expect(job).toMatchObject({ status: "failed", error: { code: "provider_error" }, credits_charged: 0, credits_refunded: 1 });
    expect(job.error.message).toBe("The OpenAI-compatible provider answered 500: The server had an error while processing your request.");
    expect(openai.requests.slice(sent).filter((r) => r.path.endsWith("/chat/completions"))).toHaveLength(12);
    expect(await ledgerOf(key, job.id)).toEqual([["refund", 1], ["charge", -1]]);
    expect(await balance(key)).toBe(10);
  });

  it("fails the job with provider_error naming the limit when the provider hangs past OPENAI_TIMEOUT_SECONDS", async () => {
    const { key } = await makeAccount({ credits: 10 });
    openai.setBehavior({ delayMs: 5_000 });
    process.env.OPENAI_TIMEOUT_SECONDS = "0.3";
    resetEnvForTests();
    try {
      const job = await (await run("alt-text", key, { body: form({}) })).json();
      expect(job).toMatchObject({ status: "failed", error: { code: "provider_error" }, credits_charged: 0, credits_refunded: 1 });
      expect(job.error.message).toBe("The OpenAI-compatible provider did not answer within 300 ms.");
      expect(job.error.message).not.toContain("sk-test");
      expect(await ledgerOf(key, job.id)).toEqual([["refund", 1], ["charge", -1]]);
      expect(await balance(key)).toBe(10);
    } finally {
      delete process.env.OPENAI_TIMEOUT_SECONDS;
      resetEnvForTests();
    }
  });

  it("refunds a failed job exactly once however often the refund path runs, and shows it in the job", async () => {
    const { key } = await makeAccount({ credits: 10 });
    openai.setBehavior({ failures: [{ status: 400, body: { error: { message: "Invalid image payload" } } }] });
    const failed = await (await run("alt-text", key, { body: form({}) })).json();
    expect(failed.status).toBe("failed");
    // A second failure record of the same job (a re-taken lease, say) and a late cancel must not pay again.
    const row = (await getJobRow(failed.id))!;
    await (await getDb()).transaction((tx) => skillJob.onFailed!(tx, row));
    const canceled = await (await call(cancel, { method: "POST", path: `/api/v1/jobs/${failed.id}/cancel`, key, params: { id: failed.id } })).json();
    expect(canceled).toMatchObject({ status: "failed", credits_charged: 0, credits_refunded: 1 });
    expect(await readJob(key, failed.id)).toMatchObject({ status: "failed", credits_charged: 0, credits_refunded: 1 });
    expect(await ledgerOf(key, failed.id)).toEqual([["refund", 1], ["charge", -1]]);
    expect(await balance(key)).toBe(10);

    const done = await (await run("alt-text", key, { body: form({}) })).json();
    expect(done).toMatchObject({ status: "complete", credits_charged: 1, credits_refunded: 0 });
    expect(await balance(key)).toBe(9);
  });

  it("refunds once when a running job is canceled and its provider call then ends", async () => {
    const { key } = await makeAccount({ credits: 10 });
    openai.setBehavior({ delayMs: 1_000 });
    const accepted = await (await run("alt-text", key, { body: form({ wait: "false" }) })).json();
    let job = await readJob(key, accepted.id);
    for (let i = 0; i < 50 && job.status !== "running"; i++) {
      await new Promise((r) => setTimeout(r, 50));
      job = await readJob(key, accepted.id);
    }
    const canceled = await (await call(cancel, { method: "POST", path: `/api/v1/jobs/${accepted.id}/cancel`, key, params: { id: accepted.id } })).json();
    expect(canceled).toMatchObject({ status: "canceled", credits_charged: 0, credits_refunded: 1 });
    // Give the worker time to see the cancel and give up on the provider call.
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await readJob(key, accepted.id)).toMatchObject({ status: "canceled", credits_charged: 0, credits_refunded: 1, outputs: [] });
    expect(await ledgerOf(key, accepted.id)).toEqual([["refund", 1], ["charge", -1]]);
    expect(await balance(key)).toBe(10);
  });

  it("answers 202 when a slow provider outlasts the wait budget, then completes", async () => {
    const { key } = await makeAccount({ credits: 10 });
    openai.setBehavior({ delayMs: 1500 });
    process.env.WAIT_TIMEOUT_SECONDS = "0.2";
    resetEnvForTests();
    try {
      const response = await run("alt-text", key, { body: form({}) });
      expect(response.status).toBe(202);
      const accepted = await response.json();
      expect(accepted.credits_charged).toBe(1);
      let job = accepted;
      for (let i = 0; i < 60 && job.status !== "complete"; i++) {
        await new Promise((r) => setTimeout(r, 100));
        job = await (await call(getJob, { path: `/api/v1/jobs/${accepted.id}`, key, params: { id: accepted.id } })).json();
      }
      expect(job.status).toBe("complete");
    } finally {
      delete process.env.WAIT_TIMEOUT_SECONDS;
      resetEnvForTests();
    }
  });

  it("runs swap on Replicate with the reference image and stores the returned picture", async () => {
    const { key } = await makeAccount({ credits: 10 });
    const reference = await (await run("grayscale", key, { body: form({}) })).json();
    const job = await (await run("swap", key, { body: form({ reference_job_id: reference.id }) })).json();
    expect(job).toMatchObject({ status: "complete", credits_charged: 5 });
    expect(job.outputs[0].mime).toBe("image/png");
    const prediction = [...replicate.predictions.values()].at(-1)!;
    expect(String(prediction.input.input_image)).toMatch(/^data:image\/png;base64,/);
    expect(String(prediction.input.swap_image)).toMatch(/^data:image\/png;base64,/);
    expect(await balance(key)).toBe(5);
  });

  it("refunds a failed Replicate prediction", async () => {
    const { key } = await makeAccount({ credits: 10 });
    replicate.setBehavior({ outcome: "fail" });
    const job = await (await run("upscale", key, { body: form({ scale: "2" }) })).json();
    expect(job.status).toBe("failed");
    expect(job.error.message).toContain("CUDA out of memory");
    expect(await balance(key)).toBe(10);
  });

  it("generates music without a file and voice through /audio/speech", async () => {
    const { key } = await makeAccount({ credits: 20 });
    replicate.setBehavior({ outputKind: "wav" });
    const music = await (await run("generate-music", key, { json: { prompt: "calm piano", options: { duration: 2, format: "wav" } } })).json();
    expect(music).toMatchObject({ status: "complete", credits_charged: 10 });
    expect(music.outputs[0].mime).toMatch(/^audio\//);
    const voice = await (await run("generate-voice", key, { json: { prompt: "Hello there", options: { format: "wav" } } })).json();
    expect(voice).toMatchObject({ status: "complete", credits_charged: 2 });
    expect(voice.outputs[0].mime).toMatch(/^audio\//);
    expect(await balance(key)).toBe(8);
  });

  it("runs generate-voice, generate-music and generate-video with a non-default model, charging that model's price", async () => {
    process.env.REPLICATE_MUSIC_MODELS = "meta/musicgen,acme/tunes=7";
    process.env.REPLICATE_VIDEO_MODELS = "minimax/video-01,kwaivgi/kling-v1.6-standard=55";
    resetEnvForTests();
    try {
      const { skills } = await (await call(getSkills, { path: "/api/v1/skills" })).json();
      const listed = (slug: string) => skills.find((s: { slug: string }) => s.slug === slug);
      expect(listed("generate-voice")).toMatchObject({ paid: true, default_model: "tts-1", models: [{ id: "tts-1", price: 2, default: true }, { id: "tts-1-hd", price: 4, default: false }] });
      expect(listed("generate-voice")).not.toHaveProperty("price");
      expect(listed("generate-music")).toMatchObject({ default_model: "meta/musicgen", models: [{ id: "meta/musicgen", price: 10, default: true }, { id: "acme/tunes", price: 7, default: false }] });
      expect(listed("generate-video")).toMatchObject({ default_model: "minimax/video-01", models: [{ id: "minimax/video-01", price: 40, default: true }, { id: "kwaivgi/kling-v1.6-standard", price: 55, default: false }] });

      const { key } = await makeAccount({ credits: 100 });
      const voice = await (await run("generate-voice", key, { json: { prompt: "Hello there", model: "tts-1-hd", options: { format: "wav" } } })).json();
      expect(voice).toMatchObject({ status: "complete", credits_charged: 4 });
      expect(openai.requests.filter((r) => r.path === "/v1/audio/speech").at(-1)!.json).toMatchObject({ model: "tts-1-hd", input: "Hello there" });

      replicate.setBehavior({ outputKind: "wav" });
      const music = await (await run("generate-music", key, { body: form({ prompt: "calm piano", model: "acme/tunes", duration: "2" }, null) })).json();
      expect(music).toMatchObject({ status: "complete", credits_charged: 7 });
      expect([...replicate.predictions.values()].at(-1)!.model).toBe("acme/tunes");

      replicate.setBehavior({ outputKind: "mp4" });
      const video = await (await run("generate-video", key, { json: { prompt: "waves rolling in", model: "kwaivgi/kling-v1.6-standard" } })).json();
      expect(video).toMatchObject({ status: "complete", credits_charged: 55 });
      expect([...replicate.predictions.values()].at(-1)!.model).toBe("kwaivgi/kling-v1.6-standard");
      expect(await balance(key)).toBe(100 - 4 - 7 - 55);

      for (const slug of ["generate-voice", "generate-music", "generate-video"]) {
        const refused = await expectError(await run(slug, key, { json: { prompt: "anything", model: "no-such-model" } }), 400, "unknown_model");
        expect(refused.error.message).toContain(listed(slug).default_model);
      }
      expect(await balance(key)).toBe(100 - 4 - 7 - 55);
    } finally {
      delete process.env.REPLICATE_MUSIC_MODELS;
      delete process.env.REPLICATE_VIDEO_MODELS;
      resetEnvForTests();
    }
  });

  it("charges exactly the balance under 50 parallel paid runs, never below zero, ledger summing to the balance", async () => {
    const { key, accountId } = await makeAccount({ credits: 20 });
    const source = await (await run("grayscale", key, { body: form({}) })).json();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => run("alt-text", key, { json: { job_id: source.id, wait: false } }).then((r) => r.status)),
    );
    expect(answers.filter((s) => s === 202)).toHaveLength(20);
    expect(answers.filter((s) => s === 402)).toHaveLength(30);
    const rows = await queryRows<{ credits: number; sum: number; charges: number }>(
      await getDb(),
      sql`SELECT a.credits::int AS credits, (SELECT sum(amount)::int FROM credit_ledger WHERE account_id = a.id) AS sum,
                 (SELECT count(*)::int FROM credit_ledger WHERE account_id = a.id AND reason = 'charge') AS charges
          FROM accounts a WHERE a.id = ${accountId}`,
    );
    expect(rows[0]).toEqual({ credits: 0, sum: 0, charges: 20 });
  });
});

import fs from "node:fs/promises";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST } from "./route";
import { GET as getSkills } from "../../skills/route";
import { GET as getFile } from "../../files/[id]/route";
import { inspectMedia } from "@/lib/platform/media/inspect";
import { releaseBackgroundModel } from "@/lib/domain/skills/local/background-model";
import { releaseOcrWorker } from "@/lib/domain/skills/local/ocr-worker";
import { readPixels, scratchPath, svgOf } from "@/test/fixtures/images";
import type { Worker } from "@/lib/domain/jobs/worker";
import { call, makeAccount, startWorkers } from "@/test/helpers";
import { makeClipWithSound, makePng } from "@/test/fakes/media";
import { startFakeProviders, type FakeProviders } from "@/test/fakes/providers";

// Every skill not run elsewhere at route level, end to end: request, worker, provider (real or fake), stored output.

let worker: Worker;
let providers: FakeProviders;
let clip: Buffer;

function form(fields: Record<string, string>, file: Buffer | null, name = "input.bin"): FormData {
  const data = new FormData();
  if (file) data.set("file", new Blob([new Uint8Array(file)]), name);
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
}

async function run(slug: string, key: string, init: { json?: unknown; body?: BodyInit }) {
  const response = await call(POST, { method: "POST", path: `/api/v1/run/${slug}`, key, params: { skill: slug }, ...init });
  const job = await response.json();
  expect(job.error).toBeNull();
  expect(job.status).toBe("complete");
  return job;
}

/** What GET /api/v1/skills says the skill (or one of its models) costs. */
async function cataloguePrice(slug: string, model?: string): Promise<number> {
  const { skills } = await (await call(getSkills, { path: "/api/v1/skills" })).json();
  const skill = skills.find((s: { slug: string }) => s.slug === slug);
  return model ? skill.models.find((m: { id: string }) => m.id === model).price : skill.price;
}

/** Downloads an output through its signed URL into scratch and probes it like any upload. */
async function download(output: { url: string; name: string }) {
  const url = new URL(output.url);
  const response = await call(getFile, { path: url.pathname + url.search, params: { id: decodeURIComponent(url.pathname.split("/").pop()!) } });
  expect(response.status).toBe(200);
  const file = scratchPath(output.name);
  await fs.writeFile(file, Buffer.from(await response.arrayBuffer()));
  return { file, media: await inspectMedia(file) };
}

beforeAll(async () => {
  worker = startWorkers(2);
  providers = await startFakeProviders();
  clip = await makeClipWithSound();
});

beforeEach(() => providers.reset());

afterAll(async () => {
  await worker.stop();
  await providers.close();
  await releaseBackgroundModel();
  await releaseOcrWorker();
});

describe("every skill runs through POST /api/v1/run/{skill}", () => {
  it("background-remover: transparent corners, opaque subject, charged its price", async () => {
    const { key } = await makeAccount({ credits: 10 });
    const photo = await sharp(Buffer.from(svgOf({ width: 640, height: 480, body: `<rect width="640" height="480" fill="#e8e8e8"/><circle cx="320" cy="240" r="140" fill="#c0392b"/>` })))
      .jpeg({ quality: 92 })
      .toBuffer();
    const job = await run("background-remover", key, { body: form({}, photo, "disc.jpg") });
    expect(job.credits_charged).toBe(await cataloguePrice("background-remover"));
    const { file, media } = await download(job.outputs[0]);
    expect(media).toMatchObject({ mime: "image/png", width: 640, height: 480 });
    const pixels = await readPixels(file);
    for (const [x, y] of [[3, 3], [636, 3], [3, 476], [636, 476]]) expect(pixels.at(x, y)[3], `alpha at ${x},${y}`).toBeLessThan(10);
    for (const [x, y] of [[320, 240], [250, 180], [400, 320]]) expect(pixels.at(x, y)[3], `alpha at ${x},${y}`).toBeGreaterThan(240);
  });

  it("extract-text: reads rendered text and answers it inline", async () => {
    const { key } = await makeAccount({ credits: 10 });
    const svg = svgOf({ width: 900, height: 160, body: `<rect width="100%" height="100%" fill="#ffffff"/><text x="40" y="105" font-family="DejaVu Sans" font-size="64" fill="#111111">DARKROOM 2026 INVOICE</text>` });
    const job = await run("extract-text", key, { body: form({}, await sharp(Buffer.from(svg)).png().toBuffer(), "invoice.png") });
    expect(job).toMatchObject({ text: "DARKROOM 2026 INVOICE", outputs: [], credits_charged: await cataloguePrice("extract-text") });
  });

  it("video-thumbnail: the frame at the time asked for", async () => {
    const { key } = await makeAccount();
    const job = await run("video-thumbnail", key, { body: form({ at_seconds: "1.5", format: "png" }, clip, "clip.mp4") });
    expect(job.credits_charged).toBe(await cataloguePrice("video-thumbnail"));
    const { file, media } = await download(job.outputs[0]);
    expect(media).toMatchObject({ kind: "image", mime: "image/png", width: 160, height: 120 });
    const [r, , b] = (await readPixels(file)).at(80, 60);
    expect(b).toBeGreaterThan(200);
    expect(r).toBeLessThan(60);
  });

  it("trim: a video of the span asked for, sound kept", async () => {
    const { key } = await makeAccount();
    const job = await run("trim", key, { body: form({ start: "0.5", end: "1.5" }, clip, "clip.mp4") });
    expect(job.credits_charged).toBe(await cataloguePrice("trim"));
    const { media } = await download(job.outputs[0]);
    expect(media).toMatchObject({ kind: "video", mime: "video/mp4", width: 160, height: 120, hasAudio: true });
    expect(media.durationSeconds).toBeGreaterThan(0.8);
    expect(media.durationSeconds).toBeLessThan(1.25);
  });

  it("convert-image: the format, size and aspect asked for, free; the catalogue lists exactly the image formats", async () => {
    const { key } = await makeAccount();
    const job = await run("convert-image", key, { body: form({ format: "jpeg", width: "60", aspect: "1:1", quality: "70" }, await makePng({ width: 200, height: 100 }), "wide.png") });
    expect(job.credits_charged).toBe(0);
    const { media } = await download(job.outputs[0]);
    expect(media).toMatchObject({ kind: "image", mime: "image/jpeg", width: 60, height: 60 });
    const { skills } = await (await call(getSkills, { path: "/api/v1/skills" })).json();
    const format = (slug: string) => skills.find((s: { slug: string }) => s.slug === slug).options.find((o: { id: string }) => o.id === "format");
    expect(format("convert-image")).toMatchObject({ allowed_values: ["png", "jpeg", "webp"], default: "webp" });
    expect(format("convert-video")).toMatchObject({ allowed_values: ["mp4", "webm"], default: "mp4" });
    const refused = await call(POST, { method: "POST", path: "/api/v1/run/convert-image", key, params: { skill: "convert-image" }, body: form({ format: "mp4" }, await makePng({ width: 20, height: 20 }), "a.png") });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.code).toBe("invalid_option");
  });

  it("convert-video: a webm of the width asked for, sound kept", async () => {
    const { key } = await makeAccount();
    const job = await run("convert-video", key, { body: form({ format: "webm", width: "80" }, clip, "clip.mp4") });
    expect(job.outputs[0].name).toBe("clip-convert-video.webm");
    const { media } = await download(job.outputs[0]);
    expect(media).toMatchObject({ kind: "video", mime: "video/webm", width: 80, height: 60, hasAudio: true });
  });

  it("extract-audio: the whole sound track as audio only", async () => {
    const { key } = await makeAccount();
    const job = await run("extract-audio", key, { body: form({ format: "wav" }, clip, "clip.mp4") });
    expect(job.credits_charged).toBe(await cataloguePrice("extract-audio"));
    const { media } = await download(job.outputs[0]);
    expect(media).toMatchObject({ kind: "audio", mime: "audio/wav", hasVideo: false, hasAudio: true });
    expect(media.durationSeconds).toBeGreaterThan(1.8);
    expect(media.durationSeconds).toBeLessThan(2.2);
  });

  it("transcript: sends the sound as M4A and answers the text inline", async () => {
    const { key } = await makeAccount({ credits: 10 });
    providers.openai.setBehavior({ transcriptText: "Forty two seconds of tone." });
    const sent = providers.openai.requests.length;
    const job = await run("transcript", key, { body: form({ language: "en" }, clip, "clip.mp4") });
    expect(job).toMatchObject({ text: "Forty two seconds of tone.", outputs: [], data: { language: "english" }, credits_charged: await cataloguePrice("transcript") });
    const upload = providers.openai.requests.slice(sent).find((r) => r.path.endsWith("/audio/transcriptions"))!;
    expect(upload.fields).toMatchObject({ language: "en", response_format: "verbose_json" });
    expect(upload.files.file.bytes.subarray(4, 8).toString("latin1")).toBe("ftyp");
  });

  it("generate-image: a non-default model is asked for and billed at its own price", async () => {
    const { key } = await makeAccount({ credits: 20 });
    const sent = providers.openai.requests.length;
    const job = await run("generate-image", key, { json: { prompt: "a lighthouse at dusk", model: "dall-e-3", options: { size: "1024x1024" } } });
    const price = await cataloguePrice("generate-image", "dall-e-3");
    expect(price).not.toBe(await cataloguePrice("generate-image", "gpt-image-1"));
    expect(job.credits_charged).toBe(price);
    expect(providers.openai.requests.slice(sent).find((r) => r.path.endsWith("/images/generations"))!.json).toMatchObject({ model: "dall-e-3", prompt: "a lighthouse at dusk" });
    expect((await download(job.outputs[0])).media.kind).toBe("image");
  });

  it("try-on: an async Replicate prediction, polled to the end, with both images and the garment options", async () => {
    const { key } = await makeAccount({ credits: 20 });
    const person = await makePng({ width: 120, height: 160, color: "#aa8866" });
    const garment = await run("grayscale", key, { body: form({}, await makePng({ width: 80, height: 80, color: "#2244aa" }), "jeans.png") });
    const job = await run("try-on", key, { body: form({ reference_job_id: garment.id, category: "lower_body", garment_description: "blue jeans" }, person, "person.png") });
    expect(job.credits_charged).toBe(await cataloguePrice("try-on"));
    const prediction = [...providers.replicate.predictions.values()].at(-1)!;
    expect(prediction.input).toMatchObject({ category: "lower_body", garment_des: "blue jeans" });
    expect(String(prediction.input.human_img)).toMatch(/^data:image\/png;base64,/);
    expect(String(prediction.input.garm_img)).toMatch(/^data:image\/png;base64,/);
    expect(providers.replicate.requests.filter((r) => r.method === "GET" && r.path === `/v1/predictions/${prediction.id}`).length).toBeGreaterThanOrEqual(2);
    expect((await download(job.outputs[0])).media).toMatchObject({ kind: "image", mime: "image/png" });
  });

  it("generate-video: an async Replicate prediction from a prompt and a first frame, returning a probed MP4", async () => {
    const { key } = await makeAccount({ credits: 50 });
    providers.replicate.setBehavior({ outputKind: "mp4" });
    const frame = await makePng({ width: 64, height: 64 });
    const job = await run("generate-video", key, { body: form({ prompt: "waves rolling in", prompt_optimizer: "false" }, frame, "frame.png") });
    expect(job.credits_charged).toBe(await cataloguePrice("generate-video", "minimax/video-01"));
    const prediction = [...providers.replicate.predictions.values()].at(-1)!;
    expect(prediction).toMatchObject({ model: "minimax/video-01", input: { prompt: "waves rolling in", prompt_optimizer: false } });
    expect(String(prediction.input.first_frame_image)).toMatch(/^data:image\/png;base64,/);
    expect(providers.replicate.requests.filter((r) => r.method === "GET" && r.path === `/v1/predictions/${prediction.id}`).length).toBeGreaterThanOrEqual(2);
    expect((await download(job.outputs[0])).media).toMatchObject({ kind: "video", mime: "video/mp4", hasVideo: true });
  });
});

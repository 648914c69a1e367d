import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST } from "./route";
import { GET as getFile } from "../files/[id]/route";
import { POST as storeAssets } from "../assets/route";
import { ffprobeJson, makeClip, makeTempDir, MP4_CODECS } from "@/test/fixtures/media";
import { releaseBackgroundModel } from "@/lib/domain/skills/local/background-model";
import { releaseOcrWorker } from "@/lib/domain/skills/local/ocr-worker";
import { svgOf } from "@/test/fixtures/images";
import { call, makeAccount, startWorkers } from "@/test/helpers";
import { startFakeProviders, type FakeProviders } from "@/test/fakes/providers";
import type { Worker } from "@/lib/domain/jobs/worker";

let worker: Worker;
let providers: FakeProviders;
let fixtures: string;

beforeAll(async () => {
  worker = startWorkers(2);
  providers = await startFakeProviders();
  fixtures = makeTempDir("catalogue");
});

beforeEach(() => providers.reset());

afterAll(async () => {
  await worker.stop();
  await providers.close();
  await Promise.all([releaseBackgroundModel(), releaseOcrWorker()]);
  fs.rmSync(fixtures, { recursive: true, force: true });
});

async function runRecipe(recipe: string, file: { bytes: Buffer; name: string }, credits = 10) {
  const { key } = await makeAccount({ credits });
  const data = new FormData();
  data.set("file", new Blob([new Uint8Array(file.bytes)]), file.name);
  data.set("recipe", recipe);
  const response = await call(POST, { method: "POST", path: "/api/v1/runs", key, body: data });
  expect(response.status).toBe(200);
  const run = await response.json();
  expect({ status: run.status, error: run.error }).toEqual({ status: "complete", error: null });
  return { key, run };
}

async function download(url: string): Promise<Buffer> {
  const u = new URL(url);
  const response = await call(getFile, { path: u.pathname + u.search, params: { id: u.pathname.split("/").pop()! } });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** A red disc on a light grey backdrop: a subject the background remover can find. */
const productShot = () =>
  sharp(Buffer.from(svgOf({ width: 640, height: 480, body: `<rect width="640" height="480" fill="#e8e8e8"/><circle cx="320" cy="240" r="140" fill="#c0392b"/>` })))
    .jpeg({ quality: 92 })
    .toBuffer();

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .composite([{ input: { create: { width: Math.round(width / 4), height: Math.round(height / 4), channels: 3, background: { r: 250, g: 220, b: 20 } } }, left: 10, top: 10 }])
    .png()
    .toBuffer();

/** Each pixel of an RGBA raw buffer as [r, g, b, a]. */
function pixelReader({ data, info }: { data: Buffer; info: { width: number } }) {
  return (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4));
}

/** Whether [r, g, b, a] is an opaque white (a lossy encoder may move a channel by a step or two). */
const isOpaqueWhite = ([r, g, b, a]: number[]) => a === 255 && Math.min(r, g, b) >= 250;
const isRed = ([r, g, b, a]: number[]) => a === 255 && r > 150 && g + b < 180;

// Each test checks that the output does what the recipe's description (lib/recipes/catalogue.ts) says.
describe("the six catalogue recipes, run for real", () => {
  it("Product photo: the product cut out onto opaque white, squared around it, 1200×1200 WebP", async () => {
    const { run } = await runRecipe("rcp_product-photo", { bytes: await productShot(), name: "mug.jpg" });
    expect(run.credits_charged).toBe(2);
    expect(run.outputs).toHaveLength(1);
    expect(run.outputs[0]).toMatchObject({ mime: "image/webp", width: 1200, height: 1200 });
    const image = sharp(await download(run.outputs[0].url));
    expect(await image.metadata()).toMatchObject({ format: "webp", width: 1200, height: 1200, hasAlpha: false });
    const at = pixelReader(await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true }));
    // "for a shop": every corner is opaque white, not transparent and not the photo's grey (#e8e8e8).
    for (const [x, y] of [[2, 2], [1197, 2], [2, 1197], [1197, 1197]]) expect(at(x, y), `corner ${x},${y}`).toSatisfy(isOpaqueWhite);
    // "cut out": the grey backdrop beside the product is gone too, not just the corners.
    expect(at(100, 600)).toSatisfy(isOpaqueWhite);
    // "square around the subject": the disc sits in the middle, whole, left to right and top to bottom.
    for (const [x, y] of [[600, 600], [400, 600], [800, 600], [600, 400], [600, 800]]) expect(at(x, y), `disc at ${x},${y}`).toSatisfy(isRed);
  });

  it("Web optimize: scales a wide photo down to 1600 px, never enlarges a small one, and writes a lighter WebP", async () => {
    const wide = await photo(2000, 1000);
    const { run } = await runRecipe("rcp_web-optimize", { bytes: wide, name: "wide.png" });
    expect(run.credits_charged).toBe(0);
    expect(run.outputs[0]).toMatchObject({ mime: "image/webp", width: 1600, height: 800 });
    const bytes = await download(run.outputs[0].url);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "webp", width: 1600, height: 800 });
    expect(bytes.length).toBeLessThan(wide.length);

    const { run: small } = await runRecipe("rcp_web-optimize", { bytes: await photo(800, 500), name: "small.png" });
    expect(small.outputs[0]).toMatchObject({ mime: "image/webp", width: 800, height: 500 });
  });

  it("Social square: a 1080×1080 JPEG that keeps the interesting part", async () => {
    // A plain grey field with one saturated red disc near the right edge: a centre crop would cut it in half.
    const party = await sharp(Buffer.from(svgOf({ width: 1600, height: 1200, body: `<rect width="1600" height="1200" fill="#808080"/><circle cx="1450" cy="600" r="120" fill="#e0201c"/>` })))
      .png()
      .toBuffer();
    const { run } = await runRecipe("rcp_social-square", { bytes: party, name: "party.png" });
    expect(run.outputs[0]).toMatchObject({ mime: "image/jpeg", width: 1080, height: 1080 });
    const image = sharp(await download(run.outputs[0].url));
    expect(await image.metadata()).toMatchObject({ format: "jpeg", width: 1080, height: 1080 });
    const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = pixelReader({ data, info });
    let red = 0;
    for (let y = 0; y < info.height; y += 4) for (let x = 0; x < info.width; x += 4) if (isRed(at(x, y))) red++;
    // The whole disc (radius 120 scaled by 0.9 to cover 1080 px: about 36,600 px², 2,290 samples at one in 16) is kept.
    expect(red).toBeGreaterThan(2000);
  });

  it("Accessible image: the web-sized image plus its alt text, kept together in the Vault", async () => {
    const { key, run } = await runRecipe("rcp_accessible-image", { bytes: await photo(2000, 1000), name: "hero.png" });
    expect(run.credits_charged).toBe(1);
    // Alt text needs a remote vision model, which cannot run here: the fake OpenAI-compatible provider
    // answers in its place and names what it was shown (the adapter sends at most 1024 px, as JPEG).
    expect(run.text).toBe("A 1024x512 jpeg image.");
    expect(run.outputs).toHaveLength(1);
    expect(run.outputs[0]).toMatchObject({ mime: "image/png", width: 1600, height: 800 });
    expect(await sharp(await download(run.outputs[0].url)).metadata()).toMatchObject({ format: "png", width: 1600, height: 800 });

    const stored = await call(storeAssets, { method: "POST", path: "/api/v1/assets", key, json: { job_id: run.id } });
    expect(stored.status).toBe(201);
    const { assets } = await stored.json();
    expect(assets).toHaveLength(1);
    expect(assets[0]).toMatchObject({ kind: "image", width: 1600, height: 800, job_id: run.id, description: run.text });
  });

  it("Video preview: the first five seconds as WebM, encoded once", async () => {
    const clip = await makeClip(path.join(fixtures, "clip.mp4"), { size: "160x120", seconds: 7, rate: 10, codecArgs: MP4_CODECS });
    const { run } = await runRecipe("rcp_video-preview", { bytes: fs.readFileSync(clip), name: "clip.mp4" });
    expect(run.outputs[0]).toMatchObject({ mime: "video/webm", width: 160, height: 120 });
    const file = path.join(fixtures, "preview.webm");
    const bytes = await download(run.outputs[0].url);
    fs.writeFileSync(file, bytes);
    const probe = await ffprobeJson(file);
    expect(probe.format.format_name).toContain("webm");
    expect(Number(probe.format.duration)).toBeGreaterThan(4.8);
    expect(Number(probe.format.duration)).toBeLessThan(5.3);
    expect(probe.streams.find((s) => s.codec_type === "video")?.codec_name).toBe("vp9");
    // The final file is the trim step's own: no second, lossy encode.
    expect(bytes.equals(await download(run.steps[0].output.url))).toBe(true);
  });

  it("Document text: reads a scanned line as inline text, with no file", async () => {
    const page = await sharp(
      Buffer.from(svgOf({ width: 900, height: 160, body: `<rect width="100%" height="100%" fill="#ffffff"/><text x="40" y="105" font-family="DejaVu Sans" font-size="64" fill="#111111">DARKROOM 2026 INVOICE</text>` })),
    )
      .png()
      .toBuffer();
    const { run } = await runRecipe("rcp_document-text", { bytes: page, name: "scan.png" });
    expect(run.credits_charged).toBe(1);
    expect(run.text).toBe("DARKROOM 2026 INVOICE");
    expect(run.outputs).toEqual([]);
  });
});

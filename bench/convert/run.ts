// npm run bench:convert — the same conversions through POST /api/v1/convert (a real server over HTTP)
// and through the plain tools, at the same concurrency, in one run. Prints throughput and the ratio.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { binaryPath } from "@/lib/media/ffmpeg";
import { plainFfmpegConvert, plainSharpConvert } from "./plain-tools";

const IMAGES = Number(process.env.BENCH_IMAGES ?? 24);
const VIDEOS = Number(process.env.BENCH_VIDEOS ?? 3);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? os.availableParallelism());
const PORT = Number(process.env.BENCH_PORT ?? 3599);
const base = `http://127.0.0.1:${PORT}`;

async function pool<T>(count: number, concurrency: number, task: (i: number) => Promise<T>): Promise<number> {
  const started = performance.now();
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < count) await task(next++);
  }));
  return (performance.now() - started) / 1000;
}

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("server did not start");
}

async function uploadForm(file: string, name: string, fields: Record<string, string> = {}): Promise<FormData> {
  const form = new FormData();
  form.set("file", (await fs.openAsBlob(file)) as unknown as Blob, name);
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
}

async function convertViaApi(key: string, file: string, name: string, fields: Record<string, string>): Promise<void> {
  const response = await fetch(`${base}/api/v1/convert`, { method: "POST", headers: { authorization: `Bearer ${key}` }, body: await uploadForm(file, name, fields) });
  await finishConvert(response);
}

/** The same conversion of an input the server already holds (`job_id`): no upload, no input checks. */
async function convertStoredViaApi(key: string, jobId: string, fields: Record<string, string>): Promise<void> {
  const response = await fetch(`${base}/api/v1/convert`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify({ job_id: jobId, ...fields, width: fields.width ? Number(fields.width) : undefined, quality: fields.quality ? Number(fields.quality) : undefined }),
  });
  await finishConvert(response);
}

async function finishConvert(response: Response): Promise<void> {
  const job = await response.json();
  if (job.status !== "complete") throw new Error(`convert failed: ${JSON.stringify(job)}`);
  // A user downloads the result; so does the benchmark.
  await (await fetch(job.outputs[0].url)).arrayBuffer();
}

/** A 4000×3000 JPEG of about 3 MB, like a camera photo: shapes and gradients under grain. */
async function makePhotoLikeJpeg(file: string): Promise<void> {
  const [w, h] = [4000, 3000];
  const scene = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="#2a5d8f"/><stop offset="1" stop-color="#f0c27b"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/><circle cx="1400" cy="1300" r="700" fill="#c0392b"/>` +
      `<rect x="2300" y="600" width="1200" height="1800" fill="#27ae60" opacity="0.8"/></svg>`,
  );
  const grain = await sharp({ create: { width: w, height: h, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 22 } } }).png().toBuffer();
  await sharp(scene).composite([{ input: grain, blend: "soft-light" }]).jpeg({ quality: 90 }).toFile(file);
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "darkroom-bench-"));
  const jpeg = path.join(dir, "photo.jpg");
  await makePhotoLikeJpeg(jpeg);
  const clip = path.join(dir, "clip.mp4");
  await new Promise<void>((resolve, reject) =>
    spawn(binaryPath("ffmpeg"), ["-loglevel", "error", "-y", "-f", "lavfi", "-i", "testsrc2=size=1280x720:rate=30:duration=10", "-f", "lavfi", "-i", "sine=duration=10", "-c:v", "libx264", "-pix_fmt", "yuv420p", "-c:a", "aac", clip]).on("exit", (c) => (c === 0 ? resolve() : reject(new Error("ffmpeg")))),
  );

  const dataDir = path.join(dir, "data");
  const server = spawn(process.execPath, ["scripts/start.mjs"], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, HOSTNAME_BIND: "127.0.0.1", WORKER_CONCURRENCY: String(CONCURRENCY) },
    stdio: "ignore",
  });
  try {
    await waitForServer();
    const token = fs.readFileSync(path.join(dataDir, "admin-token"), "utf8").trim();
    const issued = await (await fetch(`${base}/api/admin/keys`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify({ email: "bench@example.com", plan: "business" }) })).json();
    const key = issued.key as string;
    await convertViaApi(key, jpeg, "photo.jpg", { width: "800", format: "webp" });

    const apiImage = await pool(IMAGES, CONCURRENCY, () => convertViaApi(key, jpeg, "photo.jpg", { width: "800", format: "webp", quality: "85" }));
    const upload = await (await fetch(`${base}/api/v1/uploads`, { method: "POST", headers: { authorization: `Bearer ${key}` }, body: await uploadForm(jpeg, "photo.jpg") })).json();
    const apiStoredImage = await pool(IMAGES, CONCURRENCY, () => convertStoredViaApi(key, upload.id, { width: "800", format: "webp", quality: "85" }));
    const plainImage = await pool(IMAGES, CONCURRENCY, (i) => plainSharpConvert(jpeg, path.join(dir, `plain-${i}.webp`)));
    const apiVideo = await pool(VIDEOS, CONCURRENCY, () => convertViaApi(key, clip, "clip.mp4", { format: "mp4" }));
    const plainVideo = await pool(VIDEOS, CONCURRENCY, (i) => plainFfmpegConvert(clip, path.join(dir, `plain-${i}.mp4`)));

    const row = (label: string, count: number, api: number, plain: number, unit: string) =>
      console.log(`${label.padEnd(34)} API ${(count / api).toFixed(2).padStart(7)} ${unit}   plain ${(count / plain).toFixed(2).padStart(7)} ${unit}   API/plain ${(plain / api).toFixed(2)}`);
    console.log(`machine: ${os.cpus()[0].model}, ${os.availableParallelism()} cores; concurrency ${CONCURRENCY}; JPEG ${(fs.statSync(jpeg).size / 1e6).toFixed(1)} MB`);
    row("4000x3000 JPEG -> 800 px WebP", IMAGES, apiImage, plainImage, "img/s");
    row("  same, input already stored (job_id)", IMAGES, apiStoredImage, plainImage, "img/s");
    row("10 s 720p clip -> mp4 (H.264/AAC)", VIDEOS, apiVideo, plainVideo, "clip/s");
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

void main();

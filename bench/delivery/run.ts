// npm run bench:delivery — delivery URLs (/d/…) on a built server, each figure side by side in one run:
// (a) a stored variant against the same server's /api/health, 16 keep-alive clients, alternating slices;
// (b) first renders of a 4000×3000 JPEG asset → ~800 px WebP (distinct widths and qualities, so every
//     request renders) against plain sharp doing the same transform of the stored file, same concurrency;
// (c) a 1 GiB video original streamed to a client, with the server's RSS growth read from /proc.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import sharp from "sharp";
import { load, printResult, summary, type Slice } from "../load";
import { makePhotoLikeJpeg } from "../photo";
import { getOk, issueKey, machine, postFile, sampleTreePeak, startBenchServer, treeCpuSeconds, treeRssMb, ownCpuSeconds, type BenchServer } from "../server";

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SLICE_SECONDS = Number(process.env.BENCH_SLICE_SECONDS ?? 2);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const IMAGES = Number(process.env.BENCH_IMAGES ?? 200);
// Many short rounds, each side first at random: a shared guest's speed drifts within seconds.
const RENDER_ROUNDS = Number(process.env.BENCH_RENDER_ROUNDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 6);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? os.availableParallelism());
const VIDEO_BYTES = Number(process.env.BENCH_BYTES ?? 1024 ** 3);
const PORT = Number(process.env.BENCH_PORT ?? 3597);
// The API makes at most this many variant URLs per call (LIMITS.deliveryVariantsPerCall).
const URLS_PER_CALL = 20;

type Variant = { width: number; quality: number };

/** The i-th distinct transform: widths 790–810, then the next quality, so no two requests share a stored variant. */
const variantAt = (i: number): Variant => ({ width: 790 + (i % 21), quality: 80 + Math.floor(i / 21) });

async function api<T>(server: BenchServer, key: string, method: string, pathname: string, body?: object): Promise<T> {
  const response = await fetch(`${server.base}${pathname}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function variantUrls(server: BenchServer, key: string, assetId: string, variants: Variant[]): Promise<string[]> {
  const urls: string[] = [];
  for (let i = 0; i < variants.length; i += URLS_PER_CALL) {
    const batch = variants.slice(i, i + URLS_PER_CALL).map((v) => ({ ...v, format: "webp" }));
    urls.push(...(await api<{ urls: string[] }>(server, key, "POST", `/api/v1/assets/${assetId}/variants`, { variants: batch })).urls);
  }
  return urls;
}

/** What renderVariant does, without the service: oriented, never enlarged, to WebP in memory. */
function plainRender(file: string, { width, quality }: Variant): Promise<Buffer> {
  return sharp(file, { sequentialRead: true, autoOrient: true }).resize(width, undefined, { fit: "inside", withoutEnlargement: true }).webp({ quality }).toBuffer();
}

async function pool(count: number, concurrency: number, task: (i: number) => Promise<unknown>): Promise<number> {
  const started = performance.now();
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < count) await task(next++);
  }));
  return (performance.now() - started) / 1000;
}

/**
 * A 1 GiB original with the server stopped: any bytes, stored as an MP4 asset of `accountId` straight
 * into its DATA_DIR (a convert job writing 1 GiB of video would take this shared machine many minutes).
 */
async function storeLargeVideo(dataDir: string, accountId: string): Promise<void> {
  process.env.DATA_DIR = dataDir;
  const { assets, closeDb, getDb } = await import("@/lib/platform/db");
  const { blobStore, newBlobKey } = await import("@/lib/platform/storage");
  const { createId, randomBase62 } = await import("@/lib/core/ids");
  const chunk = await sharp({ create: { width: 512, height: 512, channels: 4, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 60 } } }).raw().toBuffer();
  const blobKey = newBlobKey("vault");
  await blobStore().put(blobKey, Readable.from((function* () {
    for (let sent = 0; sent < VIDEO_BYTES; sent += chunk.length) yield chunk.subarray(0, Math.min(chunk.length, VIDEO_BYTES - sent));
  })()));
  const db = await getDb();
  await db.insert(assets).values({ id: createId("asset"), accountId, jobId: "job_bench", outputId: randomBase62(10), name: "long.mp4", mime: "video/mp4", sizeBytes: VIDEO_BYTES, width: 1280, height: 720, blobKey });
  // The database lock's holder is unref'd, so nothing else would keep this process alive until it lets go.
  const alive = setInterval(() => {}, 1000);
  await closeDb();
  clearInterval(alive);
}

/** Streams `url` to nowhere at the client's pace; answers the bytes received. */
function download(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers }, (response) => {
      let bytes = 0;
      response.on("data", (part: Buffer) => (bytes += part.length));
      response.on("end", () => resolve(bytes));
      response.on("error", reject);
    }).on("error", reject);
  });
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "darkroom-bench-delivery-"));
  const jpeg = path.join(dir, "photo.jpg");
  await makePhotoLikeJpeg(jpeg);
  const loadAtStart = os.loadavg()[0];
  let server = await startBenchServer({ port: PORT });
  try {
    const key = await issueKey(server, "delivery@example.com");
    const account = await api<{ id: string }>(server, key, "GET", "/api/v1/account");
    // The photo's asset is a convert job's 4000×3000 JPEG output, stored in the Vault.
    const { body } = await postFile({ url: `${server.base}/api/v1/convert`, key, file: jpeg, name: "photo.jpg", fields: { format: "jpeg", quality: "90" } });
    const job = JSON.parse(body) as { id: string; status: string };
    if (job.status !== "complete") throw new Error(`convert failed: ${body}`);
    await api(server, key, "POST", "/api/v1/assets", { job_id: job.id });
    await server.stop({ keepData: true });
    await storeLargeVideo(server.dataDir, account.id);
    server = await startBenchServer({ port: PORT, dataDir: server.dataDir });
    const pid = server.process.pid!;

    const listed = await api<{ assets: { id: string; mime: string; size_bytes: number; delivery_url: string }[] }>(server, key, "GET", "/api/v1/assets");
    const photo = listed.assets.find((a) => a.mime === "image/jpeg")!;
    const video = listed.assets.find((a) => a.mime === "video/mp4")!;
    const stored = path.join(dir, "stored.jpg");
    fs.writeFileSync(stored, await getOk(photo.delivery_url));
    const { width, height } = await sharp(stored).metadata();

    // (a) A stored variant against /api/health.
    const [variant] = await variantUrls(server, key, photo.id, [{ width: 800, quality: 85 }]);
    await getOk(variant);
    const health = Array.from({ length: CLIENTS }, () => ({ url: new URL("/api/health", server.base), key: null }));
    const served = Array.from({ length: CLIENTS }, () => ({ url: new URL(variant), key: null }));
    await load(health, WARMUP_SECONDS, pid);
    await load(served, WARMUP_SECONDS, pid);
    const healthSlices: Slice[] = [];
    const variantSlices: Slice[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      healthSlices.push(await load(health, SLICE_SECONDS, pid));
      variantSlices.push(await load(served, SLICE_SECONDS, pid));
    }
    const healthResult = summary("GET /api/health", healthSlices);
    const variantResult = summary("GET stored variant", variantSlices);

    // (b) First renders against plain sharp, each side's batches alternating.
    const variants = Array.from({ length: WARMUP + IMAGES }, (_, i) => variantAt(i));
    const urls = await variantUrls(server, key, photo.id, variants);
    let rendered = 0;
    const renderNext = async () => {
      const bytes = await getOk(urls[rendered++]);
      if (bytes.subarray(8, 12).toString() !== "WEBP") throw new Error("a variant is not WebP");
    };
    let plainDone = 0;
    const plainNext = () => plainRender(stored, variants[plainDone++ % variants.length]);
    await pool(WARMUP, CONCURRENCY, renderNext);
    await pool(WARMUP, CONCURRENCY, plainNext);
    const totals = { api: 0, plain: 0, serverCpu: 0, clientCpu: 0, plainCpu: 0 };
    for (let round = 0; round < RENDER_ROUNDS; round++) {
      const share = Math.floor(IMAGES / RENDER_ROUNDS) + (round < IMAGES % RENDER_ROUNDS ? 1 : 0);
      const sides = [
        async () => {
          const [cpu, client] = [treeCpuSeconds(pid), ownCpuSeconds()];
          totals.api += await pool(share, CONCURRENCY, renderNext);
          totals.serverCpu += treeCpuSeconds(pid) - cpu;
          totals.clientCpu += ownCpuSeconds() - client;
        },
        async () => {
          const own = ownCpuSeconds();
          totals.plain += await pool(share, CONCURRENCY, plainNext);
          totals.plainCpu += ownCpuSeconds() - own;
        },
      ];
      if (Math.random() < 0.5) sides.reverse();
      for (const side of sides) await side();
    }

    // (c) The 1 GiB original, after a warm-up download of its first 64 MiB.
    await download(video.delivery_url, { range: `bytes=0-${64 * 1024 * 1024 - 1}` });
    const rssBefore = treeRssMb(pid);
    const peak = sampleTreePeak(pid);
    const started = performance.now();
    const received = await download(video.delivery_url);
    const seconds = (performance.now() - started) / 1000;
    const rssPeak = peak.stop();
    if (received !== video.size_bytes) throw new Error(`received ${received} of ${video.size_bytes} bytes`);

    console.log(`machine: ${machine()} (load ${loadAtStart.toFixed(2)} at start); embedded PGlite, disk blobs`);
    console.log(`(a) ${CLIENTS} clients, ${WARMUP_SECONDS} s warm-up each, ${ROUNDS} alternating slices of ${SLICE_SECONDS} s`);
    printResult(healthResult);
    printResult(variantResult);
    const throughput = variantResult.requests / variantResult.seconds / (healthResult.requests / healthResult.seconds);
    console.log(`    variant/health: throughput ${throughput.toFixed(2)} (goal >= 0.80), p99 ${(variantResult.p99 / healthResult.p99).toFixed(2)}x health's (goal <= 2)`);
    console.log(`(b) ${width}x${height} JPEG asset -> 790-810 px WebP, ${IMAGES} first renders after ${WARMUP} warm-up, ${CONCURRENCY} in flight, ${RENDER_ROUNDS} rounds, each side first at random`);
    console.log(`    delivery ${(IMAGES / totals.api).toFixed(2)} img/s (server CPU ${((totals.serverCpu * 1000) / IMAGES).toFixed(0)} ms each, client ${((totals.clientCpu * 1000) / IMAGES).toFixed(1)} ms)   plain sharp ${(IMAGES / totals.plain).toFixed(2)} img/s (CPU ${((totals.plainCpu * 1000) / IMAGES).toFixed(0)} ms each)   delivery/plain ${(totals.plain / totals.api).toFixed(3)} (goal >= 0.90)`);
    console.log(`(c) ${(received / 1024 ** 3).toFixed(2)} GiB video original: ${(received / 1e6 / seconds).toFixed(0)} MB/s; server RSS ${rssBefore.toFixed(0)} MB before, peak ${rssPeak.toFixed(0)} MB, growth ${(rssPeak - rssBefore).toFixed(1)} MB (goal < 50)`);
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

void main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

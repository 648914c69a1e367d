// npm run bench:delivery — delivery URLs (/d/…) on a built server, each figure side by side in one run:
// (a) a stored variant against the same server's /api/health, 16 keep-alive clients, alternating slices;
// (b) first renders of a 4000×3000 JPEG asset → ~800 px WebP (distinct widths and qualities, so every
//     request renders) against plain sharp doing the same transform of the stored file, same concurrency;
// (c) a 1 GiB video original streamed to a client, with the server's RSS growth read from /proc;
// (d) what one account can do to another (issue 41): a light account's first renders alone and beside a
//     heavy account's burst of first renders (its latency, the ratio, its 503s), the render budget's
//     429s (a plus account, DELIVERY_RENDERS_PER_MINUTE_PLUS) with stored variants served meanwhile, and
//     the output size bound's refusals (POST …/variants and /d/). BENCH_PARTS=d runs (d) alone.
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
const PARTS = process.env.BENCH_PARTS ?? "abcd";
// (d): the heavy account's clients, each sending a new first render as soon as the last is answered; the light account's first renders.
const HEAVY_CLIENTS = Number(process.env.BENCH_HEAVY_CLIENTS ?? 12);
const LIGHT_RENDERS = Number(process.env.BENCH_LIGHT_RENDERS ?? 8);
// The plus plan's default budget (LIMITS.deliveryRendersPerMinutePlus), and how many first renders (d) asks of it.
const PLUS_BUDGET = 60;
const BUDGET_ASKS = Number(process.env.BENCH_BUDGET_ASKS ?? 80);
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

/** A fresh account on `plan` with its own key, through the admin API as the CLI does. */
async function issuePlanKey(server: BenchServer, email: string, plan: string): Promise<string> {
  const response = await fetch(`${server.base}/api/admin/keys`, {
    method: "POST",
    headers: { authorization: `Bearer ${server.adminToken}`, "content-type": "application/json" },
    body: JSON.stringify({ email, plan, credits: 0 }),
  });
  if (!response.ok) throw new Error(`issuing a key failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { key: string }).key;
}

/** A JPEG of `width`×`height` converted into the key's Vault (a convert job's output, as a user's would be); answers the asset's id. */
async function vaultImage(server: BenchServer, key: string, file: string): Promise<string> {
  const { body } = await postFile({ url: `${server.base}/api/v1/convert`, key, file, name: path.basename(file), fields: { format: "jpeg", quality: "85" } });
  const job = JSON.parse(body) as { id: string; status: string };
  if (job.status !== "complete") throw new Error(`convert failed: ${body}`);
  const stored = await api<{ assets: { id: string }[] }>(server, key, "POST", "/api/v1/assets", { job_id: job.id });
  return stored.assets[0].id;
}

/** GET `url` through node:http: the status and the milliseconds until the whole answer arrived. */
function timedGet(url: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http.get(url, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
      response.on("error", reject);
    }).on("error", reject);
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const statusCounts = (statuses: number[]) =>
  Object.entries(statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {}))
    .map(([status, count]) => `${count} × ${status}`)
    .join(", ");

/**
 * (d) One account against another, on the server as configured (DELIVERY_RENDER_CONCURRENCY: the cores).
 * The light account renders a 33-px WebP of a 600×400 JPEG, each time a new transform (so a first render);
 * alone, then while the heavy account's clients keep asking for new ~800 px WebP renders of the 4000×3000 photo.
 */
async function accountsApart(server: BenchServer, photoFile: string, dir: string): Promise<string[]> {
  const lines: string[] = [];
  const heavyKey = await issueKey(server, "heavy@example.com");
  const lightKey = await issueKey(server, "light@example.com");
  const plusKey = await issuePlanKey(server, "plus@example.com", "plus");
  const small = path.join(dir, "small.jpg");
  await sharp({ create: { width: 600, height: 400, channels: 3, background: "#5a7d9a" } }).jpeg({ quality: 85 }).toFile(small);
  const heavyPhoto = await vaultImage(server, heavyKey, photoFile);
  const lightImage = await vaultImage(server, lightKey, small);
  const plusImage = await vaultImage(server, plusKey, small);

  // Light alone: first renders one after another (33 px wide, then 34, …: every one new).
  let lightNext = 0;
  const lightUrls = async (count: number) => {
    const variants = Array.from({ length: count }, () => ({ width: 33, quality: 50 + lightNext++ }));
    return (await api<{ urls: string[] }>(server, lightKey, "POST", `/api/v1/assets/${lightImage}/variants`, { variants: variants.map((v) => ({ ...v, format: "webp" })) })).urls;
  };
  const alone: { status: number; ms: number }[] = [];
  for (const url of await lightUrls(LIGHT_RENDERS)) alone.push(await timedGet(url));

  // The heavy account's burst: its clients each ask for a new first render as soon as the last is answered.
  const heavyUrls = await variantUrls(server, heavyKey, heavyPhoto, Array.from({ length: 400 }, (_, i) => ({ width: 700 + (i % 200), quality: 60 + Math.floor(i / 200) })));
  let heavyNext = 0;
  let bursting = true;
  const heavyStatuses: number[] = [];
  const burst = Promise.all(
    Array.from({ length: HEAVY_CLIENTS }, async () => {
      while (bursting && heavyNext < heavyUrls.length) {
        const answer = await timedGet(heavyUrls[heavyNext++]);
        heavyStatuses.push(answer.status);
        // A refused client asks again after a short pause rather than in a tight loop.
        if (answer.status === 503) await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 2000)); // the burst under way: every slot it may take is taken
  const beside: { status: number; ms: number }[] = [];
  for (const url of await lightUrls(LIGHT_RENDERS)) beside.push(await timedGet(url));
  bursting = false;
  await burst;
  const ok = (answers: { status: number; ms: number }[]) => answers.filter((a) => a.status === 200).map((a) => a.ms);
  const aloneMs = median(ok(alone));
  const besideOk = ok(beside);
  // Every light request refused (as before issue 41) leaves no latency to show: the answers say it.
  const latency = besideOk.length
    ? `median ${median(besideOk).toFixed(0)} ms, max ${Math.max(...besideOk).toFixed(0)} ms, ratio ${(median(besideOk) / aloneMs).toFixed(2)}x`
    : "no render answered";
  lines.push(
    `(d) light account's first render (33 px WebP of a 600×400 JPEG), ${LIGHT_RENDERS} one after another: alone median ${aloneMs.toFixed(0)} ms; ` +
      `beside a heavy account's ${HEAVY_CLIENTS} clients of first renders (~800 px WebP of 4000×3000): ${latency}; ` +
      `light answers: ${statusCounts(beside.map((a) => a.status))}, refused in median ${median(beside.filter((a) => a.status !== 200).map((a) => a.ms))?.toFixed(0) ?? "-"} ms (goal: no 503, max within a few seconds); heavy answers meanwhile: ${statusCounts(heavyStatuses)}`,
  );

  // The budget: a plus account asks for more first renders than its minute holds, then its stored variants again.
  const plusVariants = Array.from({ length: BUDGET_ASKS }, (_, i) => ({ width: 20 + i, format: "webp" }));
  const plusUrls: string[] = [];
  for (let i = 0; i < plusVariants.length; i += URLS_PER_CALL) {
    plusUrls.push(...(await api<{ urls: string[] }>(server, plusKey, "POST", `/api/v1/assets/${plusImage}/variants`, { variants: plusVariants.slice(i, i + URLS_PER_CALL) })).urls);
  }
  const started = performance.now();
  const budgetStatuses: number[] = [];
  let retryAfter = "";
  for (const url of plusUrls) {
    const response = await fetch(url);
    await response.arrayBuffer();
    budgetStatuses.push(response.status);
    if (response.status === 429) retryAfter ||= response.headers.get("retry-after") ?? "";
  }
  const askedSeconds = (performance.now() - started) / 1000;
  const storedAgain = await Promise.all(plusUrls.slice(0, 20).map((url) => timedGet(url)));
  lines.push(
    `(d) render budget: a plus account (DELIVERY_RENDERS_PER_MINUTE_PLUS ${PLUS_BUDGET}) asks ${BUDGET_ASKS} first renders in ${askedSeconds.toFixed(1)} s: ${statusCounts(budgetStatuses)} (first Retry-After ${retryAfter} s); ` +
      `20 of its stored variants again at once: ${statusCounts(storedAgain.map((a) => a.status))}, median ${median(storedAgain.map((a) => a.ms)).toFixed(1)} ms`,
  );

  // The size bound: a 64 MP contain box refused when its URL is made, and at /d/ when signed offline; nothing decoded.
  const refusedPost = await fetch(`${server.base}/api/v1/assets/${heavyPhoto}/variants`, {
    method: "POST",
    headers: { authorization: `Bearer ${heavyKey}`, "content-type": "application/json" },
    body: JSON.stringify({ width: 8000, height: 8000, fit: "contain", format: "avif" }),
  });
  const postCode = ((await refusedPost.json()) as { error?: { code: string } }).error?.code;
  const { secret } = await api<{ secret: string }>(server, heavyKey, "POST", "/api/v1/delivery/secret");
  const segment = "w_8000,h_8000,fit_contain,f_avif";
  const { deliverySignature } = await import("@/lib/platform/links/delivery");
  const offline = `${server.base}/d/${heavyPhoto}/${segment}/${deliverySignature(secret, heavyPhoto, segment)}`;
  const refusals = [];
  for (let i = 0; i < 10; i++) refusals.push(await timedGet(offline));
  lines.push(
    `(d) size bound (DELIVERY_MAX_OUTPUT_PIXELS 25 MP): POST …/variants {8000×8000 contain, avif} → ${refusedPost.status} ${postCode}; ` +
      `/d/${segment} signed offline, 10 requests: ${statusCounts(refusals.map((a) => a.status))}, median ${median(refusals.map((a) => a.ms)).toFixed(1)} ms each (no render)`,
  );
  return lines;
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "darkroom-bench-delivery-"));
  const jpeg = path.join(dir, "photo.jpg");
  await makePhotoLikeJpeg(jpeg);
  const loadAtStart = os.loadavg()[0];
  let server = await startBenchServer({ port: PORT });
  try {
    if (!/[abc]/.test(PARTS)) {
      const lines = await accountsApart(server, jpeg, dir);
      console.log(`machine: ${machine()} (load ${loadAtStart.toFixed(2)} at start); embedded PGlite, disk blobs`);
      for (const line of lines) console.log(line);
      return;
    }
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
    if (PARTS.includes("d")) for (const line of await accountsApart(server, jpeg, dir)) console.log(line);
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

void main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

// npm run bench:convert — the same conversions through POST /api/v1/convert (a real server over HTTP)
// and through the plain tools, at the same concurrency, in one run. Prints throughput and the ratio.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { binaryPath } from "@/lib/platform/media/ffmpeg";
import { getOk, issueKey, ownCpuSeconds, postFile, postRawFile, startBenchServer, treeCpuSeconds } from "../server";
import { plainFfmpegConvert, plainSharpConvert } from "./plain-tools";
import { makePhotoLikeJpeg } from "../photo";

/** Images per side: with 24, one batch of eight per round, a neighbour's burst moved a run's ratio by ±7 %. */
const IMAGES = Number(process.env.BENCH_IMAGES ?? 60);
const VIDEOS = Number(process.env.BENCH_VIDEOS ?? 4);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? os.availableParallelism());
/** API and plain runs alternate in this many rounds, so a neighbour's load on a shared machine hits both sides alike. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Conversions through each API path before measuring: a fresh server's JIT keeps compiling its request path (its own CPU per stored-input image fell 37 → 31 ms over the first 400). */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 100);
const PORT = Number(process.env.BENCH_PORT ?? 3599);
/** Waited converts timed one at a time for the latency row, Darkroom's and the floor's alternating. */
const LATENCY_SAMPLES = Number(process.env.BENCH_LATENCY ?? 50);

async function pool<T>(count: number, concurrency: number, task: (i: number) => Promise<T>): Promise<number> {
  const started = performance.now();
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < count) await task(next++);
  }));
  return (performance.now() - started) / 1000;
}

type Side = { seconds: number; serverCpu: number; clientCpu: number };

/** Runs a batch and measures its wall time and the CPU time the server's process tree and this process spent on it. */
async function measured(serverPid: number, batch: () => Promise<number>): Promise<Side> {
  const [server, client] = [treeCpuSeconds(serverPid), ownCpuSeconds()];
  const seconds = await batch();
  return { seconds, serverCpu: treeCpuSeconds(serverPid) - server, clientCpu: ownCpuSeconds() - client };
}

const add = (a: Side, b: Side): Side => ({ seconds: a.seconds + b.seconds, serverCpu: a.serverCpu + b.serverCpu, clientCpu: a.clientCpu + b.clientCpu });

const NO_SIDE: Side = { seconds: 0, serverCpu: 0, clientCpu: 0 };

/** Each side's totals, the sides' batches taking turns round by round. `pid` is the server whose CPU counts as the side's. */
async function alternating<K extends string>(count: number, concurrency: number, sides: Record<K, { pid: number; task: (i: number) => Promise<void> }>): Promise<Record<K, Side>> {
  const names = Object.keys(sides) as K[];
  const total = Object.fromEntries(names.map((name) => [name, NO_SIDE])) as Record<K, Side>;
  for (let round = 0; round < ROUNDS; round++) {
    const share = Math.floor(count / ROUNDS) + (round < count % ROUNDS ? 1 : 0);
    for (const name of names) total[name] = add(total[name], await measured(sides[name].pid, () => pool(share, concurrency, sides[name].task)));
  }
  return total;
}

/** Each side's totals, its batches alternating round by round. */
async function sideBySide(serverPid: number, count: number, concurrency: number, api: (i: number) => Promise<void>, plain: (i: number) => Promise<void>): Promise<{ api: Side; plain: Side }> {
  return alternating(count, concurrency, { api: { pid: serverPid, task: api }, plain: { pid: serverPid, task: plain } });
}

async function convertViaApi(base: string, key: string, file: string, name: string, fields: Record<string, string>, { download = true } = {}): Promise<void> {
  const { body } = await postFile({ url: `${base}/api/v1/convert`, key, file, name, fields });
  await finishConvert(JSON.parse(body), { download });
}

/** The same conversion of an input the server already holds (`job_id`): no upload, no input checks. */
async function convertStoredViaApi(base: string, key: string, jobId: string, fields: Record<string, string>): Promise<void> {
  const response = await fetch(`${base}/api/v1/convert`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify({ job_id: jobId, ...fields, width: fields.width ? Number(fields.width) : undefined, quality: fields.quality ? Number(fields.quality) : undefined }),
  });
  await finishConvert(await response.json());
}

/** The form upload to a floor server's POST /convert; answers its JSON. */
async function postToFloor(label: string, base: string, file: string, fields: Record<string, string>): Promise<{ url?: string }> {
  const { status, body } = await postFile({ url: `${base}/convert`, key: "", file, name: "photo.jpg", fields });
  if (status !== 200) throw new Error(`${label} convert failed: ${status} ${body}`);
  return JSON.parse(body);
}

/** The floor for the upload row: the same round trip through a bare node:http server (`bare-server.ts`), with no service around the conversion. */
async function convertViaBare(base: string, file: string, fields: Record<string, string>): Promise<void> {
  await getOk((await postToFloor("bare", base, file, fields)).url!);
}

/** The strict floor (`strict-server.ts`): the raw upload read into memory and one sharp call, answered in JSON, nothing downloaded. */
async function convertViaStrict(base: string, file: string): Promise<void> {
  const { status, body } = await postRawFile({ url: `${base}/convert`, file });
  if (status !== 200) throw new Error(`strict convert failed: ${status} ${body}`);
}

/** The bound (`kept-upload-server.ts`): the multipart upload written to a file that is kept, the strict floor's sharp call from it, nothing downloaded. */
async function convertViaKept(base: string, file: string, fields: Record<string, string>): Promise<void> {
  await postToFloor("kept-upload", base, file, fields);
}

/** Median milliseconds of each side's round trip, one request in flight, the two sides taking turns so a neighbour's load hits both alike. */
async function latencyMedians(count: number, api: () => Promise<void>, floor: () => Promise<void>): Promise<{ api: number; floor: number }> {
  const timings = { api: [] as number[], floor: [] as number[] };
  for (let i = 0; i < count; i++) {
    for (const side of ["api", "floor"] as const) {
      const started = performance.now();
      await (side === "api" ? api : floor)();
      timings[side].push(performance.now() - started);
    }
  }
  return { api: median(timings.api), floor: median(timings.floor) };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function startFloorServer(script: string, port: number, dir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ["--import", "tsx", script, String(port), dir], { stdio: ["ignore", "ignore", "inherit"] });
  // Up to a minute: tsx compiles the script first, which a busy shared machine slows down.
  for (let i = 0; i < 600; i++) {
    if (await fetch(`http://127.0.0.1:${port}/health`).then((r) => r.ok, () => false)) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error(`${script} did not start`);
}

async function finishConvert(job: { status: string; outputs: { url: string }[] }, { download = true } = {}): Promise<void> {
  if (job.status !== "complete") throw new Error(`convert failed: ${JSON.stringify(job)}`);
  // A user downloads the result; so does the benchmark, except against the strict floor, which serves nothing.
  if (download) await getOk(job.outputs[0].url);
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "darkroom-bench-"));
  const jpeg = path.join(dir, "photo.jpg");
  await makePhotoLikeJpeg(jpeg);
  const clip = path.join(dir, "clip.mp4");
  await new Promise<void>((resolve, reject) =>
    spawn(binaryPath("ffmpeg"), ["-loglevel", "error", "-y", "-f", "lavfi", "-i", "testsrc2=size=1280x720:rate=30:duration=10", "-f", "lavfi", "-i", "sine=duration=10", "-c:v", "libx264", "-pix_fmt", "yuv420p", "-c:a", "aac", clip]).on("exit", (c) => (c === 0 ? resolve() : reject(new Error("ffmpeg")))),
  );

  const loadAtStart = os.loadavg()[0];
  const server = await startBenchServer({ port: PORT, env: { WORKER_CONCURRENCY: String(CONCURRENCY) } });
  const { base } = server;
  const serverPid = server.process.pid!;
  try {
    const key = await issueKey(server, "bench@example.com");
    const upload = JSON.parse((await postFile({ url: `${base}/api/v1/uploads`, key, file: jpeg, name: "photo.jpg" })).body);
    const imageFields = { width: "800", format: "webp", quality: "85" };
    const plainImage = (i: number) => plainSharpConvert(jpeg, path.join(dir, `plain-${i}.webp`));
    // Steady state, as a running service is: neither side's warm-up is counted.
    await pool(WARMUP, CONCURRENCY, () => convertViaApi(base, key, jpeg, "photo.jpg", imageFields));
    await pool(WARMUP, CONCURRENCY, () => convertStoredViaApi(base, key, upload.id, imageFields));
    await pool(Math.min(WARMUP, 10), CONCURRENCY, plainImage);
    const bareDir = fs.mkdtempSync(path.join(dir, "bare-"));
    const bare = await startFloorServer("bench/convert/bare-server.ts", PORT + 1, bareDir);
    const strict = await startFloorServer("bench/convert/strict-server.ts", PORT + 2, bareDir);
    const kept = await startFloorServer("bench/convert/kept-upload-server.ts", PORT + 3, bareDir);
    const bareBase = `http://127.0.0.1:${PORT + 1}`;
    const strictBase = `http://127.0.0.1:${PORT + 2}`;
    const keptBase = `http://127.0.0.1:${PORT + 3}`;
    let images: Record<"uploaded" | "uploadedNoDownload" | "stored" | "floor" | "strict" | "kept" | "plain", Side>;
    let latency: { api: number; floor: number };
    try {
      await pool(WARMUP, CONCURRENCY, () => convertViaBare(bareBase, jpeg, imageFields));
      await pool(WARMUP, CONCURRENCY, () => convertViaStrict(strictBase, jpeg));
      await pool(WARMUP, CONCURRENCY, () => convertViaKept(keptBase, jpeg, imageFields));
      // The doors, the two floors, the bound and plain sharp take turns in every round, so each ratio below compares batches run under the same load.
      images = await alternating(IMAGES, CONCURRENCY, {
        uploaded: { pid: serverPid, task: () => convertViaApi(base, key, jpeg, "photo.jpg", imageFields) },
        uploadedNoDownload: { pid: serverPid, task: () => convertViaApi(base, key, jpeg, "photo.jpg", imageFields, { download: false }) },
        stored: { pid: serverPid, task: () => convertStoredViaApi(base, key, upload.id, imageFields) },
        floor: { pid: bare.pid!, task: () => convertViaBare(bareBase, jpeg, imageFields) },
        strict: { pid: strict.pid!, task: () => convertViaStrict(strictBase, jpeg) },
        kept: { pid: kept.pid!, task: () => convertViaKept(keptBase, jpeg, imageFields) },
        plain: { pid: serverPid, task: plainImage },
      });
      latency = await latencyMedians(LATENCY_SAMPLES, () => convertViaApi(base, key, jpeg, "photo.jpg", imageFields), () => convertViaBare(bareBase, jpeg, imageFields));
    } finally {
      // Reaped inside a later batch, their CPU would count as this process's (cutime).
      await Promise.all([bare, strict, kept].map((floor) => new Promise((resolve) => floor.once("exit", resolve).kill())));
    }
    // One clip at a time: x264 already uses every core.
    const video = await sideBySide(serverPid, VIDEOS, 1, () => convertViaApi(base, key, clip, "clip.mp4", { format: "mp4" }), (i) => plainFfmpegConvert(clip, path.join(dir, `plain-${i}.mp4`)));

    // CPU per item is what a busy shared machine cannot blur: the API's is the server's whole process tree plus this client's uploads and downloads; plain's is this process (sharp) and its ffmpeg children.
    const ms = (seconds: number, count: number) => `${((seconds * 1000) / count).toFixed(0)} ms`;
    const row = (label: string, count: number, { api, plain }: { api: Side; plain: Side }, unit: string) => {
      console.log(`${label.padEnd(37)} API ${(count / api.seconds).toFixed(2).padStart(7)} ${unit}   plain ${(count / plain.seconds).toFixed(2).padStart(7)} ${unit}   API/plain ${(plain.seconds / api.seconds).toFixed(2)}`);
      console.log(`${"".padEnd(37)} CPU per item: API ${ms(api.serverCpu + api.clientCpu, count)} (server ${ms(api.serverCpu, count)}, client ${ms(api.clientCpu, count)})   plain ${ms(plain.clientCpu, count)}   plain/API ${(plain.clientCpu / (api.serverCpu + api.clientCpu)).toFixed(2)}`);
    };
    console.log(`machine: ${os.cpus()[0].model}, ${os.availableParallelism()} cores, load ${loadAtStart.toFixed(2)}→${os.loadavg()[0].toFixed(2)}; images ${CONCURRENCY} in flight after ${WARMUP} warm-up conversions per API path, clips one at a time; ${ROUNDS} alternating rounds; JPEG ${(fs.statSync(jpeg).size / 1e6).toFixed(1)} MB`);
    row("4000x3000 JPEG -> 800 px WebP", IMAGES, { api: images.uploaded, plain: images.plain }, "img/s");
    row("  same, input already stored (job_id)", IMAGES, { api: images.stored, plain: images.plain }, "img/s");
    row("  floor: bare node:http, no service", IMAGES, { api: images.floor, plain: images.plain }, "img/s");
    const ofFloor = (side: Side) => (images.floor.seconds / side.seconds).toFixed(2);
    console.log(`${"  of the floor".padEnd(37)} uploaded ${ofFloor(images.uploaded)} (goal >= 0.90)   stored ${ofFloor(images.stored)} (goal >= 0.95)`);
    row("  strict floor: raw body, one sharp call", IMAGES, { api: images.strict, plain: images.plain }, "img/s");
    row("  uploaded, result not downloaded", IMAGES, { api: images.uploadedNoDownload, plain: images.plain }, "img/s");
    row("  bound: the upload kept, no service", IMAGES, { api: images.kept, plain: images.plain }, "img/s");
    console.log(`${"  of the strict floor".padEnd(37)} uploaded, not downloaded ${(images.strict.seconds / images.uploadedNoDownload.seconds).toFixed(2)} (goal >= 0.90)   the bound ${(images.strict.seconds / images.kept.seconds).toFixed(2)}`);
    console.log(`${"  one in flight, median of " + LATENCY_SAMPLES}`.padEnd(37) + ` API ${latency.api.toFixed(1).padStart(7)} ms      floor ${latency.floor.toFixed(1).padStart(7)} ms      API-floor ${(latency.api - latency.floor).toFixed(1)} ms (goal <= 15)`);
    if (VIDEOS > 0) row("10 s 720p clip -> mp4 (H.264/AAC)", VIDEOS, video, "clip/s");
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

void main();

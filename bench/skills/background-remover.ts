// npm run bench:skills — background removal through POST /api/v1/run/background-remover on a real server
// (upload, queue, model, download): seconds per image, first and warm, and the resident memory of the
// whole server (every process: the launcher, the server, the model process) at its peak, with the model
// loaded and idle, and after idling past MODEL_IDLE_SECONDS (`--model-idle`), then the first image after that.
// Usage: npx tsx --conditions=react-server bench/skills/background-remover.ts [--images 6] [--width 1024] [--height 768] [--settle 60] [--idle 60] [--model-idle 30]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { type BenchServer, finished, getOk, issueKey, machine, postFile, sampleTreePeak, startBenchServer, treeRssMb } from "../server";
import { intFlag } from "./harness";
import { figureX, writeScene } from "./scenes";

const images = intFlag("images", 6);
const width = intFlag("width", 1024);
const height = intFlag("height", 768);
const idleSeconds = intFlag("idle", 60);
/** A server just started holds its start-up garbage for a while; measure one that has settled, as in service. */
const settleSeconds = intFlag("settle", 60);
const PORT = Number(process.env.BENCH_PORT ?? 3598);
/** The model process's idle stop for this run: shorter than `--idle`, so the run also measures a first use after an idle spell. */
const modelIdleSeconds = intFlag("model-idle", 30);
const GOALS = { warmSeconds: 1.0, peakMb: 1000, idleMb: 500, firstSeconds: 3 };

/** Mean alpha (0–255) of the sky's top-left corner and of the figure's torso in a cut-out of scene `i`: proof the model really ran. */
async function alphaMeans(png: Buffer, i: number): Promise<{ sky: number; figure: number }> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const mean = (x0: number, y0: number, size: number) => {
    let sum = 0;
    for (let y = y0; y < y0 + size; y++) for (let x = x0; x < x0 + size; x++) sum += data[(y * info.width + x) * 4 + 3];
    return sum / (size * size);
  };
  const box = Math.round(height * 0.05);
  return { sky: mean(0, 0, box * 2), figure: mean(Math.round(figureX(i, width) - box / 2), Math.round(height * 0.8 - box / 2), box) };
}

/** One request through POST /api/v1/run/background-remover, the cut-out downloaded: its seconds and the alpha means of scene `i`. */
async function removeOne(server: BenchServer, key: string, file: string, i: number): Promise<{ seconds: number; sky: number; figure: number }> {
  const started = performance.now();
  const job = await finished<{ status: string; outputs: { url: string }[] }>(await postFile({ url: `${server.base}/api/v1/run/background-remover`, key, file, name: `scene-${i}.jpg` }), key);
  if (job.status !== "complete") throw new Error(`background removal failed: ${JSON.stringify(job)}`);
  const png = await getOk(job.outputs[0].url);
  const seconds = (performance.now() - started) / 1000;
  return { seconds, ...(await alphaMeans(png, i)) };
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "darkroom-bench-bg-"));
  const server = await startBenchServer({ port: PORT, env: { MODEL_IDLE_SECONDS: String(modelIdleSeconds) } });
  try {
    const key = await issueKey(server, "bench@example.com", { credits: 100_000 });
    const pid = server.process.pid!;
    const inputs = await Promise.all(Array.from({ length: images }, (_, i) => writeScene({ dir, i, width, height })));
    process.stderr.write(`letting the server settle ${settleSeconds} s…\n`);
    await new Promise((r) => setTimeout(r, settleSeconds * 1000));
    const startRss = treeRssMb(pid);
    const peak = sampleTreePeak(pid);
    const seconds: number[] = [];
    const alpha = { sky: 0, figure: 0 };
    for (let i = 0; i < images; i++) {
      const one = await removeOne(server, key, inputs[i], i);
      seconds.push(one.seconds);
      alpha.sky += one.sky / images;
      alpha.figure += one.figure / images;
    }
    const peakRss = peak.stop();
    const busyRss = treeRssMb(pid);
    process.stderr.write(`idling ${idleSeconds} s (the model process stops after ${modelIdleSeconds} s)…\n`);
    await new Promise((r) => setTimeout(r, idleSeconds * 1000));
    const idleRss = treeRssMb(pid);
    const afterIdle = await removeOne(server, key, inputs[0], 0);

    const warm = seconds.slice(1);
    const warmMean = warm.reduce((a, b) => a + b, 0) / Math.max(1, warm.length);
    const verdict = (ok: boolean) => (ok ? "meets goal" : "MISSES goal");
    console.log(`machine: ${machine()}; ${images} images of ${width}×${height}, one request at a time, through POST /api/v1/run/background-remover; MODEL_IDLE_SECONDS=${modelIdleSeconds}`);
    console.log(`first image (starts the model process)  ${seconds[0].toFixed(2)} s   goal ≤ ${GOALS.firstSeconds} s: ${verdict(seconds[0] <= GOALS.firstSeconds)}`);
    console.log(`warm, per image                          ${warmMean.toFixed(2)} s (max ${Math.max(...warm).toFixed(2)})   goal ≤ ${GOALS.warmSeconds} s: ${verdict(warmMean <= GOALS.warmSeconds)}`);
    console.log(`first image after ${idleSeconds} s idle             ${afterIdle.seconds.toFixed(2)} s   goal ≤ ${GOALS.firstSeconds} s: ${verdict(afterIdle.seconds <= GOALS.firstSeconds)}`);
    console.log(`server RSS, all processes (${settleSeconds} s after start): before ${startRss.toFixed(0)} MB, peak ${peakRss.toFixed(0)} MB   goal ≤ ${GOALS.peakMb} MB: ${verdict(peakRss <= GOALS.peakMb)}`);
    console.log(`  each process at its own peak: ${peak.byProcess().map(({ command, peakMb }) => `${command} ${peakMb.toFixed(0)} MB`).join(", ")}`);
    console.log(`  after the last image (model loaded, idle) ${busyRss.toFixed(0)} MB, after ${idleSeconds} s idle ${idleRss.toFixed(0)} MB   goal < ${GOALS.idleMb} MB: ${verdict(idleRss < GOALS.idleMb)}`);
    console.log(`mean alpha of the cut-outs: sky ${alpha.sky.toFixed(1)} (want ~0), figure ${alpha.figure.toFixed(1)} (want ~255)`);
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

// npm run bench:skills — background removal through POST /api/v1/run/background-remover on a real server
// (upload, queue, model, download): seconds per image, first and warm, and the resident memory of the
// whole server (every process: Next.js, its workers, the model process) at its peak and after idling.
// Usage: npx tsx --conditions=react-server bench/skills/background-remover.ts [--images 6] [--width 1024] [--height 768] [--settle 60] [--idle 60]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { issueKey, sampleTreePeak, startBenchServer, treeRssMb, uploadForm } from "../server";
import { intFlag } from "./harness";

const images = intFlag("images", 6);
const width = intFlag("width", 1024);
const height = intFlag("height", 768);
const idleSeconds = intFlag("idle", 60);
/** A server just started holds its start-up garbage for a while; measure one that has settled, as in service. */
const settleSeconds = intFlag("settle", 60);
const PORT = Number(process.env.BENCH_PORT ?? 3598);
const GOALS = { warmSeconds: 1.5, peakMb: 1200, idleMb: 500 };

/** A different photo-like scene per index: sky gradient, a figure at a varying place, and a ball (the model counts it as background). */
async function scene(dir: string, i: number): Promise<string> {
  const file = path.join(dir, `scene-${i}.jpg`);
  const hue = (i * 67) % 360;
  const cx = figureX(i);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},45%,75%)"/><stop offset="1" stop-color="hsl(${hue},30%,92%)"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <ellipse cx="${cx}" cy="${height * 0.3}" rx="${width * 0.07}" ry="${height * 0.12}" fill="#e0ac8a"/>
    <path d="M${cx - width * 0.16} ${height} q0 ${-height * 0.5} ${width * 0.16} ${-height * 0.55} q${width * 0.16} ${height * 0.05} ${width * 0.16} ${height * 0.55}z" fill="hsl(${(hue + 180) % 360},50%,35%)"/>
    <circle cx="${width * 0.8}" cy="${height * 0.75}" r="${height * 0.1}" fill="#c0392b"/></svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toFile(file);
  return file;
}

const figureX = (i: number) => width * (0.35 + 0.06 * (i % 4));

/** Mean alpha (0–255) of the sky's top-left corner and of the figure's torso in a cut-out of scene `i`: proof the model really ran. */
async function alphaMeans(png: Buffer, i: number): Promise<{ sky: number; figure: number }> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const mean = (x0: number, y0: number, size: number) => {
    let sum = 0;
    for (let y = y0; y < y0 + size; y++) for (let x = x0; x < x0 + size; x++) sum += data[(y * info.width + x) * 4 + 3];
    return sum / (size * size);
  };
  const box = Math.round(height * 0.05);
  return { sky: mean(0, 0, box * 2), figure: mean(Math.round(figureX(i) - box / 2), Math.round(height * 0.8 - box / 2), box) };
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "darkroom-bench-bg-"));
  const server = await startBenchServer({ port: PORT });
  try {
    const key = await issueKey(server, "bench@example.com", { credits: 100_000 });
    const pid = server.process.pid!;
    const inputs = await Promise.all(Array.from({ length: images }, (_, i) => scene(dir, i)));
    process.stderr.write(`letting the server settle ${settleSeconds} s…\n`);
    await new Promise((r) => setTimeout(r, settleSeconds * 1000));
    const startRss = treeRssMb(pid);
    const peak = sampleTreePeak(pid);
    const seconds: number[] = [];
    const alpha = { sky: 0, figure: 0 };
    for (let i = 0; i < images; i++) {
      const started = performance.now();
      const response = await fetch(`${server.base}/api/v1/run/background-remover`, {
        method: "POST",
        headers: { authorization: `Bearer ${key}` },
        body: await uploadForm(inputs[i], `scene-${i}.jpg`),
      });
      const job = await response.json();
      if (job.status !== "complete") throw new Error(`background removal failed: ${JSON.stringify(job)}`);
      const png = Buffer.from(await (await fetch(job.outputs[0].url)).arrayBuffer());
      seconds.push((performance.now() - started) / 1000);
      const means = await alphaMeans(png, i);
      alpha.sky += means.sky / images;
      alpha.figure += means.figure / images;
    }
    const peakRss = peak.stop();
    const busyRss = treeRssMb(pid);
    process.stderr.write(`idling ${idleSeconds} s…\n`);
    await new Promise((r) => setTimeout(r, idleSeconds * 1000));
    const idleRss = treeRssMb(pid);

    const warm = seconds.slice(1);
    const warmMean = warm.reduce((a, b) => a + b, 0) / Math.max(1, warm.length);
    const verdict = (ok: boolean) => (ok ? "meets goal" : "MISSES goal");
    console.log(`machine: ${os.cpus()[0].model}, ${os.availableParallelism()} cores; ${images} images of ${width}×${height}, one request at a time, through POST /api/v1/run/background-remover`);
    console.log(`first image (starts the model process)  ${seconds[0].toFixed(2)} s`);
    console.log(`warm, per image                          ${warmMean.toFixed(2)} s (max ${Math.max(...warm).toFixed(2)})   goal ≤ ${GOALS.warmSeconds} s: ${verdict(warmMean <= GOALS.warmSeconds)}`);
    console.log(`server RSS, all processes (${settleSeconds} s after start): before ${startRss.toFixed(0)} MB, peak ${peakRss.toFixed(0)} MB   goal ≤ ${GOALS.peakMb} MB: ${verdict(peakRss <= GOALS.peakMb)}`);
    console.log(`  after the last image ${busyRss.toFixed(0)} MB, after ${idleSeconds} s idle ${idleRss.toFixed(0)} MB   goal < ${GOALS.idleMb} MB: ${verdict(idleRss < GOALS.idleMb)}`);
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

// npm run bench:shoot — a studio's shoot through a background-remover line: `--images` photos (default 50)
// sent to POST /api/v1/runs with the catalogue's product-photo recipe (background remover onto white,
// square crop, 1200 px, WebP) on a real server, `--concurrency` runs in flight (default: the cores).
// Prints images per minute, seconds per image, the first image (which starts the model process) and the
// resident memory of the whole server (every process) at its peak.
// Usage: npx tsx --conditions=react-server bench/skills/shoot.ts [--images 50] [--width 2048] [--height 1536] [--concurrency 2]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { finished, getOk, issueKey, machine, postFile, sampleTreePeak, startBenchServer, treeCpuSeconds, treeRssMb } from "../server";
import { intFlag } from "./harness";
import { writeScene } from "./scenes";

const images = intFlag("images", 50);
const width = intFlag("width", 2048);
const height = intFlag("height", 1536);
const concurrency = intFlag("concurrency", os.availableParallelism());
const PORT = Number(process.env.BENCH_PORT ?? 3597);
const RECIPE = "rcp_product-photo";

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "darkroom-bench-shoot-"));
  const server = await startBenchServer({ port: PORT });
  try {
    const key = await issueKey(server, "shoot@example.com", { credits: 100_000 });
    const pid = server.process.pid!;
    const inputs = await Promise.all(Array.from({ length: images }, (_, i) => writeScene({ dir, i, width, height })));
    const run = async (i: number) => {
      const started = performance.now();
      const view = await finished<{ status: string; outputs: { url: string }[] }>(await postFile({ url: `${server.base}/api/v1/runs`, key, file: inputs[i], name: `shot-${i}.jpg`, fields: { recipe: RECIPE } }), key);
      if (view.status !== "complete") throw new Error(`run ${i} failed: ${JSON.stringify(view)}`);
      await getOk(view.outputs[0].url);
      return (performance.now() - started) / 1000;
    };

    // The first image alone: it starts the model process, as a shoot's first photo does.
    const peak = sampleTreePeak(pid);
    const first = await run(0);
    const cpuBefore = treeCpuSeconds(pid);
    const started = performance.now();
    let next = 1;
    const seconds: number[] = [];
    await Promise.all(Array.from({ length: concurrency }, async () => {
      while (next < images) seconds.push(await run(next++));
    }));
    const wall = (performance.now() - started) / 1000;
    const cpu = treeCpuSeconds(pid) - cpuBefore;
    const peakRss = peak.stop();
    const rest = images - 1;
    console.log(`machine: ${machine()}; ${images} photos of ${width}×${height} through POST /api/v1/runs (recipe ${RECIPE}), ${concurrency} in flight`);
    console.log(`first photo (starts the model process)  ${first.toFixed(2)} s`);
    console.log(`the other ${rest}                           ${wall.toFixed(1)} s: ${((rest / wall) * 60).toFixed(1)} photos a minute, ${(wall / rest).toFixed(2)} s per photo, each run ${(seconds.reduce((a, b) => a + b, 0) / rest).toFixed(2)} s in flight`);
    console.log(`server CPU per photo                     ${(cpu / rest).toFixed(2)} s (all processes)`);
    console.log(`server RSS, all processes                peak ${peakRss.toFixed(0)} MB, after the shoot ${treeRssMb(pid).toFixed(0)} MB`);
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

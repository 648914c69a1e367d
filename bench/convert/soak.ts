// npm run bench:soak — a busy server over thousands of uploaded converts, as a long-running service sees them:
// the 4000×3000 JPEG uploaded, converted to 800 px WebP and downloaded, 2 in flight, without pause. Two servers
// take turns in blocks: Darkroom as it starts (its heap growth fixed, lib/runtime/heap-growth.ts) and the same
// build with V8's adaptive growth (`--heap-growing-percent=0` on its command line). Prints each block's pace
// and each server's full collections, from its own /metrics.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { makePhotoLikeJpeg } from "../photo";
import { getOk, issueKey, machine, postFile, startBenchServer, treeRssMb, type BenchServer } from "../server";

const IMAGES = Number(process.env.BENCH_IMAGES ?? 2000);
const BLOCK = Number(process.env.BENCH_BLOCK ?? 250);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? os.availableParallelism());
const PORT = Number(process.env.BENCH_PORT ?? 3601);
// Keys taken in turn, so no key meets its per-minute request limit.
const KEYS = 4;

type Side = { name: string; server: BenchServer; keys: string[]; done: number; blocks: number[] };

async function convertOnce(side: Side, jpeg: string): Promise<void> {
  const key = side.keys[side.done++ % KEYS];
  const { status, body } = await postFile({ url: `${side.server.base}/api/v1/convert`, key, file: jpeg, name: "photo.jpg", fields: { width: "800", format: "webp", quality: "85" } });
  const job = JSON.parse(body) as { status: string; outputs: { url: string }[] };
  if (status !== 200 || job.status !== "complete") throw new Error(`convert failed: ${status} ${body}`);
  await getOk(job.outputs[0].url);
}

/** Milliseconds per image over `count` converts, `CONCURRENCY` in flight. */
async function block(side: Side, jpeg: string, count: number): Promise<number> {
  const started = performance.now();
  let next = 0;
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (next++ < count) await convertOnce(side, jpeg);
  }));
  return (performance.now() - started) / count;
}

/** Full (mark-compact) collections of the server's web process so far: how many, and their seconds. */
async function majorCollections(server: BenchServer): Promise<{ count: number; seconds: number }> {
  const response = await fetch(`${server.base}/metrics`, { headers: { authorization: `Bearer ${server.adminToken}` } });
  if (!response.ok) throw new Error(`GET /metrics: ${response.status}`);
  const text = await response.text();
  // prom-client writes a label set only once it has observed it: no line means no full collection yet.
  const value = (name: string) => Number(new RegExp(`^${name}\\{kind="major"\\} (\\S+)$`, "m").exec(text)?.[1] ?? 0);
  return { count: value("nodejs_gc_duration_seconds_count"), seconds: value("nodejs_gc_duration_seconds_sum") };
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "darkroom-bench-soak-"));
  const jpeg = path.join(dir, "photo.jpg");
  await makePhotoLikeJpeg(jpeg);
  const sides: Side[] = [];
  try {
    for (const [i, [name, nodeArgs]] of ([["fixed growth (as shipped)", []], ["V8's adaptive growth", ["--heap-growing-percent=0"]]] as const).entries()) {
      const server = await startBenchServer({ port: PORT + i, nodeArgs: [...nodeArgs], env: { WORKER_CONCURRENCY: String(CONCURRENCY) } });
      sides.push({ name, server, keys: [], done: 0, blocks: [] });
      for (let k = 0; k < KEYS; k++) sides[i].keys.push(await issueKey(server, `soak${k}@example.com`));
    }
    const loadAtStart = os.loadavg()[0];
    for (let done = 0; done < IMAGES; done += BLOCK) {
      for (const side of sides) side.blocks.push(await block(side, jpeg, Math.min(BLOCK, IMAGES - done)));
    }
    console.log(`machine: ${machine()} (load ${loadAtStart.toFixed(2)} at start); ${IMAGES} uploaded converts per server, ${CONCURRENCY} in flight, blocks of ${BLOCK} taking turns`);
    const mean = (side: Side) => side.blocks.reduce((sum, ms) => sum + ms, 0) / side.blocks.length;
    for (const side of sides) {
      const { count, seconds } = await majorCollections(side.server);
      console.log(`${side.name.padEnd(26)} ms per image by block: ${side.blocks.map((ms) => ms.toFixed(1)).join(" ")}`);
      console.log(`${"".padEnd(26)} mean ${mean(side).toFixed(1)} ms; full collections ${count} (${(seconds * 1000).toFixed(0)} ms); RSS now ${treeRssMb(side.server.process.pid!).toFixed(0)} MB`);
    }
    console.log(`fixed growth's pace against adaptive growth's: ${(mean(sides[1]) / mean(sides[0])).toFixed(2)}`);
  } finally {
    for (const side of sides) await side.server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

void main();

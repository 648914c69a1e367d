// Darkroom's uploaded convert (POST /api/v1/convert, multipart, result not downloaded) on several servers against
// the strict floor (strict-server.ts), all taking turns round by round in one run, so a lever is measured A/B under
// the same load. Each side is a server of this build with its own environment, or another build's entry
// (`node scripts/build-server.mjs <outdir>` of another commit, run beside this build's .next).
// Usage: tsx --conditions=react-server bench/convert/ab.ts '<sides as JSON>'
//   e.g. '[{"name":"as built"},{"name":"libuv 8","env":{"UV_THREADPOOL_SIZE":"8"}}]'
// BENCH_IMAGES (per side, default 120), BENCH_ROUNDS (default 8), BENCH_WARMUP (per side, default 60), BENCH_CONCURRENCY (default 2).
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type BenchServer, issueKey, ownCpuSeconds, postFile, postRawFile, startBenchServer, threadCpuByName, treeCpuSeconds } from "../server";
import { makePhotoLikeJpeg } from "../photo";

const IMAGES = Number(process.env.BENCH_IMAGES ?? 120);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 60);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 2);
const PORT = Number(process.env.BENCH_PORT ?? 3699);

type SideSpec = { name: string; env?: Record<string, string>; entry?: string };
type Totals = { seconds: number; serverCpu: number; clientCpu: number; threads: Map<string, number> };

async function pool(count: number, task: () => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (next++ < count) await task();
  }));
}

async function startStrict(port: number, dir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ["--import", "tsx", "bench/convert/strict-server.ts", String(port), dir], { stdio: ["ignore", "ignore", "inherit"] });
  for (let i = 0; i < 600; i++) {
    if (await fetch(`http://127.0.0.1:${port}/health`).then((r) => r.ok, () => false)) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error("strict-server.ts did not start");
}

async function main() {
  const specs = JSON.parse(process.argv[2] ?? '[{"name":"as built"}]') as SideSpec[];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "darkroom-ab-"));
  const jpeg = path.join(dir, "photo.jpg");
  await makePhotoLikeJpeg(jpeg);
  const load = [os.loadavg()[0]];
  const servers: BenchServer[] = [];
  let strict: ChildProcess | undefined;
  try {
    const sides: { name: string; pid: number; task: () => Promise<void> }[] = [];
    for (const [i, spec] of specs.entries()) {
      const server = await startBenchServer({ port: PORT + i, env: { WORKER_CONCURRENCY: String(CONCURRENCY), ...spec.env }, entry: spec.entry });
      servers.push(server);
      const key = await issueKey(server, `ab${i}@example.com`);
      const fields = { width: "800", format: "webp", quality: "85" };
      sides.push({
        name: spec.name,
        pid: server.process.pid!,
        task: async () => {
          const { status, body } = await postFile({ url: `${server.base}/api/v1/convert`, key, file: jpeg, name: "photo.jpg", fields });
          if (status !== 200 || JSON.parse(body).status !== "complete") throw new Error(`${spec.name}: ${status} ${body}`);
        },
      });
    }
    const strictPort = PORT + specs.length;
    strict = await startStrict(strictPort, fs.mkdtempSync(path.join(dir, "strict-")));
    sides.push({
      name: "strict floor",
      pid: strict.pid!,
      task: async () => {
        const { status, body } = await postRawFile({ url: `http://127.0.0.1:${strictPort}/convert`, file: jpeg });
        if (status !== 200) throw new Error(`strict: ${status} ${body}`);
      },
    });
    for (const side of sides) await pool(WARMUP, side.task);
    const totals = new Map(sides.map((side) => [side.name, { seconds: 0, serverCpu: 0, clientCpu: 0, threads: new Map() } as Totals]));
    for (let round = 0; round < ROUNDS; round++) {
      const share = Math.floor(IMAGES / ROUNDS) + (round < IMAGES % ROUNDS ? 1 : 0);
      // Each round starts with another side, so no side always follows the same one.
      for (let k = 0; k < sides.length; k++) {
        const side = sides[(round + k) % sides.length];
        const total = totals.get(side.name)!;
        const [server, client, threads, started] = [treeCpuSeconds(side.pid), ownCpuSeconds(), threadCpuByName(side.pid), performance.now()];
        await pool(share, side.task);
        total.seconds += (performance.now() - started) / 1000;
        total.serverCpu += treeCpuSeconds(side.pid) - server;
        total.clientCpu += ownCpuSeconds() - client;
        for (const [name, seconds] of threadCpuByName(side.pid)) total.threads.set(name, (total.threads.get(name) ?? 0) + seconds - (threads.get(name) ?? 0));
      }
    }
    load.push(os.loadavg()[0]);
    const floor = totals.get("strict floor")!;
    const ms = (seconds: number) => ((seconds * 1000) / IMAGES).toFixed(1);
    console.log(`machine: ${os.cpus()[0].model}, ${os.availableParallelism()} cores, load ${load.map((l) => l.toFixed(2)).join("→")}; ${IMAGES} images per side, ${CONCURRENCY} in flight, ${ROUNDS} rounds, ${WARMUP} warm-up each`);
    for (const side of sides) {
      const t = totals.get(side.name)!;
      const threads = [...t.threads].filter(([, s]) => s > 0).sort((a, b) => b[1] - a[1]).map(([name, s]) => `${name} ${ms(s)}`).join(", ");
      console.log(`${side.name.padEnd(28)} ${(IMAGES / t.seconds).toFixed(2).padStart(6)} img/s  of strict ${(floor.seconds / t.seconds).toFixed(3)}  CPU ms/img server ${ms(t.serverCpu)} client ${ms(t.clientCpu)}  [${threads}]`);
    }
  } finally {
    if (strict) await new Promise((resolve) => strict!.once("exit", resolve).kill());
    await Promise.all(servers.map((server) => server.stop()));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

void main();

// npm run bench:reads — GET /api/v1/jobs/{id} against GET /api/health on the same built server:
// 16 clients, each with its own key and connection; prints req/s, p50, p99, the server's CPU time per
// request and the ratios. The two are measured in alternating slices (BENCH_ROUNDS ×
// BENCH_SLICE_SECONDS each), so a change in the machine's load hits both alike. With DATABASE_URL set
// the server runs on PostgreSQL.
import http from "node:http";
import { issueKey, machine, startBenchServer, treeCpuSeconds } from "../server";

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
// Business keys allow 1000 requests a minute; the warm-up plus all job slices must stay under that per key.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SLICE_SECONDS = Number(process.env.BENCH_SLICE_SECONDS ?? 2);
const PORT = Number(process.env.BENCH_PORT ?? 3598);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);

type Slice = { latencies: number[]; failures: number; seconds: number; serverCpuMs: number };
type Result = { label: string; requests: number; failures: number; seconds: number; p50: number; p99: number; cpuPerRequest: number };

function get(agent: http.Agent, url: URL, key: string | null): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: key ? { authorization: `Bearer ${key}` } : {} }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("error", reject);
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** CLIENTS loops, each on its own keep-alive connection, as fast as answers come, for `seconds`; `serverPid`'s CPU time is counted alongside. */
async function load(targets: { url: URL; key: string | null }[], seconds: number, serverPid: number): Promise<Slice> {
  const latencies: number[] = [];
  let failures = 0;
  const cpuBefore = treeCpuSeconds(serverPid);
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    targets.map(async ({ url, key }) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      while (performance.now() < end) {
        const t0 = performance.now();
        const status = await get(agent, url, key);
        latencies.push(performance.now() - t0);
        if (status !== 200) failures++;
      }
      agent.destroy();
    }),
  );
  return { latencies, failures, seconds: (performance.now() - started) / 1000, serverCpuMs: (treeCpuSeconds(serverPid) - cpuBefore) * 1000 };
}

function summary(label: string, slices: Slice[]): Result {
  const latencies = slices.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const seconds = slices.reduce((sum, s) => sum + s.seconds, 0);
  const failures = slices.reduce((sum, s) => sum + s.failures, 0);
  const serverCpuMs = slices.reduce((sum, s) => sum + s.serverCpuMs, 0);
  return { label, requests: latencies.length, failures, seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), cpuPerRequest: serverCpuMs / latencies.length };
}

function print(r: Result): void {
  const failed = r.failures ? `   (${r.failures} not 200!)` : "";
  console.log(`${r.label.padEnd(22)} ${(r.requests / r.seconds).toFixed(0).padStart(6)} req/s   p50 ${r.p50.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(6)} ms   server CPU ${r.cpuPerRequest.toFixed(2)} ms/request${failed}`);
}

async function main() {
  const server = await startBenchServer({ port: PORT });
  try {
    const targets: { url: URL; key: string }[] = [];
    for (let i = 0; i < CLIENTS; i++) {
      const key = await issueKey(server, `reads-${i}@example.com`);
      const form = new FormData();
      form.set("file", new Blob([new Uint8Array(TINY_PNG)]), "dot.png");
      const upload = await fetch(`${server.base}/api/v1/uploads`, { method: "POST", headers: { authorization: `Bearer ${key}` }, body: form });
      if (!upload.ok) throw new Error(`upload failed: ${upload.status} ${await upload.text()}`);
      const { id } = (await upload.json()) as { id: string };
      targets.push({ url: new URL(`/api/v1/jobs/${id}`, server.base), key });
    }
    const health = targets.map(() => ({ url: new URL("/api/health", server.base), key: null }));
    // Warm-up, not counted: JIT, route bundles and the key cache, as in a running service.
    const pid = server.process.pid!;
    await load(health, WARMUP_SECONDS, pid);
    await load(targets, WARMUP_SECONDS, pid);

    const healthSlices: Slice[] = [];
    const jobSlices: Slice[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      healthSlices.push(await load(health, SLICE_SECONDS, pid));
      jobSlices.push(await load(targets, SLICE_SECONDS, pid));
    }
    const healthResult = summary("GET /api/health", healthSlices);
    const jobsResult = summary("GET /api/v1/jobs/{id}", jobSlices);
    console.log(`machine: ${machine()}; database: ${process.env.DATABASE_URL ? "PostgreSQL" : "embedded PGlite"}; ${CLIENTS} clients, ${WARMUP_SECONDS} s warm-up each, ${ROUNDS} alternating slices of ${SLICE_SECONDS} s each`);
    print(healthResult);
    print(jobsResult);
    const throughput = jobsResult.requests / jobsResult.seconds / (healthResult.requests / healthResult.seconds);
    console.log(`jobs/health: throughput ${throughput.toFixed(2)} (goal >= 0.60), p99 ${(jobsResult.p99 / healthResult.p99).toFixed(2)}x health's (goal <= 2)`);
    // On a busy machine the server may not get a whole core; its CPU time per request is what it would do with one.
    console.log(`health/jobs server CPU per request: ${(healthResult.cpuPerRequest / jobsResult.cpuPerRequest).toFixed(2)} (throughput ratio of a CPU-bound server)`);
  } finally {
    await server.stop();
  }
}

// A 1×1 PNG: the upload is only there to give each key a finished job to read.
const TINY_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

void main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

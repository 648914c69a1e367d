// npm run bench:reads — GET /api/v1/jobs/{id} against GET /api/health on the same built server:
// 16 clients, each with its own key and connection; prints req/s, p50, p99, the server's CPU time per
// request and the ratios. The two are measured in alternating slices (BENCH_ROUNDS ×
// BENCH_SLICE_SECONDS each), so a change in the machine's load hits both alike. With DATABASE_URL set
// the server runs on PostgreSQL.
import { load, printResult, summary, type Slice } from "../load";
import { issueKey, machine, startBenchServer } from "../server";

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
// Business keys allow 1000 requests a minute: each client takes its keys in turn, so none reaches that
// within the warm-up and all job slices (a 429 is cheaper than a read and would flatter the figure).
const KEYS_PER_CLIENT = Number(process.env.BENCH_KEYS_PER_CLIENT ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SLICE_SECONDS = Number(process.env.BENCH_SLICE_SECONDS ?? 2);
const PORT = Number(process.env.BENCH_PORT ?? 3598);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);

async function main() {
  const server = await startBenchServer({ port: PORT });
  try {
    const targets: { url: URL; key: string }[][] = [];
    for (let i = 0; i < CLIENTS; i++) {
      const turns: { url: URL; key: string }[] = [];
      for (let k = 0; k < KEYS_PER_CLIENT; k++) {
        const key = await issueKey(server, `reads-${i}-${k}@example.com`);
        const form = new FormData();
        form.set("file", new Blob([new Uint8Array(TINY_PNG)]), "dot.png");
        const upload = await fetch(`${server.base}/api/v1/uploads`, { method: "POST", headers: { authorization: `Bearer ${key}` }, body: form });
        if (!upload.ok) throw new Error(`upload failed: ${upload.status} ${await upload.text()}`);
        const { id } = (await upload.json()) as { id: string };
        turns.push({ url: new URL(`/api/v1/jobs/${id}`, server.base), key });
      }
      targets.push(turns);
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
    printResult(healthResult);
    printResult(jobsResult);
    const throughput = jobsResult.requests / jobsResult.seconds / (healthResult.requests / healthResult.seconds);
    console.log(`jobs/health: throughput ${throughput.toFixed(2)} (goal >= 0.75), p99 ${(jobsResult.p99 / healthResult.p99).toFixed(2)}x health's (goal <= 1.5)`);
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

// npm run bench:reads — GET /api/v1/jobs/{id} against GET /api/health on the same built server:
// 16 clients, each with its own key and connection, for BENCH_SECONDS each; prints req/s, p50, p99
// and the ratios. With DATABASE_URL set the server runs on PostgreSQL.
import http from "node:http";
import { issueKey, machine, startServer } from "./server";

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
// Business keys allow 1000 requests a minute; the warm-up plus one window must stay under that per key.
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3598);

type Result = { label: string; requests: number; failures: number; seconds: number; p50: number; p99: number };

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

/** CLIENTS loops, each on its own keep-alive connection, as fast as answers come, for `seconds`. */
async function load(label: string, targets: { url: URL; key: string | null }[], seconds: number): Promise<Result> {
  const latencies: number[] = [];
  let failures = 0;
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
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { label, requests: latencies.length, failures, seconds: elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

function print(r: Result): void {
  const failed = r.failures ? `   (${r.failures} not 200!)` : "";
  console.log(`${r.label.padEnd(22)} ${(r.requests / r.seconds).toFixed(0).padStart(6)} req/s   p50 ${r.p50.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(6)} ms${failed}`);
}

async function main() {
  const server = await startServer({ port: PORT });
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
    // Warm-up: JIT, route bundles and the key cache, a second each.
    await load("warm-up", health, 1);
    await load("warm-up", targets, 1);

    const healthResult = await load("GET /api/health", health, SECONDS);
    const jobsResult = await load("GET /api/v1/jobs/{id}", targets, SECONDS);
    console.log(`machine: ${machine()}; database: ${process.env.DATABASE_URL ? "PostgreSQL" : "embedded PGlite"}; ${CLIENTS} clients, ${SECONDS} s each`);
    print(healthResult);
    print(jobsResult);
    const throughput = jobsResult.requests / jobsResult.seconds / (healthResult.requests / healthResult.seconds);
    console.log(`jobs/health: throughput ${throughput.toFixed(2)} (goal >= 0.60), p99 ${(jobsResult.p99 / healthResult.p99).toFixed(2)}x health's (goal <= 2)`);
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

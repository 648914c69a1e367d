// npm run bench:scale — job throughput with one and with two worker processes behind one web process
// on PostgreSQL (a fresh database on BENCH_PG_ADMIN_URL, dropped afterwards). Blobs on local disk in
// one shared DATA_DIR, or in S3 when S3_BUCKET (and the other S3_* settings) are set. Each worker runs
// WORKER_CONCURRENCY=1, so the figures compare process counts, not threads.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";

const JOBS = Number(process.env.BENCH_JOBS ?? 24);
const PORT = Number(process.env.BENCH_PORT ?? 3598);
const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const base = `http://127.0.0.1:${PORT}`;

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function start(args: string[], env: NodeJS.ProcessEnv): { child: ChildProcess; log: () => string } {
  const child = spawn(process.execPath, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  child.stdout!.on("data", (c) => (log += c));
  child.stderr!.on("data", (c) => (log += c));
  return { child, log: () => log };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** Queues `JOBS` conversions of the stored input and answers jobs per second until all are complete. */
async function measure(key: string, inputJobId: string): Promise<number> {
  const headers = { authorization: `Bearer ${key}`, "content-type": "application/json" };
  const started = performance.now();
  const ids = await Promise.all(
    Array.from({ length: JOBS }, async (_, i) => {
      const response = await fetch(`${base}/api/v1/convert`, { method: "POST", headers, body: JSON.stringify({ job_id: inputJobId, format: "webp", width: 1200 - i }) });
      if (![200, 202].includes(response.status)) throw new Error(`convert answered ${response.status}: ${await response.text()}`);
      return ((await response.json()) as { id: string }).id;
    }),
  );
  for (const id of ids) {
    await until(`job ${id}`, async () => {
      const job = (await (await fetch(`${base}/api/v1/jobs/${id}`, { headers })).json()) as { status: string };
      if (job.status === "failed" || job.status === "canceled") throw new Error(`job ${id} ${job.status}`);
      return job.status === "complete";
    });
  }
  return JOBS / ((performance.now() - started) / 1000);
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(process.cwd(), ".next", "BUILD_ID")) || !fs.existsSync(path.join(process.cwd(), "dist", "worker.mjs"))) throw new Error("run `npm run build` first");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "darkroom-bench-scale-"));
  const database = `darkroom_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${database}` }).toString();
  const env = { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: path.join(dir, "data"), WAIT_TIMEOUT_SECONDS: "0.2", WORKER_CONCURRENCY: "1" };
  const processes: ChildProcess[] = [];
  try {
    const web = start(["scripts/start.mjs"], { ...env, PORT: String(PORT), HOSTNAME_BIND: "127.0.0.1", DARKROOM_EMBEDDED_WORKERS: "false" });
    processes.push(web.child);
    await until("the web process", async () => (await fetch(`${base}/api/health`)).ok);
    const token = fs.readFileSync(path.join(env.DATA_DIR, "admin-token"), "utf8").trim();
    const issued = (await (await fetch(`${base}/api/admin/keys`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify({ email: "bench@example.com", plan: "business" }) })).json()) as { key: string };
    const jpeg = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 40, g: 120, b: 200 } } }).jpeg({ quality: 90 }).toBuffer();
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "photo.jpg");
    const upload = (await (await fetch(`${base}/api/v1/uploads`, { method: "POST", headers: { authorization: `Bearer ${issued.key}` }, body: form })).json()) as { id: string };

    const results: string[] = [];
    for (const workers of [1, 2]) {
      while (processes.length - 1 < workers) {
        const worker = start(["dist/worker.mjs"], env);
        processes.push(worker.child);
        await until("a worker process", async () => worker.log().includes("worker ready"));
      }
      await measure(issued.key, upload.id); // warm-up: sharp and the connection pools
      const rate = await measure(issued.key, upload.id);
      results.push(`${workers} worker process${workers > 1 ? "es" : ""}: ${rate.toFixed(2)} jobs/s`);
    }
    console.log(`3000x2000 JPEG -> WebP, ${JOBS} jobs per run, input already stored (job_id), ${os.availableParallelism()} cores, blobs on ${process.env.S3_BUCKET ? "S3" : "disk"}`);
    for (const line of results) console.log(line);
  } finally {
    for (const child of processes.reverse()) await stop(child);
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import { spawn, type ChildProcess } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "@/lib/platform/db";
import { makeAccount } from "@/test/helpers";
import { z } from "zod";
import { defineJobKind, jobKindRegistry } from "./job-kind";
import { enqueueJob, getJobRow, announceNewJob } from "./queue";
import { Worker } from "./worker";
import { waitUntilFinished } from "./wait";

// The same kind as in test/slow-worker-main.ts; here it finishes, and counts how often it ran.
const ranHere: string[] = [];
const testHang = defineJobKind({
  kind: "test-hang",
  title: "A hanging test job",
  params: z.object({}),
  handle: async ({ job }) => {
    ranHere.push(job.id);
    return { result: { text: `done ${job.id}` } };
  },
});

let child: ChildProcess | undefined;
let worker: Worker | undefined;
afterEach(async () => {
  child?.kill("SIGKILL");
  await worker?.stop();
});

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

// PGlite belongs to one process, so a second worker process needs PostgreSQL.
describe.skipIf(!process.env.TEST_DATABASE_URL)("a worker process killed mid-job", () => {
  // The child starts under tsx, which compiles the worker's modules first: on a busy machine that alone can take most of a minute.
  it("loses the job when its lease runs out; another worker completes it exactly once", { timeout: 240_000 }, async () => {
    const { accountId } = await makeAccount();
    const db = await getDb();
    child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "test/slow-worker-main.ts"], {
      env: { ...process.env, JOB_LEASE_SECONDS: "2", WORKER_CONCURRENCY: "1", LOG_LEVEL: "info" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let log = "";
    child.stdout!.on("data", (chunk) => (log += chunk));
    child.stderr!.on("data", (chunk) => (log += chunk));
    await until("the worker process is ready", async () => log.includes("worker ready"));

    const job = await db.transaction((tx) => enqueueJob(tx, { accountId, kind: "test-hang", params: {} }));
    announceNewJob(job.id);
    const childWorker = `_${child.pid}_`;
    await until("the worker process holds the job", async () => (await getJobRow(job.id))!.workerId?.includes(childWorker) ?? false);
    child.kill("SIGKILL");
    await new Promise((resolve) => child!.once("exit", resolve));

    worker = new Worker(1, jobKindRegistry([testHang]));
    worker.start();
    await waitUntilFinished({ id: job.id, timeoutMs: 30_000, isFinished: async () => (await getJobRow(job.id))!.status === "complete" });
    const done = (await getJobRow(job.id))!;
    expect(done).toMatchObject({ status: "complete", attempts: 2, result: { text: `done ${job.id}` } });
    // Each loop claims with its own id under the worker's.
    expect(done.workerId?.startsWith(`${worker.id}_cpu`)).toBe(true);
    expect(ranHere).toEqual([job.id]);
  });
});

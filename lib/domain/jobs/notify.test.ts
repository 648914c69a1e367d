import { describe, expect, it } from "vitest";
import { z } from "zod";
import { env } from "@/lib/platform/config/env";
import { getDb } from "@/lib/platform/db";
import { makeAccount } from "@/test/helpers";
import { jobEvents, type JobChange } from "./events";
import { defineJobKind, jobKindRegistry } from "./job-kind";
import { getJobRow } from "./queue";
import { listenerName, listenForJobChanges } from "./notify";
import { Worker } from "./worker";

// Only this process's listener: test files running beside this one have their own.
const OWN_LISTENER = `SELECT pid FROM pg_stat_activity WHERE application_name = '${listenerName()}' AND query = 'LISTEN darkroom_jobs'`;
const quick = jobKindRegistry([defineJobKind({ kind: "test-quick", title: "A quick job", params: z.object({}), handle: async () => ({}) })]);

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// LISTEN/NOTIFY is PostgreSQL's: the embedded database has one process and wakes its loops in memory.
describe.skipIf(!process.env.TEST_DATABASE_URL)("job change notifications across processes (PostgreSQL)", () => {
  it("replays another connection's NOTIFY as a local job change", async () => {
    await getDb();
    const stop = await listenForJobChanges();
    const received = new Promise<JobChange>((resolve) => jobEvents().once("change", resolve));
    const { Client } = await import("pg");
    const other = new Client({ connectionString: env().DATABASE_URL });
    await other.connect();
    await other.query(`SELECT pg_notify('darkroom_jobs', $1)`, [JSON.stringify({ jobId: "job_from_elsewhere", status: "complete" })]);
    await other.end();
    expect(await received).toEqual({ jobId: "job_from_elsewhere", status: "complete" });
    await stop();
  });

  it("listens again after its connection is killed (pg_terminate_backend), polling meanwhile", async () => {
    await getDb();
    const stop = await listenForJobChanges();
    const { Client } = await import("pg");
    const other = new Client({ connectionString: env().DATABASE_URL });
    await other.connect();
    try {
      const killed = await other.query(
        `SELECT pg_terminate_backend(pid) AS ok FROM (${OWN_LISTENER}) own`,
      );
      expect(killed.rows.length).toBeGreaterThan(0);
      const seen = new Set<string>();
      const onChange = (change: JobChange) => seen.add(change.jobId);
      jobEvents().on("change", onChange);
      // Sent again until it arrives: the first ones may land before the listener is back.
      for (let i = 0; i < 100 && !seen.has("job_after_reconnect"); i++) {
        await other.query(`SELECT pg_notify('darkroom_jobs', $1)`, [JSON.stringify({ jobId: "job_after_reconnect", status: "queued" })]);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      jobEvents().off("change", onChange);
      expect(seen.has("job_after_reconnect")).toBe(true);
    } finally {
      await other.end();
      await stop();
    }
  });

  it("after its listening connection is killed, a job another process queues still starts within a second (woken, not polled)", async () => {
    const { accountId } = await makeAccount();
    const stop = await listenForJobChanges();
    // No idle poll within the test: only a notification can wake the loop.
    const worker = new Worker({ cpu: 1 }, quick, { idlePollMs: 3_600_000 });
    worker.start();
    const { Client } = await import("pg");
    const other = new Client({ connectionString: env().DATABASE_URL });
    await other.connect();
    try {
      await other.query(`SET search_path TO ${env().DARKROOM_PG_SCHEMA}`);
      const listeners = async () => (await other.query<{ pid: number }>(OWN_LISTENER)).rows.map((r) => r.pid);
      const before = await listeners();
      expect(before).toHaveLength(1);
      await other.query(`SELECT pg_terminate_backend(pid) FROM (${OWN_LISTENER}) own`);
      await until("the listener is back on a new connection", async () => (await listeners()).some((pid) => !before.includes(pid)));
      // Another process queues a job the way submitJob does: a row, then a notification after the commit.
      const jobId = `job_notify_${Date.now()}`;
      await other.query(`INSERT INTO jobs (id, account_id, kind, lane, status) VALUES ($1, $2, 'test-quick', 'cpu', 'queued')`, [jobId, accountId]);
      await other.query(`SELECT pg_notify('darkroom_jobs', $1)`, [JSON.stringify({ jobId, status: "queued", lane: "cpu" })]);
      await until("the job starts", async () => (await getJobRow(jobId))?.status !== "queued", 1000);
    } finally {
      await other.end();
      await worker.stop();
      await stop();
    }
  });
});

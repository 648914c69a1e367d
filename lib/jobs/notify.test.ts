import { describe, expect, it } from "vitest";
import { env } from "@/lib/config/env";
import { getDb } from "@/lib/db";
import { jobEvents, type JobChange } from "./events";
import { listenForJobChanges } from "./notify";

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
        `SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE query = 'LISTEN darkroom_jobs' AND pid <> pg_backend_pid()`,
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
});

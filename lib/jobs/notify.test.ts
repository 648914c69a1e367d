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
});

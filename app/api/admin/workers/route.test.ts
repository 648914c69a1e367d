import os from "node:os";
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { afterAll, describe, expect, it } from "vitest";
import { GET } from "./route";
import { createOperator, signUp } from "@/lib/domain/accounts/accounts";
import { ensureAdminToken } from "@/lib/domain/admin/token";
import { createSession } from "@/lib/domain/auth/session";
import { getDb, workers } from "@/lib/platform/db";
import { defineJobKind, jobKindRegistry } from "@/lib/domain/jobs/job-kind";
import { announceNewJob, enqueueJob, getJobRow } from "@/lib/domain/jobs/queue";
import { Worker } from "@/lib/domain/jobs/worker";
import { HEARTBEAT_SECONDS, type WorkerView } from "@/lib/platform/metrics/worker-registry";
import { BASE, call, expectError, makeAccount } from "@/test/helpers";

/** A job that runs until the test lets it finish, so the worker has something running. */
let finish = () => {};
const held = defineJobKind({
  kind: "test-held",
  title: "A held test job",
  params: z.object({}),
  handle: () => new Promise((resolve) => (finish = () => resolve({ result: { text: "done" } }))),
});
const worker = new Worker(2, jobKindRegistry([held]));

/** A Workbench session: of an operator made on purpose, or of a web sign-up (always a user). */
async function signedIn(role: "operator" | "user") {
  const account = await (role === "operator" ? createOperator : signUp)({ email: `person-${randomBytes(5).toString("hex")}@example.com`, password: "a-long-password" });
  const { token } = await createSession(account.id);
  return { cookie: `dr_session=${token}`, origin: BASE };
}

const list = (who: { key?: string; headers?: Record<string, string> }) => call(GET, { path: "/api/admin/workers", ...who });

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, seconds: number): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

afterAll(() => worker.stop());

describe("GET /api/admin/workers", async () => {
  const operator = await signedIn("operator");
  const user = await signedIn("user");
  const token = { key: ensureAdminToken() };
  const mine = async (who: { key?: string; headers?: Record<string, string> }) =>
    ((await (await list(who)).json()).workers as WorkerView[]).find((w) => w.id === worker.id);

  it("lists a running worker process with its host, pid, lanes, running jobs and a fresh heartbeat, to the admin token and the operator", async () => {
    worker.start();
    const { accountId } = await makeAccount();
    const job = await (await getDb()).transaction((tx) => enqueueJob(tx, { accountId, kind: "test-held", params: {} }));
    announceNewJob(job.id);
    await until(() => getJobRow(job.id), (row) => row?.status === "running", 30);
    // The running count arrives with the next heartbeat.
    const seen = await until(() => mine(token), (w) => w?.running_jobs === 1, 3 * HEARTBEAT_SECONDS);
    expect(seen).toMatchObject({ host: os.hostname(), pid: process.pid, lanes: { cpu: 2, io: 2 }, running_jobs: 1, stale: false });
    expect(Date.parse(seen!.last_heartbeat_at)).toBeGreaterThanOrEqual(Date.parse(seen!.started_at));
    const response = await list({ headers: operator });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ heartbeat_seconds: HEARTBEAT_SECONDS, stale_after_seconds: 3 * HEARTBEAT_SECONDS, workers: expect.arrayContaining([expect.objectContaining({ id: worker.id })]) });
    finish();
    await until(() => getJobRow(job.id), (row) => row?.status === "complete", 30);
  });

  it("marks a process whose heartbeat is older than three intervals as stale", async () => {
    await (await getDb()).insert(workers).values({ id: "wrk_gone", host: "gone.example", pid: 4242, lanes: { cpu: 1 }, lastHeartbeatAt: sql`now() - interval '1 minute'` });
    const { workers: listed } = await (await list(token)).json();
    expect(listed.find((w: WorkerView) => w.id === "wrk_gone")).toMatchObject({ host: "gone.example", pid: 4242, lanes: { cpu: 1 }, running_jobs: 0, stale: true });
  });

  it("drops a worker that stops", async () => {
    await worker.stop();
    expect(await mine(token)).toBeUndefined();
  });

  it("refuses a plain user's session with 403, and no credentials, a wrong token or an API key with 401", async () => {
    await expectError(await list({ headers: user }), 403, "forbidden");
    const { key } = await makeAccount({ plan: "business" });
    for (const who of [{}, { key: `dka_${"x".repeat(43)}` }, { key }, { key, headers: operator }]) await expectError(await list(who), 401, "unauthorized");
  });
});

// Imports only the cancel routes and low-level modules: nothing here loads the job kinds, so the
// refunds below happen only because the cancel path imports the registry itself.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as cancelJobRoute } from "@/app/api/v1/jobs/[id]/cancel/route";
import { POST as cancelRunRoute } from "@/app/api/v1/runs/[id]/cancel/route";
import { issueKeyForEmail } from "@/lib/domain/admin/operator";
import { createId } from "@/lib/core/ids";
import { accounts, getDb, runSteps, runs } from "@/lib/platform/db";
import { chargeJob } from "./charges";
import { enqueueJob } from "./queue";

async function account(credits: number) {
  const issued = await issueKeyForEmail({ email: `cancel-${randomBytes(5).toString("hex")}@example.com`, plan: "pro", credits });
  return { accountId: issued.account_id, key: issued.key };
}

function post(handler: typeof cancelJobRoute, { path, key, id }: { path: string; key: string; id: string }) {
  const request = new Request(new URL(path, "http://darkroom.test"), { method: "POST", headers: { authorization: `Bearer ${key}` } });
  return handler(request, { params: Promise.resolve({ id }) });
}

async function balance(accountId: string) {
  const [row] = await (await getDb()).select({ credits: accounts.credits }).from(accounts).where(eq(accounts.id, accountId));
  return row.credits;
}

describe("canceling through the routes refunds without any other module loading the kinds", () => {
  it("POST /api/v1/jobs/{id}/cancel gives a charged skill job's credits back", async () => {
    const { accountId, key } = await account(5);
    const db = await getDb();
    const job = await db.transaction(async (tx) => {
      const row = await enqueueJob(tx, { accountId, kind: "skill", params: { skill: "extract-text", options: {} } });
      return chargeJob(tx, { job: row, amount: 2, note: "extract-text" });
    });
    expect(await balance(accountId)).toBe(3);
    const response = await post(cancelJobRoute, { path: `/api/v1/jobs/${job.id}/cancel`, key, id: job.id });
    expect(await response.json()).toMatchObject({ status: "canceled", skill: "extract-text", credits_charged: 0, credits_refunded: 2 });
    expect(await balance(accountId)).toBe(5);
  });

  it("POST /api/v1/runs/{id}/cancel refunds the run's charged, unfinished step", async () => {
    const { accountId, key } = await account(5);
    const db = await getDb();
    const runId = createId("run");
    await db.transaction(async (tx) => {
      const run = await enqueueJob(tx, { id: runId, accountId, kind: "run", params: { total_credits: 2 } });
      await tx.insert(runs).values({ id: runId, accountId });
      await tx.insert(runSteps).values({ id: createId("step"), runId, position: 0, tool: "extract-text", status: "running", attempt: 1, creditsCharged: 2, spec: { options: {}, price: 2, reference: null } });
      await chargeJob(tx, { job: run, amount: 2, key: `run:${runId}:0:1`, note: "extract-text (step 0)" });
    });
    expect(await balance(accountId)).toBe(3);
    const response = await post(cancelRunRoute, { path: `/api/v1/runs/${runId}/cancel`, key, id: runId });
    expect(await response.json()).toMatchObject({ status: "canceled", credits_charged: 0, credits_refunded: 2, steps: [{ status: "canceled", refunded: true }] });
    expect(await balance(accountId)).toBe(5);
  });
});

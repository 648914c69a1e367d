import { and, eq, or } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts, creditLedger, getDb, jobs } from "@/lib/platform/db";
import { makeAccount } from "@/test/helpers";
import { chargeJob, refundJob } from "./charges";
import { enqueueJob } from "./queue";

async function queued(kind: "skill" | "run", credits: number) {
  const { accountId } = await makeAccount({ credits });
  const db = await getDb();
  const id = `${kind === "run" ? "run" : "job"}_${Math.random().toString(36).slice(2)}`;
  return db.transaction((tx) => enqueueJob(tx, { id, accountId, kind, params: {} }));
}

/** The job's credits_charged, what its ledger rows add up to, and the balance. */
async function books(job: { id: string; accountId: string }) {
  const db = await getDb();
  const [row] = await db.select().from(jobs).where(eq(jobs.id, job.id));
  const ledger = await db.select().from(creditLedger).where(and(eq(creditLedger.accountId, job.accountId), or(eq(creditLedger.jobId, job.id), eq(creditLedger.runId, job.id))));
  const [account] = await db.select({ credits: accounts.credits }).from(accounts).where(eq(accounts.id, job.accountId));
  return { charged: row.creditsCharged, ledgerNet: ledger.reduce((net, e) => net - e.amount, 0), rows: ledger.length, balance: account.credits };
}

describe("chargeJob and refundJob keep the ledger and credits_charged together", () => {
  it("charges once per key, refunds once, and the job's credits_charged always equals its ledger", async () => {
    const job = await queued("skill", 10);
    const db = await getDb();
    await db.transaction((tx) => chargeJob(tx, { job, amount: 4, note: "alt-text" }));
    await db.transaction((tx) => chargeJob(tx, { job, amount: 4, note: "alt-text" }));
    expect(await books(job)).toEqual({ charged: 4, ledgerNet: 4, rows: 1, balance: 6 });
    expect(await db.transaction((tx) => refundJob(tx, { jobId: job.id }))).toBe(4);
    expect(await db.transaction((tx) => refundJob(tx, { jobId: job.id }))).toBe(0);
    expect(await books(job)).toEqual({ charged: 0, ledgerNet: 0, rows: 2, balance: 10 });
  });

  it("adds up a run's per-step charges under the run id and refunds one step alone", async () => {
    const run = await queued("run", 10);
    const db = await getDb();
    await db.transaction((tx) => chargeJob(tx, { job: run, amount: 2, key: `run:${run.id}:0:1`, note: "step 0" }));
    await db.transaction((tx) => chargeJob(tx, { job: run, amount: 3, key: `run:${run.id}:1:1`, note: "step 1" }));
    expect(await books(run)).toEqual({ charged: 5, ledgerNet: 5, rows: 2, balance: 5 });
    await db.transaction((tx) => refundJob(tx, { jobId: run.id, key: `run:${run.id}:1:1` }));
    expect(await books(run)).toEqual({ charged: 2, ledgerNet: 2, rows: 3, balance: 8 });
    const entries = await db.select().from(creditLedger).where(eq(creditLedger.runId, run.id));
    expect(entries.every((e) => e.jobId === null)).toBe(true);
  });

  it("changes nothing when the balance cannot pay", async () => {
    const job = await queued("skill", 1);
    const db = await getDb();
    await expect(db.transaction((tx) => chargeJob(tx, { job, amount: 2, note: "x" }))).rejects.toMatchObject({ code: "insufficient_credits" });
    expect(await books(job)).toEqual({ charged: 0, ledgerNet: 0, rows: 0, balance: 1 });
  });
});

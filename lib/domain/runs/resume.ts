import { and, eq, gte, inArray, sql } from "drizzle-orm";
import { ApiError } from "@/lib/core/errors";
import { accounts, getDb, jobs, runs, runSteps } from "@/lib/platform/db";
import { announceNewJob } from "@/lib/domain/jobs/queue";
import { checkOpenJobs } from "@/lib/domain/jobs/submit";
import { readStepSpec } from "./run-job";
import { getRunOrThrow } from "./view";

/** Puts a failed run back in the queue from its failed step; finished steps keep their outputs and are not charged again. */
export async function resumeRun({ accountId, runId }: { accountId: string; runId: string }) {
  const run = await getRunOrThrow({ accountId, runId });
  // A batch ends once, when its last item does (its webhook sent, its archive made): its items are not taken up again one by one.
  if (run.batchId) throw new ApiError("conflict", `Run ${runId} is an item of batch ${run.batchId}, which has ended; start a new batch (or a run) for this input.`);
  if (run.status !== "failed" && run.status !== "canceled") throw new ApiError("conflict", `Run ${runId} is ${run.status}; only a failed or canceled run can be resumed.`);
  const db = await getDb();
  const resumed = await db.transaction(async (tx) => {
    const steps = await tx.select().from(runSteps).where(eq(runSteps.runId, runId));
    const from = Math.min(...steps.filter((s) => s.status !== "complete").map((s) => s.position));
    const remaining = steps.filter((s) => s.position >= from).reduce((sum, s) => sum + readStepSpec(s).price, 0);
    // The same lock submitJob takes, so a resume and a submission together cannot pass the plan's ceiling.
    const [account] = await tx.select({ id: accounts.id, plan: accounts.plan, credits: accounts.credits }).from(accounts).where(eq(accounts.id, accountId)).for("update");
    await checkOpenJobs(tx, account);
    if (account.credits < remaining) throw new ApiError("insufficient_credits", `The rest of this line costs ${remaining} credits; the balance is ${account.credits}.`);
    await tx
      .update(runSteps)
      .set({ status: "pending", creditsCharged: 0, refunded: false, errorCode: null, errorMessage: null, startedAt: null, completedAt: null })
      .where(and(eq(runSteps.runId, runId), gte(runSteps.position, from)));
    await tx.update(runs).set({ failedStep: null }).where(eq(runs.id, runId));
    const [row] = await tx
      .update(jobs)
      .set({ status: "queued", attempts: 0, errorCode: null, errorMessage: null, completedAt: null, workerId: null, leaseExpiresAt: null, progress: sql`NULL` })
      .where(and(eq(jobs.id, runId), inArray(jobs.status, ["failed", "canceled"])))
      .returning();
    if (!row) throw new ApiError("conflict", `Run ${runId} changed while resuming; read it again.`);
    return row;
  });
  announceNewJob(runId, resumed.lane);
  return resumed;
}

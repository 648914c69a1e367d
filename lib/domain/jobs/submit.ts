import { eq } from "drizzle-orm";
import { ApiError } from "@/lib/core/errors";
import { createId } from "@/lib/core/ids";
import type { Account } from "@/lib/domain/accounts/accounts";
import { planPolicy } from "@/lib/domain/accounts/plans";
import { requirePaidPlan } from "@/lib/domain/accounts/plan-access";
import { accounts, getDb, type Db, type Tx } from "@/lib/platform/db";
import { jobTransitions } from "@/lib/platform/metrics/job-transitions";
import { blobStore } from "@/lib/platform/storage";
import { chargeJob } from "./charges";
import { checkStorageQuota } from "./storage-quota";
import { storeJobInput, type JobSource, type StoredInput } from "./job-request";
import type { JobParams, TypedJobKind } from "./job-kind";
import { announceNewJob, countOpenJobs, enqueueJob } from "./queue";
import type { JobRow } from "@/lib/platform/db";

/** Stores one input for the request; what it stored is removed again if the request is refused. */
export type StageInput = (source: JobSource, options?: { decode?: boolean }) => Promise<StoredInput>;

/**
 * Runs `work` with a `stage` function and removes every blob staged through it if `work` throws.
 * Each file is checked against the account's byte quota, with what this request staged before it,
 * before it is stored; `work` also learns the bytes staged so far. A `job_id` source reuses another
 * job's output: that blob is neither counted again nor ever removed here.
 */
export async function withStagedInputs<T>(accountId: string, work: (stage: StageInput, stagedBytes: () => number) => Promise<T>): Promise<T> {
  const created: string[] = [];
  let staged = 0;
  const admit = (sizeBytes: number) => checkStorageQuota({ accountId, incomingBytes: staged + sizeBytes });
  const stage: StageInput = async (source, options) => {
    const stored = await storeJobInput({ accountId, source, ...options, admit });
    if (source.kind !== "job") {
      created.push(stored.blobKey);
      staged += stored.sizeBytes;
    }
    return stored;
  };
  try {
    return await work(stage, () => staged);
  } catch (error) {
    await Promise.all(created.map((key) => blobStore().delete(key)));
    throw error;
  }
}

/** What a submission knows once its inputs are stored: the job's params and input, and rows that go with it. */
export type Prepared<P> = {
  params: P;
  input: StoredInput | null;
  /** Writes the kind's own rows (a run's steps) in the enqueuing transaction. */
  record?: (tx: Tx, job: JobRow) => Promise<void>;
};

export type Cost = {
  /** Credits the whole work needs; a smaller balance is refused before anything is stored. */
  credits: number;
  /** Names the work in the refusal: `<label> costs N credits; the balance is M.` */
  label: string;
  /** Charge `credits` with the enqueue, under this ledger note (a skill job); absent when the work pays as it goes (a run's steps). */
  charge?: { note: string };
};

/** What a refused submission suggests waiting: about one job's turn, not a precise forecast. */
const TOO_MANY_JOBS_RETRY_SECONDS = 30;

/**
 * Refuses work beyond the plan's ceiling of queued plus running jobs, so one account cannot fill the
 * queue: everything that queues work (submitJob, a run's resume) checks it, under the account's row lock.
 */
export async function checkOpenJobs(db: Db | Tx, account: Pick<Account, "id" | "plan">): Promise<void> {
  const { maxOpenJobs, title } = planPolicy(account.plan);
  const open = await countOpenJobs(db, account.id);
  if (open >= maxOpenJobs) {
    throw new ApiError(
      "too_many_jobs",
      `The ${title} plan allows ${maxOpenJobs} queued or running jobs at once and this account has ${open}. Wait for some to finish, or cancel some, and try again.`,
      { headers: { "Retry-After": String(TOO_MANY_JOBS_RETRY_SECONDS) } },
    );
  }
}

function checkPlan(account: Account, kind: { paidPlansOnly: boolean; title: string }): void {
  if (kind.paidPlansOnly) requirePaidPlan(account.plan, kind.title);
}

/**
 * The one way work enters the queue. In order: plan access, the plan's ceiling of open jobs, the
 * balance, room in the byte quota (cheap early refusals, so a refused request never uploads anything),
 * the inputs staged by `prepare` (each within the quota) with the kind's own checks on them, then one
 * transaction that checks the ceiling again under the account's row lock, enqueues, records the
 * kind's rows and charges (the charge is the real balance check).
 * Any refusal removes every blob this request stored.
 */
export async function submitJob<K extends string, P extends JobParams>({
  account,
  kind,
  cost,
  prepare,
}: {
  account: Account;
  kind: TypedJobKind<K, P>;
  cost?: Cost;
  prepare: (stage: StageInput) => Promise<Prepared<P>>;
}): Promise<JobRow> {
  checkPlan(account, kind);
  const accountId = account.id;
  const db = await getDb();
  // Early, so a refused request stores nothing; again under the account's lock in the enqueue.
  await checkOpenJobs(db, account);
  if (cost && cost.credits > 0) {
    const [{ credits }] = await db.select({ credits: accounts.credits }).from(accounts).where(eq(accounts.id, accountId));
    if (credits < cost.credits) throw new ApiError("insufficient_credits", `${cost.label} costs ${cost.credits} credits; the balance is ${credits}.`);
  }
  // A full account has no room for the job's outputs; each staged file is checked again with its size.
  await checkStorageQuota({ accountId, incomingBytes: 0 });
  const job = await withStagedInputs(accountId, async (stage, stagedBytes) => {
    const { params, input, record } = await prepare(stage);
    return db.transaction(async (tx) => {
      // Concurrent submissions of one account queue behind this lock, so together they cannot pass the ceiling.
      await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for("update");
      await checkOpenJobs(tx, account);
      const row = await enqueueJob(tx, {
        id: createId(kind.idPrefix),
        accountId,
        kind: kind.kind,
        lane: kind.laneOf(params),
        params,
        input: input ? { blobKey: input.blobKey, name: input.name, mime: input.mime } : null,
        inputSizeBytes: stagedBytes() || null,
      });
      await record?.(tx, row);
      return cost?.charge && cost.credits > 0 ? chargeJob(tx, { job: row, amount: cost.credits, note: cost.charge.note }) : row;
    });
  });
  jobTransitions.queued(job);
  announceNewJob(job.id, job.lane);
  return job;
}

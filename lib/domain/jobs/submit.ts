import { eq, sql } from "drizzle-orm";
import { ApiError } from "@/lib/core/errors";
import { createId } from "@/lib/core/ids";
import type { Account } from "@/lib/domain/accounts/accounts";
import { planPolicy } from "@/lib/domain/accounts/plans";
import { accounts, getDb, getDbDriver, jobs, queryRows, rowOf, type Db, type Tx } from "@/lib/platform/db";
import { jobTransitions } from "@/lib/platform/metrics/job-transitions";
import { blobStore } from "@/lib/platform/storage";
import { chargeJob } from "./charges";
import { checkStorageRoom, storageQuotaBytes, storageReservationsFor, storageUsedSql, type StorageReservations, type StorageUse } from "./storage-quota";
import { storeJobInput, type AcceptFile, type JobSource, type StoredInput } from "./job-request";
import type { JobParams, TypedJobKind } from "./job-kind";
import { announceNewJob, countOpenJobs, leaseSeconds, openJobsSql } from "./queue";
import { enqueueStatement, type NewJob } from "./enqueue";
import { reserveLocalSlot } from "./local-slots";
import type { JobRow } from "@/lib/platform/db";

/** Stores one input for the request; what it stored is removed again if the request is refused. */
/** `accept` refuses a file by its size, then by its kind, before it is stored (an upload token's bounds). */
export type StageInput = (source: JobSource, options?: { decode?: boolean; accept?: AcceptFile }) => Promise<StoredInput>;

/** What `work` learns of its staged inputs: their bytes so far, and the hand-off of their quota reservations. */
export type Staged = Pick<StorageReservations, "handOver" | "handOverStatement"> & { bytes: () => number };

/**
 * Runs `work` with a `stage` function and removes every blob staged through it if `work` throws.
 * Each file's bytes are reserved in the account's byte quota before it is stored (reserveStorage:
 * concurrent requests cannot pass the quota together) until the transaction that writes its job
 * hands them over (`staged.handOver`, which `work` must call when it succeeds), or `work` fails. A
 * `job_id` source reuses another job's output: that blob is neither counted again nor ever removed here.
 */
export async function withStagedInputs<T>(accountId: string, work: (stage: StageInput, staged: Staged) => Promise<T>): Promise<T> {
  const created: string[] = [];
  let staged = 0;
  const reservations = storageReservationsFor(accountId);
  const stage: StageInput = async (source, options) => {
    const stored = await storeJobInput({ accountId, source, ...options, admit: reservations.admit });
    if (source.kind !== "job") {
      created.push(stored.blobKey);
      staged += stored.sizeBytes;
    }
    return stored;
  };
  try {
    return await work(stage, { bytes: () => staged, handOver: reservations.handOver, handOverStatement: reservations.handOverStatement });
  } catch (error) {
    await Promise.all([...created.map((key) => blobStore().delete(key)), reservations.release()]);
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
 * queue: everything that queues work (submitJob, a run's resume) checks it where concurrent
 * submissions cannot pass it together (see enqueue).
 */
export async function checkOpenJobs(db: Db | Tx, account: Pick<Account, "id" | "plan">): Promise<void> {
  refuseOverCeiling(account, await countOpenJobs(db, account.id));
}

function refuseOverCeiling(account: Pick<Account, "plan">, open: number): void {
  const { maxOpenJobs, title } = planPolicy(account.plan);
  if (open >= maxOpenJobs) {
    throw new ApiError(
      "too_many_jobs",
      `The ${title} plan allows ${maxOpenJobs} queued or running jobs at once and this account has ${open}. Wait for some to finish, or cancel some, and try again.`,
      { headers: { "Retry-After": String(TOO_MANY_JOBS_RETRY_SECONDS) } },
    );
  }
}

/** What the early refusals read, in one statement: the plan, the balance, the open jobs and the bytes held. */
async function readAdmission(db: Db, accountId: string): Promise<{ credits: number; open: number; use: StorageUse }> {
  const [row] = await queryRows<{ plan: string; credits: number; open: number; used: string | number }>(
    db,
    sql`SELECT plan, credits, ${openJobsSql(accountId)} AS open, ${storageUsedSql(accountId)} AS used FROM accounts WHERE id = ${accountId}`,
  );
  if (!row) throw new ApiError("not_found", "No such account.");
  return { credits: row.credits, open: row.open, use: { plan: row.plan, usedBytes: Number(row.used), quotaBytes: storageQuotaBytes(row.plan) } };
}

/**
 * The one way work enters the queue. In order: the plan's ceiling of open jobs, the
 * balance, room in the byte quota (cheap early refusals read in one statement, so a refused request
 * never uploads anything), the inputs staged by `prepare` (each within the quota) with the kind's own
 * checks on them, then the enqueue, which checks the ceiling again (enqueueStatement), records the
 * kind's rows and charges (the charge is the real balance check) in one transaction. Any refusal
 * removes every blob this request stored.
 *
 * With `runHere` (a caller that waits for the work) and an idle worker loop of the kind's lane in
 * this process, the job is written already claimed by that loop and starts at once: no
 * announcement, no claim, and the waiter is woken in-process when it ends.
 */
export async function submitJob<K extends string, P extends JobParams>({
  account,
  kind,
  cost,
  prepare,
  runHere = false,
}: {
  account: Account;
  kind: TypedJobKind<K, P>;
  cost?: Cost;
  prepare: (stage: StageInput) => Promise<Prepared<P>>;
  runHere?: boolean;
}): Promise<JobRow> {
  const accountId = account.id;
  const db = await getDb();
  // Early, so a refused request stores nothing; the ceiling again in the enqueue.
  const admission = await readAdmission(db, accountId);
  refuseOverCeiling(account, admission.open);
  if (cost && cost.credits > 0 && admission.credits < cost.credits) {
    throw new ApiError("insufficient_credits", `${cost.label} costs ${cost.credits} credits; the balance is ${admission.credits}.`);
  }
  // A full account has no room for the job's outputs; each staged file is checked again with its size.
  checkStorageRoom({ ...admission.use, incomingBytes: 0 });
  const { job, slot } = await withStagedInputs(
    accountId,
    async (stage, staged) => {
      const { params, input, record } = await prepare(stage);
      const lane = kind.laneOf(params);
      const values: NewJob = {
        id: createId(kind.idPrefix),
        accountId,
        kind: kind.kind,
        lane,
        params,
        input: input ? { blobKey: input.blobKey, name: input.name, mime: input.mime } : null,
        inputSizeBytes: staged.bytes() || null,
        handOver: staged.handOverStatement(),
      };
      const charge = cost?.charge && cost.credits > 0 ? { amount: cost.credits, note: cost.charge.note } : null;
      const slot = runHere ? reserveLocalSlot(lane, kind.kind) : null;
      try {
        return { job: await enqueue(db, account, values, { claimFor: slot?.workerId ?? null, record, charge }), slot };
      } catch (error) {
        slot?.release();
        throw error;
      }
    },
  );
  jobTransitions.queued(job);
  if (slot && job.status === "running") {
    slot.run(job);
    return job;
  }
  slot?.release();
  announceNewJob(job.id, job.lane);
  return job;
}

/**
 * Writes the job (enqueueStatement) with the kind's rows and its charge. On PostgreSQL, in a
 * transaction behind the account's row lock, so concurrent submissions of one account cannot pass the
 * ceiling together: the statement after the lock counts what they committed (a lock taken in the
 * statement itself would count with the snapshot from before its wait). The embedded database runs
 * one transaction at a time in its one process, so a lone statement needs neither.
 */
async function enqueue(
  db: Db,
  account: Account,
  job: NewJob,
  { claimFor, record, charge }: { claimFor: string | null; record?: Prepared<JobParams>["record"]; charge: { amount: number; note: string } | null },
): Promise<JobRow> {
  const statement = enqueueStatement(job, { openJobs: openJobsSql(account.id), maxOpenJobs: planPolicy(account.plan).maxOpenJobs, claimFor, leaseSeconds: leaseSeconds() });
  const insert = async (q: Db | Tx): Promise<JobRow> => {
    const [row] = await queryRows<Record<string, unknown> & { darkroom_open_jobs: number }>(q, statement);
    if (row.id === null || row.id === undefined) refuseOverCeiling(account, row.darkroom_open_jobs);
    return rowOf(jobs, row);
  };
  const postgres = (await getDbDriver()) === "postgres";
  if (!postgres && !record && !charge) return insert(db);
  return db.transaction(async (tx) => {
    if (postgres) await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, account.id)).for("update");
    const row = await insert(tx);
    await record?.(tx, row);
    return charge ? chargeJob(tx, { job: row, amount: charge.amount, note: charge.note }) : row;
  });
}

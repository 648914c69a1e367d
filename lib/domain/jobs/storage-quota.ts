import { and, eq, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import { ApiError } from "@/lib/core/errors";
import { formatBytes } from "@/lib/core/bytes";
import { now } from "@/lib/core/clock";
import { randomBase62 } from "@/lib/core/ids";
import { env, type Env } from "@/lib/platform/config/env";
import { accounts, getDb, getDbDriver, queryRows, storageReservations, type Db, type Tx } from "@/lib/platform/db";
import { PLAN_IDS, planId, planPolicy, type PlanId } from "@/lib/domain/accounts/plans";
import { retentionCutoff } from "./expiry";

/** The operator's override of each plan's quota. */
const QUOTA_SETTING = {
  basic: "STORAGE_QUOTA_BYTES_BASIC",
  plus: "STORAGE_QUOTA_BYTES_PLUS",
  pro: "STORAGE_QUOTA_BYTES_PRO",
  business: "STORAGE_QUOTA_BYTES_BUSINESS",
} as const satisfies Record<PlanId, keyof Env>;

/** Bytes a plan may keep in unexpired uploads and job files: STORAGE_QUOTA_BYTES_<PLAN>, else the plan's default. */
export function storageQuotaBytes(plan: string): number {
  return env()[QUOTA_SETTING[planId(plan)]] ?? planPolicy(plan).storageQuotaBytes;
}

export type StorageUse = { plan: string; usedBytes: number; quotaBytes: number };

/**
 * The bytes the account holds, as an SQL expression: the staged inputs and the outputs of its jobs
 * not yet expired (the rule of expiry.ts), plus its unfinished tus uploads by Upload-Length (a
 * finished one is an upload job's output by then), plus the bytes uploads in flight reserved
 * (reserveStorage). Index scans only, over the account's live rows: jobs_live_files_idx,
 * job_outputs_job_idx, tus_uploads_open_idx, storage_reservations_account_idx.
 */
export function storageUsedSql(accountId: string): SQL {
  return sql`(WITH live AS (
          SELECT id, input_size_bytes FROM jobs
          WHERE account_id = ${accountId} AND expired_at IS NULL
            AND (completed_at IS NULL OR completed_at > ${retentionCutoff().toISOString()}::timestamptz))
        SELECT (SELECT coalesce(sum(input_size_bytes), 0) FROM live)
          + (SELECT coalesce(sum(o.size_bytes), 0) FROM live JOIN job_outputs o ON o.job_id = live.id)
          + (SELECT coalesce(sum(size_bytes), 0) FROM tus_uploads
             WHERE account_id = ${accountId} AND finished_at IS NULL AND expires_at > ${now().toISOString()}::timestamptz)
          + (SELECT coalesce(sum(size_bytes), 0) FROM storage_reservations
             WHERE account_id = ${accountId} AND expires_at > ${now().toISOString()}::timestamptz))`;
}

/** The account's plan and the bytes it holds (storageUsedSql), in one statement. */
export async function storageUse(db: Db | Tx, accountId: string): Promise<StorageUse> {
  const [row] = await queryRows<{ plan: string | null; used: string | number }>(
    db,
    sql`SELECT (SELECT plan FROM accounts WHERE id = ${accountId}) AS plan, ${storageUsedSql(accountId)} AS used`,
  );
  if (!row.plan) throw new ApiError("not_found", "No such account.");
  return { plan: row.plan, usedBytes: Number(row.used), quotaBytes: storageQuotaBytes(row.plan) };
}

/**
 * Refuses a request that brings `incomingBytes` the quota has no room for: `413 quota_exceeded`. With
 * nothing incoming (work on a file already kept) it refuses only a full account, whose job outputs
 * would have nowhere to go. It reserves nothing: bytes a request brings are taken with reserveStorage.
 */
export function checkStorageRoom({ plan, usedBytes, quotaBytes, incomingBytes }: StorageUse & { incomingBytes: number }): void {
  if (usedBytes + incomingBytes <= quotaBytes && usedBytes < quotaBytes) return;
  const title = planPolicy(plan).title;
  const incoming = incomingBytes > 0 ? ` and this request brings ${formatBytes(incomingBytes)}` : "";
  throw new ApiError(
    "quota_exceeded",
    `The ${title} plan keeps ${formatBytes(quotaBytes)} in uploads and job files; this account holds ${formatBytes(usedBytes)}${incoming}. ` +
      `Files are let go when their job expires (${env().JOB_RETENTION_HOURS} hours after it ends) and unfinished uploads after 24 hours; wait for that, or move to a larger plan.`,
  );
}

/** A reservation a process that died before releasing it left counts no longer than this. */
const RESERVATION_MS = 3600 * 1000;

/**
 * Takes `sizeBytes` of the account's quota for an upload about to be stored, or refuses it
 * `413 quota_exceeded`: the check and the reservation happen together, so concurrent uploads are
 * checked one after the other, each seeing what the others hold. On PostgreSQL in one transaction
 * behind the account's row lock; the embedded database runs one statement at a time in its one
 * process, so there one statement does both. Answers the reservation's id; it ends in the transaction
 * that writes the upload's job (or tus upload), which counts the bytes from then on, or when the
 * upload fails (StorageReservations).
 */
async function reserveStorage({ accountId, sizeBytes }: { accountId: string; sizeBytes: number }): Promise<string> {
  const db = await getDb();
  const id = `rsv_${randomBase62(20)}`;
  const expiresAt = new Date(now().getTime() + RESERVATION_MS);
  if ((await getDbDriver()) === "postgres") {
    await db.transaction(async (tx) => {
      // Two statements: the reading after the lock is a fresh snapshot (READ COMMITTED), so it sees what the holder before us reserved.
      await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for("update");
      checkStorageRoom({ ...(await storageUse(tx, accountId)), incomingBytes: sizeBytes });
      await tx.insert(storageReservations).values({ id, accountId, sizeBytes, expiresAt });
    });
    return id;
  }
  const quota = sql`CASE use.plan ${sql.join(PLAN_IDS.map((plan) => sql`WHEN ${plan} THEN ${storageQuotaBytes(plan)}::bigint`), sql` `)} END`;
  const [row] = await queryRows<{ plan: string; used: string | number; reserved: string | null }>(
    db,
    sql`WITH use AS (SELECT plan, ${storageUsedSql(accountId)} AS used FROM accounts WHERE id = ${accountId}),
      reserved AS (
        INSERT INTO storage_reservations (id, account_id, size_bytes, expires_at)
        SELECT ${id}, ${accountId}, ${sizeBytes}, ${expiresAt.toISOString()}::timestamptz FROM use
        WHERE use.used + ${sizeBytes} <= ${quota} AND use.used < ${quota}
        RETURNING id)
    SELECT use.plan, use.used, reserved.id AS reserved FROM use LEFT JOIN reserved ON true`,
  );
  if (!row) throw new ApiError("not_found", "No such account.");
  if (!row.reserved) {
    checkStorageRoom({ plan: row.plan, usedBytes: Number(row.used), quotaBytes: storageQuotaBytes(row.plan), incomingBytes: sizeBytes });
    throw new Error("the quota's check and its statement disagree");
  }
  return id;
}

/** The reservations `ids` end with: those, and the account's reservations past their time. */
function endingReservations(accountId: string, ids: string[]): SQL | undefined {
  return and(eq(storageReservations.accountId, accountId), or(inArray(storageReservations.id, ids), lte(storageReservations.expiresAt, now())));
}

/** Gives reserved bytes back (an upload that failed, or a hand-off whose transaction rolled back). */
async function releaseStorage({ accountId, ids }: { accountId: string; ids: string[] }): Promise<void> {
  if (ids.length === 0) return;
  await (await getDb()).delete(storageReservations).where(endingReservations(accountId, ids));
}

/** One request's reservations in the byte quota. */
export type StorageReservations = {
  /** Reserves one file's bytes before it is stored (reserveStorage). */
  admit: (sizeBytes: number) => Promise<void>;
  /**
   * The statement that ends the reservations, for the transaction (or inside the one statement) that
   * writes the rows counting those bytes from now on, so no reading sees them twice; null with none.
   */
  handOverStatement: () => SQL | null;
  /** Runs handOverStatement in `tx`. */
  handOver: (tx: Tx) => Promise<void>;
  /** Gives back whatever is still reserved: a failed upload's, or a hand-off whose transaction rolled back. */
  release: () => Promise<void>;
};

export function storageReservationsFor(accountId: string): StorageReservations {
  const ids: string[] = [];
  const handOverStatement = () => (ids.length ? sql`DELETE FROM storage_reservations WHERE ${endingReservations(accountId, ids)}` : null);
  return {
    admit: async (sizeBytes) => {
      ids.push(await reserveStorage({ accountId, sizeBytes }));
    },
    handOverStatement,
    handOver: async (tx) => {
      const statement = handOverStatement();
      if (statement) await tx.execute(statement);
    },
    release: () => releaseStorage({ accountId, ids: ids.splice(0) }),
  };
}

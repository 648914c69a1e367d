import { sql } from "drizzle-orm";
import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp, bigint } from "drizzle-orm/pg-core";
import { JOB_STATUSES } from "@/lib/core/job-status";
import { accounts } from "./accounts";
import { batches } from "./batches";

export const jobs = pgTable(
  "jobs",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull().references(() => accounts.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    status: text("status", { enum: JOB_STATUSES }).notNull(),
    params: jsonb("params").$type<Record<string, unknown>>().notNull().default({}),
    inputBlobKey: text("input_blob_key"),
    inputName: text("input_name"),
    inputMime: text("input_mime"),
    /** Bytes the submitting request staged (input and reference); null for an input reused by job_id. */
    inputSizeBytes: bigint("input_size_bytes", { mode: "number" }),
    result: jsonb("result").$type<Record<string, unknown>>(),
    errorCode: text("error_code"),
    errorMessage: text("error_message"),
    creditsCharged: integer("credits_charged").notNull().default(0),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(3),
    workerId: text("worker_id"),
    leaseExpiresAt: timestamp("lease_expires_at", { withTimezone: true }),
    progress: doublePrecision("progress"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** Set by the retention sweep: the job's files are let go, its outputs read as expired. */
    expiredAt: timestamp("expired_at", { withTimezone: true }),
    requestId: text("request_id"),
    lane: text("lane").notNull().default("cpu"),
    runAfter: timestamp("run_after", { withTimezone: true }),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    predictions: jsonb("predictions").$type<Record<string, string>>().notNull().default({}),
    /** The batch this run is an item of, and which one (its input's place). */
    batchId: text("batch_id").references(() => batches.id, { onDelete: "cascade" }),
    batchPosition: integer("batch_position"),
  },
  (t) => [
    index("jobs_queue_idx").on(t.status, t.createdAt),
    index("jobs_account_idx").on(t.accountId, t.createdAt),
    index("jobs_retention_idx").on(t.completedAt).where(sql`expired_at IS NULL`),
    index("jobs_reference_blob_idx").on(sql`(params->'reference'->>'blobKey')`),
    index("jobs_queued_idx").on(t.lane, t.accountId, t.createdAt).where(sql`status = 'queued'`),
    index("jobs_running_idx").on(t.lane, t.accountId).where(sql`status = 'running'`),
    index("jobs_lease_idx").on(t.leaseExpiresAt).where(sql`status = 'running'`),
    index("jobs_claimed_idx").on(t.accountId, t.lane, t.claimedAt).where(sql`claimed_at IS NOT NULL`),
    index("jobs_open_idx").on(t.accountId).where(sql`status IN ('queued', 'running')`),
    index("jobs_batch_idx").on(t.batchId, t.batchPosition).where(sql`batch_id IS NOT NULL`),
    index("jobs_live_files_idx").on(t.accountId, t.completedAt).where(sql`expired_at IS NULL`),
  ],
);

export const jobOutputs = pgTable(
  "job_outputs",
  {
    id: text("id").primaryKey(),
    jobId: text("job_id").notNull().references(() => jobs.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    mime: text("mime").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    width: integer("width"),
    height: integer("height"),
    durationSeconds: doublePrecision("duration_seconds"),
    blobKey: text("blob_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("job_outputs_job_idx").on(t.jobId, t.position)],
);

export type JobRow = typeof jobs.$inferSelect;
export type JobOutputRow = typeof jobOutputs.$inferSelect;

/** Bytes an upload holds in the account's byte quota until its job or tus upload counts them (0067). */
export const storageReservations = pgTable(
  "storage_reservations",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull().references(() => accounts.id, { onDelete: "cascade" }),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("storage_reservations_account_idx").on(t.accountId, t.expiresAt)],
);

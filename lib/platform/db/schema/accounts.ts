import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from "drizzle-orm/pg-core";

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    plan: text("plan").notNull(),
    role: text("role").notNull().default("user"),
    credits: bigint("credits", { mode: "number" }).notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set on a test twin (id tac_…): the live account it mirrors (lib/domain/accounts/test-mode.ts). */
    liveAccountId: text("live_account_id").references((): AnyPgColumn => accounts.id, { onDelete: "cascade" }),
  },
  (t) => [uniqueIndex("accounts_email_key").on(t.email).where(sql`live_account_id IS NULL`), uniqueIndex("accounts_live_account_idx").on(t.liveAccountId)],
);

export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    id: text("id").notNull(),
    accountId: text("account_id").notNull().references(() => accounts.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    userAgent: text("user_agent").notNull().default(""),
    address: text("address").notNull().default(""),
    /** The session acts on the account's test twin. */
    testMode: boolean("test_mode").notNull().default(false),
  },
  (t) => [index("sessions_account_idx").on(t.accountId), uniqueIndex("sessions_id_idx").on(t.id)],
);

export const apiKeys = pgTable(
  "api_keys",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull().references(() => accounts.id, { onDelete: "cascade" }),
    name: text("name").notNull().default(""),
    hash: text("hash").notNull(),
    start: text("start").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("api_keys_hash_idx").on(t.hash), index("api_keys_account_idx").on(t.accountId)],
);

export const creditLedger = pgTable(
  "credit_ledger",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull().references(() => accounts.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    balanceAfter: bigint("balance_after", { mode: "number" }).notNull(),
    reason: text("reason").notNull(),
    jobId: text("job_id"),
    runId: text("run_id"),
    note: text("note"),
    idempotencyKey: text("idempotency_key").unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("credit_ledger_account_idx").on(t.accountId, t.createdAt), index("credit_ledger_job_idx").on(t.jobId), index("credit_ledger_run_idx").on(t.runId)],
);

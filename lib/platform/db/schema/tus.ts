import { sql } from "drizzle-orm";
import { bigint, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { jobs } from "./jobs";
import { uploadTokens } from "./upload-tokens";

/** One resumable (tus) upload (lib/domain/tus): its account, its bytes in the tus store, and the upload job it became once finished. */
export const tusUploads = pgTable(
  "tus_uploads",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull().references(() => accounts.id, { onDelete: "cascade" }),
    /** The id the tus data store keeps the bytes under (`tus/<yyyy-mm>/<random>`). */
    storeKey: text("store_key").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    name: text("name").notNull(),
    jobId: text("job_id").references(() => jobs.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** The upload token it was created with (lib/domain/upload-tokens), if any. */
    uploadTokenId: text("upload_token_id").references(() => uploadTokens.id, { onDelete: "set null" }),
  },
  (t) => [index("tus_uploads_expiry_idx").on(t.expiresAt).where(sql`finished_at IS NULL`), index("tus_uploads_open_idx").on(t.accountId).where(sql`finished_at IS NULL`)],
);

/** A lease on one upload's lock, so requests for it are serialized across processes (lib/domain/tus/pg-locker.ts). */
export const tusLocks = pgTable("tus_locks", {
  id: text("id").primaryKey(),
  owner: text("owner").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

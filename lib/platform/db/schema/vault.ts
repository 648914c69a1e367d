import { bigint, doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";

export const assets = pgTable(
  "assets",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull().references(() => accounts.id, { onDelete: "cascade" }),
    jobId: text("job_id").notNull(),
    outputId: text("output_id").notNull(),
    name: text("name").notNull(),
    mime: text("mime").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    width: integer("width"),
    height: integer("height"),
    durationSeconds: doublePrecision("duration_seconds"),
    blobKey: text("blob_key").notNull(),
    thumbBlobKey: text("thumb_blob_key"),
    description: text("description"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("assets_output_idx").on(t.accountId, t.outputId), index("assets_account_idx").on(t.accountId, t.createdAt)],
);

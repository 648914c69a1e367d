import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";

/** What every item of a batch runs: the tools in order and the line's final output format. */
export type BatchLine = { tools: string[]; output: { format: string; quality?: number } | null };

/** What one item of a batch was given. */
export type BatchItemSource = { file: string } | { url: string } | { job_id: string };

/** One line over many inputs; each item is a run (`jobs.batch_id`, `jobs.batch_position`). */
export const batches = pgTable(
  "batches",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull().references(() => accounts.id, { onDelete: "cascade" }),
    recipeId: text("recipe_id"),
    line: jsonb("line").$type<BatchLine>().notNull(),
    inputs: jsonb("inputs").$type<BatchItemSource[]>().notNull(),
    itemCount: integer("item_count").notNull(),
    quotedCredits: integer("quoted_credits").notNull(),
    /** Null while items are open; set once, when the last one ends. */
    status: text("status", { enum: ["complete", "partial", "failed", "canceled"] }),
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [index("batches_account_idx").on(t.accountId, t.createdAt)],
);

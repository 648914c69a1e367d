import { sql } from "drizzle-orm";
import { bigint, boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { jobs } from "./jobs";

/** A run is also a row of `jobs` (same id, kind `run`): status, queueing and final outputs live there. */
export const runs = pgTable("runs", {
  id: text("id").primaryKey().references(() => jobs.id, { onDelete: "cascade" }),
  accountId: text("account_id").notNull().references(() => accounts.id, { onDelete: "cascade" }),
  recipeId: text("recipe_id"),
  output: jsonb("output").$type<{ format: string; quality?: number } | null>(),
  /** Where a failed run failed: a step's position, or the step count for the final `output` encode. */
  failedStep: integer("failed_step"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const runSteps = pgTable(
  "run_steps",
  {
    id: text("id").primaryKey(),
    runId: text("run_id").notNull().references(() => runs.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    tool: text("tool").notNull(),
    spec: jsonb("spec").$type<Record<string, unknown>>().notNull(),
    status: text("status").notNull().default("pending"),
    attempt: integer("attempt").notNull().default(0),
    creditsCharged: integer("credits_charged").notNull().default(0),
    refunded: boolean("refunded").notNull().default(false),
    outputBlobKey: text("output_blob_key"),
    outputName: text("output_name"),
    outputMime: text("output_mime"),
    outputSizeBytes: bigint("output_size_bytes", { mode: "number" }),
    outputWidth: integer("output_width"),
    outputHeight: integer("output_height"),
    outputDurationSeconds: doublePrecision("output_duration_seconds"),
    result: jsonb("result").$type<Record<string, unknown>>(),
    errorCode: text("error_code"),
    errorMessage: text("error_message"),
    startedAt: timestamp("started_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("run_steps_position_idx").on(t.runId, t.position),
    index("run_steps_run_idx").on(t.runId),
    index("run_steps_output_blob_idx").on(t.outputBlobKey),
    index("run_steps_reference_blob_idx").on(sql`(spec->'reference'->>'blobKey')`),
  ],
);

export const recipes = pgTable(
  "recipes",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull().references(() => accounts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    steps: jsonb("steps").$type<Array<Record<string, unknown>>>().notNull(),
    output: jsonb("output").$type<{ format: string; quality?: number } | null>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("recipes_account_idx").on(t.accountId, t.createdAt)],
);

import { integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** One row per running job-worker process (lib/platform/metrics/worker-registry.ts). */
export const workers = pgTable("workers", {
  id: text("id").primaryKey(),
  host: text("host").notNull(),
  pid: integer("pid").notNull(),
  lanes: jsonb("lanes").$type<Record<string, number>>().notNull(),
  runningJobs: integer("running_jobs").notNull().default(0),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  lastHeartbeatAt: timestamp("last_heartbeat_at", { withTimezone: true }).notNull().defaultNow(),
});

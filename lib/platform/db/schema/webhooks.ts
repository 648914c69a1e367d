import { boolean, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { RotatedSecret } from "@/lib/core/rotated-secrets";
import { accounts } from "./accounts";

export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull().references(() => accounts.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    events: jsonb("events").$type<string[]>().notNull(),
    secretSealed: text("secret_sealed").notNull(),
    /** Secrets rotated away, still signing every message beside the current one (lib/core/rotated-secrets.ts). */
    previousSecrets: jsonb("previous_secrets").$type<RotatedSecret[]>().notNull().default([]),
    linkBaseUrl: text("link_base_url").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    disabledReason: text("disabled_reason"),
    failingSince: timestamp("failing_since", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("webhook_endpoints_account_idx").on(t.accountId, t.createdAt)],
);

export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: text("id").primaryKey(),
    endpointId: text("endpoint_id").notNull().references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    accountId: text("account_id").notNull().references(() => accounts.id, { onDelete: "cascade" }),
    event: text("event").notNull(),
    subjectId: text("subject_id"),
    data: jsonb("data").$type<Record<string, unknown>>(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    status: text("status", { enum: ["pending", "succeeded", "failed"] }).notNull(),
    attempts: jsonb("attempts").$type<DeliveryAttemptRecord[]>().notNull().default([]),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    nextJobId: text("next_job_id"),
    /** When the first attempt is due: at once, or later when the account's deliveries per hour are used. */
    sendAt: timestamp("send_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt), index("webhook_deliveries_send_idx").on(t.accountId, t.sendAt)],
);

/** One attempt as the delivery log stores it (lib/domain/webhooks/schema.ts validates what it shows). */
export type DeliveryAttemptRecord = { at: string; response_status: number | null; response_body: string; error: string | null; duration_ms: number };

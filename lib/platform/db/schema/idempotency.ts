import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";

/** The first answer to a POST sent with an Idempotency-Key, per account, for 24 hours (lib/domain/idempotency). */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    accountId: text("account_id").notNull().references(() => accounts.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    fingerprint: text("fingerprint").notNull(),
    state: text("state").$type<"running" | "done">().notNull(),
    owner: text("owner").notNull(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    status: integer("status"),
    /** Null in a `done` row: the answer carried a secret and was not kept (its replay is refused). */
    body: text("body"),
    headers: jsonb("headers").$type<Record<string, string>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.key] }), index("idempotency_keys_created_idx").on(t.createdAt)],
);

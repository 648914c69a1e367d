import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";

/** An upload token (lib/domain/upload-tokens): what a browser may upload with it, how often and until when; only its hash is kept. */
export const uploadTokens = pgTable(
  "upload_tokens",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull().references(() => accounts.id, { onDelete: "cascade" }),
    hash: text("hash").notNull(),
    start: text("start").notNull(),
    maxBytes: bigint("max_bytes", { mode: "number" }).notNull(),
    types: text("types").array(),
    recipeId: text("recipe_id"),
    usesAllowed: integer("uses_allowed").notNull(),
    uses: integer("uses").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("upload_tokens_hash_idx").on(t.hash), index("upload_tokens_account_idx").on(t.accountId, t.createdAt), index("upload_tokens_expiry_idx").on(t.expiresAt)],
);

import { bigint, boolean, index, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import type { RotatedSecret } from "@/lib/core/rotated-secrets";
import { accounts } from "./accounts";

export const deliverySecrets = pgTable("delivery_secrets", {
  accountId: text("account_id")
    .primaryKey()
    .references(() => accounts.id, { onDelete: "cascade" }),
  secretSealed: text("secret_sealed").notNull(),
  revealed: boolean("revealed").notNull().default(false),
  /** Secrets rotated away that still verify, newest first (lib/core/rotated-secrets.ts). */
  previousSecrets: jsonb("previous_secrets").$type<RotatedSecret[]>().notNull().default([]),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const deliveryVariants = pgTable(
  "delivery_variants",
  {
    assetId: text("asset_id").notNull(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    transform: text("transform").notNull(),
    blobKey: text("blob_key").notNull(),
    mime: text("mime").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    etag: text("etag").notNull(),
    lastServedAt: timestamp("last_served_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.assetId, t.transform] }), index("delivery_variants_served_idx").on(t.lastServedAt)],
);

/** Assets deleted from the Vault: their signed URLs answer 404, where the URLs of an id no asset had answer 403. */
export const deliveryDeletedAssets = pgTable("delivery_deleted_assets", {
  assetId: text("asset_id").primaryKey(),
  accountId: text("account_id")
    .notNull()
    .references(() => accounts.id, { onDelete: "cascade" }),
  deletedAt: timestamp("deleted_at", { withTimezone: true }).notNull().defaultNow(),
});

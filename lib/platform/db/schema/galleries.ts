import { boolean, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { assets } from "./vault";

export const galleries = pgTable(
  "galleries",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull().references(() => accounts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    // The public half of the review link; the token is it plus its HMAC (lib/domain/galleries/review-token.ts).
    reviewNonce: text("review_nonce").notNull(),
    // SHA-256 of a link issued before migration 0024, which keeps working until the link is rotated.
    legacyReviewTokenHash: text("legacy_review_token_hash"),
    passwordHash: text("password_hash"),
    allowDownload: boolean("allow_download").notNull().default(false),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    coverAssetId: text("cover_asset_id").references(() => assets.id, { onDelete: "set null" }),
    logoAssetId: text("logo_asset_id").references(() => assets.id, { onDelete: "set null" }),
    accentColor: text("accent_color"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("galleries_review_nonce_idx").on(t.reviewNonce),
    uniqueIndex("galleries_legacy_review_token_idx").on(t.legacyReviewTokenHash),
    index("galleries_account_idx").on(t.accountId, t.id),
  ],
);

export const galleryAssets = pgTable(
  "gallery_assets",
  {
    galleryId: text("gallery_id").notNull().references(() => galleries.id, { onDelete: "cascade" }),
    assetId: text("asset_id").notNull().references(() => assets.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.galleryId, t.assetId] }), index("gallery_assets_asset_idx").on(t.assetId)],
);

export const galleryReactions = pgTable(
  "gallery_reactions",
  {
    galleryId: text("gallery_id").notNull(),
    assetId: text("asset_id").notNull(),
    reviewerId: text("reviewer_id").notNull(),
    reviewerName: text("reviewer_name").notNull(),
    favourite: boolean("favourite").notNull().default(false),
    verdict: text("verdict").$type<"approved" | "rejected">(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.galleryId, t.assetId, t.reviewerId] }),
    foreignKey({ columns: [t.galleryId, t.assetId], foreignColumns: [galleryAssets.galleryId, galleryAssets.assetId] }).onDelete("cascade"),
  ],
);

export const galleryComments = pgTable(
  "gallery_comments",
  {
    id: text("id").primaryKey(),
    galleryId: text("gallery_id").notNull(),
    assetId: text("asset_id").notNull(),
    reviewerId: text("reviewer_id").notNull(),
    reviewerName: text("reviewer_name").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.galleryId, t.assetId], foreignColumns: [galleryAssets.galleryId, galleryAssets.assetId] }).onDelete("cascade"),
    index("gallery_comments_gallery_idx").on(t.galleryId, t.assetId, t.createdAt),
  ],
);

export const gallerySelections = pgTable(
  "gallery_selections",
  {
    id: text("id").primaryKey(),
    galleryId: text("gallery_id").notNull().references(() => galleries.id, { onDelete: "cascade" }),
    reviewerId: text("reviewer_id").notNull(),
    reviewerName: text("reviewer_name").notNull(),
    assetIds: text("asset_ids").array().notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("gallery_selections_gallery_idx").on(t.galleryId, t.submittedAt)],
);

import { and, asc, count, eq, getTableColumns, gt, lte, sql } from "drizzle-orm";
import { ApiError } from "@/lib/core/errors";
import { createId } from "@/lib/core/ids";
import { reserveAttempts, type Budget } from "@/lib/platform/rate-limit/limiter";
import { assets, galleryAssets, galleryComments, galleryReactions, getDb, jobs, type Tx } from "@/lib/platform/db";
import { announceDeliveries, recordWebhookEvent } from "@/lib/domain/webhooks/outbox";
import { getGalleryOrThrow, type GalleryRow } from "./galleries";
import { requireReviewer, type Reviewer } from "./reviewer";
import type { AssetFeedbackView, ReactionInput } from "./schema";
import { LIMITS } from "@/lib/platform/config/limits";

/** Enough room for any real review round; a cap keeps one open link from filling the database. */
const MAX_COMMENTS_PER_GALLERY = LIMITS.commentsPerGallery.value;
/** A person types a comment in seconds at best; a script posting more is held back. */
export const COMMENTS_PER_REVIEWER: Budget = { name: "gallery-comments", points: LIMITS.commentsPerReviewer.value, windowSeconds: LIMITS.commentsPerReviewer.windowSeconds };
/** A reviewer name is free to take again, so one address (IPv6: its /64) gets a few reviewers' worth per gallery. */
export const COMMENTS_PER_ADDRESS: Budget = { name: "gallery-comments-address", points: LIMITS.commentsPerAddress.value, windowSeconds: LIMITS.commentsPerAddress.windowSeconds };
/** Comments the review page shows per item at first, and per "Show more". */
export const REVIEW_COMMENTS_PAGE = LIMITS.reviewCommentsPage.value;

export type ReviewComment = { id: string; name: string; text: string; created_at: string };
export type Verdict = "approved" | "rejected";

function describeComment(row: typeof galleryComments.$inferSelect): ReviewComment {
  return { id: row.id, name: row.reviewerName, text: row.body, created_at: row.createdAt.toISOString() };
}

/** Holds the asset's place in the gallery until commit; an asset not shown there is a 404. */
async function lockMembership(tx: Tx, { galleryId, assetId }: { galleryId: string; assetId: string }): Promise<void> {
  const [member] = await tx
    .select({ assetId: galleryAssets.assetId })
    .from(galleryAssets)
    .where(and(eq(galleryAssets.galleryId, galleryId), eq(galleryAssets.assetId, assetId)))
    .for("share");
  if (!member) throw new ApiError("not_found", "This item is not in the gallery.");
}

/** Sets this reviewer's favourite and/or verdict on one item; fields left out keep their value. */
export async function recordReaction({ gallery, assetId, reviewer, input }: { gallery: GalleryRow; assetId: string; reviewer: Reviewer | null; input: ReactionInput }) {
  const who = requireReviewer(reviewer);
  const db = await getDb();
  const { reaction, queued } = await db.transaction(async (tx) => {
    await lockMembership(tx, { galleryId: gallery.id, assetId });
    const [row] = await tx
      .insert(galleryReactions)
      .values({ galleryId: gallery.id, assetId, reviewerId: who.id, reviewerName: who.name, favourite: input.favourite ?? false, verdict: input.verdict ?? null })
      .onConflictDoUpdate({
        target: [galleryReactions.galleryId, galleryReactions.assetId, galleryReactions.reviewerId],
        set: {
          reviewerName: who.name,
          updatedAt: sql`now()`,
          ...(input.favourite !== undefined ? { favourite: input.favourite } : {}),
          ...(input.verdict !== undefined ? { verdict: input.verdict } : {}),
        },
      })
      .returning();
    const reaction = { asset_id: assetId, favourite: row.favourite, verdict: row.verdict };
    const data = { gallery_id: gallery.id, feedback: "reaction", reviewer: who.name, ...reaction };
    return { reaction, queued: await recordWebhookEvent(tx, { accountId: gallery.accountId, type: "gallery.feedback", data }) };
  });
  announceDeliveries(queued);
  return reaction;
}

/** Adds a reviewer's comment to one item, within the reviewer's and the address's budgets for this gallery. */
export async function addComment({ gallery, assetId, reviewer, text, clientKey }: { gallery: GalleryRow; assetId: string; reviewer: Reviewer | null; text: string; clientKey: string }): Promise<ReviewComment> {
  const who = requireReviewer(reviewer);
  await reserveAttempts(
    [
      { budget: COMMENTS_PER_REVIEWER, subject: `${gallery.id}:${who.id}` },
      { budget: COMMENTS_PER_ADDRESS, subject: `${gallery.id}:${clientKey}` },
    ],
    "Too many comments at once.",
  );
  const db = await getDb();
  const { comment, queued } = await db.transaction(async (tx) => {
    await lockMembership(tx, { galleryId: gallery.id, assetId });
    const [{ total }] = await tx.select({ total: count() }).from(galleryComments).where(eq(galleryComments.galleryId, gallery.id));
    if (total >= MAX_COMMENTS_PER_GALLERY) throw new ApiError("conflict", "This gallery has reached its limit of comments.");
    const [row] = await tx
      .insert(galleryComments)
      .values({ id: createId("feedback"), galleryId: gallery.id, assetId, reviewerId: who.id, reviewerName: who.name, body: text })
      .returning();
    const comment = describeComment(row);
    const data = { gallery_id: gallery.id, feedback: "comment", asset_id: assetId, reviewer: who.name, comment };
    return { comment, queued: await recordWebhookEvent(tx, { accountId: gallery.accountId, type: "gallery.feedback", data }) };
  });
  announceDeliveries(queued);
  return comment;
}

/** The owner's view of a gallery's feedback, item by item in display order. */
export async function listGalleryFeedback({ accountId, galleryId }: { accountId: string; galleryId: string }) {
  const gallery = await getGalleryOrThrow({ accountId, galleryId });
  const db = await getDb();
  const [members, reactions, comments] = await Promise.all([
    galleryMembers(gallery.id),
    db.select().from(galleryReactions).where(eq(galleryReactions.galleryId, gallery.id)).orderBy(asc(galleryReactions.updatedAt)),
    db.select().from(galleryComments).where(eq(galleryComments.galleryId, gallery.id)).orderBy(asc(galleryComments.createdAt), asc(galleryComments.id)),
  ]);
  const items: AssetFeedbackView[] = members.map((member) => {
    const mine = reactions.filter((r) => r.assetId === member.id);
    const favouritedBy = mine.filter((r) => r.favourite).map((r) => r.reviewerName);
    return {
      asset_id: member.id,
      name: member.name,
      favourites: favouritedBy.length,
      favourited_by: favouritedBy,
      approvals: mine.filter((r) => r.verdict === "approved").map((r) => r.reviewerName),
      rejections: mine.filter((r) => r.verdict === "rejected").map((r) => r.reviewerName),
      comments: comments.filter((c) => c.assetId === member.id).map(describeComment),
    };
  });
  const reviewers = [...new Set([...reactions.map((r) => r.reviewerName), ...comments.map((c) => c.reviewerName)])];
  return { gallery_id: gallery.id, reviewers, assets: items };
}

/** The gallery's assets in display order. */
async function galleryMembers(galleryId: string) {
  const db = await getDb();
  return db
    .select({
      id: assets.id,
      name: assets.name,
      mime: assets.mime,
      width: assets.width,
      height: assets.height,
      description: assets.description,
      // The name of the file the owner started from: what a client knows the picture by.
      sourceName: jobs.inputName,
    })
    .from(galleryAssets)
    .innerJoin(assets, eq(assets.id, galleryAssets.assetId))
    .leftJoin(jobs, eq(jobs.id, assets.jobId))
    .where(eq(galleryAssets.galleryId, galleryId))
    .orderBy(asc(galleryAssets.position));
}

/** What the review page shows for each item: the item, this reviewer's marks, and the first page of everyone's comments. */
export async function listReviewItems({ gallery, reviewer }: { gallery: GalleryRow; reviewer: Reviewer | null }) {
  const db = await getDb();
  const [members, reactions, comments] = await Promise.all([
    galleryMembers(gallery.id),
    reviewer
      ? db.select().from(galleryReactions).where(and(eq(galleryReactions.galleryId, gallery.id), eq(galleryReactions.reviewerId, reviewer.id)))
      : Promise.resolve([]),
    firstCommentPages(gallery.id),
  ]);
  return members.map((member) => {
    const reaction = reactions.find((r) => r.assetId === member.id);
    const page = comments.filter((c) => c.assetId === member.id);
    const shown = page.slice(0, REVIEW_COMMENTS_PAGE);
    return {
      ...member,
      favourite: reaction?.favourite ?? false,
      verdict: (reaction?.verdict ?? null) as Verdict | null,
      comments: shown.map(describeComment),
      commentCount: page[0]?.total ?? 0,
      nextCommentCursor: page.length > REVIEW_COMMENTS_PAGE ? shown[shown.length - 1].id : null,
    };
  });
}

/** Each item's oldest comments, one more than a page (to tell whether more follow), with the item's total; one query for the gallery. */
async function firstCommentPages(galleryId: string) {
  const db = await getDb();
  const ranked = db.$with("ranked").as(
    db
      .select({
        ...getTableColumns(galleryComments),
        rank: sql<number>`(row_number() over (partition by ${galleryComments.assetId} order by ${galleryComments.id}))::int`.as("rank"),
        total: sql<number>`(count(*) over (partition by ${galleryComments.assetId}))::int`.as("total"),
      })
      .from(galleryComments)
      .where(eq(galleryComments.galleryId, galleryId)),
  );
  return db.with(ranked).select().from(ranked).where(lte(ranked.rank, REVIEW_COMMENTS_PAGE + 1)).orderBy(asc(ranked.id));
}

/** One page of an item's comments on the review page, oldest first, after `cursor` (the last comment shown). */
export async function listReviewComments({ gallery, assetId, cursor, limit }: { gallery: GalleryRow; assetId: string; cursor?: string; limit: number }) {
  const db = await getDb();
  const [member] = await db
    .select({ assetId: galleryAssets.assetId })
    .from(galleryAssets)
    .where(and(eq(galleryAssets.galleryId, gallery.id), eq(galleryAssets.assetId, assetId)));
  if (!member) throw new ApiError("not_found", "This item is not in the gallery.");
  const rows = await db
    .select()
    .from(galleryComments)
    .where(and(eq(galleryComments.galleryId, gallery.id), eq(galleryComments.assetId, assetId), cursor ? gt(galleryComments.id, cursor) : undefined))
    .orderBy(asc(galleryComments.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return { comments: page.map(describeComment), next_cursor: rows.length > limit ? page[page.length - 1].id : null };
}

import { and, asc, count, eq } from "drizzle-orm";
import { ApiError } from "@/lib/core/errors";
import { createId } from "@/lib/core/ids";
import { LIMITS } from "@/lib/platform/config/limits";
import { galleryAssets, galleryReactions, gallerySelections, getDb, type Db, type Tx } from "@/lib/platform/db";
import { announceDeliveries, recordWebhookEvent } from "@/lib/domain/webhooks/outbox";
import type { GalleryRow } from "./galleries";
import { requireReviewer, type Reviewer } from "./reviewer";
import type { SelectionView } from "./schema";

const MAX_SELECTIONS = LIMITS.gallerySelections.value;

/** The reviewer's favourites in this gallery, in display order. */
export async function favouriteIds(db: Db | Tx, { galleryId, reviewerId }: { galleryId: string; reviewerId: string }): Promise<string[]> {
  const rows = await db
    .select({ assetId: galleryReactions.assetId })
    .from(galleryReactions)
    .innerJoin(galleryAssets, and(eq(galleryAssets.galleryId, galleryReactions.galleryId), eq(galleryAssets.assetId, galleryReactions.assetId)))
    .where(and(eq(galleryReactions.galleryId, galleryId), eq(galleryReactions.reviewerId, reviewerId), eq(galleryReactions.favourite, true)))
    .orderBy(asc(galleryAssets.position));
  return rows.map((row) => row.assetId);
}

/**
 * The named reviewer says "done": their favourites at this moment are kept as a selection the owner
 * sees (GET /api/v1/galleries/{id}) and are sent as `gallery.selection_submitted`, in one transaction.
 * Each submission is kept; a later one does not replace an earlier.
 */
export async function submitSelection({ gallery, reviewer }: { gallery: GalleryRow; reviewer: Reviewer | null }): Promise<SelectionView> {
  const who = requireReviewer(reviewer);
  const db = await getDb();
  const { selection, queued } = await db.transaction(async (tx) => {
    const [{ total }] = await tx.select({ total: count() }).from(gallerySelections).where(eq(gallerySelections.galleryId, gallery.id));
    if (total >= MAX_SELECTIONS) throw new ApiError("conflict", "This gallery has reached its limit of submitted selections.");
    const favourites = await favouriteIds(tx, { galleryId: gallery.id, reviewerId: who.id });
    const [row] = await tx
      .insert(gallerySelections)
      .values({ id: createId("selection"), galleryId: gallery.id, reviewerId: who.id, reviewerName: who.name, assetIds: favourites })
      .returning();
    const selection: SelectionView = { reviewer: row.reviewerName, submitted_at: row.submittedAt.toISOString(), asset_ids: row.assetIds };
    const data = { gallery_id: gallery.id, gallery_name: gallery.name, ...selection };
    return { selection, queued: await recordWebhookEvent(tx, { accountId: gallery.accountId, type: "gallery.selection_submitted", data }) };
  });
  announceDeliveries(queued);
  return selection;
}

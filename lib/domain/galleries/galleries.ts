import { hash } from "@node-rs/argon2";
import { and, asc, desc, eq, inArray, lt, notInArray, sql } from "drizzle-orm";
import { ApiError } from "@/lib/core/errors";
import { createId } from "@/lib/core/ids";
import { now } from "@/lib/core/clock";
import { env } from "@/lib/platform/config/env";
import { assets, galleries, galleryAssets, gallerySelections, getDb, type Db, type Tx } from "@/lib/platform/db";
import { assetKindOf } from "@/lib/domain/vault/asset-kind";
import { newReviewNonce, reviewTokenOf, reviewUrl } from "./review-token";
import { MAX_GALLERY_ASSETS, type CreateGalleryInput, type GalleryView, type ListGalleriesQuery, type SelectionView, type UpdateGalleryInput } from "./schema";

export type GalleryRow = typeof galleries.$inferSelect;
export type Gallery = GalleryRow & { assetIds: string[]; selections: SelectionView[] };

const DAY_MS = 86_400_000;

/** When a gallery created now expires if its creator says nothing: GALLERY_DEFAULT_EXPIRY_DAYS from now (null is "never", chosen on purpose). */
function defaultExpiry(): Date {
  return new Date(now().getTime() + env().GALLERY_DEFAULT_EXPIRY_DAYS * DAY_MS);
}

export function describeGallery(gallery: Gallery, baseUrl: string): GalleryView {
  return {
    id: gallery.id,
    name: gallery.name,
    asset_ids: gallery.assetIds,
    review_url: reviewUrl(baseUrl, reviewTokenOf(gallery.reviewNonce)),
    created_at: gallery.createdAt.toISOString(),
    updated_at: gallery.updatedAt.toISOString(),
    expires_at: gallery.expiresAt?.toISOString() ?? null,
    allow_download: gallery.allowDownload,
    has_password: gallery.passwordHash !== null,
    cover_asset_id: gallery.coverAssetId,
    logo_asset_id: gallery.logoAssetId,
    accent_color: gallery.accentColor,
    selections: gallery.selections,
  };
}

/** The selections submitted to each gallery, oldest first; one query for a page of galleries. */
async function selectionsOf(db: Db | Tx, galleryIds: string[]): Promise<Map<string, SelectionView[]>> {
  const bySubmission = new Map<string, SelectionView[]>(galleryIds.map((id) => [id, []]));
  if (galleryIds.length === 0) return bySubmission;
  const rows = await db
    .select()
    .from(gallerySelections)
    .where(inArray(gallerySelections.galleryId, galleryIds))
    .orderBy(asc(gallerySelections.submittedAt), asc(gallerySelections.id));
  for (const row of rows) bySubmission.get(row.galleryId)!.push({ reviewer: row.reviewerName, submitted_at: row.submittedAt.toISOString(), asset_ids: row.assetIds });
  return bySubmission;
}

async function withMembers(db: Db | Tx, row: GalleryRow): Promise<Gallery> {
  return { ...row, assetIds: await galleryAssetIds(db, row.id), selections: (await selectionsOf(db, [row.id])).get(row.id)! };
}

/** Creates a gallery of the account's own assets with a fresh review link. */
export async function createGallery({ accountId, input }: { accountId: string; input: CreateGalleryInput }): Promise<Gallery> {
  const passwordHash = input.password ? await hash(input.password) : null;
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockOwnedAssets(tx, { accountId, assetIds: input.asset_ids });
    await checkBrandImages(tx, { accountId, ids: [input.cover_asset_id, input.logo_asset_id] });
    const [row] = await tx
      .insert(galleries)
      .values({
        id: createId("gallery"),
        accountId,
        name: input.name,
        reviewNonce: newReviewNonce(),
        passwordHash,
        allowDownload: input.allow_download ?? false,
        expiresAt: input.expires_at === undefined ? defaultExpiry() : input.expires_at,
        coverAssetId: input.cover_asset_id ?? null,
        logoAssetId: input.logo_asset_id ?? null,
        accentColor: input.accent_color ?? null,
      })
      .returning();
    await tx.insert(galleryAssets).values(input.asset_ids.map((assetId, position) => ({ galleryId: row.id, assetId, position })));
    return { ...row, assetIds: input.asset_ids, selections: [] };
  });
}

export async function listGalleries({ accountId, query }: { accountId: string; query: ListGalleriesQuery }): Promise<{ galleries: Gallery[]; nextCursor: string | null }> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(galleries)
    .where(and(eq(galleries.accountId, accountId), query.cursor ? lt(galleries.id, query.cursor) : undefined))
    .orderBy(desc(galleries.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const members = page.length
    ? await db.select().from(galleryAssets).where(inArray(galleryAssets.galleryId, page.map((g) => g.id))).orderBy(asc(galleryAssets.position))
    : [];
  const selections = await selectionsOf(db, page.map((g) => g.id));
  return {
    galleries: page.map((g) => ({ ...g, assetIds: members.filter((m) => m.galleryId === g.id).map((m) => m.assetId), selections: selections.get(g.id)! })),
    nextCursor: rows.length > query.limit ? page[page.length - 1].id : null,
  };
}

/** Loads a gallery and checks tenancy: another account's gallery is indistinguishable from a missing one. */
export async function getGalleryOrThrow({ accountId, galleryId }: { accountId: string; galleryId: string }): Promise<Gallery> {
  const db = await getDb();
  const [row] = await db.select().from(galleries).where(and(eq(galleries.id, galleryId), eq(galleries.accountId, accountId)));
  if (!row) throw new ApiError("not_found", `No gallery ${galleryId}.`);
  return withMembers(db, row);
}

/**
 * Renames, reorders (`asset_ids` is the new full order), adds or removes assets, and sets expiry,
 * password and downloads. Feedback on assets that stay is kept; feedback on removed ones goes.
 */
export async function updateGallery({ accountId, galleryId, input }: { accountId: string; galleryId: string; input: UpdateGalleryInput }): Promise<Gallery> {
  const passwordHash = input.password ? await hash(input.password) : input.password;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(galleries).where(and(eq(galleries.id, galleryId), eq(galleries.accountId, accountId))).for("update");
    if (!row) throw new ApiError("not_found", `No gallery ${galleryId}.`);
    const current = await galleryAssetIds(tx, galleryId);
    const next = nextAssetOrder(current, input);
    if (next !== current) await replaceMembers(tx, { accountId, galleryId, current, next });
    await checkBrandImages(tx, { accountId, ids: [input.cover_asset_id, input.logo_asset_id] });
    const [updated] = await tx
      .update(galleries)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.expires_at !== undefined ? { expiresAt: input.expires_at } : {}),
        ...(passwordHash !== undefined ? { passwordHash } : {}),
        ...(input.allow_download !== undefined ? { allowDownload: input.allow_download } : {}),
        ...(input.cover_asset_id !== undefined ? { coverAssetId: input.cover_asset_id } : {}),
        ...(input.logo_asset_id !== undefined ? { logoAssetId: input.logo_asset_id } : {}),
        ...(input.accent_color !== undefined ? { accentColor: input.accent_color } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(galleries.id, galleryId))
      .returning();
    return { ...updated, assetIds: next, selections: (await selectionsOf(tx, [galleryId])).get(galleryId)! };
  });
}

/** Deletes a gallery, its review link and its feedback; the assets stay in the Vault. */
export async function deleteGallery({ accountId, galleryId }: { accountId: string; galleryId: string }): Promise<{ id: string; deleted: true }> {
  const db = await getDb();
  const [row] = await db.delete(galleries).where(and(eq(galleries.id, galleryId), eq(galleries.accountId, accountId))).returning({ id: galleries.id });
  if (!row) throw new ApiError("not_found", `No gallery ${galleryId}.`);
  return { id: row.id, deleted: true };
}

/** Issues a new review link; the old one (a pre-0024 link too) answers 404 from now on, and its unlock cookies stop working. */
export async function rotateGalleryLink({ accountId, galleryId }: { accountId: string; galleryId: string }): Promise<Gallery> {
  const db = await getDb();
  const [row] = await db
    .update(galleries)
    .set({ reviewNonce: newReviewNonce(), legacyReviewTokenHash: null, updatedAt: sql`now()` })
    .where(and(eq(galleries.id, galleryId), eq(galleries.accountId, accountId)))
    .returning();
  if (!row) throw new ApiError("not_found", `No gallery ${galleryId}.`);
  return withMembers(db, row);
}

async function galleryAssetIds(db: Db | Tx, galleryId: string): Promise<string[]> {
  const rows = await db.select({ assetId: galleryAssets.assetId }).from(galleryAssets).where(eq(galleryAssets.galleryId, galleryId)).orderBy(asc(galleryAssets.position));
  return rows.map((r) => r.assetId);
}

function nextAssetOrder(current: string[], input: UpdateGalleryInput): string[] {
  if (input.asset_ids) return input.asset_ids;
  if (!input.add_asset_ids && !input.remove_asset_ids) return current;
  const removed = new Set(input.remove_asset_ids ?? []);
  const kept = current.filter((id) => !removed.has(id));
  const added = (input.add_asset_ids ?? []).filter((id) => !kept.includes(id) && !removed.has(id));
  const next = [...kept, ...added];
  if (next.length > MAX_GALLERY_ASSETS) {
    throw new ApiError("invalid_request", `A gallery holds at most ${MAX_GALLERY_ASSETS} assets; this change would make it ${next.length}.`);
  }
  return next;
}

async function replaceMembers(tx: Tx, { accountId, galleryId, current, next }: { accountId: string; galleryId: string; current: string[]; next: string[] }) {
  const shown = new Set(current);
  await lockOwnedAssets(tx, { accountId, assetIds: next.filter((id) => !shown.has(id)) });
  await tx
    .delete(galleryAssets)
    .where(and(eq(galleryAssets.galleryId, galleryId), next.length ? notInArray(galleryAssets.assetId, next) : undefined));
  if (next.length === 0) return;
  await tx
    .insert(galleryAssets)
    .values(next.map((assetId, position) => ({ galleryId, assetId, position })))
    .onConflictDoUpdate({ target: [galleryAssets.galleryId, galleryAssets.assetId], set: { position: sql`excluded.position` } });
}

/**
 * Checks that every id is an asset of the account, naming the first that is not (404), and holds
 * them until commit so a concurrent delete cannot slip between the check and the insert.
 */
async function lockOwnedAssets(tx: Tx, { accountId, assetIds }: { accountId: string; assetIds: string[] }): Promise<void> {
  if (assetIds.length === 0) return;
  const owned = await tx
    .select({ id: assets.id })
    .from(assets)
    .where(and(eq(assets.accountId, accountId), inArray(assets.id, assetIds)))
    .for("share");
  const found = new Set(owned.map((a) => a.id));
  const missing = assetIds.find((id) => !found.has(id));
  if (missing) throw new ApiError("not_found", `No asset ${missing} in your Vault.`);
}

/** A cover or logo must be an image of the account's Vault (held until commit, as gallery members are). */
async function checkBrandImages(tx: Tx, { accountId, ids }: { accountId: string; ids: Array<string | null | undefined> }): Promise<void> {
  const wanted = ids.filter((id): id is string => typeof id === "string");
  if (wanted.length === 0) return;
  await lockOwnedAssets(tx, { accountId, assetIds: [...new Set(wanted)] });
  const rows = await tx.select({ id: assets.id, mime: assets.mime }).from(assets).where(inArray(assets.id, wanted));
  const notImage = rows.find((row) => assetKindOf(row.mime) !== "image");
  if (notImage) throw new ApiError("invalid_request", `Asset ${notImage.id} is not an image; a cover or logo must be one.`);
}

import { and, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import { ApiError } from "@/lib/core/errors";
import { assets, getDb, type Tx } from "@/lib/platform/db";
import { withLocalPath } from "@/lib/platform/storage";
import { afterAssetsDeleted, describeAsset, getAssetOrThrow } from "./assets";
import { MAX_TAGS } from "./folder";
import { deliveryLinks } from "./hooks";
import { mayCarryLocation, readMetadata, storeWithoutLocation } from "./photo-intake";
import { releaseBlob } from "./release-blob";
import type { AssetView, BulkAssetsInput, BulkResultView, FolderTreeView, UpdateAssetInput } from "./schema";
import { describeVaultRoom } from "./usage";

type Owner = { id: string; plan: string };

/** Moves, retags, or takes the location out of one asset of the account. */
export async function updateAsset({ account, assetId, input, baseUrl }: { account: Owner; assetId: string; input: UpdateAssetInput; baseUrl: string }): Promise<AssetView> {
  const current = await getAssetOrThrow({ accountId: account.id, assetId });
  if (input.keep_location === false && current.keepLocation) await forgetLocation(current);
  const changes = { ...(input.folder !== undefined ? { folder: input.folder } : {}), ...(input.tags !== undefined ? { tags: input.tags } : {}) };
  const db = await getDb();
  const [row] = Object.keys(changes).length
    ? await db.update(assets).set(changes).where(and(eq(assets.id, assetId), eq(assets.accountId, account.id))).returning()
    : [await getAssetOrThrow({ accountId: account.id, assetId })];
  if (!row) throw new ApiError("not_found", `No asset ${assetId}.`);
  return describeAsset(row, baseUrl, await deliveryLinks(account.id, baseUrl));
}

/**
 * An asset stored with its location now serves a copy without it; the location is forgotten. The
 * switch is made only if the asset still serves the file that was read, and the old file is let go.
 */
async function forgetLocation(asset: typeof assets.$inferSelect): Promise<void> {
  const copy = mayCarryLocation(asset.mime)
    ? await withLocalPath(asset.blobKey, async (filePath) => ((await readMetadata(filePath, asset.mime)).hasLocation ? storeWithoutLocation(filePath, asset.mime) : null))
    : null;
  const db = await getDb();
  const [switched] = await db
    .update(assets)
    .set({ keepLocation: false, latitude: null, longitude: null, ...(copy ? { blobKey: copy.blobKey, sizeBytes: copy.sizeBytes } : {}) })
    .where(and(eq(assets.id, asset.id), eq(assets.blobKey, asset.blobKey)))
    .returning({ id: assets.id });
  if (copy) await releaseBlob(switched ? asset.blobKey : copy.blobKey);
  if (!switched) throw new ApiError("conflict", `Asset ${asset.id} changed meanwhile; send the request again.`);
}

/** Holds the listed assets of the account until commit; the first that is not one is a 404, and nothing changes. */
async function lockOwned(tx: Tx, { accountId, ids }: { accountId: string; ids: string[] }): Promise<void> {
  const owned = await tx.select({ id: assets.id }).from(assets).where(and(eq(assets.accountId, accountId), inArray(assets.id, ids))).for("update");
  const found = new Set(owned.map((a) => a.id));
  const missing = ids.find((id) => !found.has(id));
  if (missing) throw new ApiError("not_found", `No asset ${missing} in your Vault.`);
}

function textArray(values: string[]): SQL {
  return sql`ARRAY[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;
}

/** The SET of each bulk change; every one keeps the order of the tags an asset had. */
function bulkChange(input: Exclude<BulkAssetsInput, { action: "delete" }>): { folder: string } | { tags: SQL } {
  if (input.action === "move") return { folder: input.folder };
  const listed = textArray(input.tags);
  if (input.action === "tag") {
    return { tags: sql`${assets.tags} || ARRAY(SELECT t FROM unnest(${listed}) WITH ORDINALITY AS n(t, i) WHERE NOT t = ANY(${assets.tags}) ORDER BY i)` };
  }
  return { tags: sql`ARRAY(SELECT t FROM unnest(${assets.tags}) WITH ORDINALITY AS n(t, i) WHERE NOT t = ANY(${listed}) ORDER BY i)` };
}

/** Tags, untags, moves or deletes the listed assets of the account, all or none. */
export async function bulkAssets({ account, input }: { account: Owner; input: BulkAssetsInput }): Promise<BulkResultView> {
  const db = await getDb();
  const { ids, action } = input;
  if (action === "delete") {
    const gone = await db.transaction(async (tx) => {
      await lockOwned(tx, { accountId: account.id, ids });
      return tx.delete(assets).where(and(eq(assets.accountId, account.id), inArray(assets.id, ids))).returning();
    });
    await afterAssetsDeleted(gone);
    const freed = gone.reduce((sum, row) => sum + row.sizeBytes, 0);
    return { action, ids, count: gone.length, freed_bytes: freed, ...(await describeVaultRoom(db, account)) };
  }
  await db.transaction(async (tx) => {
    await lockOwned(tx, { accountId: account.id, ids });
    const changed = await tx
      .update(assets)
      .set(bulkChange(input))
      .where(and(eq(assets.accountId, account.id), inArray(assets.id, ids)))
      .returning({ id: assets.id, tagCount: sql<number>`cardinality(${assets.tags})` });
    const crowded = changed.find((row) => Number(row.tagCount) > MAX_TAGS);
    if (crowded) throw new ApiError("invalid_request", `Asset ${crowded.id} would hold ${crowded.tagCount} tags; an asset holds at most ${MAX_TAGS}. Nothing was changed.`);
  });
  return { action, ids, count: ids.length, freed_bytes: 0, ...(await describeVaultRoom(db, account)) };
}

/** Every folder of the account that holds assets, with its parents, each with its own and its subtree's counts. */
export async function folderTree({ accountId }: { accountId: string }): Promise<FolderTreeView> {
  const db = await getDb();
  const rows = await db.select({ folder: assets.folder, count: count() }).from(assets).where(eq(assets.accountId, accountId)).groupBy(assets.folder);
  const folders = new Map<string, { count: number; total: number }>();
  let rootCount = 0;
  let total = 0;
  for (const row of rows) {
    const n = Number(row.count);
    total += n;
    if (row.folder === "") {
      rootCount = n;
      continue;
    }
    const names = row.folder.split("/");
    for (let depth = 1; depth <= names.length; depth++) {
      const path = names.slice(0, depth).join("/");
      const entry = folders.get(path) ?? { count: 0, total: 0 };
      entry.total += n;
      if (depth === names.length) entry.count += n;
      folders.set(path, entry);
    }
  }
  // Compared name by name ("/" as the lowest character), so each folder's subfolders follow it at once.
  const byNames = (path: string) => path.replaceAll("/", "\0");
  const sorted = [...folders.entries()].sort(([a], [b]) => (byNames(a) < byNames(b) ? -1 : byNames(a) > byNames(b) ? 1 : 0));
  return {
    folders: sorted.map(([path, counts]) => {
      const names = path.split("/");
      return { path, name: names[names.length - 1], parent: names.slice(0, -1).join("/"), depth: names.length, ...counts };
    }),
    root_count: rootCount,
    total,
  };
}

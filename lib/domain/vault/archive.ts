import { and, asc, eq, inArray } from "drizzle-orm";
import { ApiError } from "@/lib/core/errors";
import { assets, getDb } from "@/lib/platform/db";
import type { ZipBlob } from "@/lib/platform/archive/zip";
import { inFolder } from "./search";
import type { ArchiveAssetsInput } from "./schema";

/**
 * The files of a Vault archive: the listed assets in the order given (one that is not the account's
 * refuses them all, 404), or every asset in a folder and its subfolders, by folder then name.
 */
export async function vaultArchiveFiles({ accountId, input }: { accountId: string; input: ArchiveAssetsInput }): Promise<{ fileName: string; files: ZipBlob[] }> {
  const db = await getDb();
  const columns = { id: assets.id, blobKey: assets.blobKey, name: assets.name, createdAt: assets.createdAt };
  if (input.ids) {
    const rows = await db.select(columns).from(assets).where(and(eq(assets.accountId, accountId), inArray(assets.id, input.ids)));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const missing = input.ids.find((id) => !byId.has(id));
    if (missing) throw new ApiError("not_found", `No asset ${missing} in your Vault.`);
    return { fileName: "vault.zip", files: input.ids.map((id) => zipped(byId.get(id)!)) };
  }
  const folder = input.folder ?? "";
  const rows = await db
    .select(columns)
    .from(assets)
    .where(and(eq(assets.accountId, accountId), inFolder(folder)))
    .orderBy(asc(assets.folder), asc(assets.name), asc(assets.id));
  if (rows.length === 0) throw new ApiError("not_found", folder ? `No assets in folder ${folder}.` : "The Vault is empty.");
  return { fileName: `${folder ? folder.split("/").pop() : "vault"}.zip`, files: rows.map(zipped) };
}

function zipped(row: { blobKey: string; name: string; createdAt: Date }): ZipBlob {
  return { blobKey: row.blobKey, name: row.name, modifiedAt: row.createdAt };
}

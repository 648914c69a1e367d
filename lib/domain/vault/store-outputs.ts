import sharp from "sharp";
import { isExpired } from "@/lib/domain/jobs/expiry";
import { and, asc, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { ApiError } from "@/lib/core/errors";
import { createId } from "@/lib/core/ids";
import { assets, getDb, jobOutputs, jobs, runSteps, type Db, type Tx } from "@/lib/platform/db";
import { queryRows } from "@/lib/platform/db/raw";
import { formatBytes } from "@/lib/core/bytes";
import { registeredJobKinds } from "@/lib/domain/jobs/hooks";
import type { JobOutputRow, JobRow } from "@/lib/platform/db";
import { blobStore, withLocalPath } from "@/lib/platform/storage";
import { assetKindOf } from "./asset-kind";
import { createThumbnails } from "./thumbnails";
import { mayCarryLocation, takePhoto, type PhotoIntake } from "./photo-intake";
import { vaultCapacityBytes, vaultUsedBytes } from "./usage";
import { LIMITS } from "@/lib/platform/config/limits";

export type AssetRow = typeof assets.$inferSelect;

/** One stored file to keep in the Vault: a job's (or run's) output, or the image an alt-text job described. */
export type StorableOutput = {
  /** What makes storing it again a no-op: the job output's id, or `<job id>:input`. */
  outputId: string;
  /** The job (or run) it comes from; shown as the asset's `job_id`. */
  sourceId: string;
  name: string;
  mime: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
  blobKey: string;
  description: string | null;
  /** Where the new asset goes and what it keeps; the root, no tags, no location when absent. */
  placement?: Placement;
  /** An image's metadata and the blob it serves (takePhoto); storeJobOutputs gives one to every image it creates. */
  photo?: PhotoIntake;
};

/** The owner's choices for assets a store creates. */
export type Placement = { folder: string; tags: string[]; keepLocation: boolean };
const AT_ROOT: Placement = { folder: "", tags: [], keepLocation: false };

export type StoredOutputs = { assets: AssetRow[]; created: AssetRow[] };

const MAX_DESCRIPTION_CHARS = LIMITS.assetDescriptionChars.value;

/**
 * Keeps `outputs` as assets of the account, in the caller's transaction. The account row is locked
 * first, so concurrent stores see each other's bytes and can never overshoot `capacityBytes`.
 * A file already kept (same output, or same blob) is answered as it is and not counted again, and
 * gains the new description if it had none; when the new files do not fit, nothing is stored and
 * `409 vault_full` says by how much.
 */
export async function storeOutputsInTx(
  tx: Tx,
  { accountId, outputs, capacityBytes }: { accountId: string; outputs: StorableOutput[]; capacityBytes: number },
): Promise<StoredOutputs> {
  await queryRows(tx, sql`SELECT id FROM accounts WHERE id = ${accountId} FOR UPDATE`);
  const unique = [...new Map(outputs.map((o) => [o.outputId, o])).values()];
  if (unique.length === 0) return { assets: [], created: [] };
  const existing = await tx
    .select()
    .from(assets)
    .where(
      and(
        eq(assets.accountId, accountId),
        or(
          inArray(assets.outputId, unique.map((o) => o.outputId)),
          inArray(assets.blobKey, unique.map((o) => o.blobKey)),
        ),
      ),
    );
  const keptFor = (o: StorableOutput) => existing.find((a) => a.outputId === o.outputId) ?? existing.find((a) => a.blobKey === o.blobKey);
  const fresh = unique.filter((o) => !keptFor(o));
  const created = fresh.length ? await insertAssets(tx, { accountId, outputs: fresh, capacityBytes }) : [];
  const stored: AssetRow[] = [];
  for (const o of unique) {
    const kept = keptFor(o);
    if (!kept) stored.push(created.find((a) => a.outputId === o.outputId)!);
    else stored.push(o.description && !kept.description ? await describeAsset(tx, kept, o.description) : kept);
  }
  return { assets: stored, created };
}

async function insertAssets(tx: Tx, { accountId, outputs, capacityBytes }: { accountId: string; outputs: StorableOutput[]; capacityBytes: number }): Promise<AssetRow[]> {
  const needed = outputs.reduce((sum, o) => sum + o.sizeBytes, 0);
  const used = await vaultUsedBytes(tx, accountId);
  if (used + needed > capacityBytes) {
    throw new ApiError(
      "vault_full",
      `The Vault is too full for this: used ${used} bytes, capacity ${capacityBytes} bytes, needed ${needed} bytes ` +
        `(${formatBytes(used)} of ${formatBytes(capacityBytes)} used, ${Math.max(0, capacityBytes - used)} bytes free). Delete assets or upgrade the plan; nothing was stored.`,
    );
  }
  return tx.insert(assets).values(outputs.map((o) => assetValues(accountId, o))).returning();
}

function assetValues(accountId: string, o: StorableOutput): typeof assets.$inferInsert {
  const { folder, tags, keepLocation } = o.placement ?? AT_ROOT;
  const metadata = o.photo?.metadata;
  const location = keepLocation ? metadata?.location : null;
  return {
    id: createId("asset"),
    accountId,
    jobId: o.sourceId,
    outputId: o.outputId,
    name: o.name,
    mime: o.mime,
    sizeBytes: o.photo?.sizeBytes ?? o.sizeBytes,
    width: o.width,
    height: o.height,
    durationSeconds: o.durationSeconds,
    blobKey: o.photo?.blobKey ?? o.blobKey,
    description: o.description?.slice(0, MAX_DESCRIPTION_CHARS) ?? null,
    folder,
    tags,
    takenAt: metadata?.takenAt ?? null,
    camera: metadata?.camera ?? null,
    lens: metadata?.lens ?? null,
    keepLocation,
    latitude: location?.latitude ?? null,
    longitude: location?.longitude ?? null,
  };
}

async function describeAsset(tx: Tx, asset: AssetRow, description: string): Promise<AssetRow> {
  const [row] = await tx
    .update(assets)
    .set({ description: description.slice(0, MAX_DESCRIPTION_CHARS) })
    .where(and(eq(assets.id, asset.id), isNull(assets.description)))
    .returning();
  return row ?? asset;
}

/** `storeOutputsInTx` in a transaction of its own. */
export async function storeOutputs(input: { accountId: string; outputs: StorableOutput[]; capacityBytes: number }): Promise<StoredOutputs> {
  const db = await getDb();
  return db.transaction((tx) => storeOutputsInTx(tx, input));
}

/**
 * Stores the files of a complete job or run of the account in its Vault (capacity from its plan),
 * in `placement`'s folder with its tags, then makes the previews. Images are read first, outside the
 * transaction (takePhoto: metadata, and a copy without location unless kept); a copy that ends up
 * unused (the output was stored meanwhile, or the store is refused) is deleted. The job and its
 * outputs are read `FOR SHARE`, so job clean-up cannot drop them (and release their blobs) between
 * this read and the assets that now share those blobs.
 */
export async function storeJobOutputs({ account, jobId, placement = AT_ROOT }: { account: { id: string; plan: string }; jobId: string; placement?: Placement }): Promise<StoredOutputs> {
  const db = await getDb();
  const photos = await takeNewPhotos(db, { accountId: account.id, jobId, keepLocation: placement.keepLocation });
  let stored: StoredOutputs = { assets: [], created: [] };
  try {
    stored = await db.transaction(async (tx) => {
      const outputs = await storableOutputsOf(tx, await completeJobOf(tx, { accountId: account.id, jobId }));
      const placed = outputs.map((o) => ({ ...o, placement, photo: photos.get(o.outputId) }));
      const result = await storeOutputsInTx(tx, { accountId: account.id, outputs: placed, capacityBytes: vaultCapacityBytes(account.plan) });
      // An image or video read as already kept, deleted since: its location was never looked at, so it is not stored unread.
      if (result.created.some((a) => mayCarryLocation(a.mime) && !photos.has(a.outputId))) {
        throw new ApiError("conflict", `An asset of job ${jobId} was deleted while it was stored again; send the request again.`);
      }
      return result;
    });
  } finally {
    const used = new Set(stored.created.map((a) => a.blobKey));
    for (const photo of photos.values()) if (photo.locationRemoved && !used.has(photo.blobKey)) await blobStore().delete(photo.blobKey);
  }
  await createThumbnails(stored.created);
  return stored;
}

async function completeJobOf(db: Db | Tx, { accountId, jobId }: { accountId: string; jobId: string }): Promise<JobRow> {
  const [job] = await db.select().from(jobs).where(and(eq(jobs.id, jobId), eq(jobs.accountId, accountId))).for("share");
  if (!job) throw new ApiError("not_found", `No job ${jobId}.`);
  if (job.status !== "complete") {
    throw new ApiError("job_not_finished", `Job ${jobId} is ${job.status}; only a complete job's outputs can be stored in the Vault.`);
  }
  if (isExpired(job)) throw new ApiError("expired", `Job ${jobId}'s files have expired (JOB_RETENTION_HOURS after it ended).`);
  return job;
}

/** takePhoto for each image and video of the job not yet in the Vault, by output id. */
async function takeNewPhotos(db: Db, { accountId, jobId, keepLocation }: { accountId: string; jobId: string; keepLocation: boolean }): Promise<Map<string, PhotoIntake>> {
  const outputs = (await storableOutputsOf(db, await completeJobOf(db, { accountId, jobId }))).filter((o) => mayCarryLocation(o.mime));
  const kept = outputs.length
    ? await db.select({ outputId: assets.outputId }).from(assets).where(and(eq(assets.accountId, accountId), inArray(assets.outputId, outputs.map((o) => o.outputId))))
    : [];
  const photos = new Map<string, PhotoIntake>();
  try {
    for (const output of outputs) {
      if (!kept.some((k) => k.outputId === output.outputId)) photos.set(output.outputId, await takePhoto(output, { keepLocation }));
    }
  } catch (error) {
    for (const photo of photos.values()) if (photo.locationRemoved) await blobStore().delete(photo.blobKey);
    throw error;
  }
  return photos;
}

async function storableOutputsOf(tx: Db | Tx, job: JobRow): Promise<StorableOutput[]> {
  const rows = await tx.select().from(jobOutputs).where(eq(jobOutputs.jobId, job.id)).orderBy(asc(jobOutputs.position)).for("share");
  const altText = await altTextOf(tx, job);
  if (rows.length) return rows.map((row) => storableJobOutput(job, row, altText));
  const described = await describedInput(job, altText);
  if (described) return [described];
  throw new ApiError("invalid_request", `Job ${job.id} produced no files to store; its text result is part of the job itself.`);
}

function storableJobOutput(job: JobRow, output: JobOutputRow, altText: string | null): StorableOutput {
  return {
    outputId: output.id,
    sourceId: job.id,
    name: output.name,
    mime: output.mime,
    sizeBytes: output.sizeBytes,
    width: output.width,
    height: output.height,
    durationSeconds: output.durationSeconds,
    blobKey: output.blobKey,
    description: assetKindOf(output.mime) === "image" ? altText : null,
  };
}

/** An alt-text job returns only text: what it carries worth keeping is the image it described, with that text. */
async function describedInput(job: JobRow, description: string | null): Promise<StorableOutput | null> {
  if (!description || !job.inputBlobKey || !job.inputMime || assetKindOf(job.inputMime) !== "image") return null;
  const stat = await blobStore().stat(job.inputBlobKey);
  if (!stat) return null;
  const meta = await withLocalPath(job.inputBlobKey, (filePath) => sharp(filePath).metadata());
  return {
    outputId: `${job.id}:input`,
    sourceId: job.id,
    name: job.inputName ?? "image",
    mime: job.inputMime,
    sizeBytes: stat.sizeBytes,
    width: meta.autoOrient.width,
    height: meta.autoOrient.height,
    durationSeconds: null,
    blobKey: job.inputBlobKey,
    description,
  };
}

/** Alt text an alt-text job, or a run whose last step is alt-text (its text is the run's), wrote for its image. */
async function altTextOf(tx: Db | Tx, job: JobRow): Promise<string | null> {
  const text = job.result?.text;
  if (typeof text !== "string" || !text.trim()) return null;
  const tool = job.kind === "run" ? await lastStepTool(tx, job.id) : registeredJobKinds().view(job).skill;
  return tool === "alt-text" ? text.trim() : null;
}

async function lastStepTool(tx: Db | Tx, runId: string): Promise<string | null> {
  const [last] = await tx.select({ tool: runSteps.tool }).from(runSteps).where(eq(runSteps.runId, runId)).orderBy(desc(runSteps.position)).limit(1);
  return last?.tool ?? null;
}

import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/core/errors";
import { assets, getDb, jobOutputs, jobs } from "@/lib/platform/db";
import { makeClip, makeTempDir, MP4_CODECS } from "@/test/fixtures/media";
import { blobStore, withLocalPath } from "@/lib/platform/storage";
import type { Worker } from "@/lib/domain/jobs/worker";
import { makeAccount, startWorkers } from "@/test/helpers";
import { deleteAsset } from "./assets";
import { releaseBlob } from "./release-blob";
import { storeJobOutputs, storeOutputs, type StorableOutput } from "./store-outputs";
import { convertedJob, recordedSkillJob, samplePng } from "../../../test/fixtures/vault";
import { THUMBNAIL_SIDE } from "./thumbnails";
import { vaultUsedBytes } from "./usage";
import type { JobOutputRow } from "@/lib/platform/db";

let worker: Worker;
let fixtures: string;

beforeAll(() => {
  worker = startWorkers(2);
  fixtures = makeTempDir("vault");
});

afterAll(async () => {
  await worker.stop();
  fs.rmSync(fixtures, { recursive: true, force: true });
});

function storable(output: JobOutputRow): StorableOutput {
  return { ...output, outputId: output.id, sourceId: output.jobId, description: null };
}

async function usedBytes(accountId: string): Promise<number> {
  return vaultUsedBytes(await getDb(), accountId);
}

async function assetCount(accountId: string): Promise<number> {
  const db = await getDb();
  return (await db.select().from(assets).where(eq(assets.accountId, accountId))).length;
}

async function vaultFull(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).code).toBe("vault_full");
  return error as ApiError;
}

describe("storeOutputs — Vault capacity", () => {
  it("stores when the outputs fit exactly; one byte less room is 409 vault_full and stores nothing", async () => {
    const { key, accountId } = await makeAccount();
    const first = await convertedJob({ key, image: await samplePng({ seed: 1 }) });
    const second = await convertedJob({ key, image: await samplePng({ seed: 2, width: 120 }) });
    const a = first.outputs[0].sizeBytes;
    const b = second.outputs[0].sizeBytes;

    const refused = await vaultFull(storeOutputs({ accountId, outputs: [storable(first.outputs[0])], capacityBytes: a - 1 }));
    expect(refused.status).toBe(409);
    expect(refused.message).toContain(`used 0 bytes, capacity ${a - 1} bytes, needed ${a} bytes`);
    expect(await assetCount(accountId)).toBe(0);

    const stored = await storeOutputs({ accountId, outputs: [storable(first.outputs[0])], capacityBytes: a });
    expect(stored.created).toHaveLength(1);
    expect(await usedBytes(accountId)).toBe(a);

    const again = await vaultFull(storeOutputs({ accountId, outputs: [storable(second.outputs[0])], capacityBytes: a + b - 1 }));
    expect(again.message).toContain(`used ${a} bytes, capacity ${a + b - 1} bytes, needed ${b} bytes`);
    expect(again.message).toContain(`${b - 1} bytes free`);
    expect(await assetCount(accountId)).toBe(1);

    await storeOutputs({ accountId, outputs: [storable(second.outputs[0])], capacityBytes: a + b });
    expect(await usedBytes(accountId)).toBe(a + b);
  });

  it("refuses a multi-file store as a whole: none of its files are kept when all of them do not fit", async () => {
    const { key, accountId } = await makeAccount();
    const one = await convertedJob({ key, image: await samplePng({ seed: 3 }) });
    const two = await convertedJob({ key, image: await samplePng({ seed: 4 }) });
    const both = [storable(one.outputs[0]), storable(two.outputs[0])];
    const total = both[0].sizeBytes + both[1].sizeBytes;
    await vaultFull(storeOutputs({ accountId, outputs: both, capacityBytes: total - 1 }));
    expect(await assetCount(accountId)).toBe(0);
  });

  it("stores the same outputs twice as the same assets, counted once (even when the Vault is exactly full)", async () => {
    const { key, accountId } = await makeAccount();
    const { outputs } = await convertedJob({ key, image: await samplePng({ seed: 5 }) });
    const size = outputs[0].sizeBytes;
    const first = await storeOutputs({ accountId, outputs: [storable(outputs[0])], capacityBytes: size });
    const second = await storeOutputs({ accountId, outputs: [storable(outputs[0])], capacityBytes: size });
    expect(second.created).toHaveLength(0);
    expect(second.assets.map((x) => x.id)).toEqual(first.assets.map((x) => x.id));
    expect(await usedBytes(accountId)).toBe(size);
    expect(await assetCount(accountId)).toBe(1);
  });

  it("never overshoots the capacity when stores race each other", async () => {
    const { key, accountId } = await makeAccount();
    const made = [];
    for (let seed = 10; seed < 14; seed++) made.push(await convertedJob({ key, image: await samplePng({ seed, width: 80 + seed }) }));
    const sizes = made.map((m) => m.outputs[0].sizeBytes);
    const capacity = sizes.reduce((s, n) => s + n, 0) - 1;
    const results = await Promise.allSettled(made.map((m) => storeOutputs({ accountId, outputs: [storable(m.outputs[0])], capacityBytes: capacity })));
    const refused = results.filter((r) => r.status === "rejected");
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const r of refused) expect(((r as PromiseRejectedResult).reason as ApiError).code).toBe("vault_full");
    const used = await usedBytes(accountId);
    expect(used).toBeLessThanOrEqual(capacity);
    expect(used).toBe(
      results.reduce((sum, r, i) => sum + (r.status === "fulfilled" ? sizes[i] : 0), 0),
    );
  });

  it("stores one job raced against itself exactly once", async () => {
    const { key, accountId } = await makeAccount();
    const { job } = await convertedJob({ key, image: await samplePng({ seed: 20 }) });
    const account = { id: accountId, plan: "pro" };
    const results = await Promise.all([1, 2, 3].map(() => storeJobOutputs({ account, jobId: job.id })));
    expect(new Set(results.map((r) => r.assets[0].id)).size).toBe(1);
    expect(results.reduce((n, r) => n + r.created.length, 0)).toBe(1);
    expect(await assetCount(accountId)).toBe(1);
  });
});

describe("storeJobOutputs", () => {
  it("shares the job output's blob and makes a cached WebP preview at most 640 px a side", async () => {
    const { key, accountId } = await makeAccount();
    const { job, outputs } = await convertedJob({ key, image: await samplePng({ width: 1500, height: 1000, seed: 30 }) });
    const { assets: [asset] } = await storeJobOutputs({ account: { id: accountId, plan: "pro" }, jobId: job.id });
    expect(asset.blobKey).toBe(outputs[0].blobKey);
    expect(asset).toMatchObject({ jobId: job.id, outputId: outputs[0].id, name: "photo.png", mime: "image/png", width: 1500, height: 1000 });
    const db = await getDb();
    const [row] = await db.select().from(assets).where(eq(assets.id, asset.id));
    expect(row.thumbBlobKey).toMatch(/^thumb\//);
    const preview = await withLocalPath(row.thumbBlobKey!, (filePath) => sharp(filePath).metadata());
    expect({ format: preview.format, width: preview.width, height: preview.height }).toEqual({ format: "webp", width: THUMBNAIL_SIDE, height: 427 });
  });

  it("keeps an alt-text job's text as the description of the image it returned", async () => {
    const { accountId } = await makeAccount();
    const png = await samplePng({ seed: 31 });
    const { job } = await recordedSkillJob({
      accountId,
      params: { skill: "alt-text" },
      result: { text: "  A blue card with a yellow corner.  " },
      file: { bytes: png, name: "card.png", mime: "image/png", width: 96, height: 64 },
    });
    const other = await recordedSkillJob({ accountId, params: { skill: "background-remover" }, result: { text: "not alt text" }, file: { bytes: png, name: "cut.png", mime: "image/png" } });
    const account = { id: accountId, plan: "pro" };
    expect((await storeJobOutputs({ account, jobId: job.id })).assets[0].description).toBe("A blue card with a yellow corner.");
    expect((await storeJobOutputs({ account, jobId: other.job.id })).assets[0].description).toBeNull();
  });

  it("stores the image an alt-text job described (it returns only text), or describes the asset already holding it", async () => {
    const { key, accountId } = await makeAccount();
    const account = { id: accountId, plan: "pro" };
    // An alt-text job as the skill leaves it: the image as input, the text inline, no file output.
    const converted = await convertedJob({ key, image: await samplePng({ width: 300, height: 200, seed: 33 }) });
    const [output] = converted.outputs;
    const altText = (text: string) =>
      recordedSkillJob({ accountId, params: { skill: "alt-text" }, result: { text }, input: { blobKey: output.blobKey, name: output.name, mime: output.mime } });

    const first = await altText("A teal field with a yellow square.");
    const stored = await storeJobOutputs({ account, jobId: first.job.id });
    expect(stored.created).toHaveLength(1);
    expect(stored.assets[0]).toMatchObject({ jobId: first.job.id, blobKey: output.blobKey, name: "photo.png", mime: "image/png", width: 300, height: 200, sizeBytes: output.sizeBytes, description: "A teal field with a yellow square." });

    // The convert job's output is the same file: no second asset, no second count.
    const again = await storeJobOutputs({ account, jobId: converted.job.id });
    expect(again.created).toHaveLength(0);
    expect(again.assets[0].id).toBe(stored.assets[0].id);
    expect(await usedBytes(accountId)).toBe(output.sizeBytes);

    // Stored first without a description, the asset gains the one a later alt-text job writes.
    const { key: key2, accountId: accountId2 } = await makeAccount();
    const plain = await convertedJob({ key: key2, image: await samplePng({ seed: 34 }) });
    const { assets: [undescribed] } = await storeJobOutputs({ account: { id: accountId2, plan: "pro" }, jobId: plain.job.id });
    expect(undescribed.description).toBeNull();
    const later = await recordedSkillJob({
      accountId: accountId2,
      params: { skill: "alt-text" },
      result: { text: "A pink field." },
      input: { blobKey: plain.outputs[0].blobKey, name: plain.outputs[0].name, mime: plain.outputs[0].mime },
    });
    const described = await storeJobOutputs({ account: { id: accountId2, plan: "pro" }, jobId: later.job.id });
    expect(described.created).toHaveLength(0);
    expect(described.assets[0]).toMatchObject({ id: undescribed.id, description: "A pink field." });
  });

  it("makes a video's preview from a frame", async () => {
    const { accountId } = await makeAccount();
    const clip = await makeClip(path.join(fixtures, "clip.mp4"), { size: "320x240", seconds: 2, audio: false, codecArgs: MP4_CODECS });
    const { job } = await recordedSkillJob({
      accountId,
      params: { skill: "video-generator" },
      file: { bytes: fs.readFileSync(clip), name: "clip.mp4", mime: "video/mp4", width: 320, height: 240, durationSeconds: 2 },
    });
    const { assets: [asset] } = await storeJobOutputs({ account: { id: accountId, plan: "pro" }, jobId: job.id });
    const db = await getDb();
    const [row] = await db.select().from(assets).where(eq(assets.id, asset.id));
    const preview = await withLocalPath(row.thumbBlobKey!, (filePath) => sharp(filePath).metadata());
    expect({ format: preview.format, width: preview.width, height: preview.height }).toEqual({ format: "webp", width: 320, height: 240 });
  });

  it("refuses another account's job (404), an unfinished job (409) and a job without files (400)", async () => {
    const owner = await makeAccount();
    const stranger = await makeAccount();
    const { job } = await convertedJob({ key: owner.key, image: await samplePng({ seed: 32 }) });
    await expect(storeJobOutputs({ account: { id: stranger.accountId, plan: "pro" }, jobId: job.id })).rejects.toMatchObject({ code: "not_found" });
    const db = await getDb();
    const pending = await recordedSkillJob({ accountId: owner.accountId, params: { skill: "alt-text" } });
    await db.update(jobs).set({ status: "running" }).where(eq(jobs.id, pending.job.id));
    await expect(storeJobOutputs({ account: { id: owner.accountId, plan: "pro" }, jobId: pending.job.id })).rejects.toMatchObject({ code: "job_not_finished" });
    const textOnly = await recordedSkillJob({ accountId: owner.accountId, params: { skill: "alt-text" }, result: { text: "words" } });
    await expect(storeJobOutputs({ account: { id: owner.accountId, plan: "pro" }, jobId: textOnly.job.id })).rejects.toMatchObject({ code: "invalid_request" });
    expect(await assetCount(stranger.accountId)).toBe(0);
  });
});

describe("releaseBlob — shared blobs", () => {
  it("keeps a blob while an asset or a job output references it, and deletes it once neither does", async () => {
    const { key, accountId } = await makeAccount();
    const account = { id: accountId, plan: "pro" };
    const db = await getDb();

    // Job clean-up first: the asset keeps the file alive.
    const kept = await convertedJob({ key, image: await samplePng({ seed: 40 }) });
    const { assets: [asset] } = await storeJobOutputs({ account, jobId: kept.job.id });
    await db.delete(jobOutputs).where(eq(jobOutputs.id, kept.outputs[0].id));
    expect(await releaseBlob(asset.blobKey)).toBe(false);
    expect(await blobStore().stat(asset.blobKey)).not.toBeNull();
    const [row] = await db.select().from(assets).where(eq(assets.id, asset.id));
    await deleteAsset({ account, assetId: asset.id });
    expect(await blobStore().stat(asset.blobKey)).toBeNull();
    expect(await blobStore().stat(row.thumbBlobKey!)).toBeNull();

    // Asset deleted first: the job output keeps the file alive until the job goes.
    const other = await convertedJob({ key, image: await samplePng({ seed: 41 }) });
    const { assets: [second] } = await storeJobOutputs({ account, jobId: other.job.id });
    const freed = await deleteAsset({ account, assetId: second.id });
    expect(freed.freed_bytes).toBe(second.sizeBytes);
    expect(await blobStore().stat(second.blobKey)).not.toBeNull();
    await db.delete(jobs).where(and(eq(jobs.id, other.job.id), eq(jobs.accountId, accountId)));
    // The job's input blob was its own upload; the output blob is now unreferenced.
    expect(await releaseBlob(second.blobKey)).toBe(true);
    expect(await blobStore().stat(second.blobKey)).toBeNull();
  });
});

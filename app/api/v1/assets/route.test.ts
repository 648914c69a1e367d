import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createId } from "@/lib/core/ids";
import { PLANS } from "@/lib/domain/accounts/plans";
import { assets, getDb } from "@/lib/platform/db";
import type { Worker } from "@/lib/domain/jobs/worker";
import { convertedJob, recordedSkillJob, samplePng } from "@/test/fixtures/vault";
import { authSuite, call, expectError, makeAccount, startWorkers } from "@/test/helpers";
import { GET as getFile } from "../files/[id]/route";
import { GET as getGallery, POST as createGallery } from "../galleries/route";
import { GET as readGallery } from "../galleries/[id]/route";
import { POST as runSkill } from "../run/[skill]/route";
import { POST as runLine } from "../runs/route";
import { resetEnvForTests } from "@/lib/platform/config/env";
import { startOpenAiFake } from "@/test/fakes/openai-server";
import { DELETE as deleteOne, GET as getOne } from "./[id]/route";
import { GET as list, POST as store } from "./route";

let worker: Worker;

beforeAll(() => {
  worker = startWorkers(2);
});

afterAll(async () => {
  await worker.stop();
});

async function fetchSigned(url: string): Promise<Response> {
  const u = new URL(url);
  return call(getFile, { path: u.pathname + u.search, params: { id: decodeURIComponent(u.pathname.split("/").pop()!) } });
}

async function storeJob(key: string, jobId: string) {
  return call(store, { method: "POST", path: "/api/v1/assets", key, json: { job_id: jobId } });
}

/** An asset in a fresh account's Vault. */
async function foreignAsset(): Promise<string> {
  const { key } = await makeAccount();
  const { job } = await convertedJob({ key, image: await samplePng({ seed: 30 }) });
  return (await (await storeJob(key, job.id)).json()).assets[0].id;
}

describe("POST /api/v1/assets", () => {
  authSuite((key, id = "job_missing") => call(store, { method: "POST", path: "/api/v1/assets", key, json: { job_id: id } }), {
    foreignId: async () => (await convertedJob({ key: (await makeAccount()).key, image: await samplePng({ seed: 31 }) })).job.id,
  });

  it("stores a job's outputs (201), answers the same assets again (200), and lists them with the room left", async () => {
    const { key } = await makeAccount({ plan: "plus" });
    const { job, outputs } = await convertedJob({ key, image: await samplePng({ width: 1200, height: 800, seed: 1 }), format: "jpeg" });
    const first = await storeJob(key, job.id);
    expect(first.status).toBe(201);
    const body = await first.json();
    expect(body.created_count).toBe(1);
    expect(body.assets).toHaveLength(1);
    const [asset] = body.assets;
    expect(asset).toMatchObject({
      id: expect.stringMatching(/^ast_/),
      name: "photo.jpg",
      mime: "image/jpeg",
      kind: "image",
      size_bytes: outputs[0].sizeBytes,
      width: 1200,
      height: 800,
      job_id: job.id,
      description: null,
    });
    expect(body).toMatchObject({ used_bytes: outputs[0].sizeBytes, capacity_bytes: PLANS.plus.vaultCapacityBytes, free_bytes: PLANS.plus.vaultCapacityBytes - outputs[0].sizeBytes });

    const again = await storeJob(key, job.id);
    expect(again.status).toBe(200);
    const againBody = await again.json();
    expect(againBody.created_count).toBe(0);
    expect(againBody.assets[0].id).toBe(asset.id);
    expect(againBody.used_bytes).toBe(outputs[0].sizeBytes);

    const original = await fetchSigned(asset.url);
    expect(original.status).toBe(200);
    const bytes = Buffer.from(await original.arrayBuffer());
    expect(bytes.length).toBe(asset.size_bytes);
    expect((await sharp(bytes).metadata()).width).toBe(1200);

    const preview = await fetchSigned(asset.thumbnail_url);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await preview.arrayBuffer())).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: "webp", width: 640, height: 427 });
  });

  it("refuses with 409 vault_full, naming used, capacity and needed bytes, when the plan's room is spent; nothing is stored", async () => {
    const { key, accountId } = await makeAccount({ plan: "plus" });
    const { job, outputs } = await convertedJob({ key, image: await samplePng({ seed: 2 }) });
    const capacity = PLANS.plus.vaultCapacityBytes;
    const size = outputs[0].sizeBytes;
    // An earlier asset that leaves one byte less than this output needs.
    const db = await getDb();
    const filler = await recordedSkillJob({ accountId, params: { skill: "video-generator" } });
    await db.insert(assets).values({
      id: createId("asset"),
      accountId,
      jobId: filler.job.id,
      outputId: createId("blob"),
      name: "big.mp4",
      mime: "video/mp4",
      sizeBytes: capacity - size + 1,
      blobKey: "output/2026-01/AAAAAAAAAAAAAAAAAAAAAAAA",
    });
    const refused = await expectError(await storeJob(key, job.id), 409, "vault_full");
    expect(refused.error.message).toContain(`used ${capacity - size + 1} bytes, capacity ${capacity} bytes, needed ${size} bytes`);
    const listed = await (await call(list, { path: "/api/v1/assets", key })).json();
    expect(listed.assets).toHaveLength(1);
    expect(listed.free_bytes).toBe(size - 1);
  });

  it("keeps the image an alt-text run described, with the text as its description", async () => {
    const openai = await startOpenAiFake();
    process.env.OPENAI_BASE_URL = openai.url;
    process.env.OPENAI_API_KEY = "sk-test-fake-0123456789abcdef";
    process.env.DARKROOM_FETCH_ALLOW_HOSTS = `127.0.0.1:${openai.port}`;
    resetEnvForTests();
    try {
      openai.setBehavior({ chatText: "A teal card with a yellow corner." });
      const { key } = await makeAccount({ credits: 5 });
      const { job } = await convertedJob({ key, image: await samplePng({ width: 300, height: 200, seed: 4 }) });
      const described = await (await call(runSkill, { method: "POST", path: "/api/v1/run/alt-text", key, params: { skill: "alt-text" }, json: { job_id: job.id } })).json();
      expect(described).toMatchObject({ status: "complete", text: "A teal card with a yellow corner.", outputs: [] });
      const stored = await (await storeJob(key, described.id)).json();
      expect(stored.assets).toMatchObject([{ job_id: described.id, name: "photo.png", mime: "image/png", width: 300, height: 200, description: "A teal card with a yellow corner." }]);
      const again = await storeJob(key, job.id);
      expect(again.status).toBe(200);
      expect((await again.json()).assets[0]).toMatchObject({ id: stored.assets[0].id, description: "A teal card with a yellow corner." });
    } finally {
      delete process.env.OPENAI_BASE_URL;
      delete process.env.OPENAI_API_KEY;
      delete process.env.DARKROOM_FETCH_ALLOW_HOSTS;
      resetEnvForTests();
      await openai.close();
    }
  });

  it("stores a run's final output by its run id", async () => {
    const { key } = await makeAccount();
    const { job } = await convertedJob({ key, image: await samplePng({ seed: 5 }) });
    const run = await (await call(runLine, { method: "POST", path: "/api/v1/runs", key, json: { job_id: job.id, steps: [{ tool: "grayscale" }] } })).json();
    expect(run).toMatchObject({ id: expect.stringMatching(/^run_/), status: "complete" });
    const response = await storeJob(key, run.id);
    expect(response.status).toBe(201);
    const [asset] = (await response.json()).assets;
    expect(asset).toMatchObject({ job_id: run.id, kind: "image", size_bytes: run.outputs[0].size_bytes });
    const bytes = Buffer.from(await (await fetchSigned(asset.url)).arrayBuffer());
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels === 1 || (data[0] === data[1] && data[1] === data[2])).toBe(true);
  });

  it("answers 404 for another account's job and 400 for a bad body", async () => {
    const owner = await makeAccount();
    const stranger = await makeAccount();
    const { job } = await convertedJob({ key: owner.key, image: await samplePng({ seed: 3 }) });
    const refused = await expectError(await storeJob(stranger.key, job.id), 404, "not_found");
    expect(refused.error.message).toContain(job.id);
    await expectError(await call(store, { method: "POST", path: "/api/v1/assets", key: owner.key, json: {} }), 400, "invalid_request");
    await expectError(await call(store, { method: "POST", path: "/api/v1/assets", key: owner.key, json: { job_id: job.id, jobid: 1 } }), 400, "invalid_request");
    await expectError(await call(store, { method: "POST", path: "/api/v1/assets", key: owner.key, body: "job_id=1", headers: { "content-type": "text/plain" } }), 415, "unsupported_media_type");
  });
});

describe("GET /api/v1/assets", () => {
  authSuite((key) => call(list, { path: "/api/v1/assets", key }));

  it("pages newest first with next_cursor and filters by kind", async () => {
    const { key, accountId } = await makeAccount();
    const ids: string[] = [];
    for (let seed = 10; seed < 13; seed++) {
      const { job } = await convertedJob({ key, image: await samplePng({ seed }) });
      ids.push((await (await storeJob(key, job.id)).json()).assets[0].id);
    }
    const audio = await recordedSkillJob({ accountId, params: { skill: "voice" }, file: { bytes: Buffer.from("ID3fake-audio"), name: "voice.mp3", mime: "audio/mpeg" } });
    const audioId = (await (await storeJob(key, audio.job.id)).json()).assets[0].id;

    const page1 = await (await call(list, { path: "/api/v1/assets?limit=2", key })).json();
    expect(page1.assets.map((a: { id: string }) => a.id)).toEqual([audioId, ids[2]]);
    expect(page1.next_cursor).toBe(ids[2]);
    const page2 = await (await call(list, { path: `/api/v1/assets?limit=2&cursor=${page1.next_cursor}`, key })).json();
    expect(page2.assets.map((a: { id: string }) => a.id)).toEqual([ids[1], ids[0]]);
    expect(page2.next_cursor).toBeNull();

    const images = await (await call(list, { path: "/api/v1/assets?kind=image", key })).json();
    expect(images.assets.map((a: { id: string }) => a.id)).toEqual([...ids].reverse());
    const sounds = await (await call(list, { path: "/api/v1/assets?kind=audio", key })).json();
    expect(sounds.assets).toMatchObject([{ id: audioId, kind: "audio", thumbnail_url: null }]);
    expect((await (await call(list, { path: "/api/v1/assets?kind=video", key })).json()).assets).toEqual([]);
  });

  it("refuses bad query parameters with 400", async () => {
    const { key } = await makeAccount();
    for (const query of ["limit=0", "limit=201", "kind=pdf", "cursor=nope", "colour=red"]) {
      await expectError(await call(list, { path: `/api/v1/assets?${query}`, key }), 400, "invalid_request");
    }
  });
});

describe("GET and DELETE /api/v1/assets/{id}", () => {
  authSuite((key, id = "ast_x") => call(getOne, { path: `/api/v1/assets/${id}`, key, params: { id } }), { foreignId: foreignAsset });
  authSuite((key, id = "ast_x") => call(deleteOne, { method: "DELETE", path: `/api/v1/assets/${id}`, key, params: { id } }), { foreignId: foreignAsset });

  it("reads one asset; another account gets 404", async () => {
    const owner = await makeAccount();
    const stranger = await makeAccount();
    const { job } = await convertedJob({ key: owner.key, image: await samplePng({ seed: 20 }) });
    const [asset] = (await (await storeJob(owner.key, job.id)).json()).assets;
    const read = await (await call(getOne, { path: `/api/v1/assets/${asset.id}`, key: owner.key, params: { id: asset.id } })).json();
    expect(read).toMatchObject({ id: asset.id, size_bytes: asset.size_bytes, url: expect.stringContaining(`/api/v1/files/${asset.id}`) });
    await expectError(await call(getOne, { path: `/api/v1/assets/${asset.id}`, key: stranger.key, params: { id: asset.id } }), 404, "not_found");
    await expectError(await call(deleteOne, { method: "DELETE", path: `/api/v1/assets/${asset.id}`, key: stranger.key, params: { id: asset.id } }), 404, "not_found");
  });

  it("deleting frees its room, takes it out of galleries, and its links stop working", async () => {
    const { key } = await makeAccount();
    const one = await convertedJob({ key, image: await samplePng({ seed: 21 }) });
    const two = await convertedJob({ key, image: await samplePng({ seed: 22 }) });
    const a = (await (await storeJob(key, one.job.id)).json()).assets[0];
    const b = (await (await storeJob(key, two.job.id)).json()).assets[0];
    const gallery = await (await call(createGallery, { method: "POST", path: "/api/v1/galleries", key, json: { name: "Proofs", asset_ids: [a.id, b.id] } })).json();

    const deleted = await call(deleteOne, { method: "DELETE", path: `/api/v1/assets/${a.id}`, key, params: { id: a.id } });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toMatchObject({ id: a.id, deleted: true, freed_bytes: a.size_bytes, used_bytes: b.size_bytes });

    const listed = await (await call(list, { path: "/api/v1/assets", key })).json();
    expect(listed.assets.map((x: { id: string }) => x.id)).toEqual([b.id]);
    expect(listed.used_bytes).toBe(b.size_bytes);
    const after = await (await call(readGallery, { path: `/api/v1/galleries/${gallery.id}`, key, params: { id: gallery.id } })).json();
    expect(after.asset_ids).toEqual([b.id]);
    expect((await (await call(getGallery, { path: "/api/v1/galleries", key })).json()).galleries[0].asset_ids).toEqual([b.id]);
    await expectError(await fetchSigned(a.url), 404, "not_found");
    await expectError(await call(deleteOne, { method: "DELETE", path: `/api/v1/assets/${a.id}`, key, params: { id: a.id } }), 404, "not_found");
    // The job still has its output: the shared file was not deleted with the asset.
    expect((await storeJob(key, one.job.id)).status).toBe(201);
  });
});

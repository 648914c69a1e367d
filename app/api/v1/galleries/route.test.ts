import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashLegacyReviewToken } from "@/lib/domain/galleries/review-token";
import { galleries, getDb } from "@/lib/platform/db";
import type { Worker } from "@/lib/domain/jobs/worker";
import { convertedJob, samplePng } from "@/test/fixtures/vault";
import { authSuite, call, expectError, makeAccount, startWorkers } from "@/test/helpers";
import { POST as storeAssets } from "../assets/route";
import { GET as readAsset } from "../assets/[id]/route";
import { GET as thumbnail } from "../../../(public)/g/[token]/assets/[assetId]/thumbnail/route";
import { POST as react } from "../../../(public)/g/[token]/assets/[assetId]/reaction/route";
import { POST as nameReviewer } from "../../../(public)/g/[token]/reviewer/route";
import { GET as feedback } from "./[id]/feedback/route";
import { POST as rotate } from "./[id]/rotate-link/route";
import { DELETE as remove, GET as read, PATCH as update } from "./[id]/route";
import { GET as list, POST as create } from "./route";

let worker: Worker;
let owner: Awaited<ReturnType<typeof makeAccount>>;
let assetIds: string[];

beforeAll(async () => {
  worker = startWorkers(2);
  owner = await makeAccount();
  assetIds = [];
  for (let seed = 1; seed <= 4; seed++) {
    const { job } = await convertedJob({ key: owner.key, image: await samplePng({ seed }) });
    const stored = await (await call(storeAssets, { method: "POST", path: "/api/v1/assets", key: owner.key, json: { job_id: job.id } })).json();
    assetIds.push(stored.assets[0].id);
  }
});

afterAll(async () => {
  await worker.stop();
});

async function createGallery(json: Record<string, unknown>, key = owner.key) {
  return call(create, { method: "POST", path: "/api/v1/galleries", key, json });
}

/** A gallery of the shared owner account: foreign to the fresh account each auth suite makes. */
async function ownerGallery(): Promise<string> {
  return (await (await createGallery({ name: "Owner's", asset_ids: [assetIds[0]] })).json()).id;
}

function tokenOf(reviewUrl: string): string {
  return new URL(reviewUrl).pathname.split("/")[2];
}

const sameSite = { origin: "http://darkroom.test" };

describe("POST /api/v1/galleries", () => {
  authSuite((key) => call(create, { method: "POST", path: "/api/v1/galleries", key, json: { name: "x", asset_ids: ["ast_x"] } }));

  it("creates a gallery of Vault assets with an unguessable review URL", async () => {
    const response = await createGallery({ name: "  Spring shoot ", asset_ids: [assetIds[1], assetIds[0]] });
    expect(response.status).toBe(201);
    const gallery = await response.json();
    expect(gallery).toMatchObject({
      id: expect.stringMatching(/^gal_/),
      name: "Spring shoot",
      asset_ids: [assetIds[1], assetIds[0]],
      review_url: expect.stringMatching(/^http:\/\/darkroom\.test\/g\/[\w-]{44}$/),
      allow_download: false,
      has_password: false,
      selections: [],
    });
    // GALLERY_DEFAULT_EXPIRY_DAYS (30) unless the creator says otherwise.
    expect(Math.round((new Date(gallery.expires_at).getTime() - Date.now()) / 86_400_000)).toBe(30);
    expect(new Date(gallery.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const second = await (await createGallery({ name: "Other", asset_ids: [assetIds[0]] })).json();
    expect(tokenOf(second.review_url)).not.toBe(tokenOf(gallery.review_url));
  });

  it("takes expiry, password and downloads on creation", async () => {
    const expires = new Date(Date.now() + 86_400_000).toISOString();
    const gallery = await (await createGallery({ name: "Client", asset_ids: [assetIds[0]], expires_at: expires, password: "open sesame", allow_download: true })).json();
    expect(gallery).toMatchObject({ expires_at: expires, has_password: true, allow_download: true });
    expect(JSON.stringify(gallery)).not.toContain("open sesame");
  });

  it("answers 404 naming an unknown or another account's asset, and creates nothing", async () => {
    const stranger = await makeAccount();
    const before = (await (await call(list, { path: "/api/v1/galleries", key: stranger.key })).json()).galleries.length;
    const foreign = await expectError(await createGallery({ name: "Stolen", asset_ids: [assetIds[0]] }, stranger.key), 404, "not_found");
    expect(foreign.error.message).toContain(assetIds[0]);
    const unknown = await expectError(await createGallery({ name: "Typo", asset_ids: [assetIds[0], "ast_doesnotexist"] }), 404, "not_found");
    expect(unknown.error.message).toContain("ast_doesnotexist");
    expect((await (await call(list, { path: "/api/v1/galleries", key: stranger.key })).json()).galleries).toHaveLength(before);
  });

  it("refuses bad bodies with 400", async () => {
    const bodies = [
      { name: "Empty", asset_ids: [] },
      { name: "", asset_ids: [assetIds[0]] },
      { name: "Twice", asset_ids: [assetIds[0], assetIds[0]] },
      { name: "Too many", asset_ids: Array.from({ length: 501 }, (_, i) => `ast_${i}`) },
      { name: "Typo", asset_ids: [assetIds[0]], allow_downloads: true },
      { name: "Bad date", asset_ids: [assetIds[0]], expires_at: "tomorrow" },
      { name: "Short password", asset_ids: [assetIds[0]], password: "abc" },
    ];
    for (const json of bodies) await expectError(await createGallery(json), 400, "invalid_request");
  });
});

describe("GET /api/v1/galleries", () => {
  authSuite((key) => call(list, { path: "/api/v1/galleries", key }));

  it("lists the account's galleries, newest first, with their review URLs and pages", async () => {
    const account = await makeAccount();
    const { job } = await convertedJob({ key: account.key, image: await samplePng({ seed: 9 }) });
    const [asset] = (await (await call(storeAssets, { method: "POST", path: "/api/v1/assets", key: account.key, json: { job_id: job.id } })).json()).assets;
    const made = [];
    for (const name of ["A", "B", "C"]) made.push(await (await createGallery({ name, asset_ids: [asset.id] }, account.key)).json());
    const page1 = await (await call(list, { path: "/api/v1/galleries?limit=2", key: account.key })).json();
    expect(page1.galleries.map((g: { name: string }) => g.name)).toEqual(["C", "B"]);
    expect(page1.galleries[0]).toMatchObject({ review_url: made[2].review_url, asset_ids: [asset.id] });
    const page2 = await (await call(list, { path: `/api/v1/galleries?limit=2&cursor=${page1.next_cursor}`, key: account.key })).json();
    expect(page2).toMatchObject({ galleries: [{ name: "A" }], next_cursor: null });
    await expectError(await call(list, { path: "/api/v1/galleries?limit=abc", key: account.key }), 400, "invalid_request");
  });
});

describe("GET, PATCH, DELETE /api/v1/galleries/{id}", () => {
  authSuite((key, id = "gal_x") => call(read, { path: `/api/v1/galleries/${id}`, key, params: { id } }), { foreignId: ownerGallery });
  authSuite((key, id = "gal_x") => call(update, { method: "PATCH", path: `/api/v1/galleries/${id}`, key, params: { id }, json: { name: "x" } }), { foreignId: ownerGallery });
  authSuite((key, id = "gal_x") => call(remove, { method: "DELETE", path: `/api/v1/galleries/${id}`, key, params: { id } }), { foreignId: ownerGallery });

  it("reads a gallery; another account gets 404 on every verb", async () => {
    const gallery = await (await createGallery({ name: "Mine", asset_ids: [assetIds[0]] })).json();
    const got = await (await call(read, { path: `/api/v1/galleries/${gallery.id}`, key: owner.key, params: { id: gallery.id } })).json();
    expect(got).toEqual(gallery);
    const stranger = await makeAccount();
    const params = { id: gallery.id };
    await expectError(await call(read, { path: `/api/v1/galleries/${gallery.id}`, key: stranger.key, params }), 404, "not_found");
    await expectError(await call(update, { method: "PATCH", path: `/api/v1/galleries/${gallery.id}`, key: stranger.key, params, json: { name: "Mine now" } }), 404, "not_found");
    await expectError(await call(remove, { method: "DELETE", path: `/api/v1/galleries/${gallery.id}`, key: stranger.key, params }), 404, "not_found");
    await expectError(await call(rotate, { method: "POST", path: `/api/v1/galleries/${gallery.id}/rotate-link`, key: stranger.key, params }), 404, "not_found");
    await expectError(await call(feedback, { path: `/api/v1/galleries/${gallery.id}/feedback`, key: stranger.key, params }), 404, "not_found");
  });

  it("renames, reorders, adds and removes assets, and sets expiry, password and downloads", async () => {
    const gallery = await (await createGallery({ name: "Draft", asset_ids: [assetIds[0], assetIds[1]] })).json();
    const patch = (json: Record<string, unknown>) => call(update, { method: "PATCH", path: `/api/v1/galleries/${gallery.id}`, key: owner.key, params: { id: gallery.id }, json });

    expect(await (await patch({ name: "Final", asset_ids: [assetIds[2], assetIds[1], assetIds[0]] })).json()).toMatchObject({
      name: "Final",
      asset_ids: [assetIds[2], assetIds[1], assetIds[0]],
    });
    expect((await (await patch({ remove_asset_ids: [assetIds[1]], add_asset_ids: [assetIds[3], assetIds[0]] })).json()).asset_ids).toEqual([
      assetIds[2],
      assetIds[0],
      assetIds[3],
    ]);
    const expires = "2031-01-02T03:04:05.000Z";
    const set = await (await patch({ expires_at: expires, password: "a secret", allow_download: true })).json();
    expect(set).toMatchObject({ expires_at: expires, has_password: true, allow_download: true, name: "Final" });
    expect(new Date(set.updated_at).getTime()).toBeGreaterThanOrEqual(new Date(gallery.updated_at).getTime());
    expect(await (await patch({ expires_at: null, password: null })).json()).toMatchObject({ expires_at: null, has_password: false, allow_download: true });

    const missing = await expectError(await patch({ add_asset_ids: ["ast_nope"] }), 404, "not_found");
    expect(missing.error.message).toContain("ast_nope");
    await expectError(await patch({}), 400, "invalid_request");
    await expectError(await patch({ asset_ids: [assetIds[0]], add_asset_ids: [assetIds[1]] }), 400, "invalid_request");
    await expectError(await patch({ name: "x", colour: "red" }), 400, "invalid_request");
    expect((await (await call(read, { path: `/api/v1/galleries/${gallery.id}`, key: owner.key, params: { id: gallery.id } })).json()).asset_ids).toEqual([
      assetIds[2],
      assetIds[0],
      assetIds[3],
    ]);
  });

  it("keeps reviewers' feedback through a reorder, drops it with a removed asset", async () => {
    const gallery = await (await createGallery({ name: "Feedback", asset_ids: [assetIds[0], assetIds[1]] })).json();
    const token = tokenOf(gallery.review_url);
    const named = await call(nameReviewer, { method: "POST", path: `/g/${token}/reviewer`, params: { token }, json: { name: "Ana" }, headers: sameSite });
    const cookie = named.headers.get("set-cookie")!.split(";")[0];
    for (const assetId of [assetIds[0], assetIds[1]]) {
      const reacted = await call(react, { method: "POST", path: `/g/${token}/assets/${assetId}/reaction`, params: { token, assetId }, json: { favourite: true }, headers: { ...sameSite, cookie } });
      expect(reacted.status).toBe(200);
    }
    const patch = (json: Record<string, unknown>) => call(update, { method: "PATCH", path: `/api/v1/galleries/${gallery.id}`, key: owner.key, params: { id: gallery.id }, json });
    await patch({ asset_ids: [assetIds[1], assetIds[0]] });
    const read1 = await (await call(feedback, { path: `/api/v1/galleries/${gallery.id}/feedback`, key: owner.key, params: { id: gallery.id } })).json();
    expect(read1.assets.map((a: { asset_id: string; favourites: number }) => [a.asset_id, a.favourites])).toEqual([
      [assetIds[1], 1],
      [assetIds[0], 1],
    ]);
    await patch({ asset_ids: [assetIds[0]] });
    await patch({ asset_ids: [assetIds[0], assetIds[1]] });
    const read2 = await (await call(feedback, { path: `/api/v1/galleries/${gallery.id}/feedback`, key: owner.key, params: { id: gallery.id } })).json();
    expect(read2.assets.map((a: { favourites: number }) => a.favourites)).toEqual([1, 0]);
  });

  it("deletes a gallery: its link stops working, its assets stay in the Vault", async () => {
    const gallery = await (await createGallery({ name: "Gone soon", asset_ids: [assetIds[0]] })).json();
    const token = tokenOf(gallery.review_url);
    const ok = await call(thumbnail, { path: `/g/${token}/assets/${assetIds[0]}/thumbnail`, params: { token, assetId: assetIds[0] } });
    expect(ok.status).toBe(200);
    const deleted = await call(remove, { method: "DELETE", path: `/api/v1/galleries/${gallery.id}`, key: owner.key, params: { id: gallery.id } });
    expect(await deleted.json()).toEqual({ id: gallery.id, deleted: true });
    await expectError(await call(read, { path: `/api/v1/galleries/${gallery.id}`, key: owner.key, params: { id: gallery.id } }), 404, "not_found");
    await expectError(await call(thumbnail, { path: `/g/${token}/assets/${assetIds[0]}/thumbnail`, params: { token, assetId: assetIds[0] } }), 404, "not_found");
    expect((await call(readAsset, { path: `/api/v1/assets/${assetIds[0]}`, key: owner.key, params: { id: assetIds[0] } })).status).toBe(200);
  });
});

describe("POST /api/v1/galleries/{id}/rotate-link", () => {
  authSuite((key, id = "gal_x") => call(rotate, { method: "POST", path: `/api/v1/galleries/${id}/rotate-link`, key, params: { id } }), { foreignId: ownerGallery });

  it("issues a new review URL; the old one answers 404", async () => {
    const gallery = await (await createGallery({ name: "Rotate", asset_ids: [assetIds[0]] })).json();
    const oldToken = tokenOf(gallery.review_url);
    const rotated = await (await call(rotate, { method: "POST", path: `/api/v1/galleries/${gallery.id}/rotate-link`, key: owner.key, params: { id: gallery.id } })).json();
    const newToken = tokenOf(rotated.review_url);
    expect(newToken).toMatch(/^[\w-]{44}$/);
    expect(newToken).not.toBe(oldToken);
    expect(rotated).toMatchObject({ id: gallery.id, asset_ids: gallery.asset_ids });
    await expectError(await call(thumbnail, { path: `/g/${oldToken}/assets/${assetIds[0]}/thumbnail`, params: { token: oldToken, assetId: assetIds[0] } }), 404, "not_found");
    expect((await call(thumbnail, { path: `/g/${newToken}/assets/${assetIds[0]}/thumbnail`, params: { token: newToken, assetId: assetIds[0] } })).status).toBe(200);
    const listed = await (await call(list, { path: "/api/v1/galleries", key: owner.key })).json();
    expect(listed.galleries.find((g: { id: string }) => g.id === gallery.id).review_url).toBe(rotated.review_url);
  });
});

describe("review links at rest", () => {
  const openThumbnail = (token: string) => call(thumbnail, { path: `/g/${token}/assets/${assetIds[0]}/thumbnail`, params: { token, assetId: assetIds[0] } });
  const storedRow = async (id: string) => (await (await getDb()).select().from(galleries).where(eq(galleries.id, id)))[0];

  it("keeps no working link in the database, only its public half; the owner reads the same URL again", async () => {
    const gallery = await (await createGallery({ name: "At rest", asset_ids: [assetIds[0]] })).json();
    const token = tokenOf(gallery.review_url);
    const row = await storedRow(gallery.id);
    const stored = Object.values(row).map(String);
    expect(stored.filter((value) => value.includes(token) || value.includes(token.slice(22)))).toEqual([]);
    expect(row).toMatchObject({ reviewNonce: token.slice(0, 22), legacyReviewTokenHash: null });
    expect(Object.keys(row)).not.toContain("reviewToken");

    const again = await (await call(read, { path: `/api/v1/galleries/${gallery.id}`, key: owner.key, params: { id: gallery.id } })).json();
    expect(again.review_url).toBe(gallery.review_url);
    const listed = await (await call(list, { path: "/api/v1/galleries", key: owner.key })).json();
    expect(listed.galleries.find((g: { id: string }) => g.id === gallery.id).review_url).toBe(gallery.review_url);
    expect((await openThumbnail(token)).status).toBe(200);
  });

  it("opens nothing with the stored half alone, a forged or an altered signature", async () => {
    const gallery = await (await createGallery({ name: "Forged", asset_ids: [assetIds[0]] })).json();
    const token = tokenOf(gallery.review_url);
    const flip = (char: string) => (char === "A" ? "B" : "A");
    for (const forged of [token.slice(0, 22), `${token.slice(0, 22)}${"A".repeat(22)}`, `${token.slice(0, 43)}${flip(token[43])}`, `${flip(token[0])}${token.slice(1)}`]) {
      await expectError(await openThumbnail(forged), 404, "not_found");
    }
  });

  it("keeps a link issued before migration 0024 (stored as its hash) working until the link is rotated", async () => {
    const gallery = await (await createGallery({ name: "Shared long ago", asset_ids: [assetIds[0]] })).json();
    const legacy = "Ab3dEfGh1jKlMnOpQrStUvWxYz012345";
    await (await getDb()).update(galleries).set({ legacyReviewTokenHash: hashLegacyReviewToken(legacy) }).where(eq(galleries.id, gallery.id));
    expect((await openThumbnail(legacy)).status).toBe(200);
    expect((await openThumbnail(tokenOf(gallery.review_url))).status).toBe(200);

    const rotated = await (await call(rotate, { method: "POST", path: `/api/v1/galleries/${gallery.id}/rotate-link`, key: owner.key, params: { id: gallery.id } })).json();
    await expectError(await openThumbnail(legacy), 404, "not_found");
    await expectError(await openThumbnail(tokenOf(gallery.review_url)), 404, "not_found");
    expect((await openThumbnail(tokenOf(rotated.review_url))).status).toBe(200);
    expect((await storedRow(gallery.id)).legacyReviewTokenHash).toBeNull();
  });
});

describe("GET /api/v1/galleries/{id}/feedback", () => {
  authSuite((key, id = "gal_x") => call(feedback, { path: `/api/v1/galleries/${id}/feedback`, key, params: { id } }), { foreignId: ownerGallery });
});

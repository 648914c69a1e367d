import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { advanceClockForTests, resetClockForTests } from "@/lib/core/clock";
import { loadReviewPage } from "@/lib/domain/galleries/review-page";
import { resetEnvForTests } from "@/lib/platform/config/env";
import { getDb, webhookDeliveries } from "@/lib/platform/db";
import type { WebhookReceiver } from "@/test/fakes/webhook-receiver";
import { samplePng } from "@/test/fixtures/vault";
import { unzip } from "@/test/fixtures/zip";
import { call, expectError, makeAccount, startAllowedReceiver } from "@/test/helpers";
import { POST as storeAssets } from "@/app/api/v1/assets/route";
import { POST as uploadFile } from "@/app/api/v1/uploads/route";
import { POST as createGallery } from "@/app/api/v1/galleries/route";
import { GET as readGallery, PATCH as updateGallery } from "@/app/api/v1/galleries/[id]/route";
import { POST as createHook } from "@/app/api/v1/webhooks/route";
import { GET as archive } from "./archive/route";
import { GET as media } from "./media/[assetId]/[name]/route";
import { POST as react } from "./assets/[assetId]/reaction/route";
import { POST as nameReviewer } from "./reviewer/route";
import { POST as submit } from "./selection/route";

const ORIGIN = "http://darkroom.test";
const DAY_MS = 86_400_000;
let receiver: WebhookReceiver;
let owner: Awaited<ReturnType<typeof makeAccount>>;
let photos: Array<{ id: string; name: string; url: string }>;

beforeAll(async () => {
  receiver = await startAllowedReceiver();
  owner = await makeAccount();
  photos = [];
  for (const [i, name] of ["one.png", "two.png", "three.png"].entries()) photos.push(await stored(await samplePng({ seed: 80 + i, width: 90, height: 60 }), name));
});

afterAll(async () => {
  await receiver.close();
});

afterEach(() => {
  resetClockForTests();
  delete process.env.GALLERY_DEFAULT_EXPIRY_DAYS;
  resetEnvForTests();
});

async function stored(bytes: Buffer, name: string) {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(bytes)]), name);
  const job = await (await call(uploadFile, { method: "POST", path: "/api/v1/uploads", key: owner.key, body: form })).json();
  return (await (await call(storeAssets, { method: "POST", path: "/api/v1/assets", key: owner.key, json: { job_id: job.id } })).json()).assets[0];
}

function create(json: Record<string, unknown>, key = owner.key) {
  return call(createGallery, { method: "POST", path: "/api/v1/galleries", key, json: { name: "Anna's wedding", asset_ids: photos.map((p) => p.id), ...json } });
}

async function newGallery(json: Record<string, unknown> = {}) {
  const response = await create(json);
  expect(response.status).toBe(201);
  const gallery = await response.json();
  return { ...gallery, token: new URL(gallery.review_url).pathname.split("/")[2] as string };
}

const read = async (id: string) => (await call(readGallery, { path: `/api/v1/galleries/${id}`, key: owner.key, params: { id } })).json();
const patch = (id: string, json: unknown) => call(updateGallery, { method: "PATCH", path: `/api/v1/galleries/${id}`, key: owner.key, params: { id }, json });

/** A reviewer's browser: keeps the cookies the review routes set and sends this site's Origin on writes. */
function client(token: string) {
  let cookie = "";
  return {
    async post(handler: unknown, path: string, json: unknown, params: Record<string, string> = {}) {
      const response = await call(handler, { method: "POST", path: `/g/${token}${path}`, params: { token, ...params }, json, headers: { origin: ORIGIN, cookie } });
      const set = response.headers.get("set-cookie");
      if (set) cookie = set.split(";")[0];
      return response;
    },
    get: (handler: unknown, path: string) => call(handler, { path: `/g/${token}${path}`, params: { token }, headers: { cookie } }),
  };
}

describe("galleries: default expiry and branding", () => {
  it("expires in GALLERY_DEFAULT_EXPIRY_DAYS (30) unless told; null is never, on purpose", async () => {
    const before = Date.now();
    const plain = await newGallery();
    expect(new Date(plain.expires_at).getTime() - before).toBeGreaterThanOrEqual(30 * DAY_MS - 60_000);
    expect(new Date(plain.expires_at).getTime() - before).toBeLessThanOrEqual(30 * DAY_MS + 60_000);
    expect((await newGallery({ expires_at: null })).expires_at).toBeNull();
    process.env.GALLERY_DEFAULT_EXPIRY_DAYS = "7";
    resetEnvForTests();
    const week = await newGallery();
    expect(Math.round((new Date(week.expires_at).getTime() - Date.now()) / DAY_MS)).toBe(7);

    advanceClockForTests(31 * DAY_MS);
    expect((await loadReviewPage({ token: plain.token })).state).toBe("expired");
  });

  it("shows a cover, a logo and an accent colour on the review page; refuses another account's asset and a bad colour", async () => {
    const gallery = await newGallery({ cover_asset_id: photos[0].id, logo_asset_id: photos[1].id, accent_color: "#1D4ED8" });
    expect(gallery).toMatchObject({ cover_asset_id: photos[0].id, logo_asset_id: photos[1].id, accent_color: "#1d4ed8", selections: [] });
    const page = await loadReviewPage({ token: gallery.token });
    if (page.state !== "open") throw new Error(page.state);
    expect(page.brand).toEqual({ coverUrl: `/g/${gallery.token}/media/${photos[0].id}/cover`, logoUrl: `/g/${gallery.token}/media/${photos[1].id}/logo`, accentColor: "#1d4ed8" });
    for (const [path, width] of [[page.brand.coverUrl!, 90], [page.brand.logoUrl!, undefined]] as const) {
      const [, , token, , assetId, name] = path.split("/");
      const picture = await call(media, { path, params: { token, assetId, name }, headers: { accept: "image/webp" } });
      expect(picture.status).toBe(200);
      if (width) expect((await sharp(Buffer.from(await picture.arrayBuffer())).metadata()).width).toBe(width);
    }
    // The cover is not served under another name, nor the logo as a cover.
    await expectError(await call(media, { path: "/", params: { token: gallery.token, assetId: photos[1].id, name: "cover" } }), 404, "not_found");

    const theirs = (await makeAccount()).key;
    const foreign = await (async () => {
      const form = new FormData();
      form.set("file", new Blob([new Uint8Array(await samplePng({ seed: 99 }))]), "x.png");
      const job = await (await call(uploadFile, { method: "POST", path: "/api/v1/uploads", key: theirs, body: form })).json();
      return (await (await call(storeAssets, { method: "POST", path: "/api/v1/assets", key: theirs, json: { job_id: job.id } })).json()).assets[0].id as string;
    })();
    await expectError(await create({ cover_asset_id: foreign }), 404, "not_found");
    await expectError(await create({ accent_color: "blue" }), 400, "invalid_request");

    const cleared = await (await patch(gallery.id, { cover_asset_id: null, accent_color: null })).json();
    expect(cleared).toMatchObject({ cover_asset_id: null, logo_asset_id: photos[1].id, accent_color: null });
  });
});

describe("POST /g/{token}/selection", () => {
  it("submits the named reviewer's favourites at that moment (200), which the owner reads on the gallery and a webhook carries", async () => {
    const { key } = owner;
    const hook = await call(createHook, { method: "POST", path: "/api/v1/webhooks", key, json: { url: `${receiver.origin}/selection`, events: ["gallery.selection_submitted"] } });
    expect(hook.status).toBe(201);
    const gallery = await newGallery();
    const anna = client(gallery.token);
    await expectError(await anna.post(submit, "/selection", {}), 400, "invalid_request");
    await anna.post(nameReviewer, "/reviewer", { name: "Anna" });
    for (const photo of [photos[2], photos[0]]) {
      expect((await anna.post(react, `/assets/${photo.id}/reaction`, { favourite: true }, { assetId: photo.id })).status).toBe(200);
    }
    const response = await anna.post(submit, "/selection", {});
    expect(response.status).toBe(200);
    const sent = await response.json();
    expect(sent).toEqual({ reviewer: "Anna", submitted_at: expect.any(String), asset_ids: [photos[0].id, photos[2].id] });

    // Later changes leave the submitted selection as it was; a second submission is kept beside it.
    await anna.post(react, `/assets/${photos[0].id}/reaction`, { favourite: false }, { assetId: photos[0].id });
    await anna.post(submit, "/selection", {});
    const owned = await read(gallery.id);
    expect(owned.selections).toEqual([
      { reviewer: "Anna", submitted_at: sent.submitted_at, asset_ids: [photos[0].id, photos[2].id] },
      { reviewer: "Anna", submitted_at: expect.any(String), asset_ids: [photos[2].id] },
    ]);

    const db = await getDb();
    const deliveries = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.event, "gallery.selection_submitted"));
    const mine = deliveries.filter((d) => (d.data as { gallery_id?: string }).gallery_id === gallery.id);
    expect(mine.map((d) => d.data)).toContainEqual({ gallery_id: gallery.id, gallery_name: "Anna's wedding", reviewer: "Anna", submitted_at: sent.submitted_at, asset_ids: [photos[0].id, photos[2].id] });
  });
});

describe("GET /g/{token}/archive", () => {
  it("zips every original, or the reviewer's favourites, while downloads are allowed; 403 when they are off, whatever the page shows", async () => {
    const gallery = await newGallery({ allow_download: true });
    const ben = client(gallery.token);
    const all = await ben.get(archive, "/archive");
    expect(all.status).toBe(200);
    expect(all.headers.get("content-type")).toBe("application/zip");
    expect(all.headers.get("content-disposition")).toContain("attachment");
    expect((await unzip(Buffer.from(await all.arrayBuffer()))).map((f) => f.name)).toEqual(["one.png", "two.png", "three.png"]);

    await expectError(await ben.get(archive, "/archive?favourites=1"), 400, "invalid_request");
    await ben.post(nameReviewer, "/reviewer", { name: "Ben" });
    await expectError(await ben.get(archive, "/archive?favourites=1"), 404, "not_found");
    await ben.post(react, `/assets/${photos[1].id}/reaction`, { favourite: true }, { assetId: photos[1].id });
    const favourites = await unzip(Buffer.from(await (await ben.get(archive, "/archive?favourites=1")).arrayBuffer()));
    expect(favourites.map((f) => f.name)).toEqual(["two.png"]);
    await expectError(await ben.get(archive, "/archive?favourites=maybe"), 400, "invalid_request");

    await patch(gallery.id, { allow_download: false });
    await expectError(await ben.get(archive, "/archive"), 403, "forbidden");
    await expectError(await ben.get(archive, "/archive?favourites=1"), 403, "forbidden");
  });
});

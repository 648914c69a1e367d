import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { advanceClockForTests, resetClockForTests } from "@/lib/core/clock";
import { createId, randomBase62 } from "@/lib/core/ids";
import { processState } from "@/lib/core/process-state";
import { randomBytes } from "node:crypto";
import { env, resetEnvForTests } from "@/lib/platform/config/env";
import { assets, deliveryVariants, getDb, getDbDriver } from "@/lib/platform/db";
import { deliverySignature } from "@/lib/platform/links/delivery";
import { metrics } from "@/lib/platform/metrics/registry";
import { blobRoot, blobStore, newBlobKey } from "@/lib/platform/storage";
import { fakeS3Env, setS3Env, startFakeS3, type FakeS3 } from "@/test/fakes/fake-s3";
import { samplePng } from "@/test/fixtures/vault";
import { recordStatements } from "@/test/statement-counter";
import { authSuite, BASE, call, expectError, makeAccount } from "@/test/helpers";
import { signUp } from "@/lib/domain/accounts/accounts";
import { createSession } from "@/lib/domain/auth/session";
import { GET as getAsset, DELETE as deleteAsset } from "@/app/api/v1/assets/[id]/route";
import { GET as listAssets } from "@/app/api/v1/assets/route";
import { POST as makeVariants } from "@/app/api/v1/assets/[id]/variants/route";
import { POST as revealSecret } from "@/app/api/v1/delivery/secret/route";
import { evictOverCapacity, renderCounts, variantBlobKey, variantsStored } from "@/lib/domain/delivery/variants";
import { GET as openApi } from "@/app/api/v1/openapi.json/route";
import { GET, HEAD } from "./route";

const DELIVERY_VARIABLES = [
  "DELIVERY_CACHE_BYTES",
  "DELIVERY_RENDER_CONCURRENCY",
  "DELIVERY_MAX_OUTPUT_PIXELS",
  "DELIVERY_RENDERS_PER_MINUTE_BASIC",
  "DELIVERY_RENDERS_PER_MINUTE_PLUS",
  "DELIVERY_RENDERS_PER_MINUTE_PRO",
  "DELIVERY_RENDERS_PER_MINUTE_BUSINESS",
];

afterEach(() => {
  resetClockForTests();
  for (const name of DELIVERY_VARIABLES) delete process.env[name];
  resetEnvForTests();
});

function setEnv(values: Record<string, string>) {
  Object.assign(process.env, values);
  resetEnvForTests();
}

type Owner = { key: string; accountId: string };

/** An asset stored straight into the Vault of `owner` (a fresh account unless given). */
async function storedAsset({ bytes, mime = "image/png", name = "photo.png", owner, width = 400, height = 300 }: { bytes?: Buffer; mime?: string; name?: string; owner?: Owner; width?: number; height?: number } = {}) {
  const { key, accountId } = owner ?? (await makeAccount());
  const body = bytes ?? (await samplePng({ width: 400, height: 300, seed: 3 }));
  const blobKey = newBlobKey("vault");
  await blobStore().put(blobKey, Readable.from([body]));
  const id = createId("asset");
  const db = await getDb();
  await db.insert(assets).values({ id, accountId, jobId: "job_fixture", outputId: randomBase62(10), name, mime, sizeBytes: body.length, width, height, blobKey });
  return { id, key, accountId, bytes: body };
}

function open(url: string, { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {}) {
  const u = new URL(url);
  const [, , asset, transform, signature] = u.pathname.split("/");
  return call(method === "HEAD" ? HEAD : GET, { method, path: u.pathname, headers, params: { asset, transform, signature } });
}

async function variantUrl(key: string, id: string, body: object): Promise<string> {
  const response = await call(makeVariants, { method: "POST", path: `/api/v1/assets/${id}/variants`, key, json: body, params: { id } });
  expect(response.status).toBe(200);
  return (await response.json()).url;
}

/** Holds the store's next put until `letStore()`; `asked` settles once it is called. */
function holdNextStore() {
  const store = blobStore();
  const put = store.put.bind(store);
  let letStore = () => {};
  let storeAsked = () => {};
  const asked = new Promise<void>((resolve) => (storeAsked = resolve));
  const storing = new Promise<void>((resolve) => (letStore = resolve));
  vi.spyOn(store, "put").mockImplementationOnce(async (blobKey, source, opts) => {
    storeAsked();
    await storing;
    return put(blobKey, source, opts);
  });
  return { asked, letStore };
}

/** Renders this process has made so far (`darkroom_delivery_renders_total`). */
async function renderCount(): Promise<number> {
  return (await metrics().deliveryRenders.get()).values[0]?.value ?? 0;
}

/**
 * Has `remove` run as the next request opens its stored file, just before the open, as another request
 * deleting or evicting it would; bytes kept in memory are dropped first, so the file is opened. Answers the store's `open` spy.
 */
function removedOnOpen(remove: () => Promise<void>) {
  const store = blobStore();
  const openBlob = store.open.bind(store);
  processState().deliveredBytes?.clear();
  return vi.spyOn(store, "open").mockImplementationOnce(async (blobKey, range) => {
    await remove();
    return openBlob(blobKey, range);
  });
}

describe("POST /api/v1/assets/{id}/variants", () => {
  authSuite((key, id = "ast_" + "0".repeat(24)) => call(makeVariants, { method: "POST", path: `/api/v1/assets/${id}/variants`, key, json: { width: 10 }, params: { id } }), {
    foreignId: async () => (await storedAsset()).id,
  });
});

describe("POST /api/v1/delivery/secret", () => {
  authSuite((key) => call(revealSecret, { method: "POST", path: "/api/v1/delivery/secret", key }));
});

describe("delivery URLs", () => {
  it("gives each asset a stable delivery_url that serves the original with immutable caching, a strong ETag and 304", async () => {
    const { id, key, bytes } = await storedAsset();
    const one = await (await call(getAsset, { path: `/api/v1/assets/${id}`, key, params: { id } })).json();
    const listed = await (await call(listAssets, { path: "/api/v1/assets", key })).json();
    expect(one.delivery_url).toMatch(new RegExp(`^http://darkroom\\.test/d/${id}/original/[A-Za-z0-9_-]{43}$`));
    expect(listed.assets[0].delivery_url).toBe(one.delivery_url);
    const response = await open(one.delivery_url);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("content-length")).toBe(String(bytes.length));
    expect(response.headers.get("accept-ranges")).toBe("bytes");
    // A customer's upload on this origin: it runs no script and is framed by nobody.
    expect(response.headers.get("content-security-policy")).toMatch(/^default-src 'none';.*sandbox$/);
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    const etag = response.headers.get("etag")!;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
    const again = await open(one.delivery_url, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.body).toBeNull();
  });

  it("answers a Range with 206 and the exact bytes, and HEAD with the length only", async () => {
    const { id, key, bytes } = await storedAsset({ bytes: Buffer.from("0123456789".repeat(100)), mime: "video/mp4", name: "clip.mp4" });
    const url = (await (await call(getAsset, { path: `/api/v1/assets/${id}`, key, params: { id } })).json()).delivery_url;
    const part = await open(url, { headers: { range: "bytes=10-19" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 10-19/${bytes.length}`);
    expect(await part.text()).toBe("0123456789");
    // A range outside the file is a JSON refusal, not a body labelled as the file's type.
    const outside = await open(url, { headers: { range: `bytes=${bytes.length + 10}-` } });
    expect({ status: outside.status, type: outside.headers.get("content-type"), range: outside.headers.get("content-range") }).toEqual({
      status: 416,
      type: "application/json",
      range: `bytes */${bytes.length}`,
    });
    expect(outside.headers.get("content-disposition")).toBeNull();
    await expectError(outside, 416, "range_not_satisfiable");
    const head = await open(url, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(bytes.length));
    await expectError(await call(makeVariants, { method: "POST", path: `/api/v1/assets/${id}/variants`, key, json: { width: 100 }, params: { id } }), 400, "unsupported_input");
  });

  it("is documented in the OpenAPI document: the URL grammar, the signature and the variants and secret endpoints", async () => {
    const doc = await (await call(openApi, { path: "/api/v1/openapi.json" })).json();
    const deliver = doc.paths["/d/{asset}/{transform}/{signature}"].get;
    expect(deliver.description).toContain("HMAC-SHA256");
    expect(Object.keys(deliver.responses)).toEqual(expect.arrayContaining(["200", "206", "304", "403", "404", "422", "429", "503"]));
    expect(doc.paths["/api/v1/assets/{id}/variants"].post).toBeDefined();
    expect(doc.paths["/api/v1/delivery/secret"].post).toBeDefined();
  });

  it("refuses any change to a signed URL with 403 invalid_signature", async () => {
    const { id, key, accountId } = await storedAsset();
    const other = await storedAsset({ owner: { key, accountId } });
    const url = await variantUrl(key, id, { width: 200, format: "webp" });
    expect(url).toContain(`/d/${id}/w_200,f_webp/`);
    await expectError(await open(url.replace("w_200", "w_201")), 403, "invalid_signature");
    await expectError(await open(url.replace("f_webp", "f_png")), 403, "invalid_signature");
    await expectError(await open(url.replace(id, other.id)), 403, "invalid_signature");
    await expectError(await open(url.slice(0, -2) + (url.endsWith("AA") ? "BB" : "AA")), 403, "invalid_signature");
    // An id no asset has, made up or one character changed, is refused the same way: no URL tells whether an asset exists.
    await expectError(await open(url.replace(id, "ast_" + "0".repeat(24))), 403, "invalid_signature");
    await expectError(await open(url.replace(id, id.slice(0, -1) + (id.endsWith("A") ? "B" : "A"))), 403, "invalid_signature");
    await expectError(await open(url.replace(id, "not-an-asset")), 403, "invalid_signature");
  });

  it("validates variant bodies strictly and keeps other accounts' assets out of reach", async () => {
    const { id, key } = await storedAsset();
    const post = (json: unknown, k = key) => call(makeVariants, { method: "POST", path: `/api/v1/assets/${id}/variants`, key: k, json, params: { id } });
    const refusals: Array<[object, string]> = [
      [{ width: 0 }, "width"],
      [{ height: 8193 }, "height"],
      [{ width: 10, colour: "red" }, "colour"],
      [{ quality: 101 }, "quality"],
      [{ fit: "fill" }, "fit"],
      [{ format: "gif" }, "format"],
      [{ variants: [] }, "variants"],
      [{ variants: [{ width: 9000 }] }, "width"],
      [{ variants: [{ width: 10 }], width: 10 }, "width"],
    ];
    for (const [bad, field] of refusals) {
      const body = await expectError(await post(bad), 400, "invalid_request");
      expect(body.error.message, JSON.stringify(bad)).toContain(field);
    }
    await expectError(await post({ width: 100 }, (await makeAccount()).key), 404, "not_found");
    const many = await post({ variants: [{ width: 320 }, { width: 640, format: "auto" }, {}] });
    expect(many.status).toBe(200);
    const { urls } = await many.json();
    expect(urls).toHaveLength(3);
    expect(urls[0]).toContain("/w_320/");
    expect(urls[1]).toContain("/w_640,f_auto/");
    expect(urls[2]).toContain("/original/");
  });

  it("renders a variant once, stores it, serves the same bytes and ETag again, and coalesces concurrent first requests", async () => {
    const { id, key } = await storedAsset();
    const room = async () => (await (await call(listAssets, { path: "/api/v1/assets", key })).json()).used_bytes;
    const usedBefore = await room();
    const url = await variantUrl(key, id, { width: 100, height: 100, format: "webp", quality: 70 });
    const before = await renderCount();
    const responses = await Promise.all(Array.from({ length: 5 }, () => open(url)));
    expect(await renderCount()).toBe(before + 1);
    const bodies = await Promise.all(responses.map(async (r) => Buffer.from(await r.arrayBuffer())));
    for (const [i, r] of responses.entries()) {
      expect(r.status).toBe(200);
      expect(r.headers.get("content-type")).toBe("image/webp");
      expect(r.headers.get("etag")).toBe(responses[0].headers.get("etag"));
      expect(bodies[i].equals(bodies[0])).toBe(true);
    }
    expect(await sharp(bodies[0]).metadata()).toMatchObject({ format: "webp", width: 100, height: 100 });
    const later = await open(url);
    expect(Buffer.from(await later.arrayBuffer()).equals(bodies[0])).toBe(true);
    // Served again from the bytes this process keeps: ranges and HEAD answer as from the store.
    const part = await open(url, { headers: { range: "bytes=2-9" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 2-9/${bodies[0].length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bodies[0].subarray(2, 10))).toBe(true);
    const head = await open(url, { method: "HEAD" });
    expect(head.headers.get("content-length")).toBe(String(bodies[0].length));
    expect(await head.text()).toBe("");
    expect(await renderCount()).toBe(before + 1);
    expect(await room()).toBe(usedBefore); // variants are a cache, outside the Vault's capacity
  });

  it("keeps convert's limits: an original past MAX_INPUT_PIXELS is 413, a corrupt one 422, and neither leaves a variant, a row or a partial file", async () => {
    const owner = await makeAccount();
    const large = await storedAsset({ owner, bytes: await samplePng({ width: 400, height: 300, seed: 5 }) });
    const corruptPng = await samplePng({ width: 400, height: 300, seed: 6 });
    const corrupt = await storedAsset({ owner, bytes: corruptPng.subarray(0, corruptPng.length >> 1) });
    const before = await renderCount();
    process.env.MAX_INPUT_PIXELS = String(400 * 300 - 1);
    resetEnvForTests();
    try {
      await expectError(await open(await variantUrl(owner.key, large.id, { width: 50, format: "webp" })), 413, "media_too_large");
    } finally {
      delete process.env.MAX_INPUT_PIXELS;
      resetEnvForTests();
    }
    await expectError(await open(await variantUrl(owner.key, corrupt.id, { width: 50, format: "webp" })), 422, "invalid_media");
    expect(await renderCount()).toBe(before);
    const db = await getDb();
    for (const { id } of [large, corrupt]) expect(await db.select().from(deliveryVariants).where(eq(deliveryVariants.assetId, id))).toEqual([]);
    const variantsDir = path.join(blobRoot(), "variant");
    const leftovers = fs.existsSync(variantsDir) ? fs.readdirSync(variantsDir, { recursive: true }).map(String) : [];
    expect(leftovers.filter((name) => name.endsWith(".partial"))).toEqual([]);
  });

  it("picks AVIF, then WebP, then JPEG for f_auto, with Vary: Accept and a stored variant per choice", async () => {
    const { id, key } = await storedAsset();
    const url = await variantUrl(key, id, { width: 120, format: "auto" });
    const cases: Array<[string, string]> = [
      ["image/avif,image/webp,*/*", "image/avif"],
      ["image/webp,*/*;q=0.8", "image/webp"],
      ["image/avif;q=0,image/webp", "image/webp"],
      ["*/*", "image/jpeg"],
    ];
    for (const [accept, type] of cases) {
      const response = await open(url, { headers: { accept } });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(type);
      expect(response.headers.get("vary")).toBe("Accept");
    }
    await variantsStored();
    const db = await getDb();
    const stored = await db.select().from(deliveryVariants).where(eq(deliveryVariants.assetId, id));
    expect(stored.map((v) => v.transform).sort()).toEqual(["w_120,f_avif", "w_120,f_jpeg", "w_120,f_webp"]);
  });

  it("shows the secret once, rotates it on the next call, keeps the previous one valid 24 hours, and signs API URLs with it", async () => {
    const { id, key } = await storedAsset();
    const before = await variantUrl(key, id, { width: 50 });
    const first = await (await call(revealSecret, { method: "POST", path: "/api/v1/delivery/secret", key })).json();
    expect(first.secret).toMatch(/^dsk_[A-Za-z0-9_-]{43}$/);
    expect(before.endsWith(`/${deliverySignature(first.secret, id, "w_50")}`)).toBe(true);
    const offline = `http://darkroom.test/d/${id}/w_60,f_png/${deliverySignature(first.secret, id, "w_60,f_png")}`;
    expect((await open(offline)).status).toBe(200);
    const second = await (await call(revealSecret, { method: "POST", path: "/api/v1/delivery/secret", key })).json();
    expect(second.secret).not.toBe(first.secret);
    expect(Date.parse(second.previous_valid_until)).toBeGreaterThan(Date.now() + 23 * 3600_000);
    const after = await variantUrl(key, id, { width: 50 });
    expect(after.endsWith(`/${deliverySignature(second.secret, id, "w_50")}`)).toBe(true);
    expect((await open(before)).status).toBe(200);
    advanceClockForTests(24 * 3600_000 + 1000);
    await expectError(await open(before), 403, "invalid_signature");
    expect((await open(after)).status).toBe(200);
  });

  it("deletes an asset's variants with it: its URLs answer 404 at once", async () => {
    const { id, key } = await storedAsset();
    const original = (await (await call(getAsset, { path: `/api/v1/assets/${id}`, key, params: { id } })).json()).delivery_url;
    const url = await variantUrl(key, id, { width: 80 });
    expect((await open(url)).status).toBe(200);
    await variantsStored();
    const db = await getDb();
    const [variant] = await db.select().from(deliveryVariants).where(eq(deliveryVariants.assetId, id));
    expect(await blobStore().stat(variant.blobKey)).not.toBeNull();
    expect((await call(deleteAsset, { method: "DELETE", path: `/api/v1/assets/${id}`, key, params: { id } })).status).toBe(200);
    await expectError(await open(url), 404, "not_found");
    await expectError(await open(original), 404, "not_found");
    // Only its signed URLs say it was deleted: a changed one is still a bad signature.
    await expectError(await open(url.replace("w_80", "w_81")), 403, "invalid_signature");
    expect(await blobStore().stat(variant.blobKey)).toBeNull();
    expect(await db.select().from(deliveryVariants).where(eq(deliveryVariants.assetId, id))).toEqual([]);
  });

  it("reads a URL afresh when its stored variant goes between the row's read and the bytes': evicted, it renders again; deleted with its asset, 404", async () => {
    const { id, key } = await storedAsset();
    const url = await variantUrl(key, id, { width: 90, format: "webp" });
    const bytes = Buffer.from(await (await open(url)).arrayBuffer());
    await variantsStored();
    const db = await getDb();
    const store = blobStore();
    try {
      const [variant] = await db.select().from(deliveryVariants).where(eq(deliveryVariants.assetId, id));
      const before = await renderCount();
      removedOnOpen(async () => {
        await db.delete(deliveryVariants).where(eq(deliveryVariants.assetId, id));
        await store.delete(variant.blobKey);
      });
      const again = await open(url);
      expect(again.status).toBe(200);
      expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
      expect(await renderCount()).toBe(before + 1);
      await variantsStored();
      removedOnOpen(async () => {
        expect((await call(deleteAsset, { method: "DELETE", path: `/api/v1/assets/${id}`, key, params: { id } })).status).toBe(200);
      });
      await expectError(await open(url), 404, "not_found");
    } finally {
      vi.restoreAllMocks();
    }
  });

  it("evicts an account's least recently served variants past DELIVERY_CACHE_BYTES, and renders an evicted one again on request", async () => {
    await variantsStored();
    await (await getDb()).delete(deliveryVariants); // this account alone in the cache
    const { id, key } = await storedAsset();
    const [a, b, c] = await Promise.all([10, 20, 30].map((width) => variantUrl(key, id, { width, format: "png" })));
    advanceClockForTests(48 * 3600_000); // later than any variant the other tests served, on their clocks
    for (const url of [a, b, c]) {
      advanceClockForTests(120_000);
      expect((await open(url)).status).toBe(200);
    }
    advanceClockForTests(120_000);
    expect((await open(a)).status).toBe(200); // served again: b is now the least recently served of the three
    await variantsStored();
    const db = await getDb();
    const mine = await db.select().from(deliveryVariants).where(eq(deliveryVariants.assetId, id));
    // Room for all three but one byte: b, the least recently served, must go.
    process.env.DELIVERY_CACHE_BYTES = String(mine.reduce((sum, v) => sum + v.sizeBytes, 0) - 1);
    resetEnvForTests();
    await evictOverCapacity();
    const left = await db.select().from(deliveryVariants).where(eq(deliveryVariants.assetId, id));
    expect(left.map((v) => v.transform).sort()).toEqual(["w_10,f_png", "w_30,f_png"]);
    const before = await renderCount();
    expect((await open(b)).status).toBe(200);
    expect(await renderCount()).toBe(before + 1);
  });

  it("keeps rendering within DELIVERY_CACHE_BYTES: a render past it evicts the least recently served", async () => {
    await variantsStored();
    await (await getDb()).delete(deliveryVariants); // this account alone in the cache
    const { id, key } = await storedAsset();
    const [a, b, c] = await Promise.all([30, 20, 10].map((width) => variantUrl(key, id, { width, format: "png" })));
    advanceClockForTests(96 * 3600_000); // later than any variant the other tests served, on their clocks
    for (const url of [a, b]) {
      advanceClockForTests(120_000);
      expect((await open(url)).status).toBe(200);
    }
    await variantsStored();
    const db = await getDb();
    const served = await db.select().from(deliveryVariants).where(eq(deliveryVariants.assetId, id));
    // Room for a and b: rendering c (smaller than a) must evict a, and nothing more.
    process.env.DELIVERY_CACHE_BYTES = String(served.reduce((sum, v) => sum + v.sizeBytes, 0));
    resetEnvForTests();
    advanceClockForTests(120_000);
    expect((await open(c)).status).toBe(200);
    const left = await db.select().from(deliveryVariants);
    expect(left.map((v) => v.transform).sort()).toEqual(["w_10,f_png", "w_20,f_png"]);
  });

  it("sends two statements for a first render and one for a stored variant", async () => {
    const { id, key } = await storedAsset();
    const url = await variantUrl(key, id, { width: 40, format: "webp" });
    await open(await variantUrl(key, id, { width: 41, format: "webp" })); // every statement prepared, as in a running service
    await variantsStored();
    const statementsOf = async () => {
      const recording = await recordStatements();
      try {
        expect((await open(url)).status).toBe(200);
        await variantsStored();
        return recording.statements;
      } finally {
        recording.stop();
      }
    };
    const rendered = await statementsOf();
    const stored = await statementsOf();
    expect({ rendered: rendered.length, stored: stored.length }, [...rendered, "--- stored ---", ...stored].join("\n")).toEqual({ rendered: 2, stored: 1 });
  });

  it("opens a streamed original before answering: one deleted between its row's read and its bytes' is a 404, not a cut-off 200", async () => {
    const { id, key } = await storedAsset();
    const url = (await (await call(getAsset, { path: `/api/v1/assets/${id}`, key, params: { id } })).json()).delivery_url;
    const opens = removedOnOpen(async () => {
      expect((await call(deleteAsset, { method: "DELETE", path: `/api/v1/assets/${id}`, key, params: { id } })).status).toBe(200);
    });
    try {
      await expectError(await open(url), 404, "not_found");
      expect(opens).toHaveBeenCalledTimes(1);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it("answers a first render while storing its variant only where one process serves (the embedded database); meanwhile requests share it and a delete waits for it", async () => {
    const { id, key } = await storedAsset();
    const url = await variantUrl(key, id, { width: 70, format: "webp" });
    const db = await getDb();
    const [asset] = await db.select().from(assets).where(eq(assets.id, id));
    const blobKey = variantBlobKey(asset, "w_70,f_webp");
    const storedRows = () => db.select().from(deliveryVariants).where(eq(deliveryVariants.assetId, id));
    const before = await renderCount();
    const store = blobStore();
    const { asked, letStore } = holdNextStore();
    try {
      let answered = false;
      const first = open(url).then((response) => ((answered = true), response));
      await asked;
      if ((await getDbDriver()) === "pglite") {
        const bytes = Buffer.from(await (await first).arrayBuffer());
        expect(await storedRows()).toEqual([]);
        const meanwhile = await open(url);
        expect(Buffer.from(await meanwhile.arrayBuffer()).equals(bytes)).toBe(true);
        expect(await renderCount()).toBe(before + 1);
        const deleting = call(deleteAsset, { method: "DELETE", path: `/api/v1/assets/${id}`, key, params: { id } });
        letStore();
        expect((await deleting).status).toBe(200);
        expect(await store.stat(blobKey)).toBeNull();
        expect(await storedRows()).toEqual([]);
        await expectError(await open(url), 404, "not_found");
      } else {
        // Another process may be asked next: the variant is stored before anyone hears of it.
        for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
        expect(answered).toBe(false);
        letStore();
        expect((await first).status).toBe(200);
        expect(await storedRows()).toHaveLength(1);
        expect(await store.stat(blobKey)).not.toBeNull();
      }
    } finally {
      letStore();
      vi.restoreAllMocks();
    }
  });

  it("renders the next variant while one is stored, and bounds the rendered variants waiting for a slow store", async () => {
    process.env.DELIVERY_RENDER_CONCURRENCY = "1";
    resetEnvForTests();
    const { id, key } = await storedAsset();
    const [a, b, c] = await Promise.all([76, 77, 78].map((width) => variantUrl(key, id, { width, format: "webp" })));
    const before = await renderCount();
    const { asked, letStore } = holdNextStore();
    try {
      const first = open(a);
      await asked;
      // The first variant's store is held: the second renders meanwhile, then holds its slot until a store's place is free.
      const second = open(b);
      await vi.waitFor(() => expect(processState().deliveryStores?.waiting.length).toBe(1), { timeout: 10_000 });
      expect(await renderCount()).toBe(before + 2);
      const third = open(c);
      await vi.waitFor(() => expect(renderCounts().waiting).toBe(1), { timeout: 10_000 });
      expect(await renderCount()).toBe(before + 2);
      letStore();
      expect([(await first).status, (await second).status, (await third).status]).toEqual([200, 200, 200]);
      expect(await renderCount()).toBe(before + 3);
      await variantsStored();
      expect(renderCounts()).toEqual({ running: 0, waiting: 0 });
      expect(processState().deliveryStores).toMatchObject({ running: 0, waiting: [] });
    } finally {
      letStore();
      vi.restoreAllMocks();
    }
  });

  it("renders a variant again when storing it failed, whether or not its render was answered first", async () => {
    const { id, key } = await storedAsset();
    const url = await variantUrl(key, id, { width: 75, format: "webp" });
    const before = await renderCount();
    vi.spyOn(blobStore(), "put").mockRejectedValueOnce(new Error("disk full"));
    try {
      const first = await open(url);
      // Answered before the store on the embedded database; a 500 where the store comes first.
      expect(first.status).toBe((await getDbDriver()) === "pglite" ? 200 : 500);
      await variantsStored();
    } finally {
      vi.restoreAllMocks();
    }
    expect((await open(url)).status).toBe(200);
    expect(await renderCount()).toBe(before + 2);
    await variantsStored();
    const db = await getDb();
    expect(await db.select().from(deliveryVariants).where(eq(deliveryVariants.assetId, id))).toHaveLength(1);
  });

  it("runs at most DELIVERY_RENDER_CONCURRENCY renders, lets a bounded few wait, and answers the rest 503 overloaded with Retry-After", async () => {
    process.env.DELIVERY_RENDER_CONCURRENCY = "1";
    resetEnvForTests();
    const { id, key } = await storedAsset({ bytes: await samplePng({ width: 2400, height: 1800, seed: 9 }) });
    const urls = await Promise.all(Array.from({ length: 12 }, (_, i) => variantUrl(key, id, { width: 100 + i, format: "avif" })));
    const responses = await Promise.all(urls.map((url) => open(url)));
    const refused = responses.filter((r) => r.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(responses.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(5);
    expect(responses.every((r) => r.status === 200 || r.status === 503)).toBe(true);
    expect(refused[0].headers.get("retry-after")).toBe("2");
    await expectError(refused[0], 503, "overloaded");
    expect((await open(urls[responses.indexOf(refused[0])])).status).toBe(200);
  });
});

/** A URL signed offline with the account's `dsk_` secret, as its own server would (any transform). */
async function offlineUrl(key: string, id: string, segment: string): Promise<string> {
  const { secret } = await (await call(revealSecret, { method: "POST", path: "/api/v1/delivery/secret", key })).json();
  return `http://darkroom.test/d/${id}/${segment}/${deliverySignature(secret, id, segment)}`;
}

describe("delivery renders are metered (issue 41, finding 1)", () => {
  it("spends one of the account's first renders per minute for each new variant, never for a stored one or a shared render; past it 429 rate_limited with Retry-After", async () => {
    setEnv({ DELIVERY_RENDERS_PER_MINUTE_PRO: "2" });
    const { id, key } = await storedAsset();
    const [a, b, c] = await Promise.all([31, 32, 33].map((width) => variantUrl(key, id, { width, format: "webp" })));
    const before = await renderCount();
    // Three requests for one variant share its render: one point.
    expect((await Promise.all([open(a), open(a), open(a)])).map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await open(b)).status).toBe(200);
    const refused = await open(c);
    const body = await expectError(refused, 429, "rate_limited");
    expect(body.error.message).toContain("2 new delivery renders");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("ratelimit-remaining")).toBe("0");
    expect(await renderCount()).toBe(before + 2);
    // Stored variants are still served, as often as asked, and the original too.
    await variantsStored();
    for (let i = 0; i < 5; i++) expect((await open(a)).status).toBe(200);
    expect((await open(b, { headers: { accept: "image/webp" } })).status).toBe(200);
    const original = (await (await call(getAsset, { path: `/api/v1/assets/${id}`, key, params: { id } })).json()).delivery_url;
    expect((await open(original)).status).toBe(200);
    // Another account's budget is its own.
    const other = await storedAsset();
    expect((await open(await variantUrl(other.key, other.id, { width: 34, format: "webp" }))).status).toBe(200);
  });

  it("follows the plan rule of /api/v1: a basic account's Workbench session gets transform URLs under the basic budget, but not the signing secret", async () => {
    setEnv({ DELIVERY_RENDERS_PER_MINUTE_BASIC: "1" });
    const account = await signUp({ email: `delivery-${randomBytes(5).toString("hex")}@example.com`, password: "a-long-password" });
    const { token } = await createSession(account.id);
    const headers = { cookie: `dr_session=${token}`, origin: BASE };
    const { id } = await storedAsset({ owner: { key: "", accountId: account.id } });
    await expectError(await call(revealSecret, { method: "POST", path: "/api/v1/delivery/secret", headers }), 403, "plan_required");
    const urls = await call(makeVariants, { method: "POST", path: `/api/v1/assets/${id}/variants`, headers, json: { variants: [{ width: 40 }, { width: 41 }] }, params: { id } });
    expect(urls.status).toBe(200);
    const [first, second] = (await urls.json()).urls;
    expect((await open(first)).status).toBe(200);
    await expectError(await open(second), 429, "rate_limited");
  });

  it("refuses a transform whose output passes DELIVERY_MAX_OUTPUT_PIXELS with 422 output_too_large, from the asset's recorded size, before reading a byte of it", async () => {
    setEnv({ DELIVERY_MAX_OUTPUT_PIXELS: String(25_000_000) });
    // Recorded as 8000×6000 (48 MP); the stored bytes are a small PNG, so any render would be cheap: only the record decides.
    const { id, key } = await storedAsset({ width: 8000, height: 6000 });
    const post = (json: object) => call(makeVariants, { method: "POST", path: `/api/v1/assets/${id}/variants`, key, json, params: { id } });
    for (const transform of [{ format: "avif" }, { width: 7000 }, { height: 5000, format: "webp" }, { width: 8000, height: 8000, fit: "contain" }, { variants: [{ width: 100 }, { format: "webp" }] }]) {
      const body = await expectError(await post(transform), 422, "output_too_large");
      expect(body.error.message, JSON.stringify(transform)).toMatch(/MP; delivery variants are at most 25\.0 MP/);
    }
    // Within it: 4000×3000, a 5000×5000 cover crop, the original itself.
    for (const transform of [{ width: 4000 }, { width: 5000, height: 5000 }, {}]) expect((await post(transform)).status, JSON.stringify(transform)).toBe(200);
    const store = blobStore();
    const opens = vi.spyOn(store, "open");
    const localPaths = vi.spyOn(store, "localPath");
    const before = await renderCount();
    try {
      for (const segment of ["f_avif", "w_7000,f_webp", "w_8000,h_8000,fit_contain,f_png"]) await expectError(await open(await offlineUrl(key, id, segment)), 422, "output_too_large");
      expect(opens).not.toHaveBeenCalled();
      expect(localPaths).not.toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
    }
    expect(await renderCount()).toBe(before);
    expect(await (await getDb()).select().from(deliveryVariants).where(eq(deliveryVariants.assetId, id))).toEqual([]);
  });
});

describe("the variant cache is shared fairly (issue 41, finding 3)", () => {
  it("evicts the heaviest account's variants first: account A filling the cache leaves account B's variants in place, and counts in no quota", async () => {
    await variantsStored();
    const db = await getDb();
    await db.delete(deliveryVariants); // A and B alone in the cache
    const a = await storedAsset();
    const b = await storedAsset();
    const roomOfB = async () => (await (await call(listAssets, { path: "/api/v1/assets", key: b.key })).json()).used_bytes;
    const usedBefore = await roomOfB();
    advanceClockForTests(200 * 3600_000); // later than any variant the other tests served, on their clocks
    const kept = await variantUrl(b.key, b.id, { width: 60, format: "png" });
    expect((await open(kept)).status).toBe(200); // B's, the least recently served of all
    const urls = await Promise.all([61, 62, 63, 64, 65, 66].map((width) => variantUrl(a.key, a.id, { width, format: "png" })));
    for (const url of urls) {
      advanceClockForTests(120_000);
      expect((await open(url)).status).toBe(200);
    }
    await variantsStored();
    const rows = await db.select().from(deliveryVariants);
    const bytesOf = (accountId: string) => rows.filter((v) => v.accountId === accountId).reduce((sum, v) => sum + v.sizeBytes, 0);
    // Room for B's variant and half of A's: a single LRU would drop B's first.
    setEnv({ DELIVERY_CACHE_BYTES: String(bytesOf(b.accountId) + Math.floor(bytesOf(a.accountId) / 2)) });
    expect(await evictOverCapacity()).toBeGreaterThan(0);
    const left = await db.select().from(deliveryVariants);
    expect(left.filter((v) => v.accountId === b.accountId).map((v) => v.transform)).toEqual(["w_60,f_png"]);
    const leftOfA = left.filter((v) => v.accountId === a.accountId).map((v) => v.transform);
    expect(leftOfA.length).toBeGreaterThan(0);
    // A lost its least recently served first.
    expect(leftOfA).not.toContain("w_61,f_png");
    expect(leftOfA).toContain("w_66,f_png");
    expect(left.reduce((sum, v) => sum + v.sizeBytes, 0)).toBeLessThanOrEqual(env().DELIVERY_CACHE_BYTES);
    expect(await roomOfB()).toBe(usedBefore);
  });
});

describe("delivery URLs on S3 (s3rver, in process)", () => {
  let fake: FakeS3;
  beforeAll(async () => {
    fake = await startFakeS3();
    setS3Env(fakeS3Env(fake));
  });
  afterAll(async () => {
    setS3Env({});
    await fake.close();
  });

  it("serves the original with ranges, stores a variant once in the bucket, and deletes it with the asset", async () => {
    const { id, key, bytes } = await storedAsset();
    expect(blobStore().driver).toBe("s3");
    const original = (await (await call(getAsset, { path: `/api/v1/assets/${id}`, key, params: { id } })).json()).delivery_url;
    const part = await open(original, { headers: { range: "bytes=0-7" } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(0, 8))).toBe(true);
    const url = await variantUrl(key, id, { width: 64, format: "jpeg" });
    const before = await renderCount();
    const first = Buffer.from(await (await open(url)).arrayBuffer());
    const second = Buffer.from(await (await open(url)).arrayBuffer());
    expect(second.equals(first)).toBe(true);
    expect(await renderCount()).toBe(before + 1);
    await variantsStored();
    const db = await getDb();
    const [variant] = await db.select().from(deliveryVariants).where(eq(deliveryVariants.assetId, id));
    expect(await blobStore().stat(variant.blobKey)).toEqual({ sizeBytes: first.length });
    expect((await call(deleteAsset, { method: "DELETE", path: `/api/v1/assets/${id}`, key, params: { id } })).status).toBe(200);
    expect(await blobStore().stat(variant.blobKey)).toBeNull();
    await expectError(await open(url), 404, "not_found");
  });
});


import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { advanceClockForTests, resetClockForTests } from "@/lib/core/clock";
import { openReview } from "@/lib/domain/galleries/review-access";
import { loadReviewPage } from "@/lib/domain/galleries/review-page";
import { listReviewItems } from "@/lib/domain/galleries/feedback";
import type { Worker } from "@/lib/domain/jobs/worker";
import { convertedJob, samplePng } from "@/test/fixtures/vault";
import { PEER_ADDRESS_HEADER } from "@/lib/http/forwarded";
import { COMMENTS_PER_ADDRESS, COMMENTS_PER_REVIEWER, REVIEW_COMMENTS_PAGE } from "@/lib/domain/galleries/feedback";
import { wrongGuessDelayMs } from "@/lib/domain/galleries/unlock";
import { call, expectError, makeAccount, startWorkers } from "@/test/helpers";
import { POST as storeAssets } from "@/app/api/v1/assets/route";
import { GET as getFile } from "@/app/api/v1/files/[id]/route";
import { POST as createGallery } from "@/app/api/v1/galleries/route";
import { PATCH as updateGallery } from "@/app/api/v1/galleries/[id]/route";
import { GET as readFeedback } from "@/app/api/v1/galleries/[id]/feedback/route";
import { POST as rotateLink } from "@/app/api/v1/galleries/[id]/rotate-link/route";
import { GET as comments, POST as comment } from "./assets/[assetId]/comments/route";
import { GET as original } from "./assets/[assetId]/file/route";
import { POST as react } from "./assets/[assetId]/reaction/route";
import { GET as thumbnail } from "./assets/[assetId]/thumbnail/route";
import { POST as nameReviewer } from "./reviewer/route";
import { POST as unlock } from "./unlock/route";
import { GET as deliver } from "@/app/d/[asset]/[transform]/[signature]/route";
import { POST as variants } from "@/app/api/v1/assets/[id]/variants/route";
import { DELETE as deleteGallery } from "@/app/api/v1/galleries/[id]/route";
import { ACCESS_COOKIE } from "@/lib/domain/galleries/unlock";
import { GET as media } from "./media/[assetId]/[name]/route";

const ORIGIN = "http://darkroom.test";
let worker: Worker;
let owner: Awaited<ReturnType<typeof makeAccount>>;
let photo: { id: string; size_bytes: number };
let originalBytes: Buffer;

beforeAll(async () => {
  worker = startWorkers(2);
  owner = await makeAccount();
  originalBytes = await samplePng({ width: 1600, height: 1200, seed: 7 });
  const { job } = await convertedJob({ key: owner.key, image: originalBytes, format: "png" });
  photo = (await (await call(storeAssets, { method: "POST", path: "/api/v1/assets", key: owner.key, json: { job_id: job.id } })).json()).assets[0];
});

afterAll(async () => {
  await worker.stop();
});

async function newGallery(extra: Record<string, unknown> = {}) {
  const gallery = await (await call(createGallery, { method: "POST", path: "/api/v1/galleries", key: owner.key, json: { name: "Review", asset_ids: [photo.id], ...extra } })).json();
  return { ...gallery, token: new URL(gallery.review_url).pathname.split("/")[2] as string };
}

function patchGallery(id: string, json: Record<string, unknown>) {
  return call(updateGallery, { method: "PATCH", path: `/api/v1/galleries/${id}`, key: owner.key, params: { id }, json });
}

/** A reviewer's browser: keeps the cookies the review routes set, sends same-site Origin on writes. */
function reviewer(token: string, extra: Record<string, string> = {}) {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const remember = (response: Response) => {
    const set = response.headers.get("set-cookie");
    if (set) {
      const [pair] = set.split(";");
      const [name, ...value] = pair.split("=");
      jar.set(name, value.join("="));
    }
    return response;
  };
  const post = async (handler: unknown, path: string, json: unknown, params: Record<string, string> = {}, origin = ORIGIN) =>
    remember(await call(handler, { method: "POST", path: `/g/${token}${path}`, params: { token, ...params }, json, headers: { origin, cookie: cookie(), ...extra } }));
  const get = async (handler: unknown, path: string, params: Record<string, string> = {}) =>
    call(handler, { path: `/g/${token}${path}`, params: { token, ...params }, headers: { cookie: cookie(), ...extra } });
  return { jar, post, get, cookie };
}

/** A picture of the review page, as the visitor's browser asks for it. */
function fetchMedia(visitor: ReturnType<typeof reviewer>, path: string, headers: Record<string, string> = {}) {
  const [, , token, , assetId, name] = path.split("/");
  return call(media, { path, params: { token, assetId, name }, headers: { accept: "image/webp", cookie: visitor.cookie(), ...headers } });
}

describe("review routes under /g/<token>", () => {
  it("serves a preview at most 640 px through the link, never the original, for an unknown link 404", async () => {
    const gallery = await newGallery();
    const visitor = reviewer(gallery.token);
    const response = await visitor.get(thumbnail, `/assets/${photo.id}/thumbnail`, { assetId: photo.id });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    const bytes = Buffer.from(await response.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: "webp", width: 640, height: 480 });
    expect(bytes.length).toBeLessThan(photo.size_bytes);

    for (const token of ["A".repeat(32), "short", "../../etc"]) {
      await expectError(await call(thumbnail, { path: `/g/${token}/assets/${photo.id}/thumbnail`, params: { token, assetId: photo.id } }), 404, "not_found");
    }
    await expectError(await visitor.get(thumbnail, `/assets/ast_unknown/thumbnail`, { assetId: "ast_unknown" }), 404, "not_found");
  });

  it("shows an image under the review link: a preview at most 640 px, a screen-sized one only while downloads are on", async () => {
    const gallery = await newGallery();
    const visitor = reviewer(gallery.token);
    const open = async () => {
      const page = await loadReviewPage({ token: gallery.token });
      if (page.state !== "open") throw new Error(`gallery is ${page.state}`);
      return page.items[0];
    };
    const closed = await open();
    expect(closed.previewUrl).toBe(`/g/${gallery.token}/media/${photo.id}/preview`);
    expect(closed.largeUrl).toBeNull();
    const preview = await fetchMedia(visitor, closed.previewUrl!);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("cache-control")).toBe("private, no-cache");
    expect(preview.headers.get("content-security-policy")).toMatch(/sandbox/);
    expect(await sharp(Buffer.from(await preview.arrayBuffer())).metadata()).toMatchObject({ format: "webp", width: 640, height: 480 });
    // A revalidation answers 304 by ETag, after the link's check.
    const etag = preview.headers.get("etag")!;
    expect((await fetchMedia(visitor, closed.previewUrl!, { "if-none-match": etag })).status).toBe(304);

    await expectError(await fetchMedia(visitor, `/g/${gallery.token}/media/${photo.id}/large`), 403, "forbidden");
    await expectError(await fetchMedia(visitor, `/g/${gallery.token}/media/${photo.id}/cover`), 404, "not_found");
    await expectError(await fetchMedia(visitor, `/g/${gallery.token}/media/${photo.id}/w_4000`), 404, "not_found");
    await patchGallery(gallery.id, { allow_download: true });
    const large = (await open()).largeUrl;
    expect(large).toBe(`/g/${gallery.token}/media/${photo.id}/large`);
    expect(await sharp(Buffer.from(await (await fetchMedia(visitor, large!)).arrayBuffer())).metadata()).toMatchObject({ width: 1600, height: 1200 });
    // An asset of the owner's that is not in this gallery is not served through it.
    const other = (await (await call(storeAssets, { method: "POST", path: "/api/v1/assets", key: owner.key, json: { job_id: (await convertedJob({ key: owner.key, image: await samplePng({ seed: 8 }), format: "png" })).job.id } })).json()).assets[0];
    await expectError(await fetchMedia(visitor, `/g/${gallery.token}/media/${other.id}/preview`), 404, "not_found");
  });

  it("ends the review page's pictures with the link: rotation, a new or changed password, expiry and deletion; the owner's /d/ URL keeps working", async () => {
    const ownerUrl = (await (await call(variants, { method: "POST", path: `/api/v1/assets/${photo.id}/variants`, key: owner.key, params: { id: photo.id }, json: { width: 640, height: 640, fit: "inside", format: "webp" } })).json()).url as string;
    const ownerServes = async () => {
      const { pathname } = new URL(ownerUrl);
      const [, , asset, transform, signature] = pathname.split("/");
      return (await call(deliver, { path: pathname, params: { asset, transform, signature } })).status;
    };
    const pictures = async (gallery: { token: string }, visitor = reviewer(gallery.token)) => {
      const page = await loadReviewPage({ token: gallery.token, accessCookie: visitor.jar.get(ACCESS_COOKIE) });
      if (page.state !== "open") throw new Error(page.state);
      return { visitor, url: page.items[0].previewUrl! };
    };

    // Rotation: the old link's pictures are 404 at once.
    const rotated = await newGallery();
    const before = await pictures(rotated);
    expect((await fetchMedia(before.visitor, before.url)).status).toBe(200);
    await call(rotateLink, { method: "POST", path: `/api/v1/galleries/${rotated.id}/rotate-link`, key: owner.key, params: { id: rotated.id } });
    await expectError(await fetchMedia(before.visitor, before.url), 404, "not_found");

    // A password set on an open gallery, then a changed one: a visitor without the new cookie gets 401.
    const guarded = await newGallery();
    const seen = await pictures(guarded);
    expect((await fetchMedia(seen.visitor, seen.url)).status).toBe(200);
    await patchGallery(guarded.id, { password: "correct horse" });
    await expectError(await fetchMedia(seen.visitor, seen.url), 401, "unauthorized");
    expect((await seen.visitor.post(unlock, "/unlock", { password: "correct horse" })).status).toBe(200);
    expect((await fetchMedia(seen.visitor, seen.url)).status).toBe(200);
    await patchGallery(guarded.id, { password: "battery staple" });
    await expectError(await fetchMedia(seen.visitor, seen.url), 401, "unauthorized");

    // Expiry: 410 gone.
    const expiring = await newGallery();
    const shown = await pictures(expiring);
    await patchGallery(expiring.id, { expires_at: new Date(Date.now() - 1000).toISOString() });
    await expectError(await fetchMedia(shown.visitor, shown.url), 410, "gone");

    // Deletion: 404.
    const deleted = await newGallery();
    const last = await pictures(deleted);
    expect((await call(deleteGallery, { method: "DELETE", path: `/api/v1/galleries/${deleted.id}`, key: owner.key, params: { id: deleted.id } })).status).toBe(200);
    await expectError(await fetchMedia(last.visitor, last.url), 404, "not_found");

    expect(await ownerServes()).toBe(200);
  });

  it("gives the original only while downloads are on, as a short-lived signed link", async () => {
    const gallery = await newGallery();
    const visitor = reviewer(gallery.token);
    await expectError(await visitor.get(original, `/assets/${photo.id}/file`, { assetId: photo.id }), 403, "forbidden");
    await patchGallery(gallery.id, { allow_download: true });
    const redirect = await call(original, { path: `/g/${gallery.token}/assets/${photo.id}/file?download=1`, params: { token: gallery.token, assetId: photo.id } });
    expect(redirect.status).toBe(302);
    const location = new URL(redirect.headers.get("location")!);
    expect(Number(location.searchParams.get("expires")) * 1000 - Date.now()).toBeLessThanOrEqual(600_000);
    const file = await call(getFile, { path: location.pathname + location.search, params: { id: photo.id } });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toMatch(/^attachment/);
    const bytes = Buffer.from(await file.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(1600);
  });

  it("records a named reviewer's favourite, verdict and comments, and the owner reads them by name", async () => {
    const gallery = await newGallery();
    const ana = reviewer(gallery.token);
    const params = { assetId: photo.id };
    const anonymous = await ana.post(react, `/assets/${photo.id}/reaction`, { favourite: true }, params);
    await expectError(anonymous, 400, "invalid_request");

    const named = await ana.post(nameReviewer, "/reviewer", { name: "Ana <b>" });
    expect(named.status).toBe(200);
    expect(named.headers.get("set-cookie")).toMatch(/^dr_reviewer=[^;]+; Path=\/g; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
    expect(await (await ana.post(react, `/assets/${photo.id}/reaction`, { favourite: true }, params)).json()).toEqual({ asset_id: photo.id, favourite: true, verdict: null });
    expect(await (await ana.post(react, `/assets/${photo.id}/reaction`, { verdict: "approved" }, params)).json()).toEqual({ asset_id: photo.id, favourite: true, verdict: "approved" });
    const posted = await ana.post(comment, `/assets/${photo.id}/comments`, { text: "  Love the <script>alert(1)</script> light  " }, params);
    expect(posted.status).toBe(201);
    expect(await posted.json()).toMatchObject({ id: expect.stringMatching(/^fbk_/), name: "Ana <b>", text: "Love the <script>alert(1)</script> light" });

    const ben = reviewer(gallery.token);
    await ben.post(nameReviewer, "/reviewer", { name: "Ben" });
    await ben.post(react, `/assets/${photo.id}/reaction`, { verdict: "rejected" }, params);
    await ben.post(comment, `/assets/${photo.id}/comments`, { text: "Too dark for me." }, params);

    const feedback = await (await call(readFeedback, { path: `/api/v1/galleries/${gallery.id}/feedback`, key: owner.key, params: { id: gallery.id } })).json();
    expect(feedback).toMatchObject({
      gallery_id: gallery.id,
      reviewers: expect.arrayContaining(["Ana <b>", "Ben"]),
      assets: [
        {
          asset_id: photo.id,
          name: "photo.png",
          favourites: 1,
          favourited_by: ["Ana <b>"],
          approvals: ["Ana <b>"],
          rejections: ["Ben"],
          comments: [
            { name: "Ana <b>", text: "Love the <script>alert(1)</script> light", created_at: expect.any(String) },
            { name: "Ben", text: "Too dark for me." },
          ],
        },
      ],
    });

    // The review page shows everyone's comments, but only the visitor's own marks.
    const access = await openReview({ token: gallery.token, accessCookie: undefined });
    if (access.state !== "open") throw new Error("expected an open gallery");
    const [item] = await listReviewItems({ gallery: access.gallery, reviewer: null });
    expect(item).toMatchObject({ id: photo.id, favourite: false, verdict: null });
    expect(item.comments.map((c) => c.name)).toEqual(["Ana <b>", "Ben"]);

    // Clearing the verdict keeps the favourite.
    expect(await (await ana.post(react, `/assets/${photo.id}/reaction`, { verdict: null }, params)).json()).toMatchObject({ favourite: true, verdict: null });
  });

  it("validates feedback: lengths, fields, same-site origin, gallery membership", async () => {
    const gallery = await newGallery();
    const visitor = reviewer(gallery.token);
    const params = { assetId: photo.id };
    await expectError(await visitor.post(nameReviewer, "/reviewer", { name: "x".repeat(61) }), 400, "invalid_request");
    await expectError(await visitor.post(nameReviewer, "/reviewer", { name: "   " }), 400, "invalid_request");
    await expectError(await visitor.post(nameReviewer, "/reviewer", { name: "Eve" }, {}, "https://evil.example"), 403, "forbidden");
    await visitor.post(nameReviewer, "/reviewer", { name: "Cleo" });
    await expectError(await visitor.post(comment, `/assets/${photo.id}/comments`, { text: "x".repeat(2001) }, params), 400, "invalid_request");
    await expectError(await visitor.post(comment, `/assets/${photo.id}/comments`, { text: "   " }, params), 400, "invalid_request");
    await expectError(await visitor.post(react, `/assets/${photo.id}/reaction`, {}, params), 400, "invalid_request");
    await expectError(await visitor.post(react, `/assets/${photo.id}/reaction`, { verdict: "maybe" }, params), 400, "invalid_request");
    await expectError(await visitor.post(react, `/assets/ast_elsewhere/reaction`, { favourite: true }, { assetId: "ast_elsewhere" }), 404, "not_found");
  });

  it("gates a password-protected gallery: wrong guesses are refused and rate limited, the right one sets a cookie for this link only", async () => {
    const gallery = await newGallery({ password: "correct horse" });
    const visitor = reviewer(gallery.token);
    expect((await openReview({ token: gallery.token, accessCookie: undefined })).state).toBe("locked");
    await expectError(await visitor.get(thumbnail, `/assets/${photo.id}/thumbnail`, { assetId: photo.id }), 401, "unauthorized");
    await expectError(await visitor.post(unlock, "/unlock", { password: "wrong horse" }), 401, "unauthorized");
    expect(visitor.jar.size).toBe(0);

    const opened = await visitor.post(unlock, "/unlock", { password: "correct horse" });
    expect(opened.status).toBe(200);
    expect(opened.headers.get("set-cookie")).toMatch(new RegExp(`^dr_gallery_access=\\d+\\.[\\w-]{43}; Path=/g/${gallery.token}; HttpOnly; SameSite=Lax; Max-Age=604800$`));
    expect((await visitor.get(thumbnail, `/assets/${photo.id}/thumbnail`, { assetId: photo.id })).status).toBe(200);
    expect((await openReview({ token: gallery.token, accessCookie: visitor.jar.get("dr_gallery_access") })).state).toBe("open");

    // The cookie opens neither another gallery nor this one after its password changes.
    const other = await newGallery({ password: "correct horse" });
    expect((await openReview({ token: other.token, accessCookie: visitor.jar.get("dr_gallery_access") })).state).toBe("locked");
    await patchGallery(gallery.id, { password: "new password" });
    await expectError(await visitor.get(thumbnail, `/assets/${photo.id}/thumbnail`, { assetId: photo.id }), 401, "unauthorized");

    // Ten guesses a minute per visitor; the eleventh waits.
    const guesser = reviewer(other.token);
    for (let i = 0; i < 10; i++) await expectError(await guesser.post(unlock, "/unlock", { password: `guess ${i}` }), 401, "unauthorized");
    const limited = await guesser.post(unlock, "/unlock", { password: "correct horse" });
    await expectError(limited, 429, "rate_limited");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("refuses a gallery password shorter than 8 characters", async () => {
    const short = await call(createGallery, { method: "POST", path: "/api/v1/galleries", key: owner.key, json: { name: "Short", asset_ids: [photo.id], password: "abcd" } });
    const body = await expectError(short, 400, "invalid_request");
    expect(body.error.message).toContain("at least 8 characters");
    const gallery = await newGallery();
    await expectError(await patchGallery(gallery.id, { password: "1234567" }), 400, "invalid_request");
    expect((await patchGallery(gallery.id, { password: "12345678" })).status).toBe(200);
  });

  it("limits wrong guesses per visitor address, which X-Forwarded-For cannot change without TRUST_PROXY", async () => {
    const gallery = await newGallery({ password: "correct horse" });
    const guesser = reviewer(gallery.token, { [PEER_ADDRESS_HEADER]: "203.0.113.10" });
    for (let i = 0; i < 10; i++) await expectError(await guesser.post(unlock, "/unlock", { password: `guess ${i}` }), 401, "unauthorized");
    const disguised = reviewer(gallery.token, { [PEER_ADDRESS_HEADER]: "203.0.113.10", "x-forwarded-for": "192.0.2.99" });
    const limited = await disguised.post(unlock, "/unlock", { password: "correct horse" });
    await expectError(limited, 429, "rate_limited");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(60);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(15 * 60);
    const neighbour = reviewer(gallery.token, { [PEER_ADDRESS_HEADER]: "203.0.113.11" });
    expect((await neighbour.post(unlock, "/unlock", { password: "correct horse" })).status).toBe(200);
  });

  it("counts a whole IPv6 /64 as one visitor: a fresh address from the same prefix does not reset the guesses", async () => {
    const gallery = await newGallery({ password: "correct horse" });
    for (let i = 0; i < 10; i++) {
      const guesser = reviewer(gallery.token, { [PEER_ADDRESS_HEADER]: `2001:db8:77:1::${(i + 1).toString(16)}` });
      await expectError(await guesser.post(unlock, "/unlock", { password: `guess ${i}` }), 401, "unauthorized");
    }
    const sameHost = reviewer(gallery.token, { [PEER_ADDRESS_HEADER]: "2001:db8:77:1:dead:beef:0:1" });
    await expectError(await sameHost.post(unlock, "/unlock", { password: "correct horse" }), 429, "rate_limited");
    const otherHost = reviewer(gallery.token, { [PEER_ADDRESS_HEADER]: "2001:db8:77:2::1" });
    expect((await otherHost.post(unlock, "/unlock", { password: "correct horse" })).status).toBe(200);
  });

  it("never refuses the right password because of other addresses' wrong guesses: ten addresses guessing ten times each only slow wrong answers down", async () => {
    const gallery = await newGallery({ password: "correct horse" });
    const guesses = [];
    for (let a = 0; a < 10; a++) {
      const guesser = reviewer(gallery.token, { [PEER_ADDRESS_HEADER]: `192.0.2.${a + 1}` });
      for (let i = 0; i < 10; i++) guesses.push(guesser.post(unlock, "/unlock", { password: `guess ${a}.${i}` }));
    }
    for (const answer of await Promise.all(guesses)) await expectError(answer, 401, "unauthorized");
    // Each of those addresses has spent its own budget…
    const spent = reviewer(gallery.token, { [PEER_ADDRESS_HEADER]: "192.0.2.1" });
    await expectError(await spent.post(unlock, "/unlock", { password: "correct horse" }), 429, "rate_limited");
    // …but an eleventh address with the right password gets in at once.
    const latecomer = reviewer(gallery.token, { [PEER_ADDRESS_HEADER]: "192.0.2.50" });
    expect((await latecomer.post(unlock, "/unlock", { password: "correct horse" })).status).toBe(200);
  });

  it("slows wrong answers with a delay that grows with the gallery's wrong guesses, up to 8 s", () => {
    expect(wrongGuessDelayMs(0)).toBe(0);
    expect(wrongGuessDelayMs(10)).toBe(0);
    expect(wrongGuessDelayMs(11)).toBe(250);
    expect(wrongGuessDelayMs(12)).toBe(500);
    expect(wrongGuessDelayMs(15)).toBe(4000);
    expect(wrongGuessDelayMs(100)).toBe(8000);
  });

  it("limits comments per reviewer: the 21st in five minutes waits, another reviewer is not held back", async () => {
    expect(COMMENTS_PER_REVIEWER.points).toBe(20);
    const gallery = await newGallery();
    const params = { assetId: photo.id };
    const chatty = reviewer(gallery.token, { [PEER_ADDRESS_HEADER]: "203.0.113.30" });
    await chatty.post(nameReviewer, "/reviewer", { name: "Chatty" });
    for (let i = 0; i < 20; i++) expect((await chatty.post(comment, `/assets/${photo.id}/comments`, { text: `note ${i}` }, params)).status).toBe(201);
    const limited = await chatty.post(comment, `/assets/${photo.id}/comments`, { text: "one more" }, params);
    await expectError(limited, 429, "rate_limited");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);

    const quiet = reviewer(gallery.token, { [PEER_ADDRESS_HEADER]: "203.0.113.30" });
    await quiet.post(nameReviewer, "/reviewer", { name: "Quiet" });
    expect((await quiet.post(comment, `/assets/${photo.id}/comments`, { text: "first" }, params)).status).toBe(201);
  });

  it("limits comments per address too: fresh reviewer names from one address share its budget, another address is not held back", async () => {
    expect(COMMENTS_PER_ADDRESS.points).toBe(60);
    const gallery = await newGallery();
    const params = { assetId: photo.id };
    const path = `/assets/${photo.id}/comments`;
    for (let name = 0; name < 3; name++) {
      const persona = reviewer(gallery.token, { [PEER_ADDRESS_HEADER]: "2001:db8:c0:1::" + (name + 1) });
      await persona.post(nameReviewer, "/reviewer", { name: `Persona ${name}` });
      for (let i = 0; i < 20; i++) expect((await persona.post(comment, path, { text: `spam ${name}.${i}` }, params)).status).toBe(201);
    }
    const fourth = reviewer(gallery.token, { [PEER_ADDRESS_HEADER]: "2001:db8:c0:1::99" });
    await fourth.post(nameReviewer, "/reviewer", { name: "Persona 3" });
    const limited = await fourth.post(comment, path, { text: "one more" }, params);
    await expectError(limited, 429, "rate_limited");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);

    const elsewhere = reviewer(gallery.token, { [PEER_ADDRESS_HEADER]: "203.0.113.77" });
    await elsewhere.post(nameReviewer, "/reviewer", { name: "Someone else" });
    expect((await elsewhere.post(comment, path, { text: "hello" }, params)).status).toBe(201);
  });

  it("pages an item's comments on the review page: the first page with the total, then the rest by cursor", async () => {
    const gallery = await newGallery();
    const params = { assetId: photo.id };
    const path = `/assets/${photo.id}/comments`;
    const texts: string[] = [];
    for (const [index, address] of ["198.51.100.81", "198.51.100.82"].entries()) {
      const writer = reviewer(gallery.token, { [PEER_ADDRESS_HEADER]: address });
      await writer.post(nameReviewer, "/reviewer", { name: `Writer ${index}` });
      for (let i = 0; i < (index === 0 ? 20 : 5); i++) {
        texts.push(`comment ${texts.length}`);
        expect((await writer.post(comment, path, { text: texts[texts.length - 1] }, params)).status).toBe(201);
      }
    }

    const access = await openReview({ token: gallery.token, accessCookie: undefined });
    if (access.state !== "open") throw new Error("expected an open gallery");
    const [item] = await listReviewItems({ gallery: access.gallery, reviewer: null });
    expect(REVIEW_COMMENTS_PAGE).toBe(20);
    expect(item.comments.map((c) => c.text)).toEqual(texts.slice(0, 20));
    expect(item.commentCount).toBe(25);
    expect(item.nextCommentCursor).toBe(item.comments[19].id);

    const visitor = reviewer(gallery.token);
    const rest = await (await visitor.get(comments, `${path}?cursor=${item.nextCommentCursor}`, params)).json();
    expect(rest.comments.map((c: { text: string }) => c.text)).toEqual(texts.slice(20));
    expect(rest.next_cursor).toBeNull();

    const first = await (await visitor.get(comments, `${path}?limit=3`, params)).json();
    expect(first.comments.map((c: { text: string }) => c.text)).toEqual(texts.slice(0, 3));
    const second = await (await visitor.get(comments, `${path}?limit=3&cursor=${first.next_cursor}`, params)).json();
    expect(second.comments.map((c: { text: string }) => c.text)).toEqual(texts.slice(3, 6));

    await expectError(await visitor.get(comments, `${path}?cursor=not-a-cursor`, params), 400, "invalid_request");
    await expectError(await visitor.get(comments, `${path}?limit=1000`, params), 400, "invalid_request");
    await expectError(await visitor.get(comments, "/assets/ast_elsewhere/comments", { assetId: "ast_elsewhere" }), 404, "not_found");

    const quiet = await newGallery();
    const access2 = await openReview({ token: quiet.token, accessCookie: undefined });
    if (access2.state !== "open") throw new Error("expected an open gallery");
    expect((await listReviewItems({ gallery: access2.gallery, reviewer: null }))[0]).toMatchObject({ comments: [], commentCount: 0, nextCommentCursor: null });
  });

  it("answers 410 gone after expires_at, and 404 for a rotated-away link", async () => {
    const gallery = await newGallery({ expires_at: new Date(Date.now() + 3_600_000).toISOString() });
    const visitor = reviewer(gallery.token);
    expect((await visitor.get(thumbnail, `/assets/${photo.id}/thumbnail`, { assetId: photo.id })).status).toBe(200);
    advanceClockForTests(2 * 3_600_000);
    try {
      expect((await openReview({ token: gallery.token, accessCookie: undefined })).state).toBe("expired");
      await expectError(await visitor.get(thumbnail, `/assets/${photo.id}/thumbnail`, { assetId: photo.id }), 410, "gone");
      await expectError(await visitor.post(nameReviewer, "/reviewer", { name: "Late" }), 410, "gone");
    } finally {
      resetClockForTests();
    }
    await patchGallery(gallery.id, { expires_at: new Date(Date.now() - 1000).toISOString() });
    expect((await openReview({ token: gallery.token, accessCookie: undefined })).state).toBe("expired");
    await patchGallery(gallery.id, { expires_at: null });
    expect((await openReview({ token: gallery.token, accessCookie: undefined })).state).toBe("open");

    await call(rotateLink, { method: "POST", path: `/api/v1/galleries/${gallery.id}/rotate-link`, key: owner.key, params: { id: gallery.id } });
    expect((await openReview({ token: gallery.token, accessCookie: undefined })).state).toBe("missing");
    await expectError(await visitor.post(nameReviewer, "/reviewer", { name: "Late" }), 404, "not_found");
  });
});

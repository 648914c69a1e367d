import { Readable } from "node:stream";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createId, randomBase62 } from "@/lib/core/ids";
import { processState } from "@/lib/core/process-state";
import { resetEnvForTests } from "@/lib/platform/config/env";
import { assets, getDb, getDbDriver } from "@/lib/platform/db";
import { blobStore, newBlobKey } from "@/lib/platform/storage";
import { samplePng } from "@/test/fixtures/vault";
import { call, expectError, makeAccount } from "@/test/helpers";
import { POST as makeVariants } from "@/app/api/v1/assets/[id]/variants/route";
import { renderCounts, stopDeliveryRenders, variantsStored } from "@/lib/domain/delivery/variants";
import { GET } from "./route";

let release = () => {};
/** The blob key of each original a render opened, in order. */
let opened: string[] = [];

/**
 * Holds every render of an original in `blobKeys` (as it opens its file, before any decoding) until the
 * answered function is called; every render's opening is recorded in `opened`.
 */
function holdRenders(blobKeys: string[]): () => void {
  const gate = new Promise<void>((resolve) => (release = resolve));
  const store = blobStore();
  const localPath = store.localPath.bind(store);
  opened = [];
  vi.spyOn(store, "localPath").mockImplementation(async (key, scratch) => {
    opened.push(key);
    if (blobKeys.includes(key)) await gate;
    return localPath(key, scratch);
  });
  return release;
}

afterEach(() => {
  release();
  vi.restoreAllMocks();
  delete process.env.DELIVERY_RENDER_CONCURRENCY;
  delete process.env.DELIVERY_RENDERS_PER_MINUTE_PRO;
  resetEnvForTests();
});

async function account() {
  const { key, accountId } = await makeAccount();
  const body = await samplePng({ width: 400, height: 300, seed: 4 });
  const blobKey = newBlobKey("vault");
  await blobStore().put(blobKey, Readable.from([body]));
  const id = createId("asset");
  await (await getDb()).insert(assets).values({ id, accountId, jobId: "job_fixture", outputId: randomBase62(10), name: "photo.png", mime: "image/png", sizeBytes: body.length, width: 400, height: 300, blobKey });
  const urls = async (widths: number[]): Promise<string[]> => {
    const response = await call(makeVariants, { method: "POST", path: `/api/v1/assets/${id}/variants`, key, json: { variants: widths.map((width) => ({ width, format: "webp" })) }, params: { id } });
    expect(response.status).toBe(200);
    return (await response.json()).urls;
  };
  return { accountId, blobKey, urls };
}

function open(url: string, signal?: AbortSignal): Promise<Response> {
  const u = new URL(url);
  const [, , asset, transform, signature] = u.pathname.split("/");
  return GET(new Request(u, { signal }), { params: Promise.resolve({ asset, transform, signature }) });
}

describe("render slots are shared fairly between accounts (issue 41, finding 1)", () => {
  it("lets another account's first render run at once while one account's burst holds its share and waits: no 503, no queue behind the burst", async () => {
    process.env.DELIVERY_RENDER_CONCURRENCY = "2";
    process.env.DELIVERY_RENDERS_PER_MINUTE_PRO = "10";
    resetEnvForTests();
    const heavy = await account();
    const light = await account();
    const burstWidths = Array.from({ length: 10 }, (_, i) => 200 + i);
    const letGo = holdRenders([heavy.blobKey]);
    const burst = (await heavy.urls(burstWidths)).map((url) => open(url));
    // One of the two slots is the heavy account's share; its other renders wait (at most 2 × 4), the tenth is told to come back.
    await vi.waitFor(() => expect(renderCounts(heavy.accountId)).toEqual({ running: 1, waiting: 8 }), { timeout: 10_000 });
    const [small] = await light.urls([33]);
    const answer = await open(small);
    expect(answer.status).toBe(200);
    expect(renderCounts(heavy.accountId)).toEqual({ running: 1, waiting: 8 });
    letGo();
    const statuses = (await Promise.all(burst)).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(9);
    expect(statuses.filter((s) => s === 503)).toHaveLength(1);
    await variantsStored();
    expect(renderCounts()).toEqual({ running: 0, waiting: 0 });
    // The render refused a slot never ran: its point of the budget (10 a minute here) came back, so one more fits, and no more.
    const [more, tooMany] = await heavy.urls([300, 301]);
    expect((await open(more)).status).toBe(200);
    await expectError(await open(tooMany), 429, "rate_limited");
  });

  it("takes waiting accounts in turn: a second account's render goes before the rest of a first account's queue", async () => {
    process.env.DELIVERY_RENDER_CONCURRENCY = "1";
    resetEnvForTests();
    const first = await account();
    const second = await account();
    const letGo = holdRenders([first.blobKey, second.blobKey]);
    const burst = (await first.urls([300, 301, 302])).map((url) => open(url));
    await vi.waitFor(() => expect(renderCounts(first.accountId)).toEqual({ running: 1, waiting: 2 }), { timeout: 10_000 });
    const [other] = await second.urls([310]);
    const theirs = open(other);
    await vi.waitFor(() => expect(renderCounts(second.accountId).waiting).toBe(1), { timeout: 10_000 });
    letGo();
    expect((await Promise.all([...burst, theirs])).map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(opened).toEqual([first.blobKey, second.blobKey, first.blobKey, first.blobKey]);
  });

  it("abandons a render whose every request has gone before it started: it leaves the queue and never runs", async () => {
    process.env.DELIVERY_RENDER_CONCURRENCY = "1";
    resetEnvForTests();
    const owner = await account();
    const letGo = holdRenders([owner.blobKey]);
    const [busy, wanted] = await owner.urls([400, 401]);
    const running = open(busy);
    await vi.waitFor(() => expect(renderCounts(owner.accountId).running).toBe(1), { timeout: 10_000 });
    const one = new AbortController();
    const two = new AbortController();
    const gone = [open(wanted, one.signal), open(wanted, two.signal)];
    await vi.waitFor(() => expect(renderCounts(owner.accountId).waiting).toBe(1), { timeout: 10_000 });
    one.abort();
    // One of its two requests is still there: the render keeps its place.
    expect(renderCounts(owner.accountId).waiting).toBe(1);
    two.abort();
    expect(renderCounts(owner.accountId).waiting).toBe(0);
    letGo();
    expect((await running).status).toBe(200);
    for (const answer of await Promise.all(gone)) expect(answer.status).toBe(503);
    expect(opened).toEqual([owner.blobKey]);
  });

  it("on shutdown refuses renders that have not started with 503 unavailable, and does not wait past the grace for variants being stored", async () => {
    process.env.DELIVERY_RENDER_CONCURRENCY = "1";
    resetEnvForTests();
    const owner = await account();
    const letGo = holdRenders([owner.blobKey]);
    const [busy, waiting] = await owner.urls([500, 501]);
    const running = open(busy);
    await vi.waitFor(() => expect(renderCounts(owner.accountId).running).toBe(1), { timeout: 10_000 });
    const queued = open(waiting);
    await vi.waitFor(() => expect(renderCounts(owner.accountId).waiting).toBe(1), { timeout: 10_000 });
    try {
      stopDeliveryRenders();
      const refused = await queued;
      await expectError(refused, 503, "unavailable");
      expect(refused.headers.get("retry-after")).toBe("2");
      await expectError(await open((await owner.urls([502]))[0]), 503, "unavailable");
      // The running render ends; its variant's store is held, as a slow disk would hold it.
      const store = blobStore();
      const put = store.put.bind(store);
      let letStore = () => {};
      const storing = new Promise<void>((resolve) => (letStore = resolve));
      const puts = vi.spyOn(store, "put").mockImplementationOnce(async (...args) => {
        await storing;
        return put(...args);
      });
      letGo();
      try {
        if ((await getDbDriver()) === "pglite") {
          // Answered before its store (one process serves): the close waits for that store only as long as the grace lasts.
          expect((await running).status).toBe(200);
          expect(await variantsStored(undefined, { withinMs: 20 })).toBe(false);
          letStore();
          expect(await variantsStored(undefined, { withinMs: 30_000 })).toBe(true);
        } else {
          letStore();
          expect((await running).status).toBe(200);
        }
      } finally {
        letStore();
        puts.mockRestore();
      }
    } finally {
      processState().deliverySlots = undefined;
    }
  });
});

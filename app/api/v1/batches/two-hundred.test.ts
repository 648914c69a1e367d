import { createHash } from "node:crypto";
import { buffer } from "node:stream/consumers";
import { promisify } from "node:util";
import sharp from "sharp";
import yauzl from "yauzl";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { POST } from "./route";
import { GET as getBatch } from "./[id]/route";
import { GET as getArchive } from "./[id]/archive/route";
import { POST as createRecipe } from "../recipes/route";
import { call, makeAccount, startWorkers } from "@/test/helpers";
import { startFakeProviders, type FakeProviders } from "@/test/fakes/providers";
import type { Worker } from "@/lib/domain/jobs/worker";
import { creditLedger, getDb, jobOutputs, jobs, queryRows } from "@/lib/platform/db";
import { blobStore } from "@/lib/platform/storage";

const ITEMS = 200;
let worker: Worker;
let providers: FakeProviders;

beforeAll(async () => {
  providers = await startFakeProviders();
  worker = startWorkers(4);
});

afterAll(async () => {
  await worker.stop();
  await providers.close();
});

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

async function zipEntries(archive: Buffer): Promise<{ name: string; sha256: string }[]> {
  const zip = await promisify<Buffer, yauzl.Options, yauzl.ZipFile>(yauzl.fromBuffer)(archive, { lazyEntries: true, validateEntrySizes: true });
  const open = promisify(zip.openReadStream.bind(zip));
  const entries: { name: string; sha256: string }[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on("error", reject).on("end", resolve);
    zip.on("entry", (entry: yauzl.Entry) => {
      open(entry)
        .then((stream) => buffer(stream))
        .then((bytes) => {
          entries.push({ name: entry.fileName, sha256: sha256(bytes) });
          zip.readEntry();
        }, reject);
    });
    zip.readEntry();
  });
  return entries;
}

it(`takes ${ITEMS} small images through a two-step recipe: one quote, one charge per item and nothing else, a ZIP of exactly the outputs`, async () => {
  const { key, accountId } = await makeAccount({ credits: ITEMS + 7 });
  const recipe = await (await call(createRecipe, { method: "POST", path: "/api/v1/recipes", key, json: { name: "Shoot", steps: [{ tool: "grayscale" }, { tool: "alt-text" }] } })).json();
  const form = new FormData();
  form.set("recipe", recipe.id);
  for (let i = 0; i < ITEMS; i++) {
    const png = await sharp({ create: { width: 16, height: 12, channels: 3, background: { r: i, g: 255 - i, b: (i * 7) % 256 } } }).png().toBuffer();
    form.append("file", new Blob([new Uint8Array(png)]), `IMG_${String(i).padStart(4, "0")}.png`);
  }
  const accepted = await call(POST, { method: "POST", path: "/api/v1/batches", key, body: form });
  expect(accepted.status).toBe(202);
  const { id, quoted_credits } = await accepted.json();
  expect(quoted_credits).toBe(ITEMS);

  let batch = await (await call(getBatch, { path: `/api/v1/batches/${id}`, key, params: { id } })).json();
  for (let i = 0; i < 1200 && batch.completed_at === null; i++) {
    await new Promise((r) => setTimeout(r, 250));
    batch = await (await call(getBatch, { path: `/api/v1/batches/${id}`, key, params: { id } })).json();
  }
  expect(batch).toMatchObject({ status: "complete", counts: { queued: 0, running: 0, complete: ITEMS, failed: 0 }, credits_charged: ITEMS, credits_refunded: 0 });

  const db = await getDb();
  const runs = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.batchId, id)).orderBy(asc(jobs.batchPosition));
  const ledger = await db.select().from(creditLedger).where(eq(creditLedger.accountId, accountId));
  // The grant, then exactly one charge of 1 per item under its run's step key; no refund, no second charge.
  expect(ledger.filter((row) => row.reason !== "grant")).toHaveLength(ITEMS);
  expect(ledger.filter((row) => row.reason === "charge").map((row) => [row.idempotencyKey, row.amount]).sort()).toEqual(runs.map((run) => [`run:${run.id}:1:1`, -1]).sort());
  const [account] = await queryRows<{ credits: number }>(db, sql`SELECT credits::int AS credits FROM accounts WHERE id = ${accountId}`);
  expect(account.credits).toBe(7);
  expect(ledger.reduce((sum, row) => sum + row.amount, 0)).toBe(7);

  const outputs = await db
    .select({ blobKey: jobOutputs.blobKey, position: jobs.batchPosition })
    .from(jobOutputs)
    .innerJoin(jobs, eq(jobs.id, jobOutputs.jobId))
    .where(inArray(jobs.id, runs.map((run) => run.id)))
    .orderBy(asc(jobs.batchPosition));
  const expected = await Promise.all(outputs.map(async (output) => sha256(await buffer(await blobStore().open(output.blobKey)))));
  const archive = await call(getArchive, { path: `/api/v1/batches/${id}/archive`, key, params: { id } });
  expect(archive.status).toBe(200);
  const entries = await zipEntries(Buffer.from(await archive.arrayBuffer()));
  expect(entries.map((entry) => entry.name)).toEqual(Array.from({ length: ITEMS }, (_, i) => `IMG_${String(i).padStart(4, "0")}.png`));
  expect(entries.map((entry) => entry.sha256)).toEqual(expected);
}, 240_000);

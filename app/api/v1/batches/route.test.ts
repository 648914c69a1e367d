import sharp from "sharp";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/lib/platform/config/env";
import { POST } from "./route";
import { GET as getBatch } from "./[id]/route";
import { POST as cancel } from "./[id]/cancel/route";
import { GET as getArchive } from "./[id]/archive/route";
import { POST as resume } from "../runs/[id]/resume/route";
import { POST as cancelRun } from "../runs/[id]/cancel/route";
import { POST as startRun } from "../runs/route";
import { claimNextJob } from "@/lib/domain/jobs/queue";
import { registeredJobKinds } from "@/lib/domain/jobs/hooks";
import { GET as getFile } from "../files/[id]/route";
import { POST as upload } from "../uploads/route";
import { POST as createWebhook } from "../webhooks/route";
import { authSuite, call, expectError, makeAccount, startAllowedReceiver, startWorkers } from "@/test/helpers";
import { startFakeProviders, type FakeProviders } from "@/test/fakes/providers";
import { unzip } from "@/test/fixtures/zip";
import type { Worker } from "@/lib/domain/jobs/worker";
import { batches, creditLedger, getDb } from "@/lib/platform/db";
import { queryRows } from "@/lib/platform/db/raw";

let worker: Worker | undefined;
let providers: FakeProviders;
const pngs: Buffer[] = [];

/** Grayscale (free) then alt text (1 credit): a paid second step, a final image and a text beside it. */
const LINE = [{ tool: "grayscale" }, { tool: "alt-text" }];

const startBatch = (key: string | undefined, init: { json?: unknown; body?: BodyInit; headers?: Record<string, string> }) =>
  call(POST, { method: "POST", path: "/api/v1/batches", key, ...init });
const readBatch = async (key: string, id: string) => (await call(getBatch, { path: `/api/v1/batches/${id}`, key, params: { id } })).json();

function filesForm(fields: Record<string, unknown>, files: { name: string; bytes: Buffer }[]): FormData {
  const data = new FormData();
  for (const file of files) data.append("file", new Blob([new Uint8Array(file.bytes)]), file.name);
  for (const [name, value] of Object.entries(fields)) data.set(name, typeof value === "string" ? value : JSON.stringify(value));
  return data;
}

async function waitForBatch(key: string, id: string, seconds = 60) {
  let batch = await readBatch(key, id);
  for (let i = 0; i < seconds * 10 && batch.completed_at === null; i++) {
    await new Promise((r) => setTimeout(r, 100));
    batch = await readBatch(key, id);
  }
  return batch;
}

async function uploadJobId(key: string, bytes: Buffer, name: string): Promise<string> {
  const response = await call(upload, { method: "POST", path: "/api/v1/uploads", key, body: filesForm({}, [{ name, bytes }]) });
  expect(response.status).toBe(201);
  return (await response.json()).id;
}

async function archiveResponse(url: string) {
  const u = new URL(url);
  return call(getArchive, { path: u.pathname + u.search, params: { id: u.pathname.split("/")[4] } });
}

/** The archive's files by name. */
async function unzipByName(archive: Buffer): Promise<Map<string, Buffer>> {
  return new Map((await unzip(archive)).map((file) => [file.name, file.bytes]));
}

async function downloadOutput(url: string): Promise<Buffer> {
  const u = new URL(url);
  const response = await call(getFile, { path: u.pathname + u.search, params: { id: u.pathname.split("/").pop()! } });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

async function ledgerOf(accountId: string) {
  const db = await getDb();
  return db.select().from(creditLedger).where(eq(creditLedger.accountId, accountId));
}

async function accountOf(accountId: string): Promise<{ credits: number }> {
  const [row] = await queryRows<{ credits: number }>(await getDb(), sql`SELECT credits::int AS credits FROM accounts WHERE id = ${accountId}`);
  return row;
}

async function batchRowCount(accountId: string): Promise<{ batches: number; jobs: number }> {
  const [row] = await queryRows<{ batches: number; jobs: number }>(
    await getDb(),
    sql`SELECT (SELECT count(*)::int FROM batches WHERE account_id = ${accountId}) AS batches, (SELECT count(*)::int FROM jobs WHERE account_id = ${accountId} AND kind = 'run') AS jobs`,
  );
  return row;
}

beforeAll(async () => {
  providers = await startFakeProviders();
  for (const [r, g, b] of [[200, 30, 30], [30, 200, 30], [30, 30, 200], [220, 220, 40]]) {
    pngs.push(await sharp({ create: { width: 48, height: 32, channels: 3, background: { r, g, b } } }).png().toBuffer());
  }
});

beforeEach(() => providers.reset());

afterAll(async () => {
  await worker?.stop();
  await providers.close();
});

function ensureWorkers() {
  worker ??= startWorkers(2);
}

describe("POST /api/v1/batches", () => {
  authSuite((key) => startBatch(key, { json: { steps: LINE, inputs: [{ url: "http://127.0.0.1:1/a.png" }] } }));

  it("runs one line over uploaded files, a job_id and a URL: every item a run, one archive named after the inputs", async () => {
    ensureWorkers();
    const { key, accountId } = await makeAccount({ credits: 10 });
    const reused = await uploadJobId(key, pngs[2], "blue.png");
    const response = await startBatch(key, {
      body: filesForm({ steps: LINE, output: { format: "webp" }, inputs: [{ job_id: reused }] }, [
        { name: "red.png", bytes: pngs[0] },
        { name: "green.png", bytes: pngs[1] },
        { name: "red.png", bytes: pngs[3] },
      ]),
    });
    expect(response.status).toBe(202);
    const accepted = await response.json();
    expect(accepted).toMatchObject({ id: expect.stringMatching(/^bat_/), status: "queued", item_count: 4, quoted_credits: 4 });
    expect(accepted.poll_url).toMatch(new RegExp(`/api/v1/batches/${accepted.id}$`));

    const early = await call(getArchive, { path: `/api/v1/batches/${accepted.id}/archive`, key, params: { id: accepted.id } });
    // Four items through a provider cannot all have ended before the first read; a batch that has not ended answers 409.
    if ((await readBatch(key, accepted.id)).completed_at === null) await expectError(early, 409, "batch_not_finished");

    const batch = await waitForBatch(key, accepted.id);
    expect(batch).toMatchObject({ status: "complete", item_count: 4, counts: { queued: 0, running: 0, complete: 4, failed: 0 }, credits_charged: 4, credits_refunded: 0, tools: ["grayscale", "alt-text"] });
    expect(batch.items.map((item: { input: unknown }) => item.input)).toEqual([
      { name: "red.png", file: "red.png" },
      { name: "green.png", file: "green.png" },
      { name: "red.png", file: "red.png" },
      { name: "blue.png", job_id: reused },
    ]);
    for (const item of batch.items) expect(item).toMatchObject({ run_id: expect.stringMatching(/^run_/), status: "complete", error: null, outputs: [{ mime: "image/webp" }] });

    // One charge per item under its run's step key, nothing else: the ledger sums to the balance.
    const ledger = await ledgerOf(accountId);
    const charges = ledger.filter((row) => row.reason === "charge");
    expect(charges.map((row) => row.idempotencyKey).sort()).toEqual(batch.items.map((item: { run_id: string }) => `run:${item.run_id}:1:1`).sort());
    const account = await accountOf(accountId);
    expect(account.credits).toBe(6);
    expect(ledger.reduce((sum, row) => sum + row.amount, 0)).toBe(6);

    const archive = await archiveResponse(batch.archive_url);
    expect(archive.status).toBe(200);
    expect(archive.headers.get("content-type")).toBe("application/zip");
    expect(archive.headers.get("content-disposition")).toContain(`${batch.id}.zip`);
    const files = await unzipByName(Buffer.from(await archive.arrayBuffer()));
    expect([...files.keys()]).toEqual(["red.webp", "green.webp", "red (2).webp", "blue.webp"]);
    const outputs = await Promise.all(batch.items.map((item: { outputs: { url: string }[] }) => downloadOutput(item.outputs[0].url)));
    expect([...files.values()].map((bytes, i) => bytes.equals(outputs[i]))).toEqual([true, true, true, true]);
    expect((await sharp([...files.values()][1]).stats()).isOpaque).toBe(true);

    // The same archive with the key, and never with another account's.
    const keyed = await call(getArchive, { path: `/api/v1/batches/${batch.id}/archive`, key, params: { id: batch.id } });
    expect(keyed.status).toBe(200);
    expect((await unzipByName(Buffer.from(await keyed.arrayBuffer()))).size).toBe(4);
  });

  it("takes a shoot of 200 files through a two-step line: one quote, one charge per item, a ZIP of every output", { timeout: 660_000 }, async () => {
    ensureWorkers();
    const { key, accountId } = await makeAccount({ plan: "pro", credits: 250 });
    const shoot = Array.from({ length: 200 }, (_, i) => ({ name: `shoot-${String(i + 1).padStart(3, "0")}.png`, bytes: pngs[i % pngs.length] }));
    const response = await startBatch(key, { body: filesForm({ steps: LINE, output: { format: "webp" } }, shoot) });
    expect(response.status).toBe(202);
    const accepted = await response.json();
    expect(accepted).toMatchObject({ item_count: 200, quoted_credits: 200 });

    const batch = await waitForBatch(key, accepted.id, 600);
    expect(batch).toMatchObject({ status: "complete", counts: { queued: 0, running: 0, complete: 200, failed: 0 }, credits_charged: 200, credits_refunded: 0 });
    const charges = (await ledgerOf(accountId)).filter((row) => row.reason === "charge");
    expect(charges.map((row) => row.idempotencyKey).sort()).toEqual(batch.items.map((item: { run_id: string }) => `run:${item.run_id}:1:1`).sort());
    expect((await accountOf(accountId)).credits).toBe(50);

    const files = await unzipByName(Buffer.from(await (await archiveResponse(batch.archive_url)).arrayBuffer()));
    expect([...files.keys()]).toEqual(shoot.map((file) => file.name.replace(/\.png$/, ".webp")));
    for (const index of [0, 99, 199]) expect(files.get(`shoot-${String(index + 1).padStart(3, "0")}.webp`)!.equals(await downloadOutput(batch.items[index].outputs[0].url))).toBe(true);
  });

  it("refuses an account that cannot pay for every item with 402 and the total; nothing runs, is stored or charged", async () => {
    const { key, accountId } = await makeAccount({ credits: 3 });
    const body = await expectError(await startBatch(key, { body: filesForm({ steps: LINE }, pngs.map((bytes, i) => ({ name: `${i}.png`, bytes }))) }), 402, "insufficient_credits");
    expect(body.error.message).toContain("4 credits");
    expect(await batchRowCount(accountId)).toEqual({ batches: 0, jobs: 0 });
    expect(await ledgerOf(accountId)).toHaveLength(1);
  });

  it("refuses a bad line for the whole batch, as for one run: every problem at once, nothing stored", async () => {
    const { key, accountId } = await makeAccount({ credits: 10 });
    const body = await expectError(
      await startBatch(key, { json: { steps: [{ tool: "no-such-tool" }, { tool: "resize", options: { width: -3 } }], inputs: [{ url: "http://127.0.0.1:1/a.png" }] } }),
      400,
      "unknown_skill",
    );
    expect(body.error.details).toHaveLength(2);
    expect(await batchRowCount(accountId)).toEqual({ batches: 0, jobs: 0 });
  });

  it("names the input the first step cannot take, and refuses the batch whole", async () => {
    const { key, accountId } = await makeAccount({ credits: 10 });
    const wav = Buffer.concat([Buffer.from("RIFF"), Buffer.alloc(4), Buffer.from("WAVEfmt "), Buffer.alloc(64)]);
    const response = await startBatch(key, { body: filesForm({ steps: LINE }, [{ name: "ok.png", bytes: pngs[0] }, { name: "song.wav", bytes: wav }]) });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect((await response.json()).error.message).toMatch(/^Input 1: /);
    expect(await batchRowCount(accountId)).toEqual({ batches: 0, jobs: 0 });
  });

  it("takes at most BATCH_MAX_ITEMS inputs, and at least one", async () => {
    const { key } = await makeAccount({ credits: 10 });
    process.env.BATCH_MAX_ITEMS = "2";
    resetEnvForTests();
    try {
      const inputs = [1, 2, 3].map((n) => ({ url: `http://127.0.0.1:1/${n}.png` }));
      const body = await expectError(await startBatch(key, { json: { steps: LINE, inputs } }), 400, "invalid_request");
      expect(body.error.message).toContain("BATCH_MAX_ITEMS");
      await expectError(await startBatch(key, { body: filesForm({ steps: LINE }, pngs.slice(0, 3).map((bytes, i) => ({ name: `${i}.png`, bytes }))) }), 400, "invalid_request");
    } finally {
      delete process.env.BATCH_MAX_ITEMS;
      resetEnvForTests();
    }
    await expectError(await startBatch(key, { json: { steps: LINE, inputs: [] } }), 400, "input_required");
    await expectError(await startBatch(key, { json: { steps: LINE, inputs: [{ job_id: "job_x", url: "http://127.0.0.1/a.png" }] } }), 400, "invalid_request");
  });

  it("counts a batch as one job toward the plan's ceiling: more items than the ceiling are taken, a full account is refused", async () => {
    const { key, accountId } = await makeAccount({ plan: "plus", credits: 200 });
    // Without workers here, every item stays queued.
    await worker?.stop();
    worker = undefined;
    const inputs = Array.from({ length: 60 }, (_, n) => ({ url: `http://127.0.0.1:1/${n}.png` }));
    const response = await startBatch(key, { json: { steps: LINE, inputs } });
    expect(response.status).toBe(202);
    const { id } = await response.json();
    expect((await readBatch(key, id)).counts).toEqual({ queued: 60, running: 0, complete: 0, failed: 0 });
    // 49 more batches fill the Plus plan's 50; the next is refused.
    await (await getDb()).execute(sql`INSERT INTO batches (id, account_id, line, inputs, item_count, quoted_credits) SELECT 'bat_fill' || g, ${accountId}, '{"tools":[],"output":null}', '[]', 1, 0 FROM generate_series(1, 49) g`);
    await (await getDb()).execute(sql`INSERT INTO jobs (id, account_id, kind, lane, status, params, batch_id, batch_position) SELECT 'run_fill' || g, ${accountId}, 'run', 'io', 'queued', '{"total_credits":0}', 'bat_fill' || g, 0 FROM generate_series(1, 49) g`);
    await expectError(await startBatch(key, { json: { steps: LINE, inputs: [{ url: "http://127.0.0.1:1/x.png" }] } }), 429, "too_many_jobs");
    await (await getDb()).delete(batches).where(and(eq(batches.accountId, accountId), sql`${batches.id} LIKE 'bat_fill%'`));

    // Canceled: every item ends, nothing was charged, and the batch ends canceled.
    const canceled = await (await call(cancel, { method: "POST", path: `/api/v1/batches/${id}/cancel`, key, params: { id } })).json();
    expect(canceled).toMatchObject({ status: "canceled", counts: { queued: 0, running: 0, complete: 0, failed: 60 }, credits_charged: 0 });
    expect(canceled.completed_at).not.toBeNull();
  });

  it("lets another account's run go before a waiting batch's next item: the fair pick counts running jobs, not queued ones", async () => {
    await worker?.stop();
    worker = undefined;
    const big = await makeAccount({ credits: 100 });
    const small = await makeAccount({ credits: 100 });
    const inputs = Array.from({ length: 20 }, (_, n) => ({ url: `http://127.0.0.1:1/${n}.png` }));
    const { id } = await (await startBatch(big.key, { json: { steps: LINE, inputs } })).json();
    const run = await (await call(startRun, { method: "POST", path: "/api/v1/runs", key: small.key, body: filesForm({ steps: LINE, wait: "false" }, [{ name: "one.png", bytes: pngs[0] }]) })).json();
    expect(run.status).toBe("queued");
    const claimed = [await claimNextJob("fairness-test", registeredJobKinds(), "io"), await claimNextJob("fairness-test", registeredJobKinds(), "io")];
    // The batch was queued first and takes the first slot; with one of its items running, the other account is next.
    expect(claimed.map((job) => job?.accountId)).toEqual([big.accountId, small.accountId]);
    expect(claimed[1]?.id).toBe(run.id);
    await call(cancel, { method: "POST", path: `/api/v1/batches/${id}/cancel`, key: big.key, params: { id } });
    await call(cancelRun, { method: "POST", path: `/api/v1/runs/${run.id}/cancel`, key: small.key, params: { id: run.id } });
  });

  it("refunds a failing item as a run is and finishes the others: partial, exact ledger, failures named per item", async () => {
    ensureWorkers();
    const { key, accountId } = await makeAccount({ credits: 10 });
    // One alt-text call fails for good (a 400 is not retried).
    providers.openai.setBehavior({ failures: [{ status: 400, body: { error: { message: "nope" } } }] });
    const response = await startBatch(key, { body: filesForm({ steps: LINE }, pngs.slice(0, 3).map((bytes, i) => ({ name: `${i}.png`, bytes }))) });
    const batch = await waitForBatch(key, (await response.json()).id);
    expect(batch.status).toBe("partial");
    expect(batch.counts).toEqual({ queued: 0, running: 0, complete: 2, failed: 1 });
    const failed = batch.items.find((item: { status: string }) => item.status === "failed");
    expect(failed.error.code).toBe("provider_error");
    expect(failed.outputs).toEqual([]);
    expect(batch).toMatchObject({ credits_charged: 2, credits_refunded: 1 });
    const ledger = await ledgerOf(accountId);
    expect(ledger.filter((row) => row.reason === "charge")).toHaveLength(3);
    expect(ledger.filter((row) => row.reason === "refund")).toMatchObject([{ runId: failed.run_id, amount: 1 }]);
    const account = await accountOf(accountId);
    expect(account.credits).toBe(8);
    expect(ledger.reduce((sum, row) => sum + row.amount, 0)).toBe(account.credits);
    // An ended batch's item is not taken up again on its own.
    await expectError(await call(resume, { method: "POST", path: `/api/v1/runs/${failed.run_id}/resume?wait=false`, key, params: { id: failed.run_id } }), 409, "conflict");
    // Its archive holds the two outputs.
    const files = await unzipByName(Buffer.from(await (await archiveResponse(batch.archive_url)).arrayBuffer()));
    expect(files.size).toBe(2);
  });

  it("fetches a URL input in its own run: an unreachable one fails that item alone, with nothing charged", async () => {
    ensureWorkers();
    const { key } = await makeAccount({ credits: 10 });
    const response = await startBatch(key, {
      body: filesForm({ steps: LINE, inputs: [{ url: "http://127.0.0.1:1/gone.png" }] }, [{ name: "fine.png", bytes: pngs[0] }]),
    });
    const batch = await waitForBatch(key, (await response.json()).id);
    expect(batch).toMatchObject({ status: "partial", counts: { complete: 1, failed: 1 }, credits_charged: 1, credits_refunded: 0 });
    expect(batch.items[1]).toMatchObject({ input: { url: "http://127.0.0.1:1/gone.png", name: null }, status: "failed", error: { code: expect.stringMatching(/^(upstream_error|url_not_allowed)$/) } });
  });

  it("ends the batch when its last open item is canceled on its own, and sends batch.completed once", async () => {
    ensureWorkers();
    const providerHosts = process.env.DARKROOM_FETCH_ALLOW_HOSTS;
    const receiver = await startAllowedReceiver();
    process.env.DARKROOM_FETCH_ALLOW_HOSTS += `,${providerHosts}`;
    resetEnvForTests();
    try {
      const { key } = await makeAccount({ credits: 10 });
      await call(createWebhook, { method: "POST", path: "/api/v1/webhooks", key, json: { url: `${receiver.origin}/hook`, events: ["batch.completed"] } });
      providers.openai.setBehavior({ delayMs: 800 });
      const response = await startBatch(key, { body: filesForm({ steps: LINE }, [{ name: "a.png", bytes: pngs[0] }, { name: "b.png", bytes: pngs[1] }]) });
      const { id } = await response.json();
      let batch = await readBatch(key, id);
      for (let i = 0; i < 100 && batch.items.some((item: { status: string }) => item.status === "queued"); i++) {
        await new Promise((r) => setTimeout(r, 50));
        batch = await readBatch(key, id);
      }
      const last = batch.items[1];
      await call(cancelRun, { method: "POST", path: `/api/v1/runs/${last.run_id}/cancel`, key, params: { id: last.run_id } });
      batch = await waitForBatch(key, id);
      expect(batch.status).toBe("partial");
      for (let i = 0; i < 100 && receiver.received.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
      expect(receiver.received).toHaveLength(1);
      const message = JSON.parse(receiver.received[0].body);
      expect(message).toMatchObject({ type: "batch.completed", data: { id, status: "partial", counts: { complete: 1, failed: 1 } } });
      expect(message.data.archive_url).toContain(`/api/v1/batches/${id}/archive?`);
    } finally {
      await receiver.close();
    }
  });

  it("runs a batch once per Idempotency-Key: the retry answers the same batch", async () => {
    const { key, accountId } = await makeAccount({ credits: 10 });
    const send = () => startBatch(key, { json: { steps: LINE, inputs: [{ url: "http://127.0.0.1:1/a.png" }] }, headers: { "idempotency-key": "batch-once" } });
    const first = await (await send()).json();
    const second = await send();
    expect(second.status).toBe(202);
    expect((await second.json()).id).toBe(first.id);
    expect((await batchRowCount(accountId)).batches).toBe(1);
  });
});

describe("GET /api/v1/batches/{id}", () => {
  authSuite((key, id) => call(getBatch, { path: `/api/v1/batches/${id ?? "bat_x"}`, key, params: { id: id ?? "bat_x" } }), { foreignId: foreignBatch });
});

describe("POST /api/v1/batches/{id}/cancel", () => {
  authSuite((key, id) => call(cancel, { method: "POST", path: `/api/v1/batches/${id ?? "bat_x"}/cancel`, key, params: { id: id ?? "bat_x" } }), { foreignId: foreignBatch });
});

describe("GET /api/v1/batches/{id}/archive", () => {
  authSuite((key, id) => call(getArchive, { path: `/api/v1/batches/${id ?? "bat_x"}/archive`, key, params: { id: id ?? "bat_x" } }), { foreignId: foreignBatch });

  it("refuses a tampered or expired signed link, and a link for another batch", async () => {
    const { key } = await makeAccount({ credits: 10 });
    const id = await endedBatch(key);
    const { archive_url } = await readBatch(key, id);
    const url = new URL(archive_url);
    const tampered = new URL(url);
    tampered.searchParams.set("signature", `${url.searchParams.get("signature")!.slice(0, -2)}xx`);
    await expectError(await archiveResponse(tampered.toString()), 403, "invalid_signature");
    const expired = new URL(url);
    expired.searchParams.set("expires", "1000");
    await expectError(await archiveResponse(expired.toString()), 403, "invalid_signature");
    const other = await endedBatch(key);
    const elsewhere = new URL(url.toString().replace(id, other));
    await expectError(await archiveResponse(elsewhere.toString()), 403, "invalid_signature");
    // A signed link without its key still answers for its batch only; without any, 401.
    await expectError(await call(getArchive, { path: `/api/v1/batches/${id}/archive`, params: { id } }), 401, "unauthorized");
  });
});

/** A batch whose only item was canceled: ended, with an empty archive. */
async function endedBatch(key: string): Promise<string> {
  const response = await startBatch(key, { json: { steps: LINE, inputs: [{ url: "http://127.0.0.1:1/never.png" }] } });
  const { id } = await response.json();
  await call(cancel, { method: "POST", path: `/api/v1/batches/${id}/cancel`, key, params: { id } });
  return id;
}

async function foreignBatch(): Promise<string> {
  const { key } = await makeAccount({ credits: 10 });
  return endedBatch(key);
}

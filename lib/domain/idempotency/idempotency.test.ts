import fs from "node:fs";
import http from "node:http";
import { once } from "node:events";
import path from "node:path";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { sql } from "drizzle-orm";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as runSkill } from "@/app/api/v1/run/[skill]/route";
import { POST as upload } from "@/app/api/v1/uploads/route";
import { POST as createTus } from "@/app/api/v1/uploads/tus/route";
import { POST as createRecipe } from "@/app/api/v1/recipes/route";
import { GET as getCredits } from "@/app/api/v1/credits/route";
import { buildOpenApiDocument } from "@/lib/http/openapi";
import { advanceClockForTests, resetClockForTests } from "@/lib/core/clock";
import { resetEnvForTests } from "@/lib/platform/config/env";
import { getDb, queryRows } from "@/lib/platform/db";
import { scratchRoot } from "@/lib/platform/storage";
import { handleMcpPost } from "@/lib/mcp/handle-request";
import { callTool, connectMcp, textOf } from "@/test/mcp-client";
import type { Worker } from "@/lib/domain/jobs/worker";
import { BASE, call, expectError, makeAccount, startWorkers } from "@/test/helpers";
import { startFakeProviders, type FakeProviders } from "@/test/fakes/providers";
import { serveRoute, type ServedRoute } from "@/test/http-adapter";
import { IDEMPOTENCY_LEASE_MS, IDEMPOTENCY_TTL_MS, sweepIdempotencyKeys } from "./idempotency";

let worker: Worker;
let providers: FakeProviders;
let images: GatedServer;
let mcp: ServedRoute;
let png: Buffer;

/** Serves one PNG on 127.0.0.1; after `hold()` the next request waits (its call stays in flight) until `open()`. */
type GatedServer = { url: string; host: string; hold(): { arrived: Promise<void>; open: () => void }; close(): Promise<void> };

async function startGatedServer(): Promise<GatedServer> {
  let next: { arrive: () => void; gate: Promise<void> } | null = null;
  const server = http.createServer(async (_req, res) => {
    const held = next;
    next = null;
    if (held) {
      held.arrive();
      await held.gate;
    }
    res.writeHead(200, { "content-type": "image/png" }).end(png);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/photo.png`,
    host: `127.0.0.1:${port}`,
    hold() {
      let open = () => {};
      let arrive = () => {};
      const gate = new Promise<void>((resolve) => (open = resolve));
      const arrived = new Promise<void>((resolve) => (arrive = resolve));
      next = { arrive, gate };
      return { arrived, open };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const altText = (key: string, idempotencyKey: string | undefined, json: unknown) =>
  call(runSkill, {
    method: "POST",
    path: "/api/v1/run/alt-text",
    key,
    params: { skill: "alt-text" },
    json,
    headers: idempotencyKey === undefined ? {} : { "idempotency-key": idempotencyKey },
  });

function form(file: Buffer, fields: Record<string, string> = {}): FormData {
  const data = new FormData();
  data.set("file", new Blob([new Uint8Array(file)]), "photo.png");
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const uploadForm = (key: string, idempotencyKey: string, body: FormData) =>
  call(upload, { method: "POST", path: "/api/v1/uploads", key, body, headers: { "idempotency-key": idempotencyKey } });

/** The account's charges and refunds, as [reason, amount, job]. */
async function ledger(key: string): Promise<[string, number, string][]> {
  const { entries } = await (await call(getCredits, { path: "/api/v1/credits", key })).json();
  return entries.filter((e: { reason: string }) => e.reason !== "grant").map((e: { reason: string; amount: number; job_id: string }) => [e.reason, e.amount, e.job_id]);
}

async function keyRows(accountId: string): Promise<Array<{ key: string; state: string; status: number | null }>> {
  return queryRows(await getDb(), sql`SELECT key, state, status FROM idempotency_keys WHERE account_id = ${accountId} ORDER BY key`);
}

/** The names of the files created in `dir` while `run` runs. */
async function filesCreatedDuring(dir: string, run: () => Promise<unknown>): Promise<string[]> {
  fs.mkdirSync(dir, { recursive: true });
  const created = new Set<string>();
  const watcher = fs.watch(dir, (_event, name) => name && created.add(name));
  try {
    await run();
    // inotify reports a moment after the file system call returns.
    await new Promise((resolve) => setTimeout(resolve, 100));
  } finally {
    watcher.close();
  }
  return [...created];
}

beforeAll(async () => {
  worker = startWorkers(2);
  providers = await startFakeProviders();
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 30, b: 30 } } }).png().toBuffer();
  images = await startGatedServer();
  mcp = await serveRoute({ POST: handleMcpPost }, { path: "/api/mcp" });
});

beforeEach(() => {
  providers.reset();
  process.env.DARKROOM_FETCH_ALLOW_HOSTS = `${process.env.DARKROOM_FETCH_ALLOW_HOSTS},${images.host}`;
  resetEnvForTests();
  resetClockForTests();
});

afterAll(async () => {
  resetClockForTests();
  await worker.stop();
  await providers.close();
  await images.close();
  await mcp.close();
});

describe("Idempotency-Key on POST /api/v1/*", () => {
  it("replays a paid skill's answer with Idempotent-Replayed: true, running and charging it once", async () => {
    const { key } = await makeAccount({ credits: 10 });
    const first = await altText(key, "retry-1", { url: images.url });
    expect(first.status).toBe(200);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const job = await first.json();
    expect(job).toMatchObject({ status: "complete", credits_charged: 1 });
    const chats = providers.openai.requests.length;

    const again = await altText(key, "retry-1", { url: images.url });
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.headers.get("content-type")).toContain("application/json");
    expect(await again.json()).toEqual(job);
    expect(providers.openai.requests.length).toBe(chats);
    expect(await ledger(key)).toEqual([["charge", -1, job.id]]);
  });

  it("runs and charges one of 10 concurrent calls under one key; the others get 409 idempotency_key_in_use, and a later call the replay", async () => {
    const { key } = await makeAccount({ credits: 10 });
    const held = images.hold();
    const calls = Array.from({ length: 10 }, () => altText(key, "burst", { url: images.url }));
    // While the gate is shut the call that took the key cannot end, so the nine that end first are the refused ones.
    const settled: Response[] = [];
    const nineAnswered = new Promise<void>((resolve) => {
      for (const c of calls) void c.then((r) => settled.push(r) === 9 && resolve());
    });
    await held.arrived;
    await nineAnswered;
    expect(settled.map((r) => r.status)).toEqual(Array(9).fill(409));
    held.open();
    const answers = await Promise.all(calls);
    const ran = answers.find((r) => r.status === 200)!;
    const job = await ran.json();
    for (const refused of answers.filter((r) => r !== ran)) await expectError(refused, 409, "idempotency_key_in_use");
    expect(await ledger(key)).toEqual([["charge", -1, job.id]]);

    const replay = await altText(key, "burst", { url: images.url });
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect((await replay.json()).id).toBe(job.id);
  });

  it("answers 409 idempotency_key_in_use while the first call runs, and its result once it ends", async () => {
    const { key } = await makeAccount({ credits: 10 });
    const held = images.hold();
    const first = altText(key, "slow", { url: images.url });
    await held.arrived;
    await expectError(await altText(key, "slow", { url: images.url }), 409, "idempotency_key_in_use");
    held.open();
    const job = await (await first).json();
    const after = await altText(key, "slow", { url: images.url });
    expect(after.headers.get("idempotent-replayed")).toBe("true");
    expect(await after.json()).toEqual(job);
  });

  it("refuses the key for another body or path with 422 idempotency_key_reused; another account's same key is its own", async () => {
    const me = await makeAccount({ credits: 10 });
    const other = await makeAccount({ credits: 10 });
    expect((await altText(me.key, "shared", { url: images.url })).status).toBe(200);
    await expectError(await altText(me.key, "shared", { url: images.url, options: { max_length: 50 } }), 422, "idempotency_key_reused");
    const recipe = await call(createRecipe, { method: "POST", path: "/api/v1/recipes", key: me.key, json: { name: "x", steps: [{ tool: "grayscale" }] }, headers: { "idempotency-key": "shared" } });
    await expectError(recipe, 422, "idempotency_key_reused");

    const theirs = await altText(other.key, "shared", { url: images.url, options: { max_length: 50 } });
    expect(theirs.status).toBe(200);
    expect(theirs.headers.get("idempotent-replayed")).toBeNull();
    expect(await ledger(other.key)).toHaveLength(1);
    expect(await ledger(me.key)).toHaveLength(1);
  });

  it("counts a JSON body by its content, not its key order or spacing", async () => {
    const { key } = await makeAccount();
    const send = (body: string) => call(createRecipe, { method: "POST", path: "/api/v1/recipes", key, body, headers: { "content-type": "application/json", "idempotency-key": "recipe" } });
    const first = await send(JSON.stringify({ name: "Grey", steps: [{ tool: "grayscale" }] }));
    expect(first.status).toBe(201);
    const again = await send(`{ "steps": [ { "tool": "grayscale" } ],\n "name": "Grey" }`);
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect((await again.json()).id).toBe((await first.json()).id);
  });

  it("stores and replays a 4xx refusal; the fixed request then needs a new key", async () => {
    const { key } = await makeAccount({ credits: 10 });
    await expectError(await altText(key, "typo", { url: images.url, options: { max_lenght: 50 } }), 400, "unknown_option");
    const replayed = await altText(key, "typo", { url: images.url, options: { max_lenght: 50 } });
    expect(replayed.headers.get("idempotent-replayed")).toBe("true");
    await expectError(replayed, 400, "unknown_option");
    await expectError(await altText(key, "typo", { url: images.url, options: { max_length: 50 } }), 422, "idempotency_key_reused");
    expect(await ledger(key)).toEqual([]);
  });

  it("keeps no 5xx: the key is released and a retry runs again", async () => {
    const { key, accountId } = await makeAccount({ credits: 10 });
    providers.openai.setBehavior({ failures: [{ status: 400, body: { error: { message: "Invalid image payload" } } }] });
    const failed = await altText(key, "flaky", { url: images.url });
    expect(failed.status).toBe(502);
    const failedJob = await failed.json();
    expect(failedJob).toMatchObject({ status: "failed", error: { code: "provider_error" } });
    expect(await keyRows(accountId)).toEqual([]);

    const retried = await altText(key, "flaky", { url: images.url });
    expect(retried.status).toBe(200);
    expect(retried.headers.get("idempotent-replayed")).toBeNull();
    const job = await retried.json();
    expect(job.id).not.toBe(failedJob.id);
    expect(await keyRows(accountId)).toEqual([{ key: "flaky", state: "done", status: 200 }]);
  });

  it("refuses an empty key or one over 255 characters with 400 invalid_idempotency_key, running nothing", async () => {
    const { key } = await makeAccount({ credits: 10 });
    await expectError(await altText(key, "", { url: images.url }), 400, "invalid_idempotency_key");
    await expectError(await altText(key, "k".repeat(256), { url: images.url }), 400, "invalid_idempotency_key");
    expect((await altText(key, "k".repeat(255), { url: images.url })).status).toBe(200);
    expect(await ledger(key)).toHaveLength(1);
  });

  it("counts a multipart body by its fields and file: the same file is replayed (new boundary), another file is 422", async () => {
    const { key } = await makeAccount();
    const first = await uploadForm(key, "upload", form(png));
    expect(first.status).toBe(201);
    const job = await first.json();
    const again = await uploadForm(key, "upload", form(png));
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect((await again.json()).id).toBe(job.id);

    const otherPng = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 30, g: 200, b: 30 } } }).png().toBuffer();
    await expectError(await uploadForm(key, "upload", form(otherPng)), 422, "idempotency_key_reused");
    await expectError(await uploadForm(key, "upload", form(png, { note: "x" })), 422, "idempotency_key_reused");
  });

  it("writes one temp file per upload sent with an Idempotency-Key: the fingerprint and the handler share one parse", async () => {
    const { key } = await makeAccount();
    const uploads = path.join(scratchRoot(), "uploads");
    const first = await filesCreatedDuring(uploads, async () => expect((await uploadForm(key, "one-spool", form(png))).status).toBe(201));
    expect(first).toEqual([expect.stringMatching(/^upload-/)]);
    const replay = await filesCreatedDuring(uploads, async () => expect((await uploadForm(key, "one-spool", form(png))).headers.get("idempotent-replayed")).toBe("true"));
    expect(replay).toEqual([expect.stringMatching(/^upload-/)]);
    expect(fs.readdirSync(uploads)).toEqual([]);
  });

  it("counts the headers that change a request's meaning: a tus creation with another Upload-Length or Upload-Metadata is 422", async () => {
    const { key } = await makeAccount();
    const metadata = (name: string) => `filename ${Buffer.from(name).toString("base64")}`;
    const create = (headers: Record<string, string> = {}) =>
      call(createTus, { method: "POST", path: "/api/v1/uploads/tus", key, headers: { "tus-resumable": "1.0.0", "upload-length": "1000", "upload-metadata": metadata("a.png"), "idempotency-key": "tus", ...headers } });
    const first = await create();
    expect(first.status).toBe(201);
    const again = await create();
    expect([again.status, again.headers.get("idempotent-replayed"), again.headers.get("location")]).toEqual([201, "true", first.headers.get("location")]);
    await expectError(await create({ "upload-length": "1001" }), 422, "idempotency_key_reused");
    await expectError(await create({ "upload-metadata": metadata("b.png") }), 422, "idempotency_key_reused");
  });

  it("lets a crashed request's key go once its lease lapses, and forgets keys after 24 hours", async () => {
    const { key, accountId } = await makeAccount({ credits: 10 });
    const held = images.hold();
    const lost = altText(key, "crashed", { url: images.url });
    await held.arrived;
    // As if the process running it had died: the row is no longer this call's, and nobody renews its lease.
    await (await getDb()).execute(sql`UPDATE idempotency_keys SET owner = 'dead-process' WHERE account_id = ${accountId} AND key = 'crashed'`);
    await expectError(await altText(key, "crashed", { url: images.url }), 409, "idempotency_key_in_use");
    advanceClockForTests(IDEMPOTENCY_LEASE_MS + 1_000);
    const taken = await altText(key, "crashed", { url: images.url });
    expect(taken.status).toBe(200);
    const job = await taken.json();
    held.open();
    expect((await lost).status).toBe(200);
    // The call that lost its key cannot overwrite the answer of the one that took it over.
    const replay = await altText(key, "crashed", { url: images.url });
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect((await replay.json()).id).toBe(job.id);

    advanceClockForTests(IDEMPOTENCY_TTL_MS + 1_000);
    const later = await altText(key, "crashed", { url: images.url, options: { max_length: 40 } });
    expect(later.status).toBe(200);
    expect(later.headers.get("idempotent-replayed")).toBeNull();
    expect(await ledger(key)).toHaveLength(3);
    advanceClockForTests(IDEMPOTENCY_TTL_MS + 1_000);
    expect(await sweepIdempotencyKeys()).toBeGreaterThanOrEqual(1);
    expect(await keyRows(accountId)).toEqual([]);
  });
});

describe("idempotency_key on MCP tools that start work", () => {
  const structured = (result: CallToolResult) => result.structuredContent as { id: string; status: string; credits_charged: number };

  it("answers a repeated run_skill with its first result, charged once; other arguments are idempotency_key_reused", async () => {
    const { key } = await makeAccount({ credits: 10 });
    const client = await connectMcp({ url: mcp.url, key });
    try {
      const first = await callTool(client, "run_skill", { skill: "alt-text", url: images.url, idempotency_key: "mcp-1" });
      expect(first.isError ?? false, textOf(first)).toBe(false);
      expect(structured(first)).toMatchObject({ status: "complete", credits_charged: 1 });
      const again = await callTool(client, "run_skill", { skill: "alt-text", url: images.url, idempotency_key: "mcp-1" });
      expect(again._meta).toMatchObject({ idempotent_replayed: true });
      expect(structured(again).id).toBe(structured(first).id);
      const reused = await callTool(client, "run_skill", { skill: "alt-text", url: images.url, options: { max_length: 30 }, idempotency_key: "mcp-1" });
      expect(reused.isError).toBe(true);
      expect(textOf(reused)).toMatch(/^idempotency_key_reused: /);
      // The same key on REST is another request: the tool's arguments are not its body.
      await expectError(await altText(key, "mcp-1", { url: images.url }), 422, "idempotency_key_reused");
      expect(await ledger(key)).toEqual([["charge", -1, structured(first).id]]);
      const tooLong = await callTool(client, "convert", { url: images.url, idempotency_key: "k".repeat(256) });
      expect(textOf(tooLong)).toMatch(/^invalid_idempotency_key: /);
    } finally {
      await client.close();
    }
  });
});

describe("the OpenAPI document", () => {
  it("names the Idempotency-Key header, the Idempotent-Replayed answer header and the three codes on every POST under /api/v1", () => {
    type Operation = { parameters: Array<{ name: string; in: string }>; responses: Record<string, { headers?: object; content?: object }> };
    const doc = buildOpenApiDocument(BASE) as unknown as { paths: Record<string, Record<string, Operation>> };
    // A POST that only reads (ArchiveAssetsContract: readsOnly) takes no key: a retry makes its file again.
    const readsOnly = ["/api/v1/assets/archive"];
    for (const path of readsOnly) expect(doc.paths[path].post.parameters ?? [], path).not.toContainEqual(expect.objectContaining({ name: "Idempotency-Key" }));
    const posts = Object.entries(doc.paths).flatMap(([path, ops]) => (path.startsWith("/api/v1/") && ops.post && !readsOnly.includes(path) ? [[path, ops.post] as const] : []));
    expect(posts.map(([path]) => path)).toEqual(expect.arrayContaining(["/api/v1/convert", "/api/v1/run/{skill}", "/api/v1/runs", "/api/v1/uploads", "/api/v1/assets", "/api/v1/galleries", "/api/v1/recipes", "/api/v1/keys"]));
    // Answers that carry a secret or a bearer link are never replayed (test/secret-answers.test.ts walks them all).
    const secretAnswers = ["/api/v1/keys", "/api/v1/webhooks", "/api/v1/webhooks/{id}/rotate-secret", "/api/v1/delivery/secret", "/api/v1/galleries", "/api/v1/galleries/{id}/rotate-link", "/api/v1/upload-tokens"];
    for (const [path, op] of posts) {
      expect(op.parameters.filter((p) => p.in === "header").map((p) => p.name), path).toContain("Idempotency-Key");
      const success = Object.keys(op.responses).find((status) => status.startsWith("2"))!;
      if (secretAnswers.includes(path)) {
        expect(op.responses[success].headers ?? {}, path).not.toHaveProperty("Idempotent-Replayed");
        expect(JSON.stringify(op.responses["409"]), path).toContain("idempotency_replay_refused");
      } else {
        expect(op.responses[success].headers, path).toHaveProperty("Idempotent-Replayed");
      }
      const codes = JSON.stringify([op.responses["400"], op.responses["409"], op.responses["422"]]);
      for (const code of ["invalid_idempotency_key", "idempotency_key_in_use", "idempotency_key_reused"]) expect(codes, path).toContain(code);
      // A 5xx is never kept: it carries no Idempotent-Replayed (the RateLimit-* headers of a keyed route it may carry).
      expect(op.responses["500"].headers ?? {}, path).not.toHaveProperty("Idempotent-Replayed");
    }
    expect(doc.paths["/api/v1/jobs/{id}"].get.parameters.some((p) => p.in === "header")).toBe(false);
  });
});

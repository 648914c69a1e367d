// npm run test:fuzz — the contract fuzzer. Starts the production server as `npm run build` made it
// (needs .next; the server entry is compiled afresh) on an ephemeral port, makes what its requests
// need through the API (accounts of the business and basic plans, a job, an asset, a gallery, a run…),
// then sends requests generated with fast-check from the OpenAPI document (GET /api/v1/openapi.json)
// and from the MCP tools' input schemas: valid, at the bounds, invalid, hostile. Each answer must be
// no 5xx, in time (10 s), a refusal in the one error shape, and a status and body the document lists.
//   FUZZ_SEED=<n>        replay a run (the seed is printed at the start and end of every run)
//   FUZZ_RUNS=<n>        requests in all (default 2400), spread evenly over every operation
//   FUZZ_ONLY=<i,j,…>    send only these requests of the seed's run (their numbers are in the report)
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import sharp from "sharp";
import { buildEntries, freePort, repositoryRoot } from "@/test/built-entries";
import { problemOfAnswer, problemOfMcpAnswer, type Answer } from "./check";
import { mcpRequests, requestsFor, type Fixtures, type FuzzRequest, type OpenApiOperation, type Operation } from "./requests";
import type { JsonSchema } from "./schema-arbitrary";

const ANSWER_TIMEOUT_MS = 10_000;
const CONCURRENCY = 4;
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const runs = Number(process.env.FUZZ_RUNS ?? 2400);
const only = process.env.FUZZ_ONLY ? new Set(process.env.FUZZ_ONLY.split(",").map(Number)) : null;

let server: ChildProcess | undefined;
let serverLog = "";

function say(line: string): void {
  process.stdout.write(`[fuzz] ${line}\n`);
}

/** What `url` inputs, webhooks and providers reach: a tiny PNG for any GET, 200 for anything else. */
async function startFixtureServer(png: Buffer): Promise<{ port: number; close: () => void }> {
  const fixture = http.createServer((request, response) => {
    request.resume();
    if (request.method === "GET") response.writeHead(200, { "content-type": "image/png", "content-length": png.length }).end(png);
    else response.writeHead(200, { "content-type": "application/json" }).end("{}");
  });
  fixture.listen(0, "127.0.0.1");
  await new Promise((resolve) => fixture.once("listening", resolve));
  return { port: (fixture.address() as net.AddressInfo).port, close: () => fixture.close() };
}

async function startServer(entry: string, dataDir: string, fixturePort: number): Promise<string> {
  const port = await freePort();
  const fixture = `127.0.0.1:${fixturePort}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOSTNAME_BIND: "127.0.0.1",
    DARKROOM_SECRET: "fuzz-secret-0123456789abcdef-0123456789",
    // Nothing accepted runs: work requests are checked and queued, never executed (the fuzzer is no load test).
    DARKROOM_EMBEDDED_WORKERS: "false",
    WAIT_TIMEOUT_SECONDS: "1",
    MAX_UPLOAD_BYTES: String(2 * 1024 * 1024),
    DARKROOM_FETCH_ALLOW_HOSTS: fixture,
    OPENAI_BASE_URL: `http://${fixture}/v1`,
    OPENAI_API_KEY: "fuzz",
    REPLICATE_API_TOKEN: "fuzz",
    REPLICATE_BASE_URL: `http://${fixture}`,
    LOG_LEVEL: "info",
  };
  for (const name of ["DATABASE_URL", "DARKROOM_PG_SCHEMA", "TEST_DATABASE_URL", "REDIS_URL", "S3_BUCKET", "NODE_ENV"]) delete env[name];
  server = spawn(process.execPath, [entry], { cwd: repositoryRoot, env, stdio: ["ignore", "pipe", "pipe"] });
  server.stdout!.on("data", (chunk: Buffer) => (serverLog += chunk.toString()));
  server.stderr!.on("data", (chunk: Buffer) => (serverLog += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}:\n${serverLog.slice(-3000)}`);
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) return base;
    if (Date.now() > deadline) throw new Error(`the server did not answer /api/health within 180 s:\n${serverLog.slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers of the API read while seeding

/** Makes everything the generated requests refer to, through the API as a client would. */
async function seedFixtures(base: string, dataDir: string, png: Buffer, fixturePort: number): Promise<Fixtures> {
  const adminToken = fs.readFileSync(path.join(dataDir, "admin-token"), "utf8").trim();
  const call = async (method: string, pathname: string, { key, json, form, headers = {} }: { key?: string; json?: unknown; form?: FormData; headers?: Record<string, string> } = {}): Promise<Json> => {
    const response = await fetch(`${base}${pathname}`, {
      method,
      headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...(json !== undefined ? { "content-type": "application/json" } : {}), ...headers },
      body: json !== undefined ? JSON.stringify(json) : form,
    });
    if (response.status >= 300) throw new Error(`seeding: ${method} ${pathname} answered ${response.status}: ${await response.text()}`);
    const text = await response.text();
    return { ...(text ? JSON.parse(text) : {}), location: response.headers.get("location") };
  };
  const issue = (email: string, plan: string) => call("POST", "/api/admin/keys", { key: adminToken, json: { email, plan, credits: 1_000_000 } }).then((r) => r.key as string);
  const [paid, basicKey, foreign] = [await issue("fuzz@example.com", "business"), await issue("basic@example.com", "basic"), await issue("foreign@example.com", "business")];
  // Each key has its own per-minute ceiling: three keys of one account keep the run clear of it.
  const paidKeys = [paid, await issue("fuzz@example.com", "business"), await issue("fuzz@example.com", "business")];
  // The Workbench's routes (keys, sign-out) take a session: one to keep, and some that sign-out may end.
  const credentials = { email: "session@example.com", password: "fuzz-session-password" };
  const cookieOf = async (pathname: string) => {
    const response = await fetch(`${base}${pathname}`, { method: "POST", headers: { "content-type": "application/json", origin: base }, body: JSON.stringify(credentials) });
    if (response.status >= 300) throw new Error(`seeding: POST ${pathname} answered ${response.status}: ${await response.text()}`);
    return response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ");
  };
  const session = await cookieOf("/api/auth/signup");
  const disposableSessions = [await cookieOf("/api/auth/signin"), await cookieOf("/api/auth/signin")];
  const spareKeyIds = await Promise.all([1, 2, 3].map(() => call("POST", "/api/v1/keys", { headers: { cookie: session, origin: base }, json: { name: "spare" } }).then((r) => r.id as string)));

  const upload = async (key: string) => {
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "tiny.png");
    return call("POST", "/api/v1/uploads", { key, form });
  };
  /** Three of a kind: the first kept for the run's reads and writes, the others for its DELETEs. */
  const three = async <T>(make: (i: number) => Promise<T>): Promise<T[]> => [await make(0), await make(1), await make(2)];
  const uploads = await three(() => upload(paid));
  const own = uploads[0];
  const other = await upload(foreign);
  const queued = await call("POST", "/api/v1/convert", { key: paid, json: { job_id: own.id, format: "webp", wait: false } });
  const assets = await three(async (i) => (await call("POST", "/api/v1/assets", { key: paid, json: { job_id: uploads[i].id } })).assets[0] as Json);
  const foreignAsset = (await call("POST", "/api/v1/assets", { key: foreign, json: { job_id: other.id } })).assets[0];
  const variant = await call("POST", `/api/v1/assets/${assets[0].id}/variants`, { key: paid, json: { width: 1, format: "webp" } });
  const galleries = await three(() => call("POST", "/api/v1/galleries", { key: paid, json: { name: "fuzz", asset_ids: [assets[0].id] } }));
  const foreignGallery = await call("POST", "/api/v1/galleries", { key: foreign, json: { name: "other", asset_ids: [foreignAsset.id] } });
  const skills = (await call("GET", "/api/v1/skills", { key: paid })).skills as Json[];
  // A step that needs nothing but an image (grayscale), for the recipe and the run.
  const freeImageSkill = skills.find((s) => s.slug === "grayscale") ?? skills.find((s) => !s.paid && !s.needs_prompt && (s.options as Json[]).length === 0)!;
  const recipes = await three(() => call("POST", "/api/v1/recipes", { key: paid, json: { name: "fuzz", steps: [{ tool: freeImageSkill.slug }] } }));
  const run = await call("POST", "/api/v1/runs", { key: paid, json: { job_id: own.id, steps: [{ tool: freeImageSkill.slug }], wait: false } });
  const webhooks = await three(() => call("POST", "/api/v1/webhooks", { key: paid, json: { url: `http://127.0.0.1:${fixturePort}/hook`, events: ["job.completed"] } }));
  const delivery = await call("POST", `/api/v1/webhooks/${webhooks[0].id}/test`, { key: paid });
  const tusUploads = await three(() => call("POST", "/api/v1/uploads/tus", { key: paid, headers: { "tus-resumable": "1.0.0", "upload-length": "100" } }));
  const tools = await listTools(base, paid);
  const asset = assets[0];
  const ids = (rows: Json[]) => rows.map((row) => row.id as string);
  const kept = (rows: Json[]) => ids(rows).slice(0, 1);
  const deletable = (rows: Json[]) => ids(rows).slice(1);

  const jobIds = [own.id, queued.id];
  const fixtureUrl = `http://127.0.0.1:${fixturePort}/tiny.png`;
  const signedFile = new URL(own.outputs[0].url);
  return {
    paidKeys,
    basicKey,
    session,
    disposableSessions,
    origin: base,
    ids: {
      jobs: jobIds,
      runs: [run.id],
      recipes: kept(recipes),
      "recipes:delete": deletable(recipes),
      assets: kept(assets),
      "assets:delete": deletable(assets),
      galleries: kept(galleries),
      "galleries:delete": deletable(galleries),
      webhooks: kept(webhooks),
      "webhooks:delete": deletable(webhooks),
      delivery_id: [delivery.id],
      "keys:delete": spareKeyIds,
      "uploads/tus": tusUploads.slice(0, 2).map((u) => u.location.split("/").pop()),
      "uploads/tus:delete": tusUploads.slice(2).map((u) => u.location.split("/").pop()),
      files: [decodeURIComponent(signedFile.pathname.split("/").pop()!)],
      skill: skills.map((s) => s.slug as string),
    },
    foreignIds: [other.id, foreignAsset.id, foreignGallery.id],
    signedFiles: [signedFile.pathname + signedFile.search],
    deliveryPaths: [new URL(asset.delivery_url).pathname, new URL(variant.url).pathname],
    png,
    tools,
    pools: {
      ids: [...jobIds, run.id, asset.id, other.id, foreignAsset.id],
      urls: [fixtureUrl, `http://127.0.0.1:${fixturePort}/other.png`, "http://10.0.0.1/x.png", "http://127.0.0.1:1/x.png", "file:///etc/passwd", "not a url", "http://[::1]/", "ftp://127.0.0.1/x"],
      skills: skills.map((s) => s.slug as string),
      options: [...new Set(skills.flatMap((s) => (s.options as Json[]).map((o) => o.id as string)))],
    },
  };
}

/** The MCP tools and their input schemas, from tools/list. */
async function listTools(base: string, key: string): Promise<Fixtures["tools"]> {
  const response = await fetch(`${base}/api/mcp`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json", accept: "application/json, text/event-stream" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
  });
  const text = await response.text();
  const json = text.startsWith("{") ? text : text.split("\n").find((line) => line.startsWith("data: "))!.slice(6);
  return (JSON.parse(json) as { result: { tools: Array<{ name: string; inputSchema: JsonSchema }> } }).result.tools;
}

function operationsOf(doc: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  return Object.entries(doc.paths).flatMap(([pathname, operations]) =>
    Object.entries(operations).map(([method, spec]) => ({ method: method.toUpperCase(), path: pathname, spec })),
  );
}

/** The server process's CPU seconds so far (Linux: /proc), or null where they cannot be read. */
function serverCpuSeconds(): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${server!.pid}/stat`, "utf8").split(") ")[1].split(" ");
    // utime and stime, fields 14 and 15 of stat(5), counted from the state field (3): clock ticks of 1/100 s.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

type Outcome = { index: number; operation: string; request: FuzzRequest; answer?: Answer; problem: string | null; ms: number };

/**
 * Sends one request on a connection of its own (no keep-alive: a connection the server closes after
 * an early refusal, or that idles out between requests, is no finding), and reads the whole answer.
 */
function send(base: string, index: number, request: FuzzRequest): Promise<{ answer?: Answer; problem?: string; cutWhileSending?: boolean; ms: number }> {
  const started = performance.now();
  const url = new URL(base);
  return new Promise((resolve) => {
    let responded = false;
    const outgoing = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.path,
        agent: false,
        // Node sends a DELETE's or OPTIONS's body with neither length nor chunks unless told its length.
        headers: { ...request.headers, "x-request-id": `fuzz-${seed}-${index}`, ...(request.body ? { "content-length": String(request.body.length) } : {}) },
      },
      (incoming) => {
        responded = true;
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("end", () => {
          clearTimeout(timer);
          resolve({ answer: { status: incoming.statusCode ?? 0, contentType: String(incoming.headers["content-type"] ?? ""), body: Buffer.concat(chunks) }, ms: performance.now() - started });
        });
        incoming.on("error", (error) => finish(`the answer broke off: ${error.message}`));
      },
    );
    const finish = (problem: string, cutWhileSending = false) => {
      clearTimeout(timer);
      outgoing.destroy();
      resolve({ problem, cutWhileSending, ms: performance.now() - started });
    };
    const timer = setTimeout(() => finish(`no answer within ${ANSWER_TIMEOUT_MS / 1000} s`), ANSWER_TIMEOUT_MS);
    // A server that answers before reading a large body (a 413, a 414) may close while it is still sent: its answer counts.
    outgoing.on("error", (error: NodeJS.ErrnoException) => {
      const cut = request.body !== undefined && (error.code === "EPIPE" || error.code === "ECONNRESET");
      if (!responded) setTimeout(() => responded || finish(`the request failed: ${error.message}`, cut), 500);
    });
    outgoing.end(request.body ? Buffer.from(request.body) : undefined);
  });
}

function describe(request: FuzzRequest): string {
  const headers = Object.entries(request.headers)
    .filter(([name]) => name !== "authorization")
    .map(([name, value]) => `${name}: ${value.length > 80 ? `${value.slice(0, 80)}…` : value}`)
    .join("; ");
  const body = request.body ? Buffer.from(request.body).toString("utf8") : "";
  const target = request.path.length > 200 ? `${request.path.slice(0, 200)}… (${request.path.length} chars)` : request.path;
  return `${request.method} ${target} [${request.note}] ${headers}${body ? ` body(${request.body!.length} B): ${JSON.stringify(body.slice(0, 240))}` : ""}`;
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(repositoryRoot, ".next", "BUILD_ID"))) {
    say("no build: run `npm run build` first (the fuzzer runs the production server)");
    process.exit(1);
  }
  say(`seed ${seed} (replay: FUZZ_SEED=${seed} npm run test:fuzz), ${runs} requests`);
  const startedAt = performance.now();
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "darkroom-fuzz-"));
  const seconds = () => `${((performance.now() - startedAt) / 1000).toFixed(1)} s`;
  const entries = buildEntries();
  say(`server entry compiled at ${seconds()}`);
  const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: "#48c" } }).png().toBuffer();
  const fixture = await startFixtureServer(png);
  let failed = 0;
  try {
    const base = await startServer(entries.server, path.join(scratch, "data"), fixture.port);
    say(`server answering at ${seconds()} (its CPU so far ${serverCpuSeconds()?.toFixed(1) ?? "?"} s)`);
    const fixtures = await seedFixtures(base, path.join(scratch, "data"), png, fixture.port);
    say(`fixtures made at ${seconds()}`);
    const doc = (await (await fetch(`${base}/api/v1/openapi.json`)).json()) as { paths: Record<string, Record<string, OpenApiOperation>> };
    const operations = operationsOf(doc).filter((o) => o.path !== "/api/mcp");
    const arbitraries = [...operations.map((o) => ({ name: `${o.method} ${o.path}`, operation: o as Operation | null, arbitrary: requestsFor(o, fixtures) })), { name: "MCP JSON-RPC", operation: null, arbitrary: mcpRequests(fixtures) }];
    const perOperation = Math.ceil(runs / arbitraries.length);
    const samples = arbitraries.map((a, i) => fc.sample(a.arbitrary, { seed: seed + i, numRuns: perOperation }));
    // Interleaved, so what one operation changes (a deleted asset) meets the others throughout the run.
    const planned = Array.from({ length: perOperation }, (_, round) => arbitraries.map((a, i) => ({ name: a.name, operation: a.operation, request: samples[i][round] }))).flat();
    say(`${planned.length} requests over ${operations.length} operations of the OpenAPI document and the MCP endpoint (${perOperation} each), generated at ${seconds()}`);

    const outcomes: Outcome[] = [];
    let resent = 0;
    const fuzzStarted = performance.now();
    let next = 0;
    const worker = async () => {
      for (let index = next++; index < planned.length; index = next++) {
        if (only && !only.has(index)) continue;
        const { name, operation, request } = planned[index];
        let sent = await send(base, index, request);
        // The server stops reading a refused body 1 s after its answer (connection-guards.ts); a fuzzer slowed by a busy machine
        // can still be sending then, and Node's client drops an answer it had not read yet. Sent again: a real fault repeats.
        if (sent.cutWhileSending) {
          resent++;
          sent = await send(base, index, request);
        }
        const problem = sent.problem ?? (operation ? problemOfAnswer(operation.spec, request.method, sent.answer!) : problemOfMcpAnswer(sent.answer!, { wellFormed: request.note === "mcp" }));
        outcomes.push({ index, operation: name, request, answer: sent.answer, problem, ms: sent.ms });
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const fuzzSeconds = (performance.now() - fuzzStarted) / 1000;

    const statuses = new Map<number, number>();
    for (const o of outcomes) if (o.answer) statuses.set(o.answer.status, (statuses.get(o.answer.status) ?? 0) + 1);
    say(`answers by status: ${[...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(" ")}`);
    const byOperation = new Map<string, Map<number, number>>();
    for (const o of outcomes) {
      const counts = byOperation.get(o.operation) ?? new Map<number, number>();
      if (o.answer) counts.set(o.answer.status, (counts.get(o.answer.status) ?? 0) + 1);
      byOperation.set(o.operation, counts);
    }
    for (const [name, counts] of byOperation) say(`  ${name}: ${[...counts].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(" ")}`);
    const slowest = outcomes.reduce((a, b) => (b.ms > a.ms ? b : a), outcomes[0]);
    if (slowest) say(`slowest answer ${Math.round(slowest.ms)} ms (#${slowest.index} ${slowest.operation})`);
    if (resent) say(`${resent} sent again: the server cut the connection while their body was still being sent`);
    const failures = outcomes.filter((o) => o.problem).sort((a, b) => a.index - b.index);
    failed = failures.length;
    for (const f of failures.slice(0, 40)) {
      say(`FAIL #${f.index} ${f.operation}: ${f.problem}\n        ${describe(f.request)}`);
      if (f.answer) say(`        answer: ${f.answer.status} ${f.answer.contentType} ${JSON.stringify(f.answer.body.toString("utf8").slice(0, 240))}`);
      const logged = serverLog.split("\n").filter((line) => line.includes(`fuzz-${seed}-${f.index}"`) && /"level":"(error|fatal|warn)"/.test(line));
      for (const line of logged.slice(0, 3)) say(`        server: ${line.slice(0, 600)}`);
    }
    if (failures.length > 40) say(`… and ${failures.length - 40} more`);
    if (server?.exitCode !== null) say(`the server exited with ${server?.exitCode}:\n${serverLog.slice(-3000)}`);
    say(`${outcomes.length} requests in ${fuzzSeconds.toFixed(1)} s (${Math.round(outcomes.length / fuzzSeconds)}/s), ${Math.round((performance.now() - startedAt) / 1000)} s in all; seed ${seed}`);
    // CPU time does not depend on what else the machine runs: the wall time on an idle machine is about this over its cores.
    const own = process.cpuUsage();
    say(`CPU: server ${serverCpuSeconds()?.toFixed(1) ?? "?"} s, fuzzer ${((own.user + own.system) / 1e6).toFixed(1)} s`);
    if (failed) say(`replay: FUZZ_SEED=${seed} npm run test:fuzz (one request: FUZZ_ONLY=${failures[0].index})`);
    process.stdout.write(`fuzz: ${outcomes.length - failed} passed, ${failed} failed\n`);
  } finally {
    server?.kill("SIGKILL");
    fixture.close();
    entries.remove();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  say(`could not run: ${error instanceof Error ? error.stack : String(error)}`);
  server?.kill("SIGKILL");
  process.exit(1);
});

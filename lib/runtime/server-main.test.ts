// The web process as `npm start` runs it: the compiled server entry around the built app, on
// 127.0.0.1 in a scratch DATA_DIR. Needs `npm run build` first (the .next folder); skipped otherwise.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PEER_ADDRESS_HEADER } from "@/lib/http/forwarded";
import { buildEntries, freePort, repositoryRoot, type BuiltEntries } from "@/test/built-entries";
import { makeClip, MP4_CODECS } from "@/test/fixtures/media";

const built = fs.existsSync(path.join(repositoryRoot, ".next", "BUILD_ID"));
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "darkroom-server-"));
const dataDir = path.join(scratch, "data");
let entries: BuiltEntries | undefined;
let server: ChildProcess | undefined;
let exited: Promise<number | null>;
let output = "";
let base: string;

async function until(what: string, check: () => Promise<unknown>, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}\n${output.slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const answers = (pathname: string) => fetch(`${base}${pathname}`).then((r) => r.ok, () => false);

const readAdminToken = () => fs.readFileSync(path.join(dataDir, "admin-token"), "utf8").trim();

/** A key of a fresh business account, issued with the operator's admin token. */
async function issueKey(email: string): Promise<string> {
  const adminToken = readAdminToken();
  const issued = await fetch(`${base}/api/admin/keys`, {
    method: "POST",
    headers: { authorization: `Bearer ${adminToken}`, "content-type": "application/json" },
    body: JSON.stringify({ email, plan: "business" }),
  });
  expect(issued.status).toBe(201);
  return ((await issued.json()) as { key: string }).key;
}

async function api(key: string, method: string, pathname: string, body: FormData | string): Promise<Record<string, unknown> & { id: string; status: string; url: string }> {
  const headers: Record<string, string> = { authorization: `Bearer ${key}`, ...(typeof body === "string" ? { "content-type": "application/json" } : {}) };
  const response = await fetch(`${base}${pathname}`, { method, headers, body });
  expect(response.ok, `${method} ${pathname}: ${response.status}`).toBe(true);
  return (await response.json()) as Record<string, unknown> & { id: string; status: string; url: string };
}

/** What the server answers to bytes written as they are, for requests fetch() will not send. */
function rawRequest(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(new URL(base).port), "127.0.0.1", () => socket.end(text));
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

beforeAll(async () => {
  if (!built) return;
  entries = buildEntries();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // The loopback proxy is trusted, so a test can tell the socket's address from a header's.
  const childEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOSTNAME_BIND: "127.0.0.1", TRUST_PROXY: "127.0.0.1", SHUTDOWN_GRACE_SECONDS: "60", LOG_LEVEL: "info" };
  for (const name of ["DATABASE_URL", "DARKROOM_PG_SCHEMA", "TEST_DATABASE_URL", "NODE_ENV"]) delete childEnv[name];
  const child = spawn(process.execPath, [entries.server], { cwd: repositoryRoot, env: childEnv, stdio: ["ignore", "pipe", "pipe"] });
  server = child;
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  await until("the server answers /api/health", () => answers("/api/health"));
  await until("it prints the setup link", async () => output.includes("/setup?token="));
  // On a line of its own, plain text, beside the JSON log.
  expect(output.split("\n")).toContainEqual(expect.stringMatching(/^Set up this Darkroom \(one use, valid \d+ h\): http:\/\/127\.0\.0\.1:\d+\/setup\?token=[\w-]+$/));
}, 300_000);

afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    server.kill("SIGKILL");
    await exited;
  }
  entries?.remove();
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe.skipIf(!built)("the server entry (dist/server.mjs)", () => {
  it("takes each request's peer address from its socket, over any copy a client sends", async () => {
    const spoofed = { [PEER_ADDRESS_HEADER]: "10.9.9.9" };
    const signUp = await fetch(`${base}/api/auth/signup`, {
      method: "POST",
      headers: { origin: base, "content-type": "application/json", "x-forwarded-for": "203.0.113.7", ...spoofed },
      body: JSON.stringify({ email: "peer@example.test", password: "a-long-enough-password" }),
    });
    expect(signUp.status).toBe(201);
    const cookie = signUp.headers.get("set-cookie")!.split(";")[0];
    const addressSeen = async (headers: Record<string, string>) => {
      const response = await fetch(`${base}/api/auth/sessions`, { headers: { cookie, ...headers } });
      expect(response.status).toBe(200);
      return ((await response.json()) as { sessions: { address: string }[] }).sessions[0].address;
    };
    // The socket (127.0.0.1) is the trusted proxy, so its X-Forwarded-For names the client; a made-up 10.9.9.9 would not be trusted.
    expect(await addressSeen({ "x-forwarded-for": "203.0.113.7", ...spoofed })).toBe("203.0.113.7");
    // Without X-Forwarded-For the client is the socket itself, whatever the header claims.
    expect(await addressSeen(spoofed)).toBe("127.0.0.1");
  });

  it("answers file URLs itself, before Next: variants and downloads with their caching and user-content headers, refusals as JSON, a bad Host as 400", async () => {
    const key = await issueKey("delivery@example.test");
    const image = await sharp({ create: { width: 320, height: 200, channels: 3, background: "#3a6" } }).png().toBuffer();
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(image)], { type: "image/png" }), "swatch.png");
    form.set("format", "png");
    const job = await api(key, "POST", "/api/v1/convert", form);
    expect(job.status).toBe("complete");
    const saved = await api(key, "POST", "/api/v1/assets", JSON.stringify({ job_id: job.id }));
    const asset = (saved.assets as { id: string; delivery_url: string }[])[0];
    const { url } = await api(key, "POST", `/api/v1/assets/${asset.id}/variants`, JSON.stringify({ width: 80, format: "webp" }));
    const pathOf = (link: string) => new URL(link).pathname;

    const variant = await fetch(`${base}${pathOf(url)}`);
    expect(variant.status).toBe(200);
    expect(variant.headers.get("content-type")).toBe("image/webp");
    expect(variant.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(variant.headers.get("content-security-policy")).toContain("sandbox");
    expect(variant.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).toBe(80);
    const etag = variant.headers.get("etag")!;
    expect((await fetch(`${base}${pathOf(url)}`, { headers: { "if-none-match": etag } })).status).toBe(304);
    // The render counted here is the one Next's /metrics shows: one registry per process, whichever door loaded it.
    const scraped = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${readAdminToken()}` } })).text();
    expect(scraped).toMatch(/^darkroom_delivery_renders_total 1$/m);
    const original = await fetch(`${base}${pathOf(asset.delivery_url)}`, { method: "HEAD" });
    expect(original.status).toBe(200);
    expect(original.headers.get("content-length")).toBe(String(image.length));

    // A signed download of the job's output takes the same door.
    const output = (job.outputs as { url: string; size_bytes: number }[])[0];
    const downloaded = await fetch(`${base}${pathOf(output.url)}${new URL(output.url).search}`);
    expect(downloaded.status).toBe(200);
    expect(downloaded.headers.get("content-security-policy")).toContain("sandbox");
    expect((await downloaded.arrayBuffer()).byteLength).toBe(output.size_bytes);
    expect((await fetch(`${base}${pathOf(output.url)}?expires=9999999999&signature=x`)).status).toBe(403);

    const tampered = await fetch(`${base}${pathOf(url).replace("w_80", "w_81")}`);
    expect(tampered.status).toBe(403);
    expect(tampered.headers.get("x-request-id")).toBeTruthy();
    expect(await tampered.json()).toMatchObject({ error: { code: "invalid_signature" } });
    // A Host no URL can hold is refused, and the process goes on answering.
    const badHost = await rawRequest(`GET ${pathOf(url)} HTTP/1.1\r\nHost: not a host\r\nConnection: close\r\n\r\n`);
    expect(badHost).toMatch(/^HTTP\/1\.1 400 /);
    expect(badHost).toContain('"code":"invalid_request"');
    expect(await answers("/api/health")).toBe(true);
  }, 120_000);

  it("answers convert and job reads itself, before Next, as the API: key checked, bad input 400, another account's job 404, the headers Next's API answers carry", async () => {
    const key = await issueKey("poller@example.test");
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } }).png().toBuffer())]), "dot.png");
    form.set("format", "webp");
    const job = await api(key, "POST", "/api/v1/convert", form);
    const before = output.length;
    const read = await fetch(`${base}/api/v1/jobs/${job.id}`, { headers: { authorization: `Bearer ${key}` } });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ id: job.id, status: "complete", outputs: [{ mime: "image/webp" }] });
    expect(read.headers.get("x-request-id")).toBeTruthy();
    expect(read.headers.get("ratelimit-remaining")).toBeTruthy();
    // The same security headers as an API answer Next gives (next.config.js), and a policy under which nothing in it runs.
    const throughNext = await fetch(`${base}/api/v1/keys`, { headers: { authorization: `Bearer ${key}` } });
    for (const name of ["x-content-type-options", "x-frame-options", "referrer-policy", "permissions-policy"]) expect(read.headers.get(name)).toBe(throughNext.headers.get(name));
    expect(read.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    await until("the read is in the access log", async () => output.includes('"route":"/api/v1/jobs/{id}","status":200', before));

    expect((await fetch(`${base}/api/v1/jobs/${job.id}`)).status).toBe(401);
    const stranger = await fetch(`${base}/api/v1/jobs/${job.id}`, { headers: { authorization: `Bearer ${await issueKey("stranger@example.test")}` } });
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toMatchObject({ error: { code: "not_found" } });

    // The upload is read from the socket by the same handler: a body that is no image is refused, and nothing waits.
    const junk = new FormData();
    junk.set("file", new Blob([new Uint8Array(Buffer.from("not an image at all"))], { type: "image/png" }), "junk.png");
    junk.set("format", "webp");
    const refused = await fetch(`${base}/api/v1/convert`, { method: "POST", headers: { authorization: `Bearer ${key}` }, body: junk });
    expect(refused.status).toBe(400);
    expect(refused.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect((await refused.json()).error.code).toBe("unsupported_input");
    // An upload the client gives up on halfway ends that request only; the process goes on answering.
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect(Number(new URL(base).port), "127.0.0.1", () => {
        const head = `POST /api/v1/convert HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${key}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 10000000\r\n\r\n`;
        socket.write(`${head}--x\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
        socket.write(Buffer.alloc(1_000_000, 0xff), () => setTimeout(() => (socket.destroy(), resolve()), 200));
      });
      socket.on("error", reject);
    });
    expect(await answers("/api/health")).toBe(true);
    expect((await fetch(`${base}/api/v1/jobs/${job.id}`, { headers: { authorization: `Bearer ${key}` } })).status).toBe(200);

    // A refusal sent before the upload is read (no key: 401) leaves the kept-alive connection able to carry the next request.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const onAgent = (method: string, pathname: string, body?: Buffer) =>
      new Promise<{ status: number; socket: unknown }>((resolve, reject) => {
        const request = http.request(`${base}${pathname}`, { method, agent, headers: body ? { "content-type": "multipart/form-data; boundary=x", "content-length": body.length } : {} }, (answer) => {
          answer.resume();
          answer.on("end", () => resolve({ status: answer.statusCode ?? 0, socket: request.socket }));
        });
        request.on("error", reject);
        request.end(body);
      });
    const refusedEarly = await onAgent("POST", "/api/v1/convert", Buffer.alloc(4_000_000, 0x41));
    expect(refusedEarly.status).toBe(401);
    const after = await onAgent("GET", "/api/health");
    expect(after.status).toBe(200);
    expect(after.socket).toBe(refusedEarly.socket);
    agent.destroy();
  }, 60_000);

  it("answers what the edge refuses of a request's head itself, before Next, as JSON with a log line: a path that is no UTF-8 or holds a NUL (400), a long target (414), huge headers (431)", async () => {
    const key = await issueKey("edge@example.test");
    const before = output.length;
    const refusal = async (pathname: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${base}${pathname}`, { headers: { authorization: `Bearer ${key}`, ...headers } });
      const body = (await response.json()) as { error: { code: string; message: string } };
      return { status: response.status, type: response.headers.get("content-type"), code: body.error.code, requestId: response.headers.get("x-request-id") };
    };
    // Next answered these 500 text/plain, with no log line.
    for (const pathname of ["/api/v1/jobs/job_%E0%A4%A", "/api/v1/recipes/%C0%AF", "/api/v1/assets/%FF", "/%FF", "/g/%C0%AF/reviewer", "/d/%ED%A0%80/a/b"]) {
      expect(await refusal(pathname), pathname).toMatchObject({ status: 400, type: "application/json", code: "invalid_request" });
    }
    // These reached the database and answered 500.
    for (const pathname of ["/api/v1/jobs/job_%00abc", "/api/v1/assets/ast_%00/variants", "/api/admin/keys/%00", "/docs/%00"]) {
      expect(await refusal(pathname), pathname).toMatchObject({ status: 400, type: "application/json", code: "invalid_request" });
    }
    const logged = await refusal("/api/v1/jobs/job_%00abc", { "x-request-id": "edge-nul-1" });
    expect(logged.requestId).toBe("edge-nul-1");
    await until("the refusal is in the access log", async () => /"route":"other","status":400[^\n]*"request_id":"edge-nul-1"/.test(output.slice(before)));
    // Answered 431 with an empty body before.
    expect(await refusal(`/api/v1/jobs/${"a".repeat(20_000)}`)).toMatchObject({ status: 414, type: "application/json", code: "uri_too_long" });
    expect(await refusal("/api/v1/skills", { "x-big": "b".repeat(20_000) })).toMatchObject({ status: 431, type: "application/json", code: "headers_too_large" });
    // Past Node's own bound the parser refuses the head: the same codes, as JSON.
    const overflow = await rawRequest(`GET /api/v1/jobs/${"a".repeat(40_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    expect(overflow).toMatch(/^HTTP\/1\.1 414 /);
    expect(overflow).toContain("Content-Type: application/json");
    expect(overflow).toContain('"code":"uri_too_long"');
    const hugeHeaders = await rawRequest(`GET /api/v1/skills HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${"b".repeat(40_000)}\r\n\r\n`);
    expect(hugeHeaders).toMatch(/^HTTP\/1\.1 431 /);
    expect(hugeHeaders).toContain('"code":"headers_too_large"');
    // A well-formed path with UTF-8 in it goes on to its route.
    expect(await refusal("/api/v1/jobs/job_%F0%9F%98%80")).toMatchObject({ status: 404, code: "not_found" });
    expect(await answers("/api/health")).toBe(true);
  }, 60_000);

  it("on SIGTERM stops accepting, lets the running job and the request waiting on it finish, then exits 0", async () => {
    const key = await issueKey("drain@example.test");
    const clip = await makeClip(path.join(scratch, "drain.mp4"), { size: "640x360", seconds: 4, rate: 25, codecArgs: MP4_CODECS });
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(fs.readFileSync(clip))], { type: "video/mp4" }), "drain.mp4");
    form.set("format", "webm");
    // Earlier tests' jobs are in the output too: only lines after this point count.
    const before = output.length;
    // Waits for the result (convert's default), so the request stays open across the signal.
    const answer = fetch(`${base}/api/v1/convert`, { method: "POST", headers: { authorization: `Bearer ${key}` }, body: form });
    await until("the job runs", async () => output.includes('"msg":"job started"', before));
    const signalledAt = Date.now();
    server!.kill("SIGTERM");
    await until("new connections are refused", async () => !(await answers("/api/health")), 10_000);
    const response = await answer;
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "complete" });
    expect(await exited).toBe(0);
    // Well within SHUTDOWN_GRACE_SECONDS (60): no kept-alive connection held the server open.
    expect(Date.now() - signalledAt).toBeLessThan(45_000);
    const signalLine = output.indexOf('"signal":"SIGTERM","grace_seconds":60,"msg":"finishing running jobs before exit"');
    expect(signalLine).toBeGreaterThan(-1);
    expect(output.indexOf('"msg":"job completed"', before)).toBeGreaterThan(signalLine);
  }, 180_000);
});

import http from "node:http";
import net from "node:net";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/lib/platform/config/env";
import { applyHttpTimeouts, CONNECTIONS_CHECK_MS, guardRequestBody, refuseMisdirected, refuseUpgrades } from "./connection-guards";
import { answerClientError, sendEarlyRefusal } from "./request-head";

/**
 * A server wired as lib/runtime/server-main.ts wires Next's: timeouts, upgrades refused, the body
 * guard and the Host check on each request. Its handler stands for the routes: under /api/v1 a
 * made-up key is refused before the body is read; everything else reads its body whole, then answers.
 */
let server: http.Server;
let port: number;
let nextUpgrades = 0;

beforeAll(async () => {
  process.env.HTTP_BODY_IDLE_SECONDS = "2";
  process.env.HTTP_HEADERS_TIMEOUT_SECONDS = "1";
  resetEnvForTests();
  server = http.createServer({ connectionsCheckingInterval: CONNECTIONS_CHECK_MS });
  applyHttpTimeouts(server);
  server.on("clientError", answerClientError);
  refuseUpgrades(server);
  server.on("request", (request, response) => {
    guardRequestBody(request, response);
    const refused = refuseMisdirected(request);
    if (refused) return sendEarlyRefusal(request, response, refused);
    if (request.url!.startsWith("/api/v1/") && request.headers.authorization !== "Bearer good") {
      return void response.writeHead(401, { "content-type": "application/json" }).end('{"error":{"code":"unauthorized","message":"No."}}');
    }
    let bytes = 0;
    request.on("data", (chunk: Buffer) => (bytes += chunk.length));
    request.on("end", () => response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ bytes })));
  });
  // As Next adds its own upgrade handler on the first request: it must never run.
  server.on("upgrade", () => nextUpgrades++);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  delete process.env.HTTP_BODY_IDLE_SECONDS;
  delete process.env.HTTP_HEADERS_TIMEOUT_SECONDS;
  resetEnvForTests();
});

afterEach(() => {
  delete process.env.ALLOWED_HOSTS;
  delete process.env.PUBLIC_BASE_URL;
  resetEnvForTests();
});

/** A raw connection: writes `head`, then the body a byte every `everyMs` until closed or done; answers what came back and whether the server closed first. */
async function trickle({ head, bodyBytes, everyMs }: { head: string; bodyBytes: number; everyMs: number }): Promise<{ answer: string; closedEarly: boolean; sent: number }> {
  const socket = net.connect(port, "127.0.0.1");
  await once(socket, "connect");
  let answer = "";
  let closed = false;
  socket.on("data", (chunk) => (answer += chunk));
  socket.on("error", () => {});
  socket.on("close", () => (closed = true));
  socket.write(head);
  let sent = 0;
  while (sent < bodyBytes && !closed) {
    await sleep(everyMs);
    if (!closed) socket.write("x");
    sent++;
  }
  const closedEarly = closed && sent < bodyBytes;
  if (!closed) await Promise.race([once(socket, "close"), sleep(1500)]);
  socket.destroy();
  return { answer, closedEarly, sent };
}

const post = (path: string, length: number, extra = "") => `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n${extra}\r\n`;

describe("request bodies", () => {
  it("drops a trickled unauthenticated body within HTTP_BODY_IDLE_SECONDS, however steadily it trickles", async () => {
    // A byte every 400 ms never lets the connection idle, yet 100 bytes would take 40 s.
    const { answer, closedEarly, sent } = await trickle({ head: post("/api/auth/signin", 100), bodyBytes: 100, everyMs: 400 });
    expect(closedEarly).toBe(true);
    expect(answer).toBe("");
    expect(sent).toBeLessThanOrEqual(10);
  });

  it("cuts a body sent with a made-up key once the route has refused it, without waiting for the rest", async () => {
    const { answer, closedEarly, sent } = await trickle({ head: post("/api/v1/uploads", 100, "Authorization: Bearer made-up\r\n"), bodyBytes: 100, everyMs: 200 });
    expect(answer).toMatch(/^HTTP\/1\.1 401/);
    expect(closedEarly).toBe(true);
    expect(sent).toBeLessThanOrEqual(10);
  });

  it("lets an authenticated upload arrive slowly as long as it never idles, and drops one that goes silent", async () => {
    const slow = await trickle({ head: post("/api/v1/uploads", 12, "Authorization: Bearer good\r\n"), bodyBytes: 12, everyMs: 300 });
    expect(slow.closedEarly).toBe(false);
    expect(slow.answer).toMatch(/^HTTP\/1\.1 200/);
    expect(slow.answer).toContain('{"bytes":12}');
    // MCP's tool calls (upload_file carries a file) are API calls with a credential too.
    const mcp = await trickle({ head: post("/api/mcp", 12, "Authorization: Bearer good\r\n"), bodyBytes: 12, everyMs: 300 });
    expect([mcp.closedEarly, mcp.answer.startsWith("HTTP/1.1 200")]).toEqual([false, true]);
    const silent = await trickle({ head: post("/api/v1/uploads", 12, "Authorization: Bearer good\r\n"), bodyBytes: 2, everyMs: 2600 });
    expect(silent.answer).toBe("");
    expect(silent.closedEarly).toBe(true);
  });

  it("answers a head that does not arrive within HTTP_HEADERS_TIMEOUT_SECONDS with 408 and the error body", async () => {
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk));
    socket.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    await Promise.race([once(socket, "close"), sleep(8000)]);
    socket.destroy();
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain('"code":"request_timeout"');
  });
});

describe("the Host a request names", () => {
  const ask = (host: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request({ host: "127.0.0.1", port, path: "/api/health", headers: { host } }, (response) => {
        let body = "";
        response.on("data", (chunk) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode!, body }));
      });
      request.on("error", reject);
      request.end();
    });

  it("is answered 421 misdirected_request when it is not PUBLIC_BASE_URL's or in ALLOWED_HOSTS (DNS rebinding); loopback names always pass", async () => {
    expect((await ask("rebound.attacker.example")).status).toBe(200);
    process.env.PUBLIC_BASE_URL = "https://media.example.com";
    process.env.ALLOWED_HOSTS = "internal.example:8080";
    resetEnvForTests();
    const refused = await ask("rebound.attacker.example");
    expect(refused.status).toBe(421);
    expect(JSON.parse(refused.body)).toEqual({ error: { code: "misdirected_request", message: expect.any(String) } });
    expect(refused.body).not.toContain("attacker");
    expect((await ask("internal.example:9090")).status).toBe(421);
    for (const host of ["media.example.com", "MEDIA.example.com:443", "internal.example:8080", "localhost:3000", "127.0.0.1", "[::1]:3000"]) expect((await ask(host)).status, host).toBe(200);
  });
});

describe("WebSocket upgrades", () => {
  it("are refused 404 with the error body and closed, on /_next/* and anywhere else; Next's handler never runs", async () => {
    for (const path of ["/_next/webpack-hmr", "/_next/anything", "/api/v1/jobs"]) {
      const socket = net.connect(port, "127.0.0.1");
      let answer = "";
      socket.on("data", (chunk) => (answer += chunk));
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`);
      await Promise.race([once(socket, "close"), sleep(3000)]);
      socket.destroy();
      expect(answer, path).toMatch(/^HTTP\/1\.1 404 Not Found\r\n/);
      expect(answer).toContain('"code":"not_found"');
    }
    expect(nextUpgrades).toBe(0);
  });
});

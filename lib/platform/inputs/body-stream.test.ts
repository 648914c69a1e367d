import http from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readRequestBody } from "./request-body";
import { requestBodyStream, withSocketRequest } from "./body-stream";

// A server shaped like the server entry: each request handled inside withSocketRequest, the handler given a
// Web Request wrapped around the same message, as Next makes one.
type Seen = { viaSocket: boolean; webBodyUsed: boolean; text: string; copyText?: string };
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((message, response) => {
    void withSocketRequest(message, async () => {
      try {
      const request = new Request(`http://localhost${message.url}`, { method: message.method, headers: message.headers as HeadersInit, body: Readable.toWeb(message) as ReadableStream, duplex: "half" } as RequestInit);
      const viaSocket = requestBodyStream(request) === message;
      const body = await readRequestBody(request, { accepts: "bytes", maxBytes: 1024 });
      const seen: Seen = { viaSocket, webBodyUsed: request.bodyUsed, text: body.kind === "bytes" ? String(body.bytes) : "" };
      if (message.url === "/copy") {
        // A Request made in code during the same call reads its own body, never the socket's.
        const copy = new Request("http://localhost/copy", { method: "POST", body: "from the copy" });
        const copied = await readRequestBody(copy, { accepts: "bytes", maxBytes: 1024 });
        seen.copyText = copied.kind === "bytes" ? String(copied.bytes) : "";
      }
      response.end(JSON.stringify(seen));
      } catch (error) {
        if (!response.destroyed) response.writeHead(413).end((error as { code?: string }).code);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("requestBodyStream under the server entry", () => {
  it("reads the body from the socket's own stream, leaving the Web stream untouched", async () => {
    const seen: Seen = await (await fetch(`${base}/upload?x=1`, { method: "POST", body: "hello socket" })).json();
    expect(seen).toEqual({ viaSocket: true, webBodyUsed: false, text: "hello socket" });
  });

  it("gives a Request made in code its own body", async () => {
    const seen: Seen = await (await fetch(`${base}/copy`, { method: "POST", body: "from the client" })).json();
    expect(seen.text).toBe("from the client");
    expect(seen.copyText).toBe("from the copy");
  });

  it("refuses a body past the limit while it streams", async () => {
    const response = await fetch(`${base}/big`, { method: "POST", body: "x".repeat(4096) }).catch(() => null);
    // The reader stopped at the limit: either the 413 reached the client or the connection was cut first.
    if (response) expect([response.status, await response.text()]).toEqual([413, "payload_too_large"]);
  });
});

describe("requestBodyStream elsewhere", () => {
  it("reads a Request's own Web stream", async () => {
    const request = new Request("http://localhost/x", { method: "POST", body: "plain" });
    const body = await readRequestBody(request, { accepts: "bytes", maxBytes: 1024 });
    expect(body.kind === "bytes" && String(body.bytes)).toBe("plain");
  });
});

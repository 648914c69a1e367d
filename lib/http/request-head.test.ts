import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { once } from "node:events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "@/lib/platform/config/limits";
import { answerClientError, refuseRequestHead, REQUEST_HEAD_MAX_BYTES } from "./request-head";

const MAX_TARGET = LIMITS.requestTargetChars.value;
const MAX_HEADERS = LIMITS.requestHeaderBytes.value;

async function refusal(url: string, rawHeaders: string[] = ["Host", "darkroom.test"]) {
  const refused = refuseRequestHead({ url, rawHeaders });
  if (!refused) return null;
  return { status: refused.status, type: refused.headers.get("content-type"), body: (await refused.json()) as { error: { code: string; message: string } } };
}

describe("refuseRequestHead", () => {
  it("refuses a path that is not UTF-8 after percent-decoding with 400 invalid_request, whatever the route", async () => {
    for (const url of ["/api/v1/jobs/job_%E0%A4%A", "/api/v1/recipes/%C0%AF", "/api/v1/assets/%FF", "/%FF", "/g/%ED%A0%80/reviewer", "/d/%E0%A4", "/docs/%zz"]) {
      const refused = await refusal(url);
      expect(refused, url).toMatchObject({ status: 400, type: "application/json", body: { error: { code: "invalid_request" } } });
      expect(refused!.body.error.message).toContain("UTF-8");
    }
  });

  it("refuses a NUL anywhere in the path with 400 invalid_request", async () => {
    for (const url of ["/api/v1/jobs/job_%00abc", "/api/admin/keys/%00", "/g/tok%00en/unlock", "/%00"]) {
      expect(await refusal(url), url).toMatchObject({ status: 400, body: { error: { code: "invalid_request", message: expect.stringContaining("NUL") } } });
    }
  });

  it("lets well-formed paths through: percent-encoded UTF-8, reserved characters, any query (read later by its route)", async () => {
    for (const url of ["/", "/api/v1/jobs/job_abc", "/api/v1/assets/%F0%9F%98%80", "/d/ast_1/w_80%2Cf_webp/sig", "/api/v1/jobs?cursor=%00", "/x?y=%FF", "/a%2Fb"]) {
      expect(await refusal(url), url).toBeNull();
    }
  });

  it(`answers 414 uri_too_long past ${MAX_TARGET} characters of path and query, and 431 headers_too_large past ${MAX_HEADERS} bytes of headers`, async () => {
    expect(await refusal(`/${"a".repeat(MAX_TARGET - 1)}`)).toBeNull();
    expect(await refusal(`/${"a".repeat(MAX_TARGET)}`)).toMatchObject({ status: 414, type: "application/json", body: { error: { code: "uri_too_long" } } });
    expect(await refusal(`/x?q=${"a".repeat(MAX_TARGET)}`)).toMatchObject({ status: 414 });
    expect(await refusal("/", ["X-Big", "b".repeat(MAX_HEADERS)])).toMatchObject({ status: 431, type: "application/json", body: { error: { code: "headers_too_large" } } });
    expect(await refusal("/", ["X-Big", "b".repeat(MAX_HEADERS - 100)])).toBeNull();
  });
});

describe("answerClientError, on a node:http server as the server entry sets it up", () => {
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    server = http.createServer({ maxHeaderSize: REQUEST_HEAD_MAX_BYTES }, (request, response) => {
      const refused = refuseRequestHead(request);
      if (refused) return void refused.text().then((text) => response.writeHead(refused.status, { ...Object.fromEntries(refused.headers), "content-length": Buffer.byteLength(text) }).end(text));
      response.end("ok");
    });
    server.on("clientError", answerClientError);
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** The raw answer to bytes written as they are, split into status, headers and JSON body. */
  function raw(bytes: string): Promise<{ status: number; headers: string; body: { error?: { code: string; message: string } } }> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, "127.0.0.1", () => socket.write(bytes));
      let answer = "";
      socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
      socket.on("error", reject);
      socket.on("close", () => {
        const [head, body] = answer.split("\r\n\r\n");
        try {
          resolve({ status: Number(head.split(" ")[1]), headers: head.toLowerCase(), body: JSON.parse(body) });
        } catch (error) {
          reject(error);
        }
      });
    });
  }

  it("answers a request line past Node's bound with 414 and the JSON error body, not an empty 431", async () => {
    const answer = await raw(`GET /api/v1/jobs/${"a".repeat(REQUEST_HEAD_MAX_BYTES)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer).toMatchObject({ status: 414, body: { error: { code: "uri_too_long" } } });
    expect(answer.headers).toContain("content-type: application/json");
    expect(answer.headers).toContain("connection: close");
  });

  it("answers headers past Node's bound with 431 and the JSON error body", async () => {
    const answer = await raw(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"b".repeat(REQUEST_HEAD_MAX_BYTES)}\r\n\r\n`);
    expect(answer).toMatchObject({ status: 431, body: { error: { code: "headers_too_large" } } });
    expect(answer.headers).toContain("content-type: application/json");
  });

  it("answers a 20,000-character path with 414 from the request handler, within Node's bound", async () => {
    const answer = await raw(`GET /${"a".repeat(20_000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(answer).toMatchObject({ status: 414, body: { error: { code: "uri_too_long" } } });
  });

  it("answers bytes that are no HTTP (a raw NUL in the request line, a control character in a header) with 400 and the JSON error body", async () => {
    for (const bytes of ["GET /a\0b HTTP/1.1\r\nHost: x\r\n\r\n", "GET / HTTP/1.1\r\nHost: x\r\nX-A: a\u0001b\r\n\r\n", "NOT HTTP AT ALL\r\n\r\n"]) {
      const answer = await raw(bytes);
      expect(answer, JSON.stringify(bytes)).toMatchObject({ status: 400, body: { error: { code: "invalid_request", message: "The request is not valid HTTP/1.1." } } });
      expect(answer.headers).toContain("content-type: application/json");
    }
  });
});

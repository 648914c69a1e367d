import { randomBytes } from "node:crypto";
import dns from "node:dns";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/core/errors";
import { resetEnvForTests } from "@/lib/platform/config/env";
import { parseAllowHosts, safeFetchBuffer, safeFetchToFile } from "./safe-fetch";

const payload = randomBytes(300 * 1024);
const MiB = 1024 * 1024;

type TestServer = { server: http.Server; port: number; base: string; hits: string[] };

async function startServer(handler: http.RequestListener): Promise<TestServer> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? "");
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { server, port, base: `http://127.0.0.1:${port}`, hits };
}

function route(other: () => TestServer): http.RequestListener {
  return (req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    const to = url.searchParams.get("to");
    if (url.pathname === "/bytes") {
      res.writeHead(200, {
        "content-type": "image/PNG; charset=binary",
        "content-length": payload.length,
        "content-disposition": `attachment; filename="../../etc/pic.png"`,
      });
      return res.end(payload);
    }
    if (url.pathname === "/photos/summer%20beach.jpg") return res.end("jpeg-ish");
    if (url.pathname === "/redirect" && to) {
      res.writeHead(302, { location: to });
      return res.end();
    }
    const chain = url.pathname.match(/^\/chain\/(\d+)$/);
    if (chain) {
      const left = Number(chain[1]);
      res.writeHead(left === 0 ? 200 : 301, left === 0 ? {} : { location: `/chain/${left - 1}` });
      return res.end(left === 0 ? "end of chain" : undefined);
    }
    if (url.pathname === "/huge") {
      res.writeHead(200, { "content-type": "application/octet-stream" });
      const chunk = Buffer.alloc(64 * 1024, 7);
      let sent = 0;
      const pump = () => {
        while (sent < 20 * MiB && !res.destroyed) {
          sent += chunk.length;
          if (!res.write(chunk)) return res.once("drain", pump);
        }
        res.end();
      };
      return pump();
    }
    if (url.pathname === "/huge-declared") {
      res.writeHead(200, { "content-length": 50 * MiB });
      return res.write("x");
    }
    if (url.pathname === "/silent") return;
    if (url.pathname === "/drip") {
      res.writeHead(200, { "content-length": 1000 });
      const timer = setInterval(() => (res.destroyed ? clearInterval(timer) : res.write("d")), 50);
      return res.on("close", () => clearInterval(timer));
    }
    if (url.pathname === "/status/404") {
      res.writeHead(404, { "content-type": "text/plain" });
      return res.end("internal path /srv/secret not found");
    }
    if (url.pathname === "/no-location") {
      res.writeHead(302);
      return res.end();
    }
    if (url.pathname === "/echo-auth") return res.end(req.headers.authorization ?? "none");
    if (url.pathname === "/to-other") {
      res.writeHead(307, { location: `${other().base}/echo-auth` });
      return res.end();
    }
    res.writeHead(500);
    res.end();
  };
}

let main: TestServer;
let other: TestServer;
let closedPort: number;
let allowHosts: string[];
let tmp: string;

beforeAll(async () => {
  main = await startServer(route(() => other));
  other = await startServer(route(() => main));
  const closed = await startServer(() => undefined);
  closedPort = closed.port;
  await new Promise((resolve) => closed.server.close(resolve));
  allowHosts = [`127.0.0.1:${main.port}`];
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "safe-fetch-"));
});

afterEach(() => {
  vi.restoreAllMocks();
  main.hits.length = 0;
  other.hits.length = 0;
});

afterAll(async () => {
  main.server.closeAllConnections();
  other.server.closeAllConnections();
  await Promise.all([main, other].map(({ server }) => new Promise((resolve) => server.close(resolve))));
  fs.rmSync(tmp, { recursive: true, force: true });
});

let counter = 0;
function dest(): string {
  counter += 1;
  return path.join(tmp, `out-${counter}`, "file.bin");
}

async function fetchError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("safeFetchToFile", () => {
  it("writes the exact bytes from an allow-listed host and reports what it saw", async () => {
    const destPath = dest();
    const result = await safeFetchToFile({ url: `${main.base}/bytes`, destPath, maxBytes: MiB, allowHosts });
    expect(result).toEqual({ sizeBytes: payload.length, contentType: "image/png", finalUrl: `${main.base}/bytes`, fileName: "pic.png" });
    expect(fs.readFileSync(destPath).equals(payload)).toBe(true);
  });

  it("follows relative redirects, up to five of them, and reports the final URL and its file name", async () => {
    const result = await safeFetchToFile({ url: `${main.base}/chain/5`, destPath: dest(), maxBytes: MiB, allowHosts });
    expect(result.finalUrl).toBe(`${main.base}/chain/0`);
    expect(result.sizeBytes).toBe("end of chain".length);
    const named = await safeFetchToFile({ url: `${main.base}/photos/summer%20beach.jpg`, destPath: dest(), maxBytes: MiB, allowHosts });
    expect(named.fileName).toBe("summer beach.jpg");
    expect(named.contentType).toBeNull();
  });

  it("refuses a sixth redirect", async () => {
    const destPath = dest();
    const error = await fetchError(safeFetchToFile({ url: `${main.base}/chain/6`, destPath, maxBytes: MiB, allowHosts }));
    expect([error.code, error.status]).toEqual(["too_many_redirects", 502]);
    expect(main.hits).toHaveLength(6);
    expect(fs.existsSync(destPath)).toBe(false);
  });

  it("refuses 127.0.0.1 on a port that is not allow-listed, without connecting", async () => {
    const error = await fetchError(safeFetchToFile({ url: `${other.base}/bytes`, destPath: dest(), maxBytes: MiB, allowHosts }));
    expect([error.code, error.status, error.message]).toEqual(["url_not_allowed", 400, "URL resolves to a private or reserved address"]);
    expect(other.hits).toHaveLength(0);
  });

  it.each([
    "http://169.254.169.254/latest/meta-data/",
    "http://10.0.0.1/",
    "http://192.168.1.1:8080/",
    "http://0.0.0.0/",
    "http://[::1]/",
    "http://[fe80::1]/",
    "http://[fd00::1]/",
    "http://[64:ff9b::a9fe:a9fe]/",
    "http://[2002:7f00:1::]/",
    "http://0x7f.1/",
    "http://2130706433/",
    "http://0177.0.0.1/",
    "http://127.0.0.1./",
    "http://%31%32%37.0.0.1/",
    "https://127.0.0.1/",
  ])("refuses literal private address %s", async (url) => {
    const error = await fetchError(safeFetchToFile({ url, destPath: dest(), maxBytes: MiB, allowHosts }));
    expect(error.code).toBe("url_not_allowed");
  });

  it("refuses an IPv4-mapped IPv6 spelling of an allow-listed address", async () => {
    const error = await fetchError(safeFetchToFile({ url: `http://[::ffff:127.0.0.1]:${main.port}/bytes`, destPath: dest(), maxBytes: MiB, allowHosts }));
    expect(error.code).toBe("url_not_allowed");
    expect(main.hits).toHaveLength(0);
  });

  it("checks every redirect hop: an allowed host cannot bounce the fetch to a private address", async () => {
    for (const target of [`${other.base}/bytes`, "http://169.254.169.254/", `http://localhost:${other.port}/bytes`]) {
      const url = `${main.base}/redirect?to=${encodeURIComponent(target)}`;
      const error = await fetchError(safeFetchToFile({ url, destPath: dest(), maxBytes: MiB, allowHosts }));
      expect(error.code).toBe("url_not_allowed");
    }
    expect(main.hits).toHaveLength(3);
    expect(other.hits).toHaveLength(0);
  });

  it("refuses a host name that resolves to loopback, at connect time (http and https)", async () => {
    for (const url of [`http://localhost:${main.port}/bytes`, `https://localhost:${main.port}/bytes`]) {
      const error = await fetchError(safeFetchToFile({ url, destPath: dest(), maxBytes: MiB, allowHosts }));
      expect(error.code).toBe("url_not_allowed");
    }
    expect(main.hits).toHaveLength(0);
  });

  it("judges the addresses DNS gives when connecting, refusing a name if any of them is private", async () => {
    const answers: Record<string, dns.LookupAddress[]> = {
      "rebind.example": [{ address: "10.1.2.3", family: 4 }],
      "mixed.example": [
        { address: "93.184.215.14", family: 4 },
        { address: "::ffff:169.254.169.254", family: 6 },
      ],
    };
    const spy = vi.spyOn(dns, "lookup").mockImplementation(((hostname: string, _options: unknown, callback: (...args: unknown[]) => void) => {
      callback(null, answers[hostname]);
    }) as unknown as typeof dns.lookup);
    for (const host of Object.keys(answers)) {
      const error = await fetchError(safeFetchToFile({ url: `http://${host}/a.png`, destPath: dest(), maxBytes: MiB, allowHosts: [] }));
      expect(error.code).toBe("url_not_allowed");
    }
    expect(spy.mock.calls.map((call) => call[0])).toEqual(["rebind.example", "mixed.example"]);
  });

  it("exempts exactly the listed host:port pairs, by host name too", async () => {
    const byName = await safeFetchToFile({ url: `http://localhost:${main.port}/bytes`, destPath: dest(), maxBytes: MiB, allowHosts: [`localhost:${main.port}`] });
    expect(byName.sizeBytes).toBe(payload.length);
    // The same host:port without the exemption must not ride on a kept-alive socket from the first call.
    const notExempt = await fetchError(safeFetchToFile({ url: `http://localhost:${main.port}/bytes`, destPath: dest(), maxBytes: MiB, allowHosts: [] }));
    expect(notExempt.code).toBe("url_not_allowed");
    const wrongPort = await fetchError(safeFetchToFile({ url: `http://localhost:${other.port}/bytes`, destPath: dest(), maxBytes: MiB, allowHosts: [`localhost:${main.port}`] }));
    expect(wrongPort.code).toBe("url_not_allowed");
  });

  it("reads DARKROOM_FETCH_ALLOW_HOSTS when no allowHosts option is given", async () => {
    const refused = await fetchError(safeFetchToFile({ url: `${main.base}/bytes`, destPath: dest(), maxBytes: MiB }));
    expect(refused.code).toBe("url_not_allowed");
    process.env.DARKROOM_FETCH_ALLOW_HOSTS = `example.com:443, 127.0.0.1:${main.port}`;
    resetEnvForTests();
    try {
      const result = await safeFetchToFile({ url: `${main.base}/bytes`, destPath: dest(), maxBytes: MiB });
      expect(result.sizeBytes).toBe(payload.length);
    } finally {
      delete process.env.DARKROOM_FETCH_ALLOW_HOSTS;
      resetEnvForTests();
    }
  });

  it("stops a body that grows past maxBytes and removes the partial file", async () => {
    const destPath = dest();
    const error = await fetchError(safeFetchToFile({ url: `${main.base}/huge`, destPath, maxBytes: MiB, allowHosts }));
    expect([error.code, error.status, error.message]).toEqual(["file_too_large", 413, "The file at the URL is larger than the 1 MiB limit"]);
    expect(fs.existsSync(destPath)).toBe(false);
  });

  it("refuses a declared Content-Length over the cap before reading the body", async () => {
    const destPath = dest();
    const error = await fetchError(safeFetchToFile({ url: `${main.base}/huge-declared`, destPath, maxBytes: MiB, allowHosts }));
    expect(error.code).toBe("file_too_large");
    expect(fs.existsSync(destPath)).toBe(false);
  });

  it("accepts a body of exactly maxBytes", async () => {
    const result = await safeFetchToFile({ url: `${main.base}/bytes`, destPath: dest(), maxBytes: payload.length, allowHosts });
    expect(result.sizeBytes).toBe(payload.length);
  });

  it("gives up on a server that never answers, and on one that answers too slowly", async () => {
    for (const pathname of ["/silent", "/drip"]) {
      const destPath = dest();
      const error = await fetchError(safeFetchToFile({ url: `${main.base}${pathname}`, destPath, maxBytes: MiB, timeoutMs: 400, allowHosts }));
      expect([error.code, error.status]).toEqual(["upstream_timeout", 504]);
      expect(fs.existsSync(destPath)).toBe(false);
    }
  });

  it.each(["ftp://example.com/a.png", "file:///etc/passwd", "data:text/plain,hi", "javascript:alert(1)", "not a url", "/relative/path", "http://user:secret@example.com/a.png"])(
    "refuses %s as invalid_url",
    async (url) => {
      const error = await fetchError(safeFetchToFile({ url, destPath: dest(), maxBytes: MiB, allowHosts }));
      expect([error.code, error.status]).toEqual(["invalid_url", 400]);
    },
  );

  it("refuses a redirect to a non-http scheme", async () => {
    const url = `${main.base}/redirect?to=${encodeURIComponent("file:///etc/passwd")}`;
    const error = await fetchError(safeFetchToFile({ url, destPath: dest(), maxBytes: MiB, allowHosts }));
    expect(error.code).toBe("invalid_url");
    expect(error.message).toBe("The URL redirected to an invalid location: only http and https are supported");
  });

  it("answers upstream_error for HTTP errors and dead hosts without leaking internals", async () => {
    const notFound = await fetchError(safeFetchToFile({ url: `${main.base}/status/404`, destPath: dest(), maxBytes: MiB, allowHosts }));
    expect([notFound.code, notFound.status, notFound.message]).toEqual(["upstream_error", 502, "The URL answered HTTP 404"]);
    const noLocation = await fetchError(safeFetchToFile({ url: `${main.base}/no-location`, destPath: dest(), maxBytes: MiB, allowHosts }));
    expect(noLocation.code).toBe("upstream_error");
    const refused = await fetchError(
      safeFetchToFile({ url: `http://127.0.0.1:${closedPort}/`, destPath: dest(), maxBytes: MiB, allowHosts: [`127.0.0.1:${closedPort}`] }),
    );
    expect([refused.code, refused.message]).toEqual(["upstream_error", "The URL's host refused the connection"]);
    const unresolvable = await fetchError(safeFetchToFile({ url: "http://no-such-host.invalid/", destPath: dest(), maxBytes: MiB, allowHosts }));
    expect([unresolvable.code, unresolvable.message]).toEqual(["upstream_error", "Could not resolve the URL's host name"]);
  });
});

describe("safeFetchBuffer", () => {
  it("returns small bodies in memory and applies the same cap", async () => {
    const result = await safeFetchBuffer({ url: `${main.base}/bytes`, maxBytes: MiB, allowHosts });
    expect(result.body.equals(payload)).toBe(true);
    expect(result.contentType).toBe("image/png");
    const error = await fetchError(safeFetchBuffer({ url: `${main.base}/huge`, maxBytes: MiB, allowHosts }));
    expect(error.code).toBe("file_too_large");
  });

  it("keeps Authorization on same-origin redirects and drops it across origins", async () => {
    const headers = { Authorization: "Bearer s3cret" };
    const both = [`127.0.0.1:${main.port}`, `127.0.0.1:${other.port}`];
    const same = await safeFetchBuffer({ url: `${main.base}/redirect?to=/echo-auth`, maxBytes: MiB, allowHosts: both, headers });
    expect(same.body.toString()).toBe("Bearer s3cret");
    const cross = await safeFetchBuffer({ url: `${main.base}/to-other`, maxBytes: MiB, allowHosts: both, headers });
    expect(cross.finalUrl).toBe(`${other.base}/echo-auth`);
    expect(cross.body.toString()).toBe("none");
  });
});

describe("parseAllowHosts", () => {
  it("normalizes host:port entries", () => {
    expect(parseAllowHosts(" LocalHost:8080, [::1]:9000,,127.1:80 ")).toEqual(["localhost:8080", "[::1]:9000", "127.0.0.1:80"]);
    expect(parseAllowHosts("")).toEqual([]);
    expect(parseAllowHosts(undefined)).toEqual([]);
  });

  it.each(["localhost", "example.com:99999", "::1:80", ":80"])("rejects %s", (value) => {
    expect(() => parseAllowHosts(value)).toThrow(/must be host:port/);
  });
});

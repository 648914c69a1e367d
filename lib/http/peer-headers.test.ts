import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/lib/platform/config/env";
import { clientAddress, PEER_ADDRESS_HEADER, PEER_PROTO_HEADER } from "./forwarded";
import { REQUEST_PATH_HEADER, stampPeerHeaders } from "./peer-headers";

describe("stampPeerHeaders", () => {
  it("stamps the socket's address and protocol and the path asked for on a real server's request, over anything the client sent", async () => {
    const seen: http.IncomingHttpHeaders[] = [];
    const server = http.createServer((request, response) => {
      stampPeerHeaders(request, response);
      seen.push(request.headers);
      response.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/vault?kind=image`, {
        headers: { [PEER_ADDRESS_HEADER]: "6.6.6.6", [PEER_PROTO_HEADER]: "https", "x-forwarded-for": "6.6.6.6", [REQUEST_PATH_HEADER]: "/elsewhere" },
      });
      expect(response.status).toBe(200);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(seen[0][PEER_ADDRESS_HEADER]).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(seen[0][PEER_PROTO_HEADER]).toBe("http");
    expect(seen[0][REQUEST_PATH_HEADER]).toBe("/vault?kind=image");
    const headers = new Headers(Object.entries(seen[0]).map(([k, v]) => [k, String(v)] as [string, string]));
    expect(clientAddress(headers)).toBe("127.0.0.1");
  });
});

describe("Strict-Transport-Security", () => {
  afterEach(() => {
    delete process.env.PUBLIC_BASE_URL;
    resetEnvForTests();
  });

  /** The answer of a real server of this process, with PUBLIC_BASE_URL as given. */
  async function answerWith(publicBaseUrl: string | undefined): Promise<Response> {
    if (publicBaseUrl === undefined) delete process.env.PUBLIC_BASE_URL;
    else process.env.PUBLIC_BASE_URL = publicBaseUrl;
    resetEnvForTests();
    const server = http.createServer((request, response) => {
      stampPeerHeaders(request, response);
      response.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      return await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/skills`);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }

  it("is on every answer when PUBLIC_BASE_URL is https (a TLS-terminating proxy in front), for a year, without subdomains", async () => {
    expect((await answerWith("https://photos.example.com")).headers.get("strict-transport-security")).toBe("max-age=31536000");
  });

  it("is absent when PUBLIC_BASE_URL is http or unset", async () => {
    expect((await answerWith("http://photos.example.com")).headers.get("strict-transport-security")).toBeNull();
    expect((await answerWith(undefined)).headers.get("strict-transport-security")).toBeNull();
  });
});

import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/lib/platform/config/env";
import { CONTRACTS } from "./contract-registry";
import { corsFor, CORS_EXPOSED_HEADERS, withoutCorsHeaders } from "./cors";

const APP = "http://127.0.0.1:5173";
const request = (method: string, url: string, headers: Record<string, string> = {}) => ({ method, url, headers: { origin: APP, ...headers } });
const preflight = (url: string, method = "POST") => corsFor(request("OPTIONS", url, { "access-control-request-method": method }))!.preflight!;

describe("CORS", () => {
  beforeEach(() => {
    process.env.CORS_ALLOWED_ORIGINS = `https://app.example, ${APP}/`;
    resetEnvForTests();
  });
  afterEach(() => {
    delete process.env.CORS_ALLOWED_ORIGINS;
    resetEnvForTests();
  });

  it("answers a preflight on every /api/v1 path with the methods and headers its routes take, and no credentials mode", () => {
    const paths = [...new Set(CONTRACTS.map((c) => c.path).filter((p) => p.startsWith("/api/v1/")))];
    expect(paths.length).toBeGreaterThan(30);
    for (const path of paths) {
      const url = path.replace(/\{\w+\}/g, "x1");
      const answer = preflight(url, CONTRACTS.find((c) => c.path === path)!.method);
      expect(answer.status, url).toBe(204);
      expect(answer.headers.get("access-control-allow-origin"), url).toBe(APP);
      const methods = answer.headers.get("access-control-allow-methods")!.split(", ");
      for (const contract of CONTRACTS.filter((c) => c.path === path)) expect(methods, url).toContain(contract.method);
      expect(answer.headers.get("access-control-allow-headers"), url).toContain("Authorization");
      expect(answer.headers.get("access-control-allow-credentials"), url).toBeNull();
      expect(Number(answer.headers.get("access-control-max-age"))).toBe(7200);
    }
  });

  it("lets a tus client create and PATCH an upload and a POST carry an Idempotency-Key", () => {
    const create = preflight("/api/v1/uploads/tus").headers;
    expect(create.get("access-control-allow-headers")!.split(", ")).toEqual(expect.arrayContaining(["Tus-Resumable", "Upload-Length", "Upload-Metadata", "Content-Type", "Idempotency-Key"]));
    const patch = preflight("/api/v1/uploads/tus/abc", "PATCH").headers;
    expect(patch.get("access-control-allow-methods")).toBe("DELETE, HEAD, PATCH");
    expect(patch.get("access-control-allow-headers")!.split(", ")).toEqual(expect.arrayContaining(["Tus-Resumable", "Upload-Offset", "Content-Type"]));
    expect(preflight("/api/v1/jobs/job_1", "GET").headers.get("access-control-allow-headers")).not.toContain("Idempotency-Key");
  });

  it("marks every other request of an allowed origin, whatever answers it, and exposes what a browser client reads", () => {
    const cors = corsFor(request("POST", "/api/v1/convert?wait=false"))!;
    expect(cors.preflight).toBeNull();
    expect(cors.headers).toMatchObject({ "Access-Control-Allow-Origin": APP, Vary: "Origin" });
    const exposed = cors.headers["Access-Control-Expose-Headers"].split(", ");
    for (const name of ["Location", "Upload-Offset", "Upload-Length", "Tus-Resumable", "Retry-After", "RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset", "Idempotent-Replayed", "Darkroom-Job-Id"]) {
      expect(exposed).toContain(name);
    }
    expect(CORS_EXPOSED_HEADERS).toEqual(exposed);
    expect(corsFor({ method: "OPTIONS", url: "/api/v1/nothing-here", headers: { origin: APP, "access-control-request-method": "GET" } })!.preflight).toBeNull();
  });

  it("gives other origins, requests without one, pages and MCP no CORS headers at all", () => {
    expect(corsFor(request("GET", "/api/v1/account", { origin: "https://evil.example" }))).toBeNull();
    expect(corsFor(request("GET", "/api/v1/account", { origin: "http://127.0.0.1:5174" }))).toBeNull();
    expect(corsFor({ method: "GET", url: "/api/v1/account", headers: {} })).toBeNull();
    expect(corsFor(request("GET", "/vault"))).toBeNull();
    expect(corsFor(request("POST", "/api/mcp"))).toBeNull();
    expect(corsFor(request("GET", "/api/v1x/account"))).toBeNull();
  });

  it("answers no origin at all while CORS_ALLOWED_ORIGINS is unset", () => {
    delete process.env.CORS_ALLOWED_ORIGINS;
    resetEnvForTests();
    expect(corsFor(request("OPTIONS", "/api/v1/uploads/tus", { "access-control-request-method": "POST" }))).toBeNull();
  });

  it("refuses a malformed origin list at start-up, naming the variable", async () => {
    process.env.CORS_ALLOWED_ORIGINS = "https://app.example/path";
    resetEnvForTests();
    const { env } = await import("@/lib/platform/config/env");
    expect(() => env()).toThrow(/CORS_ALLOWED_ORIGINS/);
  });

  it("drops the CORS headers a library sets, so the server entry's are the only ones", () => {
    const answer = withoutCorsHeaders(new Response(null, { headers: { "Access-Control-Allow-Origin": "*", "Access-Control-Expose-Headers": "Upload-Offset", "Tus-Resumable": "1.0.0" } }));
    expect([...answer.headers.keys()]).toEqual(["tus-resumable"]);
  });
});

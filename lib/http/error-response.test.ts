import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiError } from "@/lib/core/errors";
import { logTo, withLogContext } from "@/lib/core/log";
import { DependencyUnavailable, StorageFull } from "@/lib/platform/dependency";
import { errorResponse, toErrorResponse } from "./error-response";

afterEach(() => vi.restoreAllMocks());

describe("errorResponse", () => {
  it("answers the one body with its code, message, details and headers", async () => {
    const error = new ApiError("rate_limited", "Slow down.", { headers: { "Retry-After": "7" }, details: [{ step: 2, code: "unknown_option", message: "no 'widht'" }] });
    const response = errorResponse(error, { "RateLimit-Limit": "60" });
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("7");
    expect(response.headers.get("ratelimit-limit")).toBe("60");
    expect(await response.json()).toEqual({ error: { code: "rate_limited", message: "Slow down.", details: [{ step: 2, code: "unknown_option", message: "no 'widht'" }] } });
  });
});

describe("toErrorResponse", () => {
  it("turns a zod failure into 400 invalid_request naming the field", () => {
    const result = z.object({ width: z.number(), name: z.string() }).safeParse({ width: "wide", name: "ok" });
    const { status, body } = toErrorResponse(result.error);
    expect(status).toBe(400);
    expect(body.error.code).toBe("invalid_request");
    expect(body.error.message).toMatch(/^width: .*number/i);
  });

  it("joins several zod problems into one sentence", () => {
    const result = z.object({ a: z.string(), b: z.object({ c: z.number() }) }).safeParse({ b: { c: "x" } });
    const { body } = toErrorResponse(result.error);
    expect(body.error.message).toMatch(/^a: .+; b\.c: .+$/);
  });

  it("hides an unknown error's message and stack behind 500 internal_error, and logs them under the request's id", () => {
    const lines: Record<string, unknown>[] = [];
    logTo({ write: (line: string) => void lines.push(JSON.parse(line)) });
    const secret = new Error("connect ECONNREFUSED 10.0.0.5:5432 password=hunter2");
    const { status, body, headers } = withLogContext({ requestId: "req-500" }, () => toErrorResponse(secret));
    expect(status).toBe(500);
    expect(body.error.code).toBe("internal_error");
    expect(body.error.message.length).toBeGreaterThan(0);
    expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|10\.0\.0\.5|hunter2|\.ts:\d+:\d+/);
    expect(headers).toEqual({});
    expect(lines).toEqual([
      expect.objectContaining({ level: "error", request_id: "req-500", msg: "unexpected error answered 500", err: expect.objectContaining({ message: secret.message, stack: expect.any(String) }) }),
    ]);
  });

  it("treats a thrown non-Error the same way", () => {
    expect(toErrorResponse("boom")).toMatchObject({ status: 500, body: { error: { code: "internal_error" } } });
  });
});

describe("platform failures", () => {
  it("answers an unreachable dependency 503 unavailable with Retry-After, naming the dependency but nothing of the cause", async () => {
    const driverError = Object.assign(new Error("connect ECONNREFUSED 10.0.0.5:5432"), { code: "ECONNREFUSED" });
    // As drizzle hands it up: its own error, the typed one as cause, the driver's beneath.
    const wrapped = Object.assign(new Error("Failed query: select 1"), { cause: new DependencyUnavailable("database", { cause: driverError }) });
    const response = errorResponse(wrapped);
    expect(response.status).toBe(503);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = await response.json();
    expect(body).toEqual({ error: { code: "unavailable", message: expect.stringContaining("database") } });
    expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|10\.0\.0\.5|5432|select/);
  });

  it("answers the storage the same way", () => {
    const { status, body } = toErrorResponse(new DependencyUnavailable("storage"));
    expect(status).toBe(503);
    expect(body.error).toMatchObject({ code: "unavailable", message: expect.stringContaining("storage") });
  });

  it("answers a full disk 507 insufficient_storage with Retry-After, whether typed, a system error or a native library's words", () => {
    const enospc = Object.assign(new Error("ENOSPC: no space left on device, write '/srv/data/tmp/x'"), { code: "ENOSPC" });
    for (const error of [new StorageFull(), enospc, new Error("VipsForeignSave: No space left on device")]) {
      const { status, body, headers } = toErrorResponse(error);
      expect(status).toBe(507);
      expect(body.error.code).toBe("insufficient_storage");
      expect(Number(headers["Retry-After"])).toBeGreaterThan(0);
      expect(JSON.stringify(body)).not.toMatch(/srv|tmp|Vips/);
    }
  });

  it("keeps an unrelated network error a 500: only an adapter decides that its dependency is down", () => {
    const error = Object.assign(new Error("connect ECONNREFUSED 10.0.0.5:443"), { code: "ECONNREFUSED" });
    expect(toErrorResponse(error).status).toBe(500);
  });
});

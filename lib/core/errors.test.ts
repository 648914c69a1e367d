import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiError, ERROR_STATUS, errorResponse, isApiError, toErrorResponse } from "./errors";
import { logTo, withLogContext } from "./log";

afterEach(() => vi.restoreAllMocks());

describe("ApiError", () => {
  it("takes its status from the one table", () => {
    const samples = {
      invalid_request: 400,
      unknown_option: 400,
      unauthorized: 401,
      insufficient_credits: 402,
      plan_required: 403,
      not_found: 404,
      vault_full: 409,
      gone: 410,
      file_too_large: 413,
      unsupported_media_type: 415,
      processing_failed: 422,
      rate_limited: 429,
      internal_error: 500,
      provider_error: 502,
      provider_unavailable: 503,
      upstream_timeout: 504,
    } as const;
    for (const [code, status] of Object.entries(samples)) expect(new ApiError(code as keyof typeof samples, "x").status).toBe(status);
  });

  it("maps every code to a 4xx or 5xx status", () => {
    for (const status of Object.values(ERROR_STATUS)) expect(status >= 400 && status < 600).toBe(true);
  });

  it("answers the one body with its code, message, details and headers", async () => {
    const error = new ApiError("rate_limited", "Slow down.", { headers: { "Retry-After": "7" }, details: [{ step: 2, code: "unknown_option", message: "no 'widht'" }] });
    const response = errorResponse(error, { "RateLimit-Limit": "60" });
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("7");
    expect(response.headers.get("ratelimit-limit")).toBe("60");
    expect(await response.json()).toEqual({ error: { code: "rate_limited", message: "Slow down.", details: [{ step: 2, code: "unknown_option", message: "no 'widht'" }] } });
  });
});

describe("isApiError", () => {
  it("recognises an ApiError made by another copy of the module, as the production build's bundles do", async () => {
    vi.resetModules();
    const copy = await import("./errors");
    const foreign = new copy.ApiError("provider_error", "The provider answered 500.");
    expect(foreign instanceof ApiError).toBe(false);
    expect(isApiError(foreign)).toBe(true);
    expect(toErrorResponse(foreign)).toMatchObject({ status: 502, body: { error: { code: "provider_error", message: "The provider answered 500." } } });
  });

  it("refuses look-alikes: a plain object with a code, a system error, a non-object", () => {
    expect(isApiError(new ApiError("not_found", "x"))).toBe(true);
    expect(isApiError({ code: "provider_error", message: "x" })).toBe(false);
    expect(isApiError(Object.assign(new Error("gone"), { code: "ENOENT" }))).toBe(false);
    expect(isApiError("provider_error")).toBe(false);
    expect(isApiError(null)).toBe(false);
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

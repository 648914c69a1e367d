import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, ERROR_STATUS, isApiError } from "./errors";

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
});

describe("isApiError", () => {
  it("recognises an ApiError made by another copy of the module, as the production build's bundles do", async () => {
    vi.resetModules();
    const copy = await import("./errors");
    const foreign = new copy.ApiError("provider_error", "The provider answered 500.");
    expect(foreign instanceof ApiError).toBe(false);
    expect(isApiError(foreign)).toBe(true);
  });

  it("refuses look-alikes: a plain object with a code, a system error, a non-object", () => {
    expect(isApiError(new ApiError("not_found", "x"))).toBe(true);
    expect(isApiError({ code: "provider_error", message: "x" })).toBe(false);
    expect(isApiError(Object.assign(new Error("gone"), { code: "ENOENT" }))).toBe(false);
    expect(isApiError("provider_error")).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});

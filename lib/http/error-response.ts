import { ZodError } from "zod";
import { ApiError, describeZodError, isApiError, type ErrorBody } from "@/lib/core/errors";
import { log } from "@/lib/core/log";
import { unavailableDependency, isDiskFull, type Dependency } from "@/lib/platform/dependency";

/** How long a client should wait before trying again while a dependency is down: long enough for a restart or a failover. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
/** A full disk is freed by an operator, not in seconds. */
const STORAGE_FULL_RETRY_AFTER_SECONDS = 60;

const DEPENDENCY_NAMES: Record<Dependency, string> = { database: "database", redis: "rate-limit store", storage: "file storage" };

/**
 * The one place where what a lower layer threw becomes an answer: an ApiError as it is, a zod failure as
 * 400, an unreachable dependency as 503 `unavailable` and a full disk as 507 `insufficient_storage` (both
 * with Retry-After), anything else as a 500 that hides its internals and is logged in full.
 */
export function toErrorResponse(error: unknown): { status: number; body: ErrorBody; headers: Record<string, string> } {
  const known = asApiError(error);
  if (known) {
    const details = known.details ? { details: known.details } : {};
    return { status: known.status, body: { error: { code: known.code, message: known.message, ...details } }, headers: known.headers };
  }
  log().error({ err: error }, "unexpected error answered 500");
  return {
    status: 500,
    body: { error: { code: "internal_error", message: "Something went wrong on our side. Try again; if it persists, contact the operator." } },
    headers: {},
  };
}

/** The one error body as an answer: always `application/json`, whatever headers the error carries. */
export function errorResponse(error: unknown, extraHeaders: Record<string, string> = {}): Response {
  const { status, body, headers } = toErrorResponse(error);
  const answerHeaders = new Headers({ ...extraHeaders, ...headers });
  answerHeaders.set("Content-Type", "application/json");
  return Response.json(body, { status, headers: answerHeaders });
}

function asApiError(error: unknown): ApiError | null {
  if (isApiError(error)) return error;
  if (error instanceof ZodError) return new ApiError("invalid_request", describeZodError(error));
  if (isDiskFull(error)) {
    log().error({ err: error }, "storage full: a write was refused with 507");
    return new ApiError("insufficient_storage", "The server has no room to store this right now; nothing of it was kept. Try again later.", {
      headers: { "Retry-After": String(STORAGE_FULL_RETRY_AFTER_SECONDS) },
    });
  }
  const dependency = unavailableDependency(error);
  if (dependency) {
    log().warn({ err: error, dependency }, "a dependency is unavailable: answered 503");
    return new ApiError("unavailable", `The service's ${DEPENDENCY_NAMES[dependency]} cannot be reached right now. Try again in a few seconds.`, {
      headers: { "Retry-After": String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
    });
  }
  return null;
}

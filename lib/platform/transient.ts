import { backoffDelayMs } from "@/lib/core/backoff";
import { isApiError } from "@/lib/core/errors";
import { isProviderHttpError } from "@/lib/platform/providers/http";
import { isDiskFull, unavailableDependency } from "@/lib/platform/dependency";

const TRANSIENT = Symbol.for("darkroom.transient");
/** Node and storage failures that a later attempt can expect to get past. */
const TRANSIENT_SYSTEM_CODES = new Set(["ECONNRESET", "ECONNREFUSED", "ETIMEDOUT", "EAI_AGAIN", "EPIPE", "EBUSY", "EAGAIN", "EMFILE", "ENFILE"]);
const BACKOFF_MAX_MS = 5 * 60_000;

/** Marks an error as worth another attempt of the whole job (a provider hiccup after the call's own retries). */
export function markTransient<E extends Error>(error: E): E {
  Object.defineProperty(error, TRANSIENT, { value: true });
  return error;
}

/**
 * Whether a failed attempt may be retried: a provider still answering 429/5xx after the call's own
 * retries, an error marked transient, a dependency that is down (database, storage) or a full disk,
 * a dropped connection or busy file system, a storage 5xx.
 * Everything else (bad input, a failed prediction, a refused charge) fails the job at once.
 */
export function isTransient(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  if (TRANSIENT in error || unavailableDependency(error) || isDiskFull(error)) return true;
  if (isProviderHttpError(error)) return error.upstreamStatus === 429 || error.upstreamStatus >= 500;
  if (isApiError(error)) return false;
  const { code, $metadata } = error as { code?: unknown; $metadata?: { httpStatusCode?: unknown } };
  if (typeof code === "string" && TRANSIENT_SYSTEM_CODES.has(code)) return true;
  return typeof $metadata?.httpStatusCode === "number" && $metadata.httpStatusCode >= 500;
}

/** The wait before attempt `attempt + 1` (after `attempt` failed ones): full jitter up to base, 2×base, 4×base…, at most five minutes. */
export function retryDelayMs(attempt: number, baseMs: number): number {
  return backoffDelayMs({ attempt: attempt - 1, baseMs, maxMs: BACKOFF_MAX_MS });
}

import type { ZodError } from "zod";

/** Every error code the API can answer, with its HTTP status: one table, one place. */
export const ERROR_STATUS = {
  bad_request: 400,
  invalid_json: 400,
  invalid_request: 400,
  unsupported_media_type: 415,
  unsupported_format: 400,
  unsupported_input: 400,
  invalid_media: 422,
  audio_not_supported: 400,
  unknown_option: 400,
  invalid_option: 400,
  prompt_required: 400,
  prompt_too_long: 400,
  reference_required: 400,
  unknown_model: 400,
  invalid_step: 400,
  input_required: 400,
  invalid_url: 400,
  url_not_allowed: 400,
  // Idempotency-Key (lib/domain/idempotency): empty or longer than 255 characters; sent before with another request; its first request still running.
  invalid_idempotency_key: 400,
  unauthorized: 401,
  insufficient_credits: 402,
  plan_required: 403,
  forbidden: 403,
  signup_closed: 403,
  // An upload token (dut_…) sent to a route it does not open: it uploads, nothing else.
  token_scope: 403,
  invalid_signature: 403,
  link_expired: 403,
  not_found: 404,
  method_not_allowed: 405,
  // The server entry: a request whose head did not arrive within Node's requestTimeout.
  request_timeout: 408,
  // The request's Accept names no media type the endpoint answers (MCP: application/json and text/event-stream).
  not_acceptable: 406,
  unknown_skill: 404,
  conflict: 409,
  email_taken: 409,
  vault_full: 409,
  job_not_finished: 409,
  batch_not_finished: 409,
  idempotency_key_in_use: 409,
  // A count the account may hold is reached (API keys: API_KEYS_PER_ACCOUNT; webhook endpoints: WEBHOOK_ENDPOINTS_PER_ACCOUNT); nothing was created.
  limit_reached: 409,
  // A replay of a request whose answer carried a secret (a key, a signing secret): shown once, never kept.
  idempotency_replay_refused: 409,
  // A job or run stopped by its account: what a call that waited for it answers.
  canceled: 409,
  gone: 410,
  // A job's files deleted by retention (JOB_RETENTION_HOURS after it ended): its links and reuse.
  expired: 410,
  // A tus request without `Tus-Resumable: 1.0.0` (the only version served).
  unsupported_tus_version: 412,
  payload_too_large: 413,
  file_too_large: 413,
  media_too_large: 413,
  // The account's bytes in unexpired uploads and job files would pass its plan's quota; nothing was stored.
  quota_exceeded: 413,
  // The server entry: a path and query longer than LIMITS.requestTargetChars.
  uri_too_long: 414,
  range_not_satisfiable: 416,
  // The server entry: a Host that is not this instance's (PUBLIC_BASE_URL, ALLOWED_HOSTS): DNS rebinding.
  misdirected_request: 421,
  unprocessable: 422,
  // A delivery transform whose output would pass DELIVERY_MAX_OUTPUT_PIXELS, reckoned from the stored image's size; nothing was decoded.
  output_too_large: 422,
  processing_failed: 422,
  processing_timeout: 422,
  idempotency_key_reused: 422,
  rate_limited: 429,
  // The server entry: request headers past LIMITS.requestHeaderBytes.
  headers_too_large: 431,
  // The account's plan ceiling of queued plus running jobs is reached; nothing was stored or charged.
  too_many_jobs: 429,
  internal_error: 500,
  upstream_error: 502,
  too_many_redirects: 502,
  provider_error: 502,
  provider_unavailable: 503,
  // A service the server depends on (its database, object storage) cannot be reached now; answered with Retry-After.
  unavailable: 503,
  // No ffmpeg and ffprobe 5 or newer on the server: video and audio are refused (the operator installs them).
  video_unavailable: 503,
  // Delivery renders: every slot busy and the bounded wait queue full; answered with Retry-After.
  overloaded: 503,
  upstream_timeout: 504,
  // The server's disk is full, or below DISK_FREE_MIN_BYTES free; nothing of the request was kept.
  insufficient_storage: 507,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The status of any code, a job's stored failure code included; codes outside the table (worker_lost) are 500. */
export function statusOfCode(code: string): number {
  return code in ERROR_STATUS ? ERROR_STATUS[code as ErrorCode] : 500;
}

// A registry symbol, so every copy of this module shares it (a development server reloads modules; tests load several).
const API_ERROR_BRAND = Symbol.for("darkroom.ApiError");

export class ApiError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;
  /** Several problems reported at once, e.g. one per step of a line. */
  readonly details?: ErrorDetail[];

  constructor(
    readonly code: ErrorCode,
    message: string,
    opts: { headers?: Record<string, string>; status?: number; details?: ErrorDetail[] } = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.status = opts.status ?? ERROR_STATUS[code];
    this.headers = opts.headers ?? {};
    this.details = opts.details;
    Object.defineProperty(this, API_ERROR_BRAND, { value: true });
  }
}

/**
 * Whether `error` is an ApiError, recognised by its brand and a known code rather than its class:
 * a development reload or a test may hold two copies of this module, and `instanceof` fails across them.
 */
export function isApiError(error: unknown): error is ApiError {
  if (typeof error !== "object" || error === null || !(API_ERROR_BRAND in error)) return false;
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" && Object.hasOwn(ERROR_STATUS, code);
}

export type ErrorDetail = { step?: number; code: string; message: string };
export type ErrorBody = { error: { code: string; message: string; details?: ErrorDetail[] } };

/** One readable sentence from a zod failure: "width: Expected number, received string". */
export function describeZodError(error: ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => (issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message))
    .join("; ");
}

import type { Job, Run } from "./types.js";

/** Codes the SDK itself gives, for failures the server did not answer. */
export type ClientErrorCode = "missing_api_key" | "network_error" | "invalid_response" | "wait_timeout" | "invalid_input" | "invalid_webhook" | "invalid_signature" | "stale_webhook" | "redirect_refused";

/**
 * Every failure the SDK reports: a refusal (`{ error: { code, message } }`), work that failed or was
 * canceled (`job` holds its view), or a problem found before or without an answer (`status` 0).
 */
export class DarkroomError extends Error {
  override readonly name = "DarkroomError";
  /** The HTTP status of the answer that reported it; 0 when the SDK found it without one. */
  readonly status: number;
  readonly code: string;
  /** The server's `X-Request-Id`, to quote to its operator. */
  readonly requestId: string | null;
  /** Seconds the server asked to wait (`Retry-After` of a 429 or 503), else null. */
  readonly retryAfter: number | null;
  /** One entry per problem, e.g. per step of a line. */
  readonly details: { step?: number; code: string; message: string }[] | undefined;
  /** The failed or canceled job or run, when the work itself failed. */
  readonly job: Job | Run | undefined;

  constructor({
    status,
    code,
    message,
    requestId = null,
    retryAfter = null,
    details,
    job,
  }: {
    status: number;
    code: string;
    message: string;
    requestId?: string | null;
    retryAfter?: number | null;
    details?: { step?: number; code: string; message: string }[];
    job?: Job | Run;
  }) {
    super(message);
    this.status = status;
    this.code = code;
    this.requestId = requestId;
    this.retryAfter = retryAfter;
    this.details = details;
    this.job = job;
  }
}

/** An error of the SDK's own making (no server answer behind it). */
export function clientError(code: ClientErrorCode, message: string): DarkroomError {
  return new DarkroomError({ status: 0, code, message });
}

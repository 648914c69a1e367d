import { ApiError, isApiError, type ErrorCode } from "@/lib/core/errors";
import { log } from "@/lib/core/log";

/**
 * The one place that decides what of an error a user may read. Messages that reach a user never
 * carry credentials, hosts, addresses, file paths or library internals (libvips, ffmpeg, errno
 * codes, stack frames); when one does, the part from the leak on is replaced by a reason the user
 * can act on, and the full text goes to the log (`userFacingError`).
 */

// Provider messages sometimes quote the credential (OpenAI prints a masked key); none of it leaves.
const CREDENTIAL_PATTERNS = [/\bsk-[A-Za-z0-9_*-]{6,}/g, /\br8_[A-Za-z0-9_*]{6,}/g, /\bBearer\s+\S+/gi];

/** Removes the given secrets and anything shaped like an API key or Authorization value. */
export function redactSecrets(text: string, secrets: string[] = []): string {
  let out = text;
  for (const secret of secrets) if (secret) out = out.split(secret).join("[redacted]");
  for (const pattern of CREDENTIAL_PATTERNS) out = out.replace(pattern, "[redacted]");
  return out;
}

const ERRNO_CODES =
  "ECONNREFUSED|ECONNRESET|ECONNABORTED|ENOTFOUND|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|EAI_[A-Z]+|EPIPE|EPROTO|ENOENT|EACCES|EPERM|ENOSPC|EMFILE|EISDIR|ENOTDIR|EEXIST";

/** What must not reach a user, each a sign the rest of the sentence is for the operator. */
const LEAKS: RegExp[] = [
  /\b[a-z][a-z0-9+.-]*:\/\/\S+/i, // any URL
  /\b\d{1,3}(?:\.\d{1,3}){3}\b/, // IPv4 address
  /\[[0-9a-f:.]*:[0-9a-f:.]*\]/i, // bracketed IPv6 address
  /(?<![\w:])(?=[0-9a-f:]*(?:::|[a-f]))(?:[0-9a-f]{0,4}:){2,7}[0-9a-f]{0,4}(?![\w:])/i, // bare IPv6 address
  /\b(?=[a-z0-9.-]*[a-z])[a-z0-9-]+(?:\.[a-z0-9-]+)*:\d{2,5}\b/i, // host:port
  /\blocalhost\b/i,
  /\b(?:[a-z0-9-]+\.)+(?:com|net|org|io|ai|dev|app|cloud|co|internal|local|localdomain|lan|svc|cluster|example|test)\b/i, // host name
  /(?<![\w.\/-])(?:file:)?\/(?!api\/)[\w.@%+~-]+\/[^\s"'()<>,;]*/, // absolute POSIX path (not an /api/ route)
  /\b[a-z]:\\/i, // Windows path
  /\b(?:vips\w*|\w+load(?:_\w+)?|\w+save(?:_\w+)?|webp|heif|tiff?|gif|png|jpeg|lib\w+):\s/i, // libvips "<module>: " prefixes
  /\b(?:libvips|libpng|libjpeg|libwebp|libheif|libav\w*|libx26\d|sharp|ffmpeg|ffprobe|VipsJpeg|vipspng)\b/i,
  /Input file (?:has corrupt header|contains unsupported image format)/i, // sharp's own words
  /\[[\w,.-]+ @ (?:0x)?[0-9a-f]+\]/i, // ffmpeg "[mov,mp4 @ 0x55…]"
  /\b0x[0-9a-f]{6,}\b/i, // memory addresses
  new RegExp(`\\b(?:${ERRNO_CODES}|UND_ERR_[A-Z_]+|ERR_[A-Z_]+)\\b`),
  /\b[A-Z]\w*(?:Error|Exception):/, // TypeError:, RuntimeError:
  /\bTraceback \(most recent call last\)/,
  /\bat \S+ \(\S*:\d+:\d+\)/, // stack frame
];

/** A reason the user can act on, for when the message's own words had to go. */
const REASONS: Partial<Record<ErrorCode, string>> = {
  provider_error: "The AI provider could not complete the request; try again later. If it keeps failing, the operator will find the details in the server log.",
  provider_unavailable: "The AI provider is not available on this server right now; try again later or ask the operator.",
  invalid_media: "The file may be damaged, truncated or of another type than its name says: check that it opens on your computer and send it again.",
  unsupported_input: "This kind of file is not supported here: convert it to a common format (JPEG, PNG, WebP, MP4, MP3) and send it again.",
  processing_failed: "The file may be damaged, or the options may not suit it: try other options or another copy of the file.",
  processing_timeout: "Processing took too long and was stopped: try a smaller file or simpler options.",
  media_too_large: "The file is larger than this server accepts: send a smaller one.",
  upstream_error: "The file at the given URL could not be fetched: check that the URL opens in a browser and try again.",
  upstream_timeout: "The file at the given URL took too long to fetch: try again, or upload the file instead.",
  too_many_redirects: "The given URL redirects too often: pass the file's final address, or upload the file instead.",
};
const DEFAULT_REASON = "Something went wrong on our side; try again. If it keeps failing, the operator will find the details in the server log.";
const INTERNAL_REASON = "The job failed unexpectedly. It has been logged for the operator.";
const MESSAGE_MAX_CHARS = 600;

/** Where the first leak starts, or -1. */
function firstLeak(text: string): number {
  let first = -1;
  for (const pattern of LEAKS) {
    const index = text.search(pattern);
    if (index >= 0 && (first < 0 || index < first)) first = index;
  }
  return first;
}

/** The whole clauses before `end` ("Step 2 failed: The image could not be decoded"), without a trailing separator. */
function cleanLead(text: string, end: number): string {
  const before = text.slice(0, end);
  const boundary = Math.max(before.lastIndexOf(": "), before.lastIndexOf(". "), before.lastIndexOf("; "), before.lastIndexOf("\n"));
  return boundary < 0 ? "" : before.slice(0, boundary).trim().replace(/[\s:;,.]+$/, "");
}

/** What a user may read of `error`: its message when clean, else its clean lead and a reason to act on. Pure. */
export function userFacingMessage(error: unknown): string {
  if (!isApiError(error)) return INTERNAL_REASON;
  const message = redactSecrets(error.message).trim();
  const leak = firstLeak(message);
  if (leak < 0) return message.slice(0, MESSAGE_MAX_CHARS);
  const reason = REASONS[error.code] ?? DEFAULT_REASON;
  const lead = cleanLead(message, leak);
  return (lead ? `${lead}. ${reason}` : reason).slice(0, MESSAGE_MAX_CHARS);
}

/** Keeps what went wrong inside (stderr, libvips' words, a host) on the error for the log, out of the user's message. */
export function withLogDetail<E extends Error>(error: E, detail: unknown): E {
  Object.defineProperty(error, "cause", { value: detail, enumerable: false, configurable: true, writable: true });
  return error;
}

/**
 * The error as a user may see it; when that hides anything (a redacted message, a log detail), the
 * full text goes to the log under `context`, e.g. "job job_abc (convert)", so the operator can match the two.
 */
export function userFacingError(error: ApiError, context: string): ApiError {
  const message = userFacingMessage(error);
  const detail = describeDetail(error.cause);
  if (message === error.message && !detail) return error;
  log().error({ code: error.code }, `${context} failed with ${error.code}: ${error.message}${detail ? ` | ${detail}` : ""}`);
  return message === error.message ? error : new ApiError(error.code, message, { status: error.status, headers: error.headers, details: error.details });
}

function describeDetail(cause: unknown): string {
  if (cause === undefined || cause === null) return "";
  if (cause instanceof Error) return cause.message;
  return typeof cause === "string" ? cause : JSON.stringify(cause);
}

import { STATUS_CODES, type IncomingMessage, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { ApiError, type ErrorCode } from "@/lib/core/errors";
import { errorResponse, toErrorResponse } from "./error-response";
import { unfitCharacter } from "@/lib/core/edge-text";
import { log, requestIdOf } from "@/lib/core/log";
import { LIMITS } from "@/lib/platform/config/limits";
import { recordRequest } from "@/lib/platform/metrics/http";

const MAX_TARGET_CHARS = LIMITS.requestTargetChars.value;
const MAX_HEADER_BYTES = LIMITS.requestHeaderBytes.value;
/**
 * Node's own bound on a request's head (request line and headers), given to the server: room for a target
 * and headers each at its limit, so a head under it is refused by the rule it breaks (414 or 431) with a body.
 */
export const REQUEST_HEAD_MAX_BYTES = MAX_TARGET_CHARS + MAX_HEADER_BYTES + 1024;

/**
 * The server entry's check of a request's head, for every path, before any route or Next.js sees it:
 * `414 uri_too_long` past the longest target, `431 headers_too_large` past the headers' bound, and
 * `400 invalid_request` for a path that is not UTF-8 after percent-decoding (`%E0%A4%A`, `%C0%AF`, `%FF`)
 * or holds a NUL. Null lets the request through.
 */
export function refuseRequestHead(request: { url?: string; rawHeaders: string[] }): Response | null {
  const target = request.url ?? "/";
  if (target.length > MAX_TARGET_CHARS) return refusal("uri_too_long", `The path and query are longer than ${MAX_TARGET_CHARS} characters.`);
  let headerBytes = 0;
  for (const text of request.rawHeaders) headerBytes += text.length + 2;
  if (headerBytes > MAX_HEADER_BYTES) return refusal("headers_too_large", `The request's headers are larger than ${MAX_HEADER_BYTES} bytes.`);
  const query = target.indexOf("?");
  let path: string;
  try {
    path = decodeURIComponent(query < 0 ? target : target.slice(0, query));
  } catch {
    return refusal("invalid_request", "The path is not valid UTF-8 after percent-decoding.");
  }
  const unfit = unfitCharacter(path);
  return unfit ? refusal("invalid_request", `The path holds ${unfit}, which no path takes.`) : null;
}

function refusal(code: ErrorCode, message: string): Response {
  return errorResponse(new ApiError(code, message));
}

/**
 * Writes a refusal the server entry made before any route (refuseRequestHead's, a 405) with its
 * `X-Request-Id`, and counts and logs it as a request of no route (`other`), as withApi does for routes.
 */
export function sendEarlyRefusal(message: IncomingMessage, response: ServerResponse, refused: Response): void {
  const startedAt = performance.now();
  const requestId = requestIdOf({ headers: new Headers({ "x-request-id": String(message.headers["x-request-id"] ?? "") }) });
  refused.headers.set("X-Request-Id", requestId);
  response.writeHead(refused.status, Object.fromEntries(refused.headers));
  void refused.arrayBuffer().then((bytes) => {
    response.end(message.method === "HEAD" ? undefined : Buffer.from(bytes));
    recordRequest({ method: message.method ?? "GET", route: "other", status: refused.status, startedAt, requestId });
  });
}

/**
 * Node's 'clientError': its parser refused the request before any handler could. Answers as Node would
 * (431, 408, 400) but with the one JSON error body, and 414 when what overflowed the head was the
 * request line; closes the connection. A reset connection, or one whose answer has begun, is only closed.
 */
export function answerClientError(error: Error & { code?: string; rawPacket?: Buffer }, socket: Socket): void {
  // Node's own rule: write nothing into an answer already under way.
  const answering = (socket as Socket & { _httpMessage?: { headersSent: boolean } })._httpMessage?.headersSent;
  if (error.code === "ECONNRESET" || !socket.writable || answering) return void socket.destroy();
  const [code, message] = clientErrorOf(error);
  const { status, body } = toErrorResponse(new ApiError(code, message));
  log().info({ status, code, parser_error: error.code }, "request refused by the HTTP parser");
  const json = JSON.stringify(body);
  const head = [`HTTP/1.1 ${status} ${STATUS_CODES[status]}`, "Content-Type: application/json", `Content-Length: ${Buffer.byteLength(json)}`, "Connection: close"];
  socket.end(`${head.join("\r\n")}\r\n\r\n${json}`, () => socket.destroy());
}

function clientErrorOf(error: Error & { code?: string; rawPacket?: Buffer }): [ErrorCode, string] {
  switch (error.code) {
    case "HPE_HEADER_OVERFLOW":
      return requestLineOverflowed(error.rawPacket)
        ? ["uri_too_long", `The path and query are longer than ${MAX_TARGET_CHARS} characters.`]
        : ["headers_too_large", `The request's headers are larger than ${MAX_HEADER_BYTES} bytes.`];
    case "HPE_CHUNK_EXTENSIONS_OVERFLOW":
      return ["payload_too_large", "The chunk extensions of the request body are too large."];
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return ["request_timeout", "The request did not arrive in time."];
    default:
      return ["invalid_request", "The request is not valid HTTP/1.1."];
  }
}

/** Whether the bytes that overflowed Node's bound begin a request line too long to end within the target's limit. */
function requestLineOverflowed(packet: Buffer | undefined): boolean {
  if (!packet) return false;
  const start = packet.subarray(0, MAX_TARGET_CHARS + 64).toString("latin1");
  return /^[A-Z]+ /.test(start) && !start.includes("\r\n");
}

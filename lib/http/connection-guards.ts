import type http from "node:http";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { ApiError } from "@/lib/core/errors";
import { env } from "@/lib/platform/config/env";
import { errorResponse, toErrorResponse } from "./error-response";
import { requestHost } from "./forwarded";

/** How often Node looks for requests past headersTimeout or requestTimeout (its default, 30 s, would let a slow head live 50 s). */
export const CONNECTIONS_CHECK_MS = 2_000;
/** After an answer, a body the handler never read gets this long to end before its connection is closed. */
const UNREAD_BODY_GRACE_MS = 1_000;
/** Host names that always reach this server: a local health check or the operator's CLI, never a rebound DNS name. */
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Node's own bounds on a request: its head within HTTP_HEADERS_TIMEOUT_SECONDS, all of it within HTTP_REQUEST_TIMEOUT_SECONDS. */
export function applyHttpTimeouts(server: http.Server): void {
  const { HTTP_HEADERS_TIMEOUT_SECONDS, HTTP_REQUEST_TIMEOUT_SECONDS } = env();
  server.headersTimeout = HTTP_HEADERS_TIMEOUT_SECONDS * 1000;
  // Node requires the whole request's bound to be at least the head's.
  server.requestTimeout = Math.max(HTTP_REQUEST_TIMEOUT_SECONDS, HTTP_HEADERS_TIMEOUT_SECONDS) * 1000;
}

/**
 * Bounds a request's body: dropped when it sends nothing for HTTP_BODY_IDLE_SECONDS, and when it is
 * not an authenticated API call's (outside /api/v1, or with no credential at all) when it has not
 * arrived whole within that long, however slowly it trickles. API routes authenticate before they
 * read a body, and a body still unread once the answer is sent is not waited for: so a body with a
 * made-up credential is cut as soon as it is refused.
 */
export function guardRequestBody(request: IncomingMessage, response: ServerResponse): void {
  if (!hasBody(request)) return;
  const limitMs = env().HTTP_BODY_IDLE_SECONDS * 1000;
  const { socket } = request;
  const timers: NodeJS.Timeout[] = [];
  let done = false;
  // Only a body still arriving is dropped: one received whole waits for its handler however long.
  const drop = () => {
    if (!done && !request.complete) socket.destroy();
  };
  const finish = () => {
    done = true;
    for (const timer of timers) clearTimeout(timer);
    socket.setTimeout(0);
    // A kept-alive connection carries many requests: nothing of this one stays on its socket.
    socket.off("timeout", drop);
    socket.off("close", finish);
  };
  socket.setTimeout(limitMs);
  socket.on("timeout", drop);
  if (!isCredentialedApiCall(request)) timers.push(setTimeout(drop, limitMs).unref());
  request.once("end", finish);
  socket.once("close", finish);
  response.once("finish", () => {
    if (request.complete) finish();
    else timers.push(setTimeout(drop, UNREAD_BODY_GRACE_MS).unref());
  });
}

function hasBody(request: IncomingMessage): boolean {
  const length = request.headers["content-length"];
  return request.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

/** A call under /api/v1 or to MCP that carries a credential (a bearer key or token, or a session cookie); checked by the route before it reads the body. */
function isCredentialedApiCall(request: IncomingMessage): boolean {
  const url = request.url ?? "";
  if (!url.startsWith("/api/v1/") && url !== "/api/mcp" && !url.startsWith("/api/mcp?")) return false;
  return Boolean(request.headers.authorization) || /(?:^|;\s*)(?:__Host-)?dr_session=/.test(request.headers.cookie ?? "");
}

/**
 * With PUBLIC_BASE_URL or ALLOWED_HOSTS set, a request must name one of those hosts (or a loopback
 * name, for local health checks); any other `Host` is answered `421 misdirected_request`, so a page
 * on a DNS name rebound to this server's address cannot read its answers. Without either, null.
 */
export function refuseMisdirected(request: IncomingMessage): Response | null {
  const { PUBLIC_BASE_URL, ALLOWED_HOSTS } = env();
  if (!PUBLIC_BASE_URL && !ALLOWED_HOSTS) return null;
  const host = requestHost(headersOf(request));
  // A Host no URL can hold is bad input (400), not another site's name (421).
  if (host && !URL.canParse(`http://${host}/`)) return errorResponse(new ApiError("invalid_request", "The Host header names no host."));
  if (host && isServedHost(host, PUBLIC_BASE_URL, ALLOWED_HOSTS)) return null;
  return errorResponse(misdirected());
}

const misdirected = () => new ApiError("misdirected_request", "This server does not answer for the host this request names.");

function isServedHost(host: string, publicBaseUrl: string | undefined, allowed: string[] | undefined): boolean {
  const name = host.replace(/:\d+$/, "");
  if (LOOPBACK_HOSTS.has(name)) return true;
  const entries = [...(allowed ?? []), ...(publicBaseUrl ? [new URL(publicBaseUrl).host] : [])].map((entry) => entry.toLowerCase());
  // An entry with a port allows that host and port; one without, the host on any port (as base-url.ts reads ALLOWED_HOSTS).
  return entries.some((entry) => entry === host || entry === name);
}

function headersOf(request: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) if (typeof value === "string") headers.set(name, value);
  return headers;
}

/**
 * A WebSocket upgrade, refused: the production server serves none (Next's development reload socket
 * is the only one, and only under `npm run dev`). Answered 404 with the one error body, then closed.
 */
export function refuseUpgrade(request: IncomingMessage, socket: Duplex): void {
  const refusal = refuseMisdirected(request) ? misdirected() : new ApiError("not_found", "This server takes no WebSocket connections.");
  const { status, body } = toErrorResponse(refusal);
  const text = JSON.stringify(body);
  const reason = status === 421 ? "Misdirected Request" : "Not Found";
  socket.on("error", () => socket.destroy());
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`);
}

/**
 * The production server's upgrades: every one refused, before Next's own handler (which Next adds on
 * the first request) can take it. Development keeps Next's reload socket.
 */
export function refuseUpgrades(server: http.Server): void {
  server.prependListener("upgrade", refuseUpgrade);
  // Next's listener, added later, must not touch a socket already answered.
  const addListener = server.on.bind(server);
  server.on = ((event: string, listener: (...args: unknown[]) => void) => (event === "upgrade" ? server : addListener(event, listener))) as typeof server.on;
  server.addListener = server.on;
}

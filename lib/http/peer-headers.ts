import type { IncomingMessage, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import { PEER_ADDRESS_HEADER, PEER_PROTO_HEADER } from "./forwarded";

/** The path and query the client asked for, as the server entry saw it: a layout reads it to send a signed-out visitor to sign-in and back. */
export const REQUEST_PATH_HEADER = "x-darkroom-request-path";
import { strictTransportSecurity } from "./strict-transport";

/**
 * Next.js hides the socket from route handlers and fills `X-Forwarded-For` from it only when the
 * client sent none, so a client could pick its own address. The server entry calls this on each
 * request before Next sees it: the socket's address and protocol, and the path asked for (a layout
 * cannot see it), overwriting any copy a client sent.
 * Each answer also gets `Strict-Transport-Security` when PUBLIC_BASE_URL is https: decided here, at
 * run time, since next.config.js headers are fixed when the app is built.
 */
export function stampPeerHeaders(request: IncomingMessage, response: ServerResponse): void {
  const hsts = strictTransportSecurity();
  if (hsts) response.setHeader("Strict-Transport-Security", hsts);
  request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? "unknown";
  request.headers[PEER_PROTO_HEADER] = (request.socket as TLSSocket).encrypted ? "https" : "http";
  request.headers[REQUEST_PATH_HEADER] = request.url ?? "/";
}

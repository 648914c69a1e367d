import type { IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";
import { PEER_ADDRESS_HEADER, PEER_PROTO_HEADER } from "./forwarded";

/**
 * Next.js hides the socket from route handlers and fills `X-Forwarded-For` from it only when the
 * client sent none, so a client could pick its own address. The server entry calls this on each
 * request before Next sees it: the socket's address and protocol, overwriting any copy a client sent.
 */
export function stampPeerHeaders(request: IncomingMessage): void {
  request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? "unknown";
  request.headers[PEER_PROTO_HEADER] = (request.socket as TLSSocket).encrypted ? "https" : "http";
}

import http from "node:http";
import type { TLSSocket } from "node:tls";
import { PEER_ADDRESS_HEADER, PEER_PROTO_HEADER } from "./forwarded";
import { strictTransportSecurity } from "./strict-transport";

const holder = globalThis as unknown as { __darkroomPeerHeaders?: boolean };

/**
 * Next.js hides the socket from route handlers and fills `X-Forwarded-For` from it only when the
 * client sent none, so a client could pick its own address. Every HTTP server of this process now
 * stamps the socket's address and protocol on each request first, overwriting any copy a client sent.
 * Each answer also gets `Strict-Transport-Security` when PUBLIC_BASE_URL is https: decided here, at
 * run time, since next.config.js headers are fixed when the app is built.
 */
export function stampPeerHeaders(): void {
  if (holder.__darkroomPeerHeaders) return;
  holder.__darkroomPeerHeaders = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === "request") {
      const request = args[0] as http.IncomingMessage;
      request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? "unknown";
      request.headers[PEER_PROTO_HEADER] = (request.socket as TLSSocket).encrypted ? "https" : "http";
      const hsts = strictTransportSecurity();
      if (hsts) (args[1] as http.ServerResponse).setHeader("Strict-Transport-Security", hsts);
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof emit;
}

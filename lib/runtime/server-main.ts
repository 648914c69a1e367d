// npm start (dist/server.mjs, through scripts/start.mjs) and npm run dev (with --dev): the web process.
// One HTTP server around Next's request handler; this file owns the process, Next only answers requests.
import { announce, log, logFatal } from "@/lib/core/log";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { answerClientError, refuseRequestHead, REQUEST_HEAD_MAX_BYTES, sendEarlyRefusal } from "@/lib/http/request-head";
import { corsFor } from "@/lib/http/cors";
import http from "node:http";
import type { Socket } from "node:net";
import { toErrorResponse } from "@/lib/http/error-response";
import { SETUP_TOKEN_HOURS, setupTokenIfNoOperator } from "@/lib/domain/admin/setup-token";
import { stampPeerHeaders } from "@/lib/http/peer-headers";
import { withSocketRequest } from "@/lib/platform/inputs/body-stream";
import { answerBeforeNext } from "@/lib/http/before-next";
import { env } from "@/lib/platform/config/env";
import { drainOnSignals, startServerRuntime } from "@/lib/runtime/server-runtime";
import { applyHttpTimeouts, CONNECTIONS_CHECK_MS, guardRequestBody, refuseMisdirected, refuseUpgrades } from "@/lib/http/connection-guards";

const dev = process.argv.includes("--dev");

async function main(): Promise<void> {
  // As `next dev` and `next start` set it, before Next and React load (process.env's NODE_ENV is typed read-only).
  Object.assign(process.env, { NODE_ENV: dev ? "development" : process.env.NODE_ENV || "production" });
  const runtime = await startServerRuntime({ role: "web" });
  const { PORT, HOSTNAME_BIND } = env();
  const server = http.createServer({ maxHeaderSize: REQUEST_HEAD_MAX_BYTES, connectionsCheckingInterval: CONNECTIONS_CHECK_MS });
  // A slow head, a whole request, an idle or trickled body: each bounded (HTTP_*_SECONDS).
  applyHttpTimeouts(server);
  // No WebSocket in production (Next would take upgrades on /_next/*); development keeps its reload socket.
  if (!dev) refuseUpgrades(server);
  // What Node's parser refuses (a head too large, bytes that are no HTTP) is answered with the one JSON error body.
  server.on("clientError", answerClientError);
  const connections = trackConnections(server);
  const { default: next } = await import("next");
  const app = next({ dev, dir: process.cwd(), hostname: HOSTNAME_BIND, port: PORT, httpServer: server });
  let closing = false;
  drainOnSignals(runtime, (graceMs) => {
    closing = true;
    // Development finishes nothing: its requests are a browser's, and its reload socket would hold the grace.
    return closeHttp(server, connections, dev ? 0 : graceMs).then(() => app.close());
  });
  await app.prepare();
  // Development's reload socket (/_next/hmr): a custom server hands upgrades to Next itself.
  if (dev) server.on("upgrade", app.getUpgradeHandler());
  const handle = app.getRequestHandler();
  server.on("request", (request: http.IncomingMessage, response: http.ServerResponse) => {
    // A kept-alive connection would otherwise carry new requests through the whole grace period.
    if (closing) response.setHeader("connection", "close");
    stampPeerHeaders(request, response);
    guardRequestBody(request, response);
    // CORS for an allowed origin: set on the answer before anything writes it, so every door below carries it, refusals too.
    const cors = corsFor(request);
    for (const [name, value] of Object.entries(cors?.headers ?? {})) response.setHeader(name, value);
    // A head the edge refuses (too long, a path that is no UTF-8), a preflight and a method a contracted path lacks are
    // answered here, once for every route, before Next reads any body.
    // A Host that is not this instance's (DNS rebinding) is 421 before anything else reads the request.
    const refused = refuseRequestHead(request) ?? refuseMisdirected(request) ?? cors?.preflight ?? methodNotAllowed(request);
    if (refused) return sendEarlyRefusal(request, response, refused);
    const answered = answerBeforeNext(request, response) ?? withSocketRequest(request, () => handle(request, response));
    answered.catch((error: unknown) => {
      if (response.headersSent) return void response.destroy();
      const { status, body } = toErrorResponse(error);
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(PORT, HOSTNAME_BIND, resolve);
  });
  await printFirstStep();
}

/** Every open connection, upgraded ones (websockets) included, which `closeAllConnections` does not reach. */
function trackConnections(server: http.Server): Set<Socket> {
  const connections = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    connections.add(socket);
    socket.once("close", () => connections.delete(socket));
  });
  return connections;
}

/** Stops accepting, lets requests in flight finish for `graceMs`, then cuts the rest (event streams never end by themselves). */
function closeHttp(server: http.Server, connections: Set<Socket>, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const cut = setTimeout(() => {
      for (const socket of connections) socket.destroy();
    }, graceMs);
    server.close(() => {
      clearTimeout(cut);
      resolve();
    });
  });
}

/** The setup link while there is no operator, else how to issue a key. */
async function printFirstStep(): Promise<void> {
  const { PORT, HOSTNAME_BIND, PUBLIC_BASE_URL } = env();
  const base = PUBLIC_BASE_URL ?? `http://${["0.0.0.0", "::"].includes(HOSTNAME_BIND) ? "localhost" : HOSTNAME_BIND}:${PORT}`;
  const token = await setupTokenIfNoOperator();
  if (token) announce(`Set up this Darkroom (one use, valid ${SETUP_TOKEN_HOURS} h): ${base}/setup?token=${token}`);
  log().info(
    token
      ? `This instance has no operator yet. Create it at ${base}/setup?token=${token} (one use, valid ${SETUP_TOKEN_HOURS} h), ` +
          `or from another terminal: npx darkroom operator create --email you@example.com`
      : `Issue a key from another terminal: npx darkroom keys create --email you@example.com --plan business --credits 1000`,
  );
}

main().catch((error: unknown) => {
  logFatal(`[darkroom] cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { once } from "node:events";
import type { AddressInfo, Socket } from "node:net";
import { Readable } from "node:stream";

type Handler = (request: Request) => Promise<Response> | Response;
type Method = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
export type RouteModule = Partial<Record<Method, Handler>>;

export type ServedRoute = { url: string; close(): Promise<void> };

/**
 * Serves one route module's exported handlers on 127.0.0.1, as Next.js would: the node request
 * becomes a `Request` and the `Response` is written back, both bodies streamed (SSE included).
 */
export async function serveRoute(route: RouteModule, { path = "/" }: { path?: string } = {}): Promise<ServedRoute> {
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    respond(route, req, res).catch((error: unknown) => {
      console.error("[http-adapter] handler failed", error);
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" }).end("handler failed");
      else res.destroy();
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    close: async () => {
      // Open SSE streams would keep close() waiting; the test is over.
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function respond(route: RouteModule, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const handler = route[(req.method ?? "GET") as keyof RouteModule];
  if (!handler) {
    res.writeHead(405, { allow: Object.keys(route).join(", ") }).end();
    return;
  }
  const aborted = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) aborted.abort();
  });
  const response = await handler(toRequest(req, aborted.signal));
  await writeResponse(response, res);
}

function toRequest(req: IncomingMessage, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers,
    signal,
    ...(hasBody ? { body: Readable.toWeb(req) as unknown as ReadableStream<Uint8Array>, duplex: "half" } : {}),
  };
  return new Request(new URL(req.url ?? "/", `http://${req.headers.host ?? "127.0.0.1"}`), init);
}

async function writeResponse(response: Response, res: ServerResponse): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("set-cookie", cookies);
  if (!response.body) {
    res.end();
    return;
  }
  res.flushHeaders();
  const reader = response.body.getReader();
  res.on("close", () => {
    if (!res.writableFinished) void reader.cancel().catch(() => {});
  });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!res.write(value)) await Promise.race([once(res, "drain"), once(res, "close")]);
    }
    res.end();
  } catch {
    res.destroy();
  }
}

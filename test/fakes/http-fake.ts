import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import Busboy from "@fastify/busboy";

/** What a fake provider received: parsed JSON or multipart fields and files, and every header. */
export type RecordedRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  json?: unknown;
  fields: Record<string, string>;
  files: Record<string, RecordedFile>;
  bodyBytes: number;
};

export type RecordedFile = { fileName: string; mime: string; bytes: Buffer };

/** A canned answer served instead of the normal one, once, to the next request whose path contains `path`. */
export type ScriptedFailure = { status: number; body?: unknown; headers?: Record<string, string>; path?: string };

export type FakeReply = { status: number; json?: unknown; bytes?: Buffer; headers?: Record<string, string> };

export type FakeCore = {
  origin: string;
  port: number;
  requests: RecordedRequest[];
  close(): Promise<void>;
};

type CoreOptions = {
  /** Checked for every request whose path starts with `protectedPrefix`; a falsy result answers `unauthorized`. */
  authorize: (request: RecordedRequest) => boolean;
  unauthorized: (request: RecordedRequest) => FakeReply;
  protectedPrefix: string;
  failures: () => ScriptedFailure[];
  delayMs: () => number;
  route: (request: RecordedRequest) => Promise<FakeReply> | FakeReply;
  /** A fixed port, for a server configured before the fake starts (e2e); a free one otherwise. */
  port?: number;
};

const MAX_BODY_BYTES = 200 * 1024 ** 2;

/** A real HTTP server on 127.0.0.1 and a random (or the given) port; each fake provider supplies its routes. */
export async function startHttpFake(options: CoreOptions): Promise<FakeCore> {
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, { status: 500, json: { error: { message: `fake server failure: ${String(error)}` } } });
      else res.destroy();
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const recorded = await record(req);
    requests.push(recorded);
    const delay = options.delayMs();
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    if (res.destroyed) return;
    if (recorded.path.startsWith(options.protectedPrefix) && !options.authorize(recorded)) return send(res, options.unauthorized(recorded));
    const queue = options.failures();
    const index = queue.findIndex((failure) => !failure.path || recorded.path.includes(failure.path));
    if (index >= 0) {
      const [failure] = queue.splice(index, 1);
      return send(res, { status: failure.status, json: failure.body, headers: failure.headers });
    }
    send(res, await options.route(recorded));
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function send(res: ServerResponse, reply: FakeReply): void {
  const headers: Record<string, string> = { ...reply.headers };
  let body: Buffer | undefined = reply.bytes;
  if (reply.json !== undefined) {
    body = Buffer.from(JSON.stringify(reply.json));
    headers["content-type"] ??= "application/json";
  }
  res.writeHead(reply.status, { ...headers, ...(body && { "content-length": String(body.length) }) });
  res.end(body);
}

async function record(req: IncomingMessage): Promise<RecordedRequest> {
  const headers = Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(", ") : (value ?? "")]));
  const base: RecordedRequest = { method: req.method ?? "GET", path: new URL(req.url ?? "/", "http://fake").pathname, headers, fields: {}, files: {}, bodyBytes: 0 };
  const type = headers["content-type"] ?? "";
  if (type.startsWith("multipart/form-data")) return { ...base, ...(await readMultipart(req)) };
  const body = await readBody(req);
  const parsed = { ...base, bodyBytes: body.length };
  if (type.includes("json") && body.length > 0) {
    try {
      return { ...parsed, json: JSON.parse(body.toString("utf8")) };
    } catch {
      return parsed;
    }
  }
  return parsed;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new Error("request body too large");
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function readMultipart(req: IncomingMessage): Promise<Pick<RecordedRequest, "fields" | "files" | "bodyBytes">> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const files: Record<string, RecordedFile> = {};
    let bodyBytes = 0;
    const parser = Busboy({ headers: { ...req.headers, "content-type": req.headers["content-type"] ?? "" }, limits: { fileSize: MAX_BODY_BYTES, fieldSize: 10 * 1024 ** 2 } });
    parser.on("field", (name, value) => {
      fields[name] = value;
      bodyBytes += value.length;
    });
    parser.on("file", (name, stream, fileName, _encoding, mimeType) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const bytes = Buffer.concat(chunks);
        bodyBytes += bytes.length;
        files[name] = { fileName: fileName ?? "", mime: mimeType, bytes };
      });
    });
    parser.on("finish", () => resolve({ fields, files, bodyBytes }));
    parser.on("error", reject);
    req.pipe(parser);
  });
}

/** The bearer token of a recorded request, if any. */
export function bearerOf(request: RecordedRequest): string | undefined {
  return /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
}

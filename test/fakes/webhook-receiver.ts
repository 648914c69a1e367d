import http from "node:http";
import type { AddressInfo, Socket } from "node:net";

/** One message as it arrived: the raw body (what the signature covers) and every header. */
export type ReceivedMessage = { path: string; headers: Record<string, string>; body: string };

export type WebhookReceiver = {
  /** `http://127.0.0.1:<port>`; any path is an endpoint. */
  origin: string;
  port: number;
  received: ReceivedMessage[];
  /** Statuses to answer on `path`, once each, in order, before answering 200 again. */
  answerNext(path: string, ...statuses: number[]): void;
  close(): Promise<void>;
};

/** A webhook endpoint on 127.0.0.1 that records what it receives; `answerBody` is sent with every answer. */
export async function startWebhookReceiver({ port = 0, answerBody = "ok" }: { port?: number; answerBody?: string } = {}): Promise<WebhookReceiver> {
  const received: ReceivedMessage[] = [];
  const scripted = new Map<string, number[]>();
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const headers = Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, String(value)]));
      const path = req.url ?? "/";
      received.push({ path, headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(scripted.get(path)?.shift() ?? 200, { "content-type": "text/plain" }).end(answerBody);
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${bound}`,
    port: bound,
    received,
    answerNext: (path, ...statuses) => scripted.set(path, [...(scripted.get(path) ?? []), ...statuses]),
    close: () =>
      new Promise((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}

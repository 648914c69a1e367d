import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";

export type CuttingProxy = { url: string; cuts: number; connections: number; close: () => Promise<void> };

/**
 * A TCP proxy on 127.0.0.1 in front of `target` that drops the connection once, after `cutAfterBytes`
 * bytes went from client to server in all: a dropped connection in the middle of an upload.
 */
export async function cuttingProxy({ target, cutAfterBytes }: { target: string; cutAfterBytes: number }): Promise<CuttingProxy> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<net.Socket>();
  let forwarded = 0;
  const state = { cuts: 0, connections: 0 };
  const server = net.createServer((client) => {
    state.connections++;
    const upstream = net.connect(Number(port), hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => undefined);
    }
    client.on("data", (chunk: Buffer) => {
      forwarded += chunk.length;
      if (state.cuts === 0 && forwarded > cutAfterBytes) {
        state.cuts++;
        client.destroy();
        upstream.destroy();
        return;
      }
      upstream.write(chunk);
    });
    upstream.pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get cuts() {
      return state.cuts;
    },
    get connections() {
      return state.connections;
    },
    close: () =>
      new Promise((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}

export type FailingProxy = { url: string; replaced: number; close: () => Promise<void> };

/**
 * An HTTP proxy that lets the first request matching `when` reach the server, keeps the server's
 * answer from the client and says `503` with `Retry-After: 1` instead: work done, answer lost.
 */
export async function answerLostProxy({ target, when }: { target: string; when: (request: http.IncomingMessage) => boolean }): Promise<FailingProxy> {
  const state = { replaced: 0 };
  const server = http.createServer((request, response) => {
    const replace = state.replaced === 0 && when(request);
    if (replace) state.replaced++;
    const upstream = http.request(new URL(request.url ?? "/", target), { method: request.method, headers: request.headers }, (answer) => {
      if (!replace) {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        return;
      }
      answer.resume();
      answer.on("end", () => {
        response.writeHead(503, { "content-type": "application/json", "retry-after": "1" });
        response.end(JSON.stringify({ error: { code: "unavailable", message: "The proxy lost the answer." } }));
      });
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get replaced() {
      return state.replaced;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

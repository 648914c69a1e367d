// A TCP proxy a test controls, in front of PostgreSQL, Redis or S3: `cut()` resets every open connection
// and refuses new ones (the port is closed), `blackhole()` keeps connections open but forwards nothing
// until `restore()` (a network that drops every packet: TCP delivers the held bytes once it is back),
// `latency(ms)` delays every chunk, `restore()` forwards again.
import net from "node:net";

export type TcpProxy = {
  port: number;
  /** host:port of the proxy, to put in a URL in place of the target's. */
  address: string;
  cut(): Promise<void>;
  blackhole(): void;
  latency(ms: number): void;
  restore(): Promise<void>;
  /** Connections open through the proxy now. */
  open(): number;
  close(): Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }, port = 0): Promise<TcpProxy> {
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  let mode: "up" | "blackhole" | "cut" = "up";
  let delayMs = 0;

  const held: Array<() => void> = [];

  const relay = (from: net.Socket, to: net.Socket) =>
    from.on("data", (chunk) => {
      const send = () => to.writable && to.write(chunk);
      if (mode === "blackhole") held.push(send);
      else if (mode === "cut") return;
      else if (delayMs === 0) send();
      // In order: each chunk waits the same time after the one before it.
      else setTimeout(send, delayMs);
    });

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on("error", end).on("close", end);
    upstream.on("error", end).on("close", end);
    relay(client, upstream);
    relay(upstream, client);
  });
  const listen = () => new Promise<void>((resolve, reject) => server.once("error", reject).listen(port, "127.0.0.1", () => resolve()));
  await listen();
  port = (server.address() as net.AddressInfo).port;

  return {
    port,
    address: `127.0.0.1:${port}`,
    async cut() {
      mode = "cut";
      held.length = 0;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const { client, upstream } of pairs) {
        client.resetAndDestroy();
        upstream.destroy();
      }
      pairs.clear();
      await closed;
    },
    blackhole() {
      mode = "blackhole";
    },
    latency(ms) {
      delayMs = ms;
    },
    async restore() {
      delayMs = 0;
      if (mode === "cut") await listen();
      mode = "up";
      for (const send of held.splice(0)) send();
    },
    open: () => pairs.size,
    async close() {
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

import http from "node:http";
import type { AddressInfo } from "node:net";
import { errorResponse } from "./error-response";
import { log } from "@/lib/core/log";
import { assertMetricsAccess, scrape } from "./metrics-scrape";

/** GET /metrics for a request; anything else on this port is 404. */
async function answer(method: string, pathname: string, headers: Headers): Promise<Response> {
  if (method !== "GET" || pathname !== "/metrics") return Response.json({ error: { code: "not_found", message: "Only GET /metrics is served here." } }, { status: 404 });
  try {
    assertMetricsAccess(new Request("http://worker/metrics", { headers }));
    const { body, contentType } = await scrape();
    return new Response(body, { headers: { "content-type": contentType, "cache-control": "no-store" } });
  } catch (error) {
    return errorResponse(error);
  }
}

/**
 * `npm run worker` has no web server; with METRICS_PORT it serves its own `GET /metrics` (same
 * tokens), so the job counters of a worker-only process can be scraped too.
 */
export function serveMetrics(port: number, host = "0.0.0.0"): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    void answer(req.method ?? "GET", new URL(req.url ?? "/", "http://worker").pathname, headers).then(async (response) => {
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      log().info({ port: (server.address() as AddressInfo).port }, "metrics served on GET /metrics");
      resolve(server);
    });
  });
}

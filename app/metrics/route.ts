import { withApi } from "@darkroom/lib/http/with-api";
import { assertMetricsAccess, scrape } from "@darkroom/lib/http/metrics-scrape";

// GET /metrics — Prometheus text format; Authorization: Bearer <METRICS_TOKEN or the admin token>
export const GET = withApi(
  async ({ request }) => {
    assertMetricsAccess(request);
    const { body, contentType } = await scrape();
    return new Response(body, { headers: { "content-type": contentType, "cache-control": "no-store" } });
  },
  { auth: "none", route: "/metrics" },
);

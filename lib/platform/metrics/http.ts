import { log } from "@/lib/core/log";
import { metrics } from "./registry";

/**
 * The route template of a request to a route without a contract, from its path and params:
 * `/api/admin/keys/key_1` with `{ id: "key_1" }` is `/api/admin/keys/{id}`. Labels and log lines
 * never carry raw ids or review tokens; a path the params do not explain is `other`.
 */
export function routeTemplate(pathname: string, params: Record<string, string | string[]>): string {
  const segments = pathname.split("/");
  const names = new Map<string, string>();
  let tail = 0;
  let tailName = "";
  for (const [name, value] of Object.entries(params)) {
    if (Array.isArray(value)) [tail, tailName] = [value.length, name];
    else names.set(value, name);
  }
  const head = tail > 0 ? segments.slice(0, -tail) : segments;
  let matched = 0;
  const template = head.map((segment) => {
    const name = names.get(decoded(segment));
    if (name === undefined) return segment;
    matched++;
    return `{${name}}`;
  });
  if (matched < names.size) return "other";
  return [...template, ...(tail > 0 ? [`{${tailName}}`] : [])].join("/");
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** One API request answered: the request counters and one JSON log line. */
export function recordRequest(r: { method: string; route: string; status: number; startedAt: number; requestId: string; accountId?: string }): void {
  const seconds = (performance.now() - r.startedAt) / 1000;
  const m = metrics();
  m.httpRequests.inc({ method: r.method, route: r.route, status: String(r.status) });
  m.httpDuration.observe({ method: r.method, route: r.route }, seconds);
  log().info(
    { method: r.method, route: r.route, status: r.status, duration_ms: Math.round(seconds * 10_000) / 10, request_id: r.requestId, ...(r.accountId ? { account_id: r.accountId } : {}) },
    "request",
  );
}

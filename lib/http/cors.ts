import type { IncomingMessage } from "node:http";
import { env } from "@/lib/platform/config/env";
import { LIMITS } from "@/lib/platform/config/limits";
import { contractsAt } from "./contract-registry";
import { IDEMPOTENCY_KEY_HEADER, REPLAYED_HEADER, takesIdempotencyKey } from "./idempotency";

/** What a browser client may read of an answer besides the safelisted headers: tus, the budget, replays, the upload's job. */
export const CORS_EXPOSED_HEADERS = [
  "Location",
  "Upload-Offset",
  "Upload-Length",
  "Upload-Expires",
  "Tus-Resumable",
  "Retry-After",
  "RateLimit-Limit",
  "RateLimit-Remaining",
  "RateLimit-Reset",
  REPLAYED_HEADER,
  "Darkroom-Job-Id",
  "Darkroom-Run-Id",
  "X-Request-Id",
  "WWW-Authenticate",
];

/** Headers every API request may send; a route adds those its contract names (tus) and Idempotency-Key where it takes one. */
const REQUEST_HEADERS = ["Authorization", "Content-Type", "X-Request-Id"];

/** The paths CORS covers: the REST API, tus included. Pages, delivery URLs and MCP stay same-origin or need none. */
const CORS_PATH = /^\/api\/v1(\/|$)/;

export type Cors = {
  /** Set on the answer, whatever answers it: a route, the server entry's refusals, an error. */
  headers: Record<string, string>;
  /** A preflight (OPTIONS with Access-Control-Request-Method), answered here. */
  preflight: Response | null;
};

/**
 * CORS for one request, decided once by the server entry before anything answers it, so every door
 * (Next's routes, the hot paths of before-next.ts, 405s, 401/429/400 refusals) carries the same headers.
 * Only origins in CORS_ALLOWED_ORIGINS get any; never credentials mode: a browser sends an API key or an
 * upload token as a bearer header, never the Workbench cookie. Null for any other request.
 */
export function corsFor(request: Pick<IncomingMessage, "method" | "url" | "headers">): Cors | null {
  const origin = request.headers.origin;
  const pathname = (request.url ?? "/").split("?")[0];
  if (!origin || !CORS_PATH.test(pathname) || !isAllowedOrigin(origin)) return null;
  const headers = { "Access-Control-Allow-Origin": origin, "Access-Control-Expose-Headers": CORS_EXPOSED_HEADERS.join(", "), Vary: "Origin" };
  const asked = request.headers["access-control-request-method"];
  if (request.method !== "OPTIONS" || !asked) return { headers, preflight: null };
  const contracts = contractsAt(pathname);
  if (!contracts.length) return { headers, preflight: null };
  const methods = [...new Set([...contracts.map((c) => c.method as string), ...(contracts.some((c) => c.method === "GET") ? ["HEAD"] : [])])].sort();
  const names = new Set(REQUEST_HEADERS);
  for (const contract of contracts) {
    for (const name of Object.keys(contract.headers ?? {})) names.add(name);
    if (takesIdempotencyKey({ method: contract.method, path: pathname, authenticated: contract.auth !== "none" })) names.add(IDEMPOTENCY_KEY_HEADER);
  }
  const preflight = new Response(null, {
    status: 204,
    headers: {
      ...headers,
      "Access-Control-Allow-Methods": methods.join(", "),
      "Access-Control-Allow-Headers": [...names].join(", "),
      "Access-Control-Max-Age": String(LIMITS.corsPreflightSeconds.value),
      Allow: [...new Set([...methods, "OPTIONS"])].sort().join(", "),
      Vary: "Origin, Access-Control-Request-Method, Access-Control-Request-Headers",
    },
  });
  return { headers, preflight };
}

function isAllowedOrigin(origin: string | string[]): boolean {
  return typeof origin === "string" && (env().CORS_ALLOWED_ORIGINS ?? []).includes(origin.toLowerCase());
}

/** Drops CORS headers a library set on its own (@tus/server's), so the server entry's are the only ones. */
export function withoutCorsHeaders(response: Response): Response {
  for (const name of [...response.headers.keys()]) if (name.startsWith("access-control-")) response.headers.delete(name);
  return response;
}

import { methodsOf } from "./contract-registry";
import { ApiError } from "@/lib/core/errors";
import { errorResponse } from "./error-response";

/** Paths whose route answers every method itself: MCP checks the key first and refuses in JSON-RPC. */
const OWN_REFUSALS = new Set(["/api/mcp"]);

/**
 * The one place a method a known path lacks is answered: 405 method_not_allowed with `Allow` read from
 * the contracts (Next.js would answer an empty 405), and OPTIONS with 204 and the same `Allow` unless the
 * path's contract has an OPTIONS of its own (tus). Null lets the request through: a method the path has
 * (HEAD wherever GET is, as Next.js answers it), or a path no contract knows. The server entry calls it
 * before Next.js, with a Request or a node IncomingMessage (whose `url` is a bare path), so no body is read.
 */
export function methodNotAllowed(request: { method?: string; url?: string }): Response | null {
  const method = (request.method ?? "GET").toUpperCase();
  const { pathname } = new URL(request.url ?? "/", "http://localhost");
  if (OWN_REFUSALS.has(pathname.replace(/\/+$/, ""))) return null;
  const methods = methodsOf(pathname);
  if (methods.length === 0 || methods.includes(method)) return null;
  const allow = [...new Set([...methods, "OPTIONS"])].sort().join(", ");
  if (method === "OPTIONS") return new Response(null, { status: 204, headers: { Allow: allow } });
  return errorResponse(new ApiError("method_not_allowed", `${method} is not allowed here; this path answers ${allow}.`, { headers: { Allow: allow } }));
}

import { methodsOf } from "./contract-registry";
import { ApiError, errorResponse } from "@/lib/core/errors";

/**
 * Every route file re-exports these (`export * from "@/lib/http/method-not-allowed"`); its own
 * handlers shadow them, so a method the route lacks answers 405 with `Allow` instead of Next.js's
 * empty 405. HEAD is left out so that Next.js keeps answering HEAD from a route's own GET.
 */
function allowOf(request: Request): string {
  return [...new Set([...methodsOf(new URL(request.url).pathname), "OPTIONS"])].sort().join(", ");
}

async function notAllowed(request: Request): Promise<Response> {
  const allow = allowOf(request);
  return errorResponse(new ApiError("method_not_allowed", `${request.method} is not allowed here; this path answers ${allow}.`, { headers: { Allow: allow } }));
}

async function options(request: Request): Promise<Response> {
  return new Response(null, { status: 204, headers: { Allow: allowOf(request) } });
}

export { notAllowed as GET, notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE, options as OPTIONS };

import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import { ApiError, errorResponse } from "@/lib/core/errors";
import { resolveDelivery } from "@/lib/domain/delivery/variants";
import { handle } from "@/lib/http/contract-route";
import { DeliverContract, HeadDeliverContract } from "@/lib/http/contracts/delivery";
import { serveDelivered } from "@/lib/http/serve-delivered";
import type { ApiContext } from "@/lib/http/with-api";

type DeliveryParams = { asset: string; transform: string; signature: string };

/**
 * What every delivery answer carries besides its own headers: a delivered file is a customer's upload
 * on this origin, not a page, so it may run no script, load nothing and be framed by nobody.
 */
const DELIVERED_FILE_HEADERS = {
  "Content-Security-Policy": "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
};

// GET /d/{asset}/{transform}/{signature} — a stable, signed, cacheable delivery URL (no key)
async function deliver({ request, params }: ApiContext<DeliveryParams, "none">) {
  const delivered = await resolveDelivery({ assetId: params.asset, segment: params.transform, signature: params.signature, accept: request.headers.get("accept") });
  return serveDelivered(request, delivered);
}

function withFileHeaders(route: (request: Request, context?: { params: Promise<DeliveryParams> }) => Promise<Response>) {
  return async (request: Request, context?: { params: Promise<DeliveryParams> }): Promise<Response> => {
    const response = await route(request, context);
    for (const [name, value] of Object.entries(DELIVERED_FILE_HEADERS)) response.headers.set(name, value);
    return response;
  };
}

export const deliverGet = withFileHeaders(handle(DeliverContract, deliver));
export const deliverHead = withFileHeaders(handle(HeadDeliverContract, deliver));

const DELIVERY_PATH = /^\/d\/([^/?#]+)\/([^/?#]+)\/([^/?#]+)$/;

/**
 * The server entry's door to delivery, before Next.js: a delivery URL is the hot path a CDN pulls from,
 * and Next's routing costs about as much as serving a stored variant itself (docs/benchmarks.md).
 * Null for any other request, which goes on to Next; the route file answers the same handlers there.
 */
export function answerDelivery(message: IncomingMessage, response: ServerResponse): Promise<void> | null {
  const route = message.method === "GET" ? deliverGet : message.method === "HEAD" ? deliverHead : null;
  const params = route && message.url?.startsWith("/d/") ? deliveryParams(message.url) : null;
  if (!route || !params) return null;
  return answer(route, params, message, response);
}

async function answer(route: typeof deliverGet, params: DeliveryParams, message: IncomingMessage, response: ServerResponse): Promise<void> {
  let request: Request;
  try {
    request = createRequest(message, response);
  } catch {
    // A Host header no URL can hold.
    return sendResponse(response, errorResponse(new ApiError("invalid_request", "The request's Host header is not valid.")));
  }
  await sendResponse(response, await route(request, { params: Promise.resolve(params) }));
}

/** The params of a delivery URL's path (its query ignored), or null when the path is not one. */
function deliveryParams(url: string): DeliveryParams | null {
  const query = url.indexOf("?");
  const match = DELIVERY_PATH.exec(query < 0 ? url : url.slice(0, query));
  if (!match) return null;
  try {
    return { asset: decodeURIComponent(match[1]), transform: decodeURIComponent(match[2]), signature: decodeURIComponent(match[3]) };
  } catch {
    return null;
  }
}

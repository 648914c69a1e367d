import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import { ApiError, errorResponse } from "@/lib/core/errors";
import { DeliverContract } from "./contracts/delivery";
import { DownloadFileContract } from "./contracts/files";
import { deliverGet, deliverHead } from "./deliver-route";
import { downloadGet, downloadHead } from "./download-route";

type Route = (request: Request, context?: { params: Promise<Record<string, string>> }) => Promise<Response>;

/**
 * The keyless, signed file URLs: delivery URLs (the path a CDN pulls from) and signed downloads. Next's
 * routing cost as much as serving a small stored file itself (docs/benchmarks.md), so the server entry
 * answers these before Next, with the same handlers their route files give Next. Paths come from their contracts.
 */
const KEYLESS_FILES = [
  { ...pathMatcher(DeliverContract.path), GET: deliverGet as Route, HEAD: deliverHead as Route },
  { ...pathMatcher(DownloadFileContract.path), GET: downloadGet as Route, HEAD: downloadHead as Route },
];

/** A contract path as a pattern over a request's path: each `{name}` takes one whole segment. */
function pathMatcher(contractPath: string): { path: RegExp; params: string[] } {
  const params: string[] = [];
  const source = contractPath
    .split("/")
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment)?.[1];
      if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      params.push(param);
      return "([^/]+)";
    })
    .join("/");
  return { path: new RegExp(`^${source}$`), params };
}

/** Answers a keyless file URL (GET or HEAD) and resolves when the answer is sent; null for any other request, which goes on to Next. */
export function answerBeforeNext(message: IncomingMessage, response: ServerResponse): Promise<void> | null {
  if ((message.method !== "GET" && message.method !== "HEAD") || !message.url) return null;
  const query = message.url.indexOf("?");
  const pathname = query < 0 ? message.url : message.url.slice(0, query);
  for (const route of KEYLESS_FILES) {
    const match = route.path.exec(pathname);
    const params = match && decodedParams(route.params, match.slice(1));
    if (params) return answer(route[message.method], params, message, response);
  }
  return null;
}

async function answer(route: Route, params: Record<string, string>, message: IncomingMessage, response: ServerResponse): Promise<void> {
  let request: Request;
  try {
    request = createRequest(message, response);
  } catch {
    // A Host header no URL can hold.
    return sendResponse(response, errorResponse(new ApiError("invalid_request", "The request's Host header is not valid.")));
  }
  await sendResponse(response, await route(request, { params: Promise.resolve(params) }));
}

/** The path's params by name, or null when one is not valid percent-encoding (Next answers those). */
function decodedParams(names: string[], values: string[]): Record<string, string> | null {
  try {
    return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(values[i])]));
  } catch {
    return null;
  }
}

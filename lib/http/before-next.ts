import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import { ApiError } from "@/lib/core/errors";
import { errorResponse } from "./error-response";
import { DeliverContract } from "./contracts/delivery";
import { DownloadFileContract } from "./contracts/files";
import { deliverGet, deliverHead } from "./deliver-route";
import { downloadGet, downloadHead } from "./download-route";
import { GetJobContract } from "./contracts/jobs";
import { readJob } from "./read-job-route";
import { ConvertContract } from "./contracts/convert";
import { convert } from "./convert-route";
import { withFixedHeaders } from "./fixed-headers";

type Route = (request: Request, context?: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** What next.config.js's headers() adds to Next's answers, for a JSON answer: nothing in it may run, load or be framed. */
const JSON_API_HEADERS = {
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
};

/**
 * The hot paths: delivery URLs (what a CDN pulls from), signed downloads, job reads (what a waiting
 * client polls) and convert (an upload Next would copy through a stream of its own). Next's routing
 * cost as much as answering one of the first three (docs/benchmarks.md), so the server entry answers
 * them before Next, with the same handlers their route files give Next.
 * Paths come from their contracts; file answers carry their own user-file policy (serve-file.ts).
 */
const BEFORE_NEXT: ({ path: RegExp; params: string[] } & Partial<Record<"GET" | "HEAD" | "POST", Route>>)[] = [
  { ...pathMatcher(DeliverContract.path), GET: deliverGet as Route, HEAD: deliverHead as Route },
  { ...pathMatcher(DownloadFileContract.path), GET: downloadGet as Route, HEAD: downloadHead as Route },
  { ...pathMatcher(GetJobContract.path), GET: withFixedHeaders(JSON_API_HEADERS, readJob as Route) },
  { ...pathMatcher(ConvertContract.path), POST: withFixedHeaders(JSON_API_HEADERS, convert as Route) },
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

/** Answers a request BEFORE_NEXT lists (its path and method) and resolves when the answer is sent; null for any other request, which goes on to Next. */
export function answerBeforeNext(message: IncomingMessage, response: ServerResponse): Promise<void> | null {
  if ((message.method !== "GET" && message.method !== "HEAD" && message.method !== "POST") || !message.url) return null;
  const query = message.url.indexOf("?");
  const pathname = query < 0 ? message.url : message.url.slice(0, query);
  for (const route of BEFORE_NEXT) {
    const handler = route[message.method];
    const match = handler && route.path.exec(pathname);
    const params = match && decodedParams(route.params, match.slice(1));
    if (params) return answer(handler, params, message, response);
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
  // A body the route left unread (an early refusal) is read and dropped, as Node does when nobody reads one: until then the kept-alive connection cannot carry its next request.
  if (!message.readableEnded) {
    if (request.body && !request.body.locked) void request.body.cancel().catch(() => {});
    message.resume();
  }
}

/** The path's params by name, or null when one is not valid percent-encoding (Next answers those). */
function decodedParams(names: string[], values: string[]): Record<string, string> | null {
  try {
    return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(values[i])]));
  } catch {
    return null;
  }
}

import dns from "node:dns";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import http, { type IncomingMessage, type OutgoingHttpHeaders } from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { ApiError, isApiError } from "@/lib/core/errors";
import { env } from "@/lib/platform/config/env";
import { isBlockedAddress } from "./address-policy";
import { formatBytes } from "@/lib/core/bytes";
import { fileNameFromContentDisposition, fileNameFromUrl, sanitizeFileName } from "./file-name";
import { mediaTypeOf } from "./media-type";
import { LIMITS } from "@/lib/platform/config/limits";

const MAX_REDIRECTS = LIMITS.fetchRedirects.value;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
// Credentials meant for the first host must not follow a redirect to another origin.
const ORIGIN_BOUND_HEADERS = new Set(["authorization", "cookie", "proxy-authorization"]);
const NOT_ALLOWED_MESSAGE = "URL resolves to a private or reserved address";

export type SafeFetchOptions = {
  url: string;
  maxBytes: number;
  timeoutMs?: number;
  /** `host:port` pairs exempt from the address block; defaults to `DARKROOM_FETCH_ALLOW_HOSTS`. */
  allowHosts?: string[];
  headers?: Record<string, string>;
};

export type SafeFetchFileResult = {
  sizeBytes: number;
  /** Media type the server declared (lower-cased, no parameters); informational, never trusted. */
  contentType: string | null;
  finalUrl: string;
  /** From Content-Disposition or the URL path, sanitized; informational only. */
  fileName: string;
};

export type SafeFetchBufferResult = { body: Buffer; contentType: string | null; finalUrl: string };

/**
 * Parses `DARKROOM_FETCH_ALLOW_HOSTS` ("localhost:8080, [::1]:9000") into normalized `host:port`
 * keys. An entry without an explicit port is a configuration mistake and throws.
 */
export function parseAllowHosts(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const match = entry.match(/^(.+):(\d{1,5})$/);
      const url = match ? tryParseUrl(`http://${match[1]}`) : undefined;
      if (!match || !url || Number(match[2]) > 65535) {
        throw new Error(`DARKROOM_FETCH_ALLOW_HOSTS entry "${entry}" must be host:port`);
      }
      return `${url.hostname}:${Number(match[2])}`;
    });
}

/** GETs a user-supplied URL into `destPath`, refusing private addresses, oversize bodies and slow servers. */
export async function safeFetchToFile(opts: SafeFetchOptions & { destPath: string }): Promise<SafeFetchFileResult> {
  const { destPath, maxBytes } = opts;
  try {
    return await withSafeResponse(opts, async ({ response, url, signal }) => {
      assertDeclaredLength(response, maxBytes);
      await mkdir(path.dirname(destPath), { recursive: true });
      let sizeBytes = 0;
      const cap = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          sizeBytes += chunk.length;
          if (sizeBytes > maxBytes) return callback(tooLarge(maxBytes));
          callback(null, chunk);
        },
      });
      await pipeline(response, cap, createWriteStream(destPath), { signal });
      const fileName = sanitizeFileName({
        name: fileNameFromContentDisposition(response.headers["content-disposition"]) ?? fileNameFromUrl(url),
        fallback: "download",
      });
      return { sizeBytes, contentType: mediaTypeOf(response.headers["content-type"]) ?? null, finalUrl: url.href, fileName };
    });
  } catch (error) {
    await rm(destPath, { force: true });
    throw error;
  }
}

/** Like `safeFetchToFile`, for small bodies (JSON, text) held in memory. */
export async function safeFetchBuffer(opts: SafeFetchOptions): Promise<SafeFetchBufferResult> {
  const { maxBytes } = opts;
  return withSafeResponse(opts, async ({ response, url }) => {
    assertDeclaredLength(response, maxBytes);
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) throw tooLarge(maxBytes);
      chunks.push(chunk);
    }
    return { body: Buffer.concat(chunks), contentType: mediaTypeOf(response.headers["content-type"]) ?? null, finalUrl: url.href };
  });
}

export type SafePostResult = { status: number; body: string };

/**
 * POSTs `body` to a user-supplied URL under the same address policy (checked on the address
 * dialled), following no redirect; answers the status and the first `keepBytes` of the answer.
 */
export async function safePost(opts: { url: string; body: string; headers: Record<string, string>; timeoutMs: number; keepBytes: number; allowHosts?: string[] }): Promise<SafePostResult> {
  const allowHosts = new Set(opts.allowHosts ?? parseAllowHosts(env().DARKROOM_FETCH_ALLOW_HOSTS));
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs);
  try {
    const url = checkFetchUrl(tryParseUrl(opts.url), "request");
    const headers = { "user-agent": "Darkroom", "content-type": "application/json", ...lowerCaseKeys(opts.headers) };
    const response = await requestOnce({ url, headers, allowHosts, signal: controller.signal, method: "POST", body: opts.body });
    try {
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of response as AsyncIterable<Buffer>) {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= opts.keepBytes) break;
      }
      return { status: response.statusCode ?? 0, body: Buffer.concat(chunks).subarray(0, opts.keepBytes).toString("utf8") };
    } finally {
      response.destroy();
    }
  } catch (error) {
    throw toFetchError({ error, timedOut: controller.signal.aborted, timeoutMs: opts.timeoutMs });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Checks a URL to be called later (a webhook destination) against the address policy now: its
 * shape, and every address its host resolves to. Each call still checks the address it dials.
 */
export async function assertAllowedUrl(raw: string, allowHostList?: string[]): Promise<URL> {
  const url = checkFetchUrl(tryParseUrl(raw), "request");
  const allowHosts = new Set(allowHostList ?? parseAllowHosts(env().DARKROOM_FETCH_ALLOW_HOSTS));
  if (allowHosts.has(hostKey(url))) return url;
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  const addresses = isIP(host) ? [host] : await dns.promises.lookup(host, { all: true }).then(
    (found) => found.map((entry) => entry.address),
    () => {
      throw new ApiError("invalid_url", "Invalid URL: its host name does not resolve");
    },
  );
  if (addresses.length === 0 || addresses.some(isBlockedAddress)) throw new ApiError("url_not_allowed", NOT_ALLOWED_MESSAGE);
  return url;
}

type OpenResponse = { response: IncomingMessage; url: URL; signal: AbortSignal };

async function withSafeResponse<T>(opts: SafeFetchOptions, consume: (open: OpenResponse) => Promise<T>): Promise<T> {
  const timeoutMs = opts.timeoutMs ?? 30_000;
  const allowHosts = new Set(opts.allowHosts ?? parseAllowHosts(env().DARKROOM_FETCH_ALLOW_HOSTS));
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const { response, url } = await followRedirects({ url: opts.url, headers: opts.headers ?? {}, allowHosts, signal: controller.signal });
    try {
      return await consume({ response, url, signal: controller.signal });
    } finally {
      response.destroy();
    }
  } catch (error) {
    throw toFetchError({ error, timedOut: controller.signal.aborted, timeoutMs });
  } finally {
    clearTimeout(timer);
  }
}

async function followRedirects(input: {
  url: string;
  headers: Record<string, string>;
  allowHosts: Set<string>;
  signal: AbortSignal;
}): Promise<{ response: IncomingMessage; url: URL }> {
  let url = checkFetchUrl(tryParseUrl(input.url), "request");
  let headers: OutgoingHttpHeaders = { "user-agent": "Darkroom", "accept-encoding": "identity", ...lowerCaseKeys(input.headers) };
  for (let hop = 0; ; hop += 1) {
    const response = await requestOnce({ url, headers, allowHosts: input.allowHosts, signal: input.signal });
    const status = response.statusCode ?? 0;
    if (REDIRECT_STATUSES.has(status)) {
      const location = response.headers.location;
      response.destroy();
      if (!location) throw new ApiError("upstream_error", `The URL answered HTTP ${status} without a Location header`);
      if (hop === MAX_REDIRECTS) throw new ApiError("too_many_redirects", `The URL redirected more than ${MAX_REDIRECTS} times`);
      const next = checkFetchUrl(tryParseUrl(location, url), "redirect");
      if (next.origin !== url.origin) {
        headers = Object.fromEntries(Object.entries(headers).filter(([name]) => !ORIGIN_BOUND_HEADERS.has(name)));
      }
      url = next;
      continue;
    }
    if (status < 200 || status > 299) {
      response.destroy();
      throw new ApiError("upstream_error", `The URL answered HTTP ${status}`);
    }
    return { response, url };
  }
}

function requestOnce(input: {
  url: URL;
  headers: OutgoingHttpHeaders;
  allowHosts: Set<string>;
  signal: AbortSignal;
  method?: "GET" | "POST";
  body?: string;
}): Promise<IncomingMessage> {
  const { url, headers, signal } = input;
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  const exempt = input.allowHosts.has(hostKey(url));
  // Literal addresses never reach the lookup hook, so they are judged here, on every hop.
  if (!exempt && isIP(host) && isBlockedAddress(host)) throw new ApiError("url_not_allowed", NOT_ALLOWED_MESSAGE);
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request({
      protocol: url.protocol,
      hostname: host,
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      method: input.method ?? "GET",
      headers,
      // A fresh agent per request: a pooled socket would skip the lookup hook.
      agent: false,
      lookup: exempt ? undefined : guardedLookup,
      signal,
    });
    request.once("response", resolve);
    request.once("error", reject);
    request.end(input.body);
  });
}

// Runs at connect time, so the address checked is the address dialled (no DNS-rebinding window).
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    if (addresses.length === 0 || addresses.some((entry) => isBlockedAddress(entry.address))) {
      return callback(new ApiError("url_not_allowed", NOT_ALLOWED_MESSAGE), []);
    }
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
};

function checkFetchUrl(url: URL | undefined, via: "request" | "redirect"): URL {
  const problem = fetchUrlProblem(url);
  if (!url || problem) {
    const lead = via === "redirect" ? "The URL redirected to an invalid location" : "Invalid URL";
    throw new ApiError("invalid_url", `${lead}: ${problem}`);
  }
  return url;
}

function fetchUrlProblem(url: URL | undefined): string | undefined {
  if (!url) return "not a valid absolute URL";
  if (url.protocol !== "http:" && url.protocol !== "https:") return "only http and https are supported";
  if (url.username || url.password) return "credentials in the URL are not accepted";
  return undefined;
}

function hostKey(url: URL): string {
  return `${url.hostname}:${url.port || (url.protocol === "https:" ? "443" : "80")}`;
}

function assertDeclaredLength(response: IncomingMessage, maxBytes: number): void {
  const declared = Number(response.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
}

function tooLarge(maxBytes: number): ApiError {
  return new ApiError("file_too_large", `The file at the URL is larger than the ${formatBytes(maxBytes)} limit`);
}

function toFetchError(input: { error: unknown; timedOut: boolean; timeoutMs: number }): ApiError {
  const { error, timedOut, timeoutMs } = input;
  if (isApiError(error)) return error;
  if (timedOut) return new ApiError("upstream_timeout", `The URL did not answer within ${Math.round(timeoutMs / 1000)} seconds`);
  return new ApiError("upstream_error", describeNetworkError(error));
}

// Names the kind of failure, never addresses, stack traces or library messages.
function describeNetworkError(error: unknown): string {
  const code = typeof error === "object" && error && "code" in error ? String(error.code) : "";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN" || code === "ENODATA") return "Could not resolve the URL's host name";
  if (code === "ECONNREFUSED") return "The URL's host refused the connection";
  if (code === "ETIMEDOUT" || code === "EHOSTUNREACH" || code === "ENETUNREACH") return "Could not reach the URL's host";
  if (code.startsWith("HPE_")) return "The URL's host sent an invalid HTTP response";
  if (code.startsWith("ERR_TLS") || code.startsWith("ERR_SSL") || /CERT|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code)) {
    return "Could not establish a trusted TLS connection to the URL's host";
  }
  return "The connection to the URL's host failed";
}

function lowerCaseKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}

function tryParseUrl(raw: string, base?: URL): URL | undefined {
  try {
    return new URL(raw, base);
  } catch {
    return undefined;
  }
}

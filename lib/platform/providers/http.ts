import fs from "node:fs";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { backoffDelayMs } from "@/lib/core/backoff";
import { ApiError, isApiError } from "@/lib/core/errors";
import { redactSecrets, withLogDetail } from "@/lib/core/redact";
import { formatBytes } from "@/lib/core/bytes";

/**
 * One request to a remote provider: per-attempt timeout, bounded retries with backoff on 429 (honouring
 * Retry-After), 5xx and network errors, never on other 4xx. Base URLs come from operator config and
 * are trusted; the key is sent only to them (redirects are refused) and never appears in a message.
 * Every failure is `provider_error` (the 502/504 codes belong to inputs fetched from the caller's URL);
 * network failures name the provider and what happened, the host and socket error go to the log detail.
 */
export type ProviderRequest = {
  /** Names the provider in error messages, e.g. "Replicate". */
  provider: string;
  url: string;
  method?: "GET" | "POST";
  /** Sent as `Authorization: Bearer …`; also scrubbed from every message. */
  token?: string;
  headers?: Record<string, string>;
  json?: unknown;
  /** Built again for each attempt, because a sent body is consumed. */
  form?: () => FormData | Promise<FormData>;
  timeoutMs: number;
  signal?: AbortSignal;
  maxRetries?: number;
};

/** A provider answered with an HTTP error; keeps its status and own message so adapters can react (fallbacks). */
export class ProviderHttpError extends ApiError {
  constructor(
    readonly upstreamStatus: number,
    readonly providerMessage: string,
    readonly errorParam: string | undefined,
    message: string,
  ) {
    super("provider_error", message);
  }
}

/** Recognised by its fields, like every ApiError, never by its class. */
export function isProviderHttpError(error: unknown): error is ProviderHttpError {
  return isApiError(error) && typeof (error as Partial<ProviderHttpError>).upstreamStatus === "number";
}

const DEFAULT_MAX_RETRIES = 3;
const BACKOFF_BASE_MS = 400;
const BACKOFF_MAX_MS = 8_000;
// A longer Retry-After is reported instead of waited out, so a job does not sit idle for minutes.
const MAX_RETRY_AFTER_MS = 30_000;
const DEFAULT_JSON_MAX_BYTES = 8 * 1024 ** 2;
const ERROR_BODY_MAX_BYTES = 64 * 1024;
const MESSAGE_MAX_CHARS = 400;

/** Sends the request and parses a JSON answer of at most `maxBytes`. */
export async function requestJson<T>(request: ProviderRequest & { maxBytes?: number }): Promise<T> {
  return send(request, async (response) => {
    const text = (await readCapped(response, request.maxBytes ?? DEFAULT_JSON_MAX_BYTES, request.provider)).toString("utf8");
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new ApiError("provider_error", `${request.provider} answered with a body that is not JSON.`);
    }
  });
}

/** Sends the request and streams a binary answer to `destPath` (removed again on failure). */
export async function requestToFile(
  request: ProviderRequest & { destPath: string; maxBytes: number },
): Promise<{ sizeBytes: number; contentType: string }> {
  return send(request, async (response) => {
    const { destPath, maxBytes, provider } = request;
    let sizeBytes = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        sizeBytes += chunk.length;
        if (sizeBytes > maxBytes) callback(tooLarge(provider, maxBytes));
        else callback(null, chunk);
      },
    });
    try {
      if (!response.body) throw new ApiError("provider_error", `${provider} answered with an empty body.`);
      await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), counter, fs.createWriteStream(destPath));
    } catch (error) {
      await fs.promises.rm(destPath, { force: true });
      throw error;
    }
    if (sizeBytes === 0) {
      await fs.promises.rm(destPath, { force: true });
      throw new ApiError("provider_error", `${provider} answered with an empty body.`);
    }
    return { sizeBytes, contentType: response.headers.get("content-type") ?? "application/octet-stream" };
  });
}

async function send<T>(request: ProviderRequest, read: (response: Response) => Promise<T>): Promise<T> {
  const { provider, signal, timeoutMs } = request;
  const maxRetries = request.maxRetries ?? DEFAULT_MAX_RETRIES;
  const secrets = request.token ? [request.token] : [];
  for (let attempt = 0; ; attempt++) {
    signal?.throwIfAborted();
    const timeout = AbortSignal.timeout(timeoutMs);
    const attemptSignal = signal ? AbortSignal.any([signal, timeout]) : timeout;
    const stopped = (error: unknown): unknown => {
      if (signal?.aborted) return signal.reason;
      if (timeout.aborted) return timeoutError(provider, timeoutMs);
      return isApiError(error) ? error : undefined;
    };

    const requestInit = await init(request);
    let response: Response;
    try {
      response = await fetch(request.url, { ...requestInit, signal: attemptSignal, redirect: "error" });
    } catch (error) {
      const known = stopped(error);
      if (known) throw known;
      if (attempt < maxRetries) {
        await sleep(backoffMs(attempt), signal);
        continue;
      }
      throw withLogDetail(
        new ApiError("provider_error", `Could not reach ${midSentence(provider)}: ${plainCause(error)}. Try again later; if it keeps failing, ask the operator to check the provider's settings.`),
        redactSecrets(`${hostOf(request.url)}: ${networkCause(error)}`, secrets),
      );
    }

    if (!response.ok) {
      let failure: ProviderHttpError;
      try {
        failure = await describeFailure(response, provider, secrets);
      } catch (error) {
        throw stopped(error) ?? new ApiError("provider_error", `${provider} answered ${response.status} and then dropped the connection.`);
      }
      const wait = retryable(response.status) && attempt < maxRetries ? retryDelayMs(response, attempt) : undefined;
      if (wait === undefined) throw failure;
      await sleep(wait, signal);
      continue;
    }

    try {
      return await read(response);
    } catch (error) {
      throw (
        stopped(error) ??
        withLogDetail(new ApiError("provider_error", `${provider} dropped the connection while answering (${plainCause(error)}). Try again later.`), redactSecrets(`${hostOf(request.url)}: ${networkCause(error)}`, secrets))
      );
    }
  }
}

async function init(request: ProviderRequest): Promise<RequestInit> {
  const headers: Record<string, string> = { "user-agent": "Darkroom", accept: "application/json", ...request.headers };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  if (request.form) return { method: request.method ?? "POST", headers, body: await request.form() };
  if (request.json !== undefined) {
    headers["content-type"] = "application/json";
    return { method: request.method ?? "POST", headers, body: JSON.stringify(request.json) };
  }
  return { method: request.method ?? "GET", headers };
}

function retryable(status: number): boolean {
  return status === 429 || status >= 500;
}

/** Wait before the next attempt, or undefined when the provider asks for longer than we are willing to wait. */
function retryDelayMs(response: Response, attempt: number): number | undefined {
  const asked = retryAfterMs(response.headers);
  if (asked === undefined) return backoffMs(attempt);
  return asked <= MAX_RETRY_AFTER_MS ? asked : undefined;
}

function retryAfterMs(headers: Headers): number | undefined {
  const ms = Number(headers.get("retry-after-ms"));
  if (headers.has("retry-after-ms") && Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers.get("retry-after");
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

function backoffMs(attempt: number): number {
  return backoffDelayMs({ attempt, baseMs: BACKOFF_BASE_MS, maxMs: BACKOFF_MAX_MS });
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

async function describeFailure(response: Response, provider: string, secrets: string[]): Promise<ProviderHttpError> {
  const body = (await readCapped(response, ERROR_BODY_MAX_BYTES, provider, true)).toString("utf8");
  const { message, param } = providerMessage(body, response.headers.get("content-type") ?? "");
  const ownMessage = redactSecrets(message, secrets).slice(0, MESSAGE_MAX_CHARS);
  const asked = response.status === 429 ? retryAfterMs(response.headers) : undefined;
  const later = asked === undefined ? "" : ` (it asks to retry after ${Math.ceil(asked / 1000)} s)`;
  const text = ownMessage ? `${provider} answered ${response.status}: ${ownMessage}${later}` : `${provider} answered ${response.status}${later}.`;
  return new ProviderHttpError(response.status, ownMessage, param, text);
}

/** The provider's own words: OpenAI `{error:{message,param}}`, Ollama `{error}`, Replicate `{detail}`/`{title}`. */
function providerMessage(body: string, contentType: string): { message: string; param?: string } {
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    const error = parsed.error;
    if (error && typeof error === "object") {
      const { message, param } = error as { message?: unknown; param?: unknown };
      if (typeof message === "string") return { message, param: typeof param === "string" ? param : undefined };
    }
    for (const value of [error, parsed.detail, parsed.title, parsed.message]) {
      if (typeof value === "string" && value.trim()) return { message: value.trim() };
    }
    return { message: "" };
  } catch {
    if (/html/i.test(contentType)) return { message: "" };
    return { message: body.replace(/\s+/g, " ").trim() };
  }
}

/** Reads at most `maxBytes`; beyond that the answer is refused (or, for error bodies, cut). */
async function readCapped(response: Response, maxBytes: number, provider: string, truncate = false): Promise<Buffer> {
  if (!response.body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of Readable.fromWeb(response.body as WebReadableStream<Uint8Array>)) {
    const buffer = chunk as Buffer;
    total += buffer.length;
    if (total > maxBytes) {
      if (!truncate) throw tooLarge(provider, maxBytes);
      chunks.push(buffer.subarray(0, buffer.length - (total - maxBytes)));
      break;
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

function tooLarge(provider: string, maxBytes: number): ApiError {
  return new ApiError("provider_error", `${provider} answered with more than ${formatBytes(maxBytes)}.`);
}

function timeoutError(provider: string, timeoutMs: number): ApiError {
  return new ApiError("provider_error", `${provider} did not answer within ${describeDuration(timeoutMs)}.`);
}

/** "300 ms", "90 s": a time limit in a message. */
export function describeDuration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} s`;
}

function networkCause(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: unknown; message?: unknown } | undefined) : undefined;
  if (typeof cause?.code === "string") return cause.code;
  if (typeof cause?.message === "string") return cause.message;
  return error instanceof Error ? error.message : "network error";
}

/** "The OpenAI-compatible provider" after a verb: "…reach the OpenAI-compatible provider". */
function midSentence(provider: string): string {
  return provider.replace(/^The /, "the ");
}

/** The socket error in words a user can read; the code itself goes to the log detail. */
function plainCause(error: unknown): string {
  const cause = networkCause(error);
  if (/ECONNREFUSED/.test(cause)) return "the connection was refused";
  if (/ENOTFOUND|EAI_AGAIN/.test(cause)) return "its address could not be resolved";
  if (/TIMEDOUT|TIMEOUT/i.test(cause)) return "the connection timed out";
  if (/ECONNRESET|EPIPE|UND_ERR_SOCKET|other side closed/i.test(cause)) return "the connection was closed";
  return "the network failed";
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "its configured address";
  }
}

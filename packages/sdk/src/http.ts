import { DarkroomError, clientError } from "./errors.js";

export type HttpOptions = {
  apiKey: string | undefined;
  baseUrl: string;
  /** How many times a 429 or 503 is sent again after its Retry-After. */
  maxRetries: number;
  fetch: typeof fetch;
};

export type HttpRequest = {
  method: string;
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  json?: unknown;
  form?: FormData;
  body?: BodyInit;
  headers?: Record<string, string>;
  /** With `form`: told how many bytes of the encoded form have gone out, as they go (the form is streamed). */
  onUploadProgress?: (bytesSent: number) => void;
  /** Sent as `Idempotency-Key` on a POST; one is made when absent. */
  idempotencyKey?: string;
  /** false for the few routes that need no key (the skill list). */
  auth?: boolean;
  signal?: AbortSignal;
};

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 5;

function redirectRefused(from: URL, to: URL | null): DarkroomError {
  const where = to ? `to ${to.origin}` : "elsewhere";
  return clientError("redirect_refused", `Darkroom at ${from.origin} redirected ${where}; the SDK follows no redirect to another origin (it would send the key and the request's body there). Check baseUrl.`);
}

/** Used when a 429 or 503 carries no Retry-After. */
const DEFAULT_RETRY_SECONDS = 1;

/** One request to the API: the key, one Idempotency-Key per POST for all its attempts, retries after 429 and 503. */
export class Http {
  constructor(private readonly options: HttpOptions) {}

  get baseUrl(): string {
    return this.options.baseUrl;
  }

  /** `path` (or the path of an absolute URL the server gave, such as poll_url) on this client's base, so the key never goes elsewhere. */
  url(path: string, query: HttpRequest["query"] = {}): URL {
    const given = new URL(path, this.options.baseUrl);
    const url = new URL(given.pathname + given.search, this.options.baseUrl);
    for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, String(value));
    return url;
  }

  /** Sends the request, retrying 429 and 503; answers the last Response, whatever its status. */
  async send(request: HttpRequest): Promise<Response> {
    const headers: Record<string, string> = { ...request.headers };
    if (request.auth !== false) headers.authorization = `Bearer ${this.apiKey()}`;
    if (request.method === "POST") headers["idempotency-key"] = request.idempotencyKey ?? newIdempotencyKey();
    let body = request.body;
    if (request.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(request.json);
    } else if (request.form) {
      body = request.form;
    }
    const url = this.url(request.path, request.query);
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        const sent = request.form && request.onUploadProgress ? countedForm(request.form, request.onUploadProgress) : null;
        if (sent) headers["content-type"] = sent.contentType;
        response = await this.fetchSameOrigin(url, { method: request.method, headers, body: sent?.body ?? body, signal: request.signal, ...(sent ? { duplex: "half" } : {}) } as RequestInit);
      } catch (error) {
        if (request.signal?.aborted || (error instanceof DarkroomError && error.code === "redirect_refused")) throw error;
        throw clientError("network_error", `Darkroom did not answer at ${url.origin}: ${causeOf(error)}`);
      }
      if ((response.status !== 429 && response.status !== 503) || attempt >= this.options.maxRetries) return response;
      await response.body?.cancel();
      await sleep((retryAfterSeconds(response.headers) ?? DEFAULT_RETRY_SECONDS * 2 ** attempt) * 1000, request.signal);
    }
  }

  /** Sends the request and reads its JSON answer; a refusal becomes a DarkroomError. */
  async json<T>(request: HttpRequest): Promise<{ status: number; body: T }> {
    const response = await this.send(request);
    const body = await readJson(response);
    if (!response.ok) throw errorOf(response, body);
    return { status: response.status, body: body as T };
  }

  /**
   * fetch that follows a redirect only within the origin it asked: one to another origin would take
   * the key and the body there, so it stops with `redirect_refused` (a browser's opaque redirect too).
   */
  private async fetchSameOrigin(url: URL, init: RequestInit): Promise<Response> {
    let at = url;
    let current = init;
    for (let hops = 0; ; hops++) {
      const response = await this.options.fetch(at, { ...current, redirect: "manual" });
      if (response.type === "opaqueredirect") throw redirectRefused(url, null);
      if (!REDIRECTS.has(response.status)) return response;
      const location = response.headers.get("location");
      await response.body?.cancel();
      const next = location === null ? null : new URL(location, at);
      if (!next || next.origin !== url.origin) throw redirectRefused(url, next);
      if (hops >= MAX_REDIRECTS) throw clientError("redirect_refused", `Darkroom at ${url.origin} redirected more than ${MAX_REDIRECTS} times.`);
      // As fetch does: 307 and 308 repeat the request; the others (and a POST's 301 or 302) become a GET without a body.
      const keepsMethod = response.status === 307 || response.status === 308;
      current = keepsMethod ? current : { ...current, method: current.method === "HEAD" ? "HEAD" : "GET", body: undefined, duplex: undefined } as RequestInit;
      at = next;
    }
  }

  private apiKey(): string {
    if (!this.options.apiKey) throw clientError("missing_api_key", "No API key: pass `apiKey` to new Darkroom(), or set DARKROOM_API_KEY.");
    return this.options.apiKey;
  }
}

/** A form encoded as fetch would send it, as a stream that reports each chunk as it is read off to the socket; made again for each attempt. */
function countedForm(form: FormData, onSent: (bytes: number) => void): { body: ReadableStream<Uint8Array>; contentType: string } {
  const encoded = new Response(form);
  let sent = 0;
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      sent += chunk.byteLength;
      onSent(sent);
      controller.enqueue(chunk);
    },
  });
  return { body: encoded.body!.pipeThrough(counter), contentType: encoded.headers.get("content-type")! };
}

export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    throw new DarkroomError({ status: response.status, code: "invalid_response", message: `The server answered HTTP ${response.status} with a body that is not JSON.`, requestId: response.headers.get("x-request-id") });
  }
}

type ErrorBody = { error: { code: string; message: string; details?: { step?: number; code: string; message: string }[] } };

/** The DarkroomError for a non-2xx answer: a refusal, or the view of work that failed (it has a `status`). */
export function errorOf(response: Response, body: unknown): DarkroomError {
  const requestId = response.headers.get("x-request-id");
  const retryAfter = response.status === 429 || response.status === 503 ? retryAfterSeconds(response.headers) : null;
  if (isErrorBody(body)) {
    const { code, message, details } = body.error;
    const job = "status" in body && "id" in body ? (body as unknown as DarkroomError["job"]) : undefined;
    return new DarkroomError({ status: response.status, code, message, requestId, retryAfter, details, job });
  }
  return new DarkroomError({ status: response.status, code: "invalid_response", message: `The server answered HTTP ${response.status}.`, requestId, retryAfter });
}

function isErrorBody(body: unknown): body is ErrorBody {
  const error = (body as ErrorBody | null)?.error;
  return typeof error?.code === "string" && typeof error.message === "string";
}

/** Retry-After in seconds (a number or an HTTP date), or null when absent or unreadable. */
export function retryAfterSeconds(headers: Headers): number | null {
  const value = headers.get("retry-after");
  if (value === null || value.trim() === "") return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, (date - Date.now()) / 1000);
}

/** 128 random bits; getRandomValues, unlike randomUUID, also exists on plain-HTTP pages. */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `sdk_${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

function causeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

/** A failed API call, carrying the `{ error: { code, message } }` the server answered. */
export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "ApiClientError";
  }
}

export type ApiFetchInit = Omit<RequestInit, "body"> & { json?: unknown };

/**
 * Same-origin JSON call with the session cookie. Resolves with the parsed body (undefined for 204)
 * and throws ApiClientError for any non-2xx answer or network failure.
 */
export async function apiFetch<T>(path: string, init: ApiFetchInit = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const requestHeaders = new Headers(headers);
  requestHeaders.set("Accept", "application/json");
  if (json !== undefined) requestHeaders.set("Content-Type", "application/json");

  let response: Response;
  try {
    response = await fetch(path, {
      ...rest,
      credentials: "same-origin",
      headers: requestHeaders,
      body: json === undefined ? undefined : JSON.stringify(json),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiClientError(0, "network_error", "Could not reach Darkroom. Check your connection and try again.");
  }

  if (response.status === 204) return undefined as T;
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw errorFromBody(response.status, body);
  return body as T;
}

function errorFromBody(status: number, body: unknown): ApiClientError {
  if (typeof body === "object" && body !== null && "error" in body) {
    const { error } = body;
    if (typeof error === "object" && error !== null && "code" in error && "message" in error) {
      return new ApiClientError(status, String(error.code), String(error.message));
    }
  }
  return new ApiClientError(status, "http_error", `The server answered ${status} without an explanation. Try again.`);
}

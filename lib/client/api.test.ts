import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiClientError, apiFetch } from "./api";

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("apiFetch", () => {
  it("sends JSON same-origin with the session cookie and returns the parsed body", async () => {
    const fetchMock = stubFetch(Response.json({ id: "key_1" }, { status: 201 }));
    await expect(apiFetch<{ id: string }>("/api/v1/keys", { method: "POST", json: { name: "ci" } })).resolves.toEqual({ id: "key_1" });

    const [path, init] = fetchMock.mock.calls[0];
    expect(path).toBe("/api/v1/keys");
    expect(init?.credentials).toBe("same-origin");
    expect(init?.body).toBe('{"name":"ci"}');
    const headers = new Headers(init?.headers);
    expect(headers.get("content-type")).toBe("application/json");
    expect(headers.get("accept")).toBe("application/json");
  });

  it("sends no body or content type without json", async () => {
    const fetchMock = stubFetch(Response.json({ keys: [] }));
    await apiFetch("/api/v1/keys");
    const init = fetchMock.mock.calls[0][1];
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).has("content-type")).toBe(false);
  });

  it("resolves undefined for 204 No Content", async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(apiFetch<void>("/api/auth/signout", { method: "POST" })).resolves.toBeUndefined();
  });

  it("throws the server's code and message from the error body", async () => {
    stubFetch(Response.json({ error: { code: "email_taken", message: "An account with this e-mail exists." } }, { status: 409 }));
    const error = await apiFetch("/api/auth/signup", { method: "POST", json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({ status: 409, code: "email_taken", message: "An account with this e-mail exists." });
  });

  it("explains a failure whose body is not the error shape", async () => {
    stubFetch(new Response("<html>Bad gateway</html>", { status: 502, headers: { "content-type": "text/html" } }));
    await expect(apiFetch("/api/v1/account")).rejects.toMatchObject({ status: 502, code: "http_error", message: expect.stringContaining("502") });
  });

  it("turns a network failure into a readable error", async () => {
    stubFetch(new TypeError("fetch failed"));
    await expect(apiFetch("/api/v1/account")).rejects.toMatchObject({ status: 0, code: "network_error" });
  });

  it("lets an abort pass through untouched", async () => {
    stubFetch(new DOMException("The operation was aborted.", "AbortError"));
    await expect(apiFetch("/api/v1/account")).rejects.toMatchObject({ name: "AbortError" });
  });
});

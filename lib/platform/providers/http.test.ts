import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/core/errors";
import { startOpenAiFake, type OpenAiFake } from "@/test/fakes/openai-server";
import { ProviderHttpError, requestJson, requestToFile, type ProviderRequest } from "./http";

const KEY = "sk-test-http-0123456789abcdefXYZ";
let fake: OpenAiFake;
let dir: string;

beforeAll(async () => {
  fake = await startOpenAiFake({ apiKey: KEY, chatText: "fine" });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "darkroom-http-"));
});

afterAll(async () => {
  await fake.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  fake.requests.length = 0;
  fake.setBehavior({ apiKey: KEY, failures: [], delayMs: 0 });
});

function chat(overrides: Partial<ProviderRequest> = {}) {
  return requestJson<{ choices: { message: { content: string } }[] }>({
    provider: "The test provider",
    url: `${fake.url}/chat/completions`,
    token: KEY,
    json: { model: "m", messages: [{ role: "user", content: "hi" }] },
    timeoutMs: 5_000,
    ...overrides,
  });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("requestJson", () => {
  it("sends JSON with the bearer key and parses the answer", async () => {
    const answer = await chat();
    expect(answer.choices[0].message.content).toBe("fine");
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0].headers.authorization).toBe(`Bearer ${KEY}`);
    expect(fake.requests[0].headers["content-type"]).toBe("application/json");
    expect(fake.requests[0].json).toMatchObject({ model: "m" });
  });

  it("waits as long as Retry-After asks on 429, then succeeds", async () => {
    fake.setBehavior({ failures: [{ status: 429, headers: { "retry-after": "1" }, body: { error: { message: "Rate limit reached" } } }] });
    const started = Date.now();
    await chat();
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(fake.requests).toHaveLength(2);
  });

  it("retries a 500 and a 502 with backoff, then succeeds", async () => {
    fake.setBehavior({ failures: [{ status: 500, body: { error: { message: "The server had an error" } } }, { status: 502 }] });
    await chat();
    expect(fake.requests).toHaveLength(3);
  });

  it("gives up after three retries with the provider's message", async () => {
    const overloaded = { status: 503, body: { error: { message: "The engine is currently overloaded" } } };
    fake.setBehavior({ failures: [overloaded, overloaded, overloaded, overloaded, overloaded] });
    const error = await failure(chat());
    expect(error.code).toBe("provider_error");
    expect(error.status).toBe(502);
    expect(error.message).toBe("The test provider answered 503: The engine is currently overloaded");
    expect(fake.requests).toHaveLength(4);
  });

  it("never retries another 4xx", async () => {
    fake.setBehavior({ failures: [{ status: 400, body: { error: { message: "Invalid 'messages[0].content'", param: "messages" } } }] });
    const error = await failure(chat());
    expect(error).toBeInstanceOf(ProviderHttpError);
    expect(error).toMatchObject({ code: "provider_error", upstreamStatus: 400, errorParam: "messages" });
    expect(error.message).toContain("Invalid 'messages[0].content'");
    expect(fake.requests).toHaveLength(1);
  });

  it("reports a Retry-After longer than it will wait instead of waiting", async () => {
    fake.setBehavior({ failures: [{ status: 429, headers: { "retry-after": "120" }, body: { error: { message: "Rate limit reached for requests" } } }] });
    const error = await failure(chat());
    expect(error.message).toBe("The test provider answered 429: Rate limit reached for requests (it asks to retry after 120 s)");
    expect(fake.requests).toHaveLength(1);
  });

  it("keeps the key out of the message when the provider quotes it", async () => {
    fake.setBehavior({ apiKey: "sk-the-right-one-0000000000" });
    const error = await failure(chat());
    expect(error.message).toContain("Incorrect API key provided");
    expect(error.message).not.toContain(KEY);
    expect(error.message).not.toContain(KEY.slice(-4));
    expect(error.message).not.toContain("sk-");
    expect(fake.requests).toHaveLength(1);
  });

  it("reads Replicate's problem details and plain-text errors", async () => {
    fake.setBehavior({
      failures: [
        { status: 422, body: { title: "Input validation failed", detail: "- input.image: Does not match format 'uri'", status: 422 } },
        { status: 404, body: { title: "Not found", status: 404 } },
      ],
    });
    expect((await failure(chat())).message).toBe("The test provider answered 422: - input.image: Does not match format 'uri'");
    expect((await failure(chat())).message).toBe("The test provider answered 404: Not found");
  });

  it("turns a slow answer into a provider_error naming the time limit, without retrying", async () => {
    fake.setBehavior({ delayMs: 2_000 });
    const error = await failure(chat({ timeoutMs: 300 }));
    expect(error.code).toBe("provider_error");
    expect(error.message).toBe("The test provider did not answer within 300 ms.");
    expect(fake.requests).toHaveLength(1);
  });

  it("stops at once when the caller aborts, with the caller's reason", async () => {
    fake.setBehavior({ delayMs: 2_000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error("job canceled")), 100);
    await expect(chat({ signal: controller.signal })).rejects.toThrow("job canceled");
  });

  it("retries network failures, then reports a provider_error that keeps the host for the log only", async () => {
    const closed = await startOpenAiFake();
    await closed.close();
    const error = await failure(chat({ url: `${closed.url}/chat/completions`, maxRetries: 1 }));
    expect(error.code).toBe("provider_error");
    expect(error.message).toMatch(/^Could not reach the test provider: the connection was refused\. Try again later/);
    expect(error.message).not.toMatch(/127\.0\.0\.1|ECONNREFUSED/);
    expect(error.cause).toBe(`127.0.0.1:${closed.port}: ECONNREFUSED`);
  });

  it("refuses an answer larger than maxBytes", async () => {
    fake.setBehavior({ chatText: "x".repeat(5_000) });
    const error = await failure(requestJson({ provider: "P", url: `${fake.url}/chat/completions`, token: KEY, json: { model: "m", messages: [] }, timeoutMs: 5_000, maxBytes: 1_000 }));
    expect(error.message).toBe("P answered with more than 1000 bytes.");
    fake.setBehavior({ chatText: "fine" });
  });
});

describe("requestToFile", () => {
  const speech = { model: "tts-1", input: "Hello", voice: "alloy", response_format: "wav" };

  it("streams a binary answer to disk", async () => {
    const destPath = path.join(dir, "speech.wav");
    const result = await requestToFile({ provider: "P", url: `${fake.url}/audio/speech`, token: KEY, json: speech, timeoutMs: 5_000, destPath, maxBytes: 1e6 });
    expect(result.contentType).toBe("audio/wav");
    expect(result.sizeBytes).toBe(fs.statSync(destPath).size);
    expect(fs.readFileSync(destPath).subarray(0, 4).toString()).toBe("RIFF");
  });

  it("stops past maxBytes and leaves no partial file", async () => {
    const destPath = path.join(dir, "too-big.wav");
    const error = await failure(requestToFile({ provider: "P", url: `${fake.url}/audio/speech`, token: KEY, json: speech, timeoutMs: 5_000, destPath, maxBytes: 1_000 }));
    expect(error.code).toBe("provider_error");
    expect(fs.existsSync(destPath)).toBe(false);
  });
});


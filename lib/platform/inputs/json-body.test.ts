import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/core/errors";
import { readJsonBody } from "./json-body";

function jsonRequest(body: BodyInit | null, contentType: string | null = "application/json"): Request {
  const headers = new Headers();
  if (contentType !== null) headers.set("content-type", contentType);
  return new Request("http://darkroom.test/api/v1/convert", { method: "POST", headers, body, duplex: "half" } as RequestInit);
}

async function readError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("readJsonBody", () => {
  it("parses JSON sent as application/json, with or without parameters", async () => {
    const doc = { url: "https://example.com/a.png", options: { width: 800 }, note: "ünïcødé ✓" };
    for (const type of ["application/json", "application/json; charset=utf-8", "Application/JSON ;charset=UTF-8"]) {
      expect(await readJsonBody(jsonRequest(JSON.stringify(doc), type))).toEqual(doc);
    }
    expect(await readJsonBody(jsonRequest(`\uFEFF[1,2]`))).toEqual([1, 2]);
  });

  it.each([["text/plain"], ["application/x-www-form-urlencoded"], ["multipart/form-data; boundary=x"], ["application/jsonp"], [null]])(
    "answers 415 for Content-Type %s",
    async (type) => {
      const error = await readError(readJsonBody(jsonRequest("{}", type)));
      expect([error.code, error.status]).toEqual(["unsupported_media_type", 415]);
    },
  );

  it.each([
    ["malformed JSON", "{\"url\": ", /^The request body is not valid JSON: /],
    ["trailing garbage", "{} {}", /^The request body is not valid JSON: /],
    ["an empty body", "", /empty/],
    ["whitespace only", "  \n ", /empty/],
    ["no body at all", null, /empty/],
    ["invalid UTF-8", new Uint8Array([0x22, 0xff, 0xfe, 0x22]), /UTF-8/],
  ])("answers 400 invalid_json for %s", async (_label, body, message) => {
    const error = await readError(readJsonBody(jsonRequest(body)));
    expect([error.code, error.status]).toEqual(["invalid_json", 400]);
    expect(error.message).toMatch(message);
  });

  it("answers 413 for a body over the limit, whether declared or streamed", async () => {
    const big = JSON.stringify({ prompt: "p".repeat(2000) });
    const declared = await readError(readJsonBody(jsonRequest(big), { maxBytes: 1024 }));
    expect([declared.code, declared.status, declared.message]).toEqual(["payload_too_large", 413, "The JSON body is larger than 1 KiB"]);

    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new TextEncoder().encode(pulled === 1 ? "[" : "1,".repeat(512)));
      },
    });
    const streamed = await readError(readJsonBody(jsonRequest(endless), { maxBytes: 64 * 1024 }));
    expect(streamed.code).toBe("payload_too_large");
    expect(pulled).toBeLessThan(100);
  });

  it("accepts a body of exactly maxBytes", async () => {
    const exact = JSON.stringify("x".repeat(1022));
    expect(exact.length).toBe(1024);
    expect(await readJsonBody(jsonRequest(exact), { maxBytes: 1024 })).toBe("x".repeat(1022));
  });
});

import { ApiError, isApiError } from "@/lib/core/errors";
import { refuseUnfitText } from "@/lib/core/edge-text";
import { LIMITS } from "@/lib/platform/config/limits";
import { formatBytes } from "@/lib/core/bytes";
import type { Readable } from "node:stream";
import { requestBodyStream } from "./body-stream";
import { mediaTypeOf } from "./media-type";

/** The JSON body every route takes at most. */
export const JSON_MAX_BYTES = LIMITS.jsonBodyBytes.value;

/**
 * Reads and parses an `application/json` request body, stopping at `maxBytes` instead of
 * buffering whatever the client sends, and refuses text the edge rule does not take (lib/core/edge-text.ts).
 * The result is otherwise unvalidated: parse it with a zod schema.
 */
export async function readJsonBody(request: Request, { maxBytes = JSON_MAX_BYTES }: { maxBytes?: number } = {}): Promise<unknown> {
  if (mediaTypeOf(request.headers.get("content-type")) !== "application/json") {
    throw new ApiError("unsupported_media_type", "Expected Content-Type: application/json");
  }
  const tooLarge = () => new ApiError("payload_too_large", `The JSON body is larger than ${formatBytes(maxBytes)}`);
  if (Number(request.headers.get("content-length")) > maxBytes) throw tooLarge();
  const body = requestBodyStream(request);
  if (!body) throw new ApiError("invalid_json", "The request body is empty; send a JSON document");

  const bytes = await readBodyBytes(body, maxBytes, tooLarge);

  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError("invalid_json", "The request body is not valid UTF-8");
  }
  if (!text.trim()) throw new ApiError("invalid_json", "The request body is empty; send a JSON document");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ApiError("invalid_json", `The request body is not valid JSON: ${(error as SyntaxError).message}`);
  }
  refuseUnfitText(value, "the body", LIMITS.jsonDepth.value);
  return value;
}

/** Reads a body into memory, stopping with `tooLarge()` past `maxBytes` instead of buffering whatever the client sends. */
export async function readBodyBytes(body: Readable, maxBytes: number, tooLarge: () => Error): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of body as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > maxBytes) throw tooLarge();
      chunks.push(chunk);
    }
  } catch (error) {
    throw isApiError(error) ? error : new ApiError("invalid_request", "The request body could not be read");
  }
  return Buffer.concat(chunks);
}

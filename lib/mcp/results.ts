import type { CallToolResult, ContentBlock } from "@modelcontextprotocol/sdk/types.js";
import { type ErrorBody } from "@/lib/core/errors";
import { toErrorResponse } from "@/lib/http/error-response";

type Blocks = { lead?: ContentBlock[]; attach?: ContentBlock[]; isError?: boolean };

/** A structured answer, also given as JSON text for clients that only read text. */
export function jsonResult(data: Record<string, unknown>, { lead = [], attach = [], isError = false }: Blocks = {}): CallToolResult {
  return {
    content: [...lead, { type: "text", text: JSON.stringify(data, null, 2) }, ...attach],
    structuredContent: data,
    ...(isError ? { isError: true } : {}),
  };
}

/**
 * A refusal as the model reads it: "code: message", the same code and message REST answers. No
 * structured content, since clients would check it against the tool's output schema.
 */
export function errorResult(error: unknown): CallToolResult {
  return refusalResult(toErrorResponse(error).body);
}

/** errorResult for a refusal already mapped to its body. */
export function refusalResult(body: ErrorBody): CallToolResult {
  return { isError: true, content: [{ type: "text", text: `${body.error.code}: ${body.error.message}` }] };
}

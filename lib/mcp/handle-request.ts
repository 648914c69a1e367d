import { MAX_BATCH_SIZE, readRequestBody, requestBodyTooLargeMessage } from "@modelcontextprotocol/sdk/server/requestBody.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { isJsonContentType } from "@modelcontextprotocol/sdk/shared/mediaType.js";
import { ApiError } from "@/lib/core/errors";
import { toErrorResponse } from "@/lib/http/error-response";
import { baseUrlOf } from "@/lib/http/base-url";
import { log } from "@/lib/core/log";
import { shared, withApi } from "@/lib/http/with-api";
import { buildMcpServer } from "./server";
import { UPLOAD_MAX_BYTES } from "./tools/upload-file";

/** Room for upload_file's base64 (4 bytes per 3) plus the JSON-RPC envelope. */
const MAX_MESSAGE_BYTES = Math.ceil(UPLOAD_MAX_BYTES / 3) * 4 + 1024 * 1024;
const MCP_ROUTE = "/api/mcp";

/**
 * One MCP HTTP request (stateless Streamable HTTP) behind REST's envelope (withApi): the same key and
 * plan check, the same per-key ceiling, request id, log line and counters; refusals in JSON-RPC. The
 * request costs one before its body is read; a batch then costs one more per further message, all or
 * nothing, so a batch that does not fit is refused whole and none of it runs. Then a fresh server and
 * transport that live as long as the response.
 */
export const handleMcpPost = withApi<Record<string, never>, "key">(
  async ({ request, caller, charge }) => {
    const body = await readBody(request);
    const messages = countedMessages(body);
    if (messages > 1) {
      const batch = await charge(messages - 1);
      if (!batch.allowed) {
        throw new ApiError(
          "rate_limited",
          `This batch of ${messages} messages counts as ${messages} requests, more than the ${batch.remaining + 1} left of the key's ${batch.limit} per minute ` +
            `${shared(caller)}so none of it ran. Send fewer messages at once, or retry in ${batch.resetSeconds} s.`,
        );
      }
    }
    if (body.kind === "too_large") {
      return Response.json(jsonRpcError({ code: -32000, message: requestBodyTooLargeMessage(MAX_MESSAGE_BYTES) }), { status: 413 });
    }
    const server = buildMcpServer({ caller, baseUrl: baseUrlOf(request) });
    const close = () => void server.close().catch((error: unknown) => log().error({ err: error }, "closing an MCP server failed"));
    try {
      const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, maxRequestBodySize: MAX_MESSAGE_BYTES });
      await server.connect(transport);
      const answer = body.kind === "parsed" ? await transport.handleRequest(request, { parsedBody: body.value }) : await transport.handleRequest(body.request);
      return closingWhenSent(answer, close);
    } catch (error) {
      close();
      throw error;
    }
  },
  { auth: "key", route: MCP_ROUTE, refuse: refusal },
);

/**
 * GET (a server-initiated stream) and DELETE (ending a session) mean nothing without sessions:
 * the key is checked as for POST (401/403), then 405 without spending the caller's ceiling.
 */
export const refuseMcpMethod = withApi<Record<string, never>, "key">(
  async ({ request }) => {
    const body = jsonRpcError({ code: -32000, message: `${request.method} is not supported: this MCP endpoint is stateless. Send JSON-RPC messages with POST.` });
    return Response.json(body, { status: 405, headers: { Allow: "POST" } });
  },
  { auth: "key", route: MCP_ROUTE, refuse: refusal, cost: 0 },
);

/** The POST body read once, so its messages can be counted before any of them runs. */
type McpBody = { kind: "parsed"; value: unknown } | { kind: "unparsed"; request: Request } | { kind: "too_large" };

/** Reads a JSON body (capped); anything else is left for the transport to refuse with its own 4xx. */
async function readBody(request: Request): Promise<McpBody> {
  if (!isJsonContentType(request.headers.get("content-type"))) return { kind: "unparsed", request };
  const read = await readRequestBody(request, MAX_MESSAGE_BYTES);
  if (read.tooLarge) return { kind: "too_large" };
  try {
    return { kind: "parsed", value: JSON.parse(read.text) };
  } catch {
    return { kind: "unparsed", request: new Request(request.url, { method: request.method, headers: request.headers, body: read.text }) };
  }
}

/** Messages that will run: a batch's length; a batch the transport refuses unread (over its own cap) is one request. */
function countedMessages(body: McpBody): number {
  if (body.kind !== "parsed" || !Array.isArray(body.value)) return 1;
  return body.value.length > MAX_BATCH_SIZE ? 1 : Math.max(1, body.value.length);
}

/** An HTTP refusal with a JSON-RPC error body: 401 → -32001, 403 → -32003, 429 → -32029; `data` carries REST's code. */
function refusal(error: unknown, limitHeaders: Record<string, string>): Response {
  const { status, body, headers } = toErrorResponse(error);
  const retryAfter = limitHeaders["Retry-After"];
  const data = { code: body.error.code, ...(retryAfter ? { retry_after_seconds: Number(retryAfter) } : {}) };
  const code = status >= 400 && status < 500 ? -32000 - (status - 400) : -32603;
  return Response.json(jsonRpcError({ code, message: body.error.message, data }), { status, headers: { ...limitHeaders, ...headers } });
}

function jsonRpcError(error: { code: number; message: string; data?: Record<string, unknown> }) {
  return { jsonrpc: "2.0" as const, id: null, error };
}

/** The transport's answer with headers of its own (the envelope adds to them); `onDone` runs once its body is fully sent or abandoned. */
function closingWhenSent(response: Response, onDone: () => void): Response {
  const init = { status: response.status, statusText: response.statusText, headers: new Headers(response.headers) };
  if (!response.body) {
    onDone();
    return new Response(null, init);
  }
  const reader = response.body.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (!done) return controller.enqueue(value);
      controller.close();
      onDone();
    },
    async cancel(reason) {
      await reader.cancel(reason);
      onDone();
    },
  });
  return new Response(body, init);
}

import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";

const JsonRpcId = z.union([z.string(), z.number().int()]).describe("The request's id, echoed in its answer");

const JsonRpcMessage = z
  .object({
    jsonrpc: z.literal("2.0"),
    id: JsonRpcId.optional().describe("Absent for a notification, which gets no answer"),
    method: z.string().describe("`initialize`, `tools/list`, `tools/call`, `resources/list`, `resources/read`, `ping`, or a notification such as `notifications/initialized`"),
    params: z.record(z.string(), z.unknown()).optional().describe("The method's parameters; `tools/call` takes `{ name, arguments }` and an optional `_meta.progressToken`"),
  });

const JsonRpcErrorObject = z.object({
  code: z.number().int().describe("JSON-RPC code: -32700 parse error, -32600 invalid request, -32601 unknown method, -32602 invalid params, -32603 internal error; refusals of the HTTP request -32000 - (status - 400): -32001 (401), -32003 (403), -32013 (413), -32029 (429)"),
  message: z.string(),
  data: z
    .object({
      code: z.string().optional().describe("The REST error code of a refused request (`unauthorized`, `plan_required`, `rate_limited`)"),
      retry_after_seconds: z.number().int().optional().describe("With `rate_limited`: seconds until the budget allows a request again"),
    })
    .optional(),
});

const JsonRpcResult = z.object({ jsonrpc: z.literal("2.0"), id: JsonRpcId, result: z.record(z.string(), z.unknown()).describe("The method's result: for `tools/call`, `{ content: [...], structuredContent?, isError? }`") });
const JsonRpcError = z.object({ jsonrpc: z.literal("2.0"), id: JsonRpcId.nullable().describe("null when the request could not be read or was refused before it ran"), error: JsonRpcErrorObject });
const JsonRpcAnswer = z.union([JsonRpcResult, JsonRpcError]);

export const McpContract = defineRoute({
  method: "POST",
  path: "/api/mcp",
  operationId: "callMcp",
  tags: ["MCP"],
  summary: "MCP (Streamable HTTP) for agents, same keys and limits",
  description:
    "The Model Context Protocol (Streamable HTTP, stateless) for agents: the same skills, prices, checks and request budget as this API, with the same " +
    "key. Send one JSON-RPC 2.0 message or a batch (each message counts against the budget) with `Accept: application/json, text/event-stream`. " +
    "The answer is JSON, or an event stream whose `message` events carry the same JSON-RPC answers (and `notifications/progress` for a " +
    "`progressToken`). Refusals of the HTTP request itself (key, plan, budget, size, media type) are JSON-RPC errors with the HTTP status, and " +
    "`error.data.code` names the REST code.",
  auth: "key-only",
  body: z.union([JsonRpcMessage, z.array(JsonRpcMessage).min(1)]),
  responses: {
    200: {
      description: "The answer to each request of the message or batch, as JSON or as an event stream of them",
      schema: z.union([JsonRpcAnswer, z.array(JsonRpcAnswer)]),
      contentType: "text/event-stream",
    },
    202: { description: "Only notifications or answers were sent: nothing to answer", schema: null },
  },
  refusalBody: JsonRpcError,
  errors: ["not_acceptable"],
});

import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { RequestHandlerExtra } from "@modelcontextprotocol/sdk/shared/protocol.js";
import type { ServerNotification, ServerRequest } from "@modelcontextprotocol/sdk/types.js";
import type { Caller } from "@/lib/http/with-api";
import { env } from "@/lib/platform/config/env";
import type { Tool, ToolContext } from "./define-tool";
import { RESOURCES, type McpResource } from "./resources";
import { callTool, IdempotencyKeyArgument, SecretIdempotencyKeyArgument, takesIdempotencyArgument } from "./idempotent-call";
import { TOOLS } from "./tools";
import { errorResult } from "./results";
import { refuseUnfitText } from "@/lib/core/edge-text";
import { LIMITS } from "@/lib/platform/config/limits";
// The job kinds and their hooks, registered before any tool touches the queue.
import "@/lib/domain/register";

type CallContext = { caller: Caller; baseUrl: string };
type Extra = RequestHandlerExtra<ServerRequest, ServerNotification>;

const SERVER_INFO = { name: "darkroom", title: "Darkroom", version: "0.1.0" };

function instructions(): string {
  return [
    "Darkroom converts images and videos, runs AI skills and multi-step lines on them, keeps results in a Vault and shares them in galleries.",
    "Inputs are a public `url` or the `job_id` of an earlier job; send local files with upload_file first.",
    "list_skills gives every skill's option ids and price in credits; an unknown option is refused. Paid skills are charged before they run and refunded if they fail.",
    `Calls wait up to ${env().WAIT_TIMEOUT_SECONDS} s for the result; otherwise they answer an id to poll with get_job or get_run.`,
    "Every HTTP request here counts against the key's per-minute ceiling, shared with the REST API.",
  ].join("\n");
}

/** An MCP server for one HTTP request of one caller: the tools and resources over the service layer. */
export function buildMcpServer(call: CallContext): McpServer {
  const server = new McpServer(SERVER_INFO, { instructions: instructions() });
  for (const tool of TOOLS) registerTool(server, tool, call);
  for (const resource of RESOURCES) registerResource(server, resource, call);
  return server;
}

function registerTool(server: McpServer, tool: Tool, call: CallContext): void {
  const keyed = takesIdempotencyArgument(tool);
  const keyArgument = tool.answersSecret ? SecretIdempotencyKeyArgument : IdempotencyKeyArgument;
  const inputSchema = keyed ? tool.input.extend({ idempotency_key: keyArgument }) : tool.input;
  const config = { title: tool.title, description: tool.description, inputSchema, outputSchema: tool.output, annotations: { title: tool.title, ...tool.annotations } };
  server.registerTool(tool.name, config, async (args, extra) => {
    // The edge rule for text, as REST applies it to the same fields; refused before the tool runs or any key is claimed.
    try {
      refuseUnfitText(args, "the arguments", LIMITS.jsonDepth.value);
    } catch (error) {
      return errorResult(error);
    }
    const { idempotency_key: key, ...input } = args as Record<string, unknown> & { idempotency_key?: string };
    return callTool({ tool, input, key: keyed ? key : undefined, ctx: toolContext(call, extra) });
  });
}

function toolContext(call: CallContext, extra: Extra): ToolContext {
  const progressToken = extra._meta?.progressToken;
  return {
    ...call,
    signal: extra.signal,
    reportProgress: async ({ progress, total, message }) => {
      if (progressToken === undefined) return;
      // A client that went away cannot be told; the work itself is not affected.
      await extra.sendNotification({ method: "notifications/progress", params: { progressToken, progress, total, message } }).catch(() => {});
    },
  };
}

function registerResource(server: McpServer, resource: McpResource, call: CallContext): void {
  const metadata = { title: resource.title, description: resource.description, mimeType: "application/json" };
  server.registerResource(resource.name, resource.uri, metadata, async (uri) => ({
    contents: [{ uri: uri.href, mimeType: "application/json", text: JSON.stringify(await resource.read(call), null, 2) }],
  }));
}

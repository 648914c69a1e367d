import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

/** The SDK's own client over Streamable HTTP, as Claude Desktop or Cursor would connect with a key. */
export async function connectMcp({ url, key, headers = {} }: { url: string; key: string; headers?: Record<string, string> }): Promise<Client> {
  const client = new Client({ name: "darkroom-test", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers: { Authorization: `Bearer ${key}`, ...headers } } });
  await client.connect(transport);
  // Listing caches each tool's output schema, so every later result is validated against it.
  await client.listTools();
  return client;
}

/** Calls a tool; `onprogress` makes the client send a progress token. */
export async function callTool(
  client: Client,
  name: string,
  args: Record<string, unknown> = {},
  { onprogress }: { onprogress?: (progress: { progress: number; total?: number; message?: string }) => void } = {},
): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args }, undefined, { onprogress, timeout: 120_000 })) as CallToolResult;
}

/** The text blocks of a tool result, joined. */
export function textOf(result: CallToolResult): string {
  return result.content.flatMap((block) => (block.type === "text" ? [block.text] : [])).join("\n");
}

/** Starts a JSON-RPC message as a raw client would, for checks on status codes and headers. */
export function rawMcpPost(url: string, { key, body }: { key?: string; body: unknown }): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      ...(key ? { authorization: `Bearer ${key}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

export const INITIALIZE = {
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "1" } },
};

import "server-only";
import { TOOLS } from "@darkroom/lib/mcp/tools/index";
import { CodeBlock } from "./code-block";

/** How agents reach the same catalogue over MCP, with a client config and a first call. */
export function McpSection({ baseUrl }: { baseUrl: string }) {
  const config = JSON.stringify({ mcpServers: { darkroom: { type: "http", url: `${baseUrl}/api/mcp`, headers: { Authorization: "Bearer ${DARKROOM_API_KEY}" } } } }, null, 2);
  const initialize = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "curl", version: "1" } } });
  const curl = [
    `curl -X POST "${baseUrl}/api/mcp"`,
    `-H "Authorization: Bearer $DARKROOM_API_KEY"`,
    `-H "Content-Type: application/json"`,
    `-H "Accept: application/json, text/event-stream"`,
    `-d '${initialize}'`,
  ].join(" \\\n  ");
  return (
    <section aria-labelledby="mcp" className="space-y-3">
      <h2 id="mcp" className="text-xl font-semibold text-zinc-900">
        MCP for agents
      </h2>
      <p className="max-w-3xl text-sm text-zinc-700">
        <code className="font-mono text-[13px]">{baseUrl}/api/mcp</code> speaks MCP over Streamable HTTP. It takes the same API keys as REST, shares each
        key’s per-minute ceiling, and charges the same credits. Point an MCP client at it:
      </p>
      <CodeBlock code={config} label="MCP client configuration" />
      <p className="text-sm text-zinc-700">Or try it by hand:</p>
      <CodeBlock code={curl} label="curl example for MCP initialize" />
      <div>
        <h3 className="text-sm font-semibold text-zinc-900">Tools</h3>
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {TOOLS.map((tool) => (
            <li key={tool.name} className="rounded-lg border border-zinc-200 bg-white px-3 py-2 text-sm">
              <code className="font-mono text-[13px] font-semibold text-zinc-900">{tool.name}</code>
              <p className="text-zinc-600">{tool.title}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

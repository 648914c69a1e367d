import "server-only";
import { CodeBlock } from "./code-block";
import { EndpointCard } from "./endpoint-card";
import { McpSection } from "./mcp-section";
import { listDocGroups } from "./openapi-operations";

/** The /docs page: every endpoint of this server by resource, with curl examples, and the MCP endpoint. */
export function DocsPage({ baseUrl }: { baseUrl: string }) {
  const groups = listDocGroups(baseUrl);
  return (
    <div className="space-y-8">
      <div className="space-y-3">
        <h1 className="text-2xl font-semibold tracking-tight text-zinc-900">API docs</h1>
        <p className="max-w-3xl text-sm text-zinc-700">
          Every call is relative to <code className="font-mono text-[13px]">{baseUrl}</code>. Send an API key from{" "}
          <a href="/keys" className="font-medium text-accent-700 hover:underline">
            Keys
          </a>{" "}
          as a bearer token (keys work on the Plus, Pro and Business plans; a Basic account&apos;s keys are refused with{" "}
          <code className="font-mono text-[13px]">403 plan_required</code>). Errors always answer <code className="font-mono text-[13px]">{"{ error: { code, message } }"}</code>. The machine-readable
          description is{" "}
          <a href="/api/v1/openapi.json" className="font-medium text-accent-700 hover:underline">
            /api/v1/openapi.json
          </a>
          .
        </p>
        <CodeBlock code={`export DARKROOM_API_KEY=dk_live_…\ncurl "${baseUrl}/api/v1/account" -H "Authorization: Bearer $DARKROOM_API_KEY"`} label="first call" />
      </div>
      <nav aria-label="API sections">
        <ul className="flex flex-wrap gap-2">
          {groups.map((group) => (
            <li key={group.name}>
              <a href={`#${group.name}`} className="block rounded-md bg-zinc-100 px-3 py-1 font-mono text-sm text-zinc-800 hover:bg-zinc-200 focus-visible:outline-2 focus-visible:outline-accent-600">
                {group.name}
              </a>
            </li>
          ))}
          <li>
            <a href="#mcp" className="block rounded-md bg-zinc-100 px-3 py-1 font-mono text-sm text-zinc-800 hover:bg-zinc-200 focus-visible:outline-2 focus-visible:outline-accent-600">
              mcp
            </a>
          </li>
        </ul>
      </nav>
      {groups.map((group) => (
        <section key={group.name} aria-labelledby={group.name} className="scroll-mt-4 space-y-3">
          <h2 id={group.name} className="font-mono text-xl font-semibold text-zinc-900">
            {group.name}
          </h2>
          {group.operations.map((op) => (
            <EndpointCard key={`${op.method} ${op.path}`} op={op} baseUrl={baseUrl} />
          ))}
        </section>
      ))}
      <McpSection baseUrl={baseUrl} />
    </div>
  );
}

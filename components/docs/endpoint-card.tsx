import { Badge } from "@/components/ui/badge";
import { cx } from "@/components/ui/cx";
import { CodeBlock } from "./code-block";
import { buildCurlExample } from "./curl-example";
import type { DocField, DocOperation } from "./openapi-operations";

const METHOD_TONES: Record<string, string> = {
  get: "bg-sky-100 text-sky-800",
  post: "bg-emerald-100 text-emerald-800",
  patch: "bg-amber-100 text-amber-900",
  delete: "bg-red-100 text-red-800",
};

const AUTH_LABELS: Record<DocOperation["auth"], string> = { key: "API key", session: "Workbench session", none: "No key" };

/** One operation: method, path, who may call it, its fields and a curl example for this server. */
export function EndpointCard({ op, baseUrl }: { op: DocOperation; baseUrl: string }) {
  const title = `${op.method.toUpperCase()} ${op.path}`;
  return (
    <article aria-label={title} className="space-y-3 rounded-xl border border-zinc-200 bg-white p-5 shadow-sm">
      <header className="flex flex-wrap items-center gap-2">
        <span className={cx("rounded px-2 py-0.5 font-mono text-xs font-semibold uppercase", METHOD_TONES[op.method] ?? "bg-zinc-100")}>{op.method}</span>
        <h3 className="font-mono text-sm font-semibold break-all text-zinc-900">{op.path}</h3>
        <Badge tone={op.auth === "none" ? "neutral" : "accent"}>{AUTH_LABELS[op.auth]}</Badge>
        {op.multipart && <Badge>multipart</Badge>}
      </header>
      <p className="text-sm text-zinc-700">{op.summary}</p>
      {op.params.length > 0 && <FieldTable caption="Parameters" fields={op.params} />}
      {op.fields.length > 0 && <FieldTable caption={op.multipart ? "Body (JSON or form fields)" : "Body (JSON)"} fields={op.fields} />}
      <FieldTable caption="Answers" fields={op.responses.map((r) => ({ name: r.status, type: "", required: false, description: r.description }))} />
      <CodeBlock code={buildCurlExample({ baseUrl, op })} label={`curl example for ${title}`} />
    </article>
  );
}

function FieldTable({ caption, fields }: { caption: string; fields: DocField[] }) {
  return (
    // Focusable so a keyboard can scroll a table wider than a phone (axe: scrollable-region-focusable).
    <div role="group" aria-label={caption} tabIndex={0} className="relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-accent-600">
      <table className="w-full text-left text-sm">
        <caption className="pb-1 text-left text-xs font-medium tracking-wide text-zinc-600 uppercase">{caption}</caption>
        <tbody className="divide-y divide-zinc-100">
          {fields.map((field) => (
            <tr key={field.name} className="align-top">
              <th scope="row" className="py-1.5 pr-3 font-mono text-[13px] font-medium whitespace-nowrap text-zinc-900">
                {field.name}
                {field.required && <span className="ml-1 text-red-700" title="required">*</span>}
              </th>
              <td className="max-w-48 py-1.5 pr-3 font-mono text-xs break-words text-zinc-600">{field.type}</td>
              <td className="py-1.5 text-zinc-700">{field.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

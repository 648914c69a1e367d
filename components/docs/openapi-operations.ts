import "server-only";
import { buildOpenApiDocument } from "@darkroom/lib/http/openapi";

export type DocField = { name: string; type: string; required: boolean; description: string };

/** One endpoint as the docs page shows it, read out of the generated OpenAPI document. */
export type DocOperation = {
  method: string;
  path: string;
  summary: string;
  auth: "key" | "session" | "none";
  params: DocField[];
  fields: DocField[];
  requiredFields: string[];
  hasJsonBody: boolean;
  multipart: boolean;
  /** Required request headers with an example value (the tus endpoint speaks in headers). */
  headers: Array<{ name: string; example: string }>;
  /** The content type of a body of bytes (a tus PATCH), if it takes one. */
  rawBody: string | null;
  /** Every status the operation answers, with what it means. */
  responses: Array<{ status: string; description: string }>;
};

export type DocGroup = { name: string; operations: DocOperation[] };

type JsonSchema = { type?: string | string[]; description?: string; properties?: Record<string, JsonSchema>; required?: string[]; items?: JsonSchema; enum?: unknown[]; anyOf?: JsonSchema[] };
type RawParameter = { name: string; in: string; required: boolean; schema?: JsonSchema; example?: string };
type RawOperation = {
  summary: string;
  security: Array<Record<string, unknown>>;
  parameters: RawParameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string }>;
};

function typeOf(schema: JsonSchema | undefined): string {
  if (!schema) return "any";
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(" | ");
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(" | ");
  const type = Array.isArray(schema.type) ? schema.type.join(" | ") : (schema.type ?? "any");
  return type === "array" ? `${typeOf(schema.items)}[]` : type;
}

function fieldsOf(schema: JsonSchema | undefined): DocField[] {
  const required = new Set(schema?.required ?? []);
  return Object.entries(schema?.properties ?? {}).map(([name, property]) => ({
    name,
    type: typeOf(property),
    required: required.has(name),
    description: property.description ?? "",
  }));
}

function authOf(op: RawOperation): DocOperation["auth"] {
  const scheme = Object.keys(op.security[0] ?? {})[0];
  return scheme === "bearer" ? "key" : scheme === "session" ? "session" : "none";
}

function groupName(path: string): string {
  const [, , version, resource] = path.split("/");
  return version === "v1" ? resource : version;
}

/** The REST endpoints of this server grouped by resource ("assets", "galleries", "auth", …), in table order; MCP has its own section. */
export function listDocGroups(baseUrl: string): DocGroup[] {
  const doc = buildOpenApiDocument(baseUrl);
  const groups = new Map<string, DocOperation[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (path === "/api/mcp") continue;
    for (const [method, raw] of Object.entries(methods as Record<string, RawOperation>)) {
      const content = raw.requestBody?.content ?? {};
      // The form is the fuller list: the JSON fields and `file`.
      const schema = content["multipart/form-data"]?.schema ?? content["application/json"]?.schema;
      const fields = fieldsOf(schema);
      const name = groupName(path);
      groups.set(name, [
        ...(groups.get(name) ?? []),
        {
          method,
          path,
          summary: raw.summary,
          auth: authOf(raw),
          params: raw.parameters.map((p) => ({ name: p.name, type: `${p.in}: ${typeOf(p.schema)}`, required: p.required, description: p.schema?.description ?? "" })),
          fields,
          requiredFields: fields.filter((field) => field.required).map((field) => field.name),
          hasJsonBody: "application/json" in content,
          multipart: "multipart/form-data" in content,
          headers: raw.parameters.filter((p) => p.in === "header" && p.required).map((p) => ({ name: p.name, example: p.example ?? `$${p.name.toUpperCase().replaceAll("-", "_")}` })),
          rawBody: Object.keys(content).find((type) => type !== "application/json" && type !== "multipart/form-data") ?? null,
          responses: Object.entries(raw.responses).map(([status, response]) => ({ status, description: response.description })),
        },
      ]);
    }
  }
  return [...groups].map(([name, operations]) => ({ name, operations }));
}

import { z } from "zod";
import { describe, expect, it } from "vitest";
import { CONTRACTS } from "./contract-registry";
import { buildOpenApiDocument } from "./openapi";
import type { RouteContract } from "./contract";
import { checkTargetFormat } from "@/lib/domain/convert/convert";
import { TARGET_FORMATS } from "@/lib/domain/convert/schema";
import { checkSkillRequest } from "@/lib/domain/skills/run-skill";
import { PROMPT_MAX_LENGTH } from "@/lib/domain/skills/prompt";

type Schema = { [keyword: string]: unknown; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[]; oneOf?: Schema[] };
type Operation = { security: unknown[]; parameters: Array<{ name: string; in: string; schema: Schema }>; requestBody?: { content: Record<string, { schema: Schema }> } };

/** What a validator enforces on a value and a client must be told. */
const FACTS = ["default", "format", "enum", "const", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "minLength", "maxLength", "minItems", "maxItems", "pattern", "multipleOf"];

const doc = buildOpenApiDocument("http://darkroom.test");
const operationOf = (contract: RouteContract) => (doc.paths[contract.path] as Record<string, Operation>)[contract.method.toLowerCase()];

/**
 * The schema as the validator sees it, both ways round: its input (what a pipe's first stage checks)
 * and its output (defaults and bounds applied after a coercion). The document must state both.
 */
function enforced(schema: z.ZodType): Schema[] {
  return (["input", "output"] as const).map((io) => z.toJSONSchema(schema, { io, unrepresentable: "any" }) as Schema);
}

/** Every fact of `want`, at every depth, appears with the same value in `got`; answers where one is missing. */
function missing(want: Schema, got: Schema | undefined, at: string): string[] {
  if (!got) return [`${at}: not documented`];
  const own = FACTS.filter((k) => k in want && JSON.stringify(want[k]) !== JSON.stringify(got[k])).map((k) => `${at}.${k}: enforces ${JSON.stringify(want[k])}, documents ${JSON.stringify(got[k])}`);
  const props = Object.entries(want.properties ?? {}).flatMap(([name, sub]) => missing(sub, got.properties?.[name], `${at}.${name}`));
  const items = want.items ? missing(want.items, got.items, `${at}[]`) : [];
  const branches = (["anyOf", "oneOf"] as const).flatMap((k) => (want[k] ?? []).flatMap((sub, i) => missing(sub, got[k]?.[i], `${at}.${k}[${i}]`)));
  return [...own, ...props, ...items, ...branches];
}

/** Every request schema of the document, each with where it is. */
function documentedRequests(): Array<{ at: string; schema: Schema }> {
  return CONTRACTS.flatMap((contract) => {
    const op = operationOf(contract);
    const bodies = Object.entries(op.requestBody?.content ?? {}).map(([type, { schema }]) => ({ at: `${contract.method} ${contract.path} ${type}`, schema }));
    const query = op.parameters.filter((p) => p.in === "query").map((p) => ({ at: `${contract.method} ${contract.path} ?${p.name}`, schema: p.schema }));
    return [...bodies, ...query];
  });
}

/** Every property of a schema, at any depth, with its name. */
function propertiesOf(schema: Schema): Array<[string, Schema]> {
  const own = Object.entries(schema.properties ?? {});
  const nested = [...own.map(([, s]) => s), ...(schema.items ? [schema.items] : []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  return [...own, ...nested.flatMap(propertiesOf)];
}

describe("the OpenAPI document states what the validators enforce", () => {
  it("every default, enum and bound of every contract's body and query, at every depth", () => {
    const problems = CONTRACTS.flatMap((contract) => {
      const op = operationOf(contract);
      const where = `${contract.method} ${contract.path}`;
      const content = op.requestBody?.content ?? {};
      const bodies = contract.body
        ? enforced(contract.body).flatMap((want) =>
            ["application/json", ...(contract.multipart ? ["multipart/form-data"] : [])].flatMap((type) => missing(want, content[type]?.schema, `${where} ${type}`)),
          )
        : [];
      const query = contract.query
        ? enforced(contract.query).flatMap((want) =>
            Object.entries(want.properties ?? {}).flatMap(([name, sub]) => missing(sub, op.parameters.find((p) => p.in === "query" && p.name === name)?.schema, `${where} ?${name}`)),
          )
        : [];
      return [...bodies, ...query];
    });
    expect(problems).toEqual([]);
  });

  it("convert's quality defaults to 85 and wait to true, as the issue found them missing", () => {
    const convert = (doc.paths["/api/v1/convert"] as Record<string, Operation>).post.requestBody!.content;
    for (const type of ["application/json", "multipart/form-data"]) {
      expect(convert[type].schema.properties).toMatchObject({ quality: { default: 85, minimum: 1, maximum: 100 }, wait: { default: true }, aspect: { default: "original" } });
    }
  });

  it("every format a job request names is one of the formats convert writes, and those are exactly what is accepted", () => {
    // Delivery variants name the formats a delivery URL renders (auto included), checked by their own route test.
    const jobRequests = documentedRequests().filter(({ at }) => !at.includes("/variants"));
    const formats = jobRequests.flatMap(({ at, schema }) => propertiesOf(schema).filter(([name]) => name === "format").map(([, s]) => [at, s.enum] as const));
    expect(formats.length).toBeGreaterThanOrEqual(4);
    for (const [at, values] of formats) expect(values, at).toEqual([...TARGET_FORMATS]);
    for (const format of TARGET_FORMATS) expect(() => checkTargetFormat(format)).not.toThrow();
    for (const format of ["gif", "tiff", "avif", "mp3"]) expect(() => checkTargetFormat(format)).toThrow(expect.objectContaining({ code: "unsupported_format" }));
  });

  it("every prompt is capped at PROMPT_MAX_LENGTH code points, the cap run-skill enforces", () => {
    const prompts = documentedRequests().flatMap(({ at, schema }) => propertiesOf(schema).filter(([name]) => name === "prompt").map(([, s]) => [at, s.maxLength] as const));
    expect(prompts.length).toBeGreaterThanOrEqual(4);
    for (const [at, maxLength] of prompts) expect(maxLength, at).toBe(PROMPT_MAX_LENGTH);
    const request = (prompt: string) => () => checkSkillRequest({ slug: "generate-image", source: null, reference: null, options: {}, prompt }, { availability: false });
    // JSON Schema's maxLength counts code points, as the server does: 2000 emoji fit, one more character does not.
    expect(request("🌅".repeat(PROMPT_MAX_LENGTH))).not.toThrow();
    expect(request("🌅".repeat(PROMPT_MAX_LENGTH) + "a")).toThrow(expect.objectContaining({ code: "prompt_too_long" }));
  });

  it("lists `file` only in multipart forms, never in a JSON body", () => {
    for (const contract of CONTRACTS) {
      const content = operationOf(contract).requestBody?.content ?? {};
      expect(content["application/json"]?.schema.properties ?? {}, `${contract.method} ${contract.path}`).not.toHaveProperty("file");
      const binary = { type: "string", format: "binary" };
      // A batch takes several `file` parts: an array of them.
      if (contract.multipart) expect(content["multipart/form-data"].schema.properties?.file).toMatchObject(contract.multipart.maxFiles ? { type: "array", items: binary } : binary);
    }
  });

  it("gives each operation the security it accepts: MCP a bearer key only, never the Workbench session", () => {
    const mcp = (doc.paths["/api/mcp"] as Record<string, Operation>).post;
    expect(mcp.security).toEqual([{ bearer: [] }]);
    const expected = { key: [{ bearer: [] }, { session: [] }], "key-only": [{ bearer: [] }], session: [{ session: [] }], none: [] };
    for (const contract of CONTRACTS) expect(operationOf(contract).security, `${contract.method} ${contract.path}`).toEqual(expected[contract.auth]);
  });
});

type Described = { operationId?: string; tags?: string[]; summary?: string; description?: string; responses: Record<string, { headers?: Record<string, { $ref?: string }>; content?: Record<string, unknown> }> };

describe("the OpenAPI document serves client generators", () => {
  const operations = Object.entries(doc.paths).flatMap(([p, ops]) => Object.entries(ops as Record<string, Described>).map(([method, op]) => ({ at: `${method} ${p}`, op })));

  it("names every operation once, in lowerCamelCase, with tags the document defines, a summary and a description", () => {
    const defined = new Set(doc.tags.map((tag) => tag.name));
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    for (const { at, op } of operations) {
      expect(op.operationId, at).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(op.tags?.length, at).toBeGreaterThan(0);
      for (const tag of op.tags ?? []) expect(defined.has(tag), `${at} tag ${tag}`).toBe(true);
      expect(op.summary, at).toBeTruthy();
      expect(op.description, at).toBeTruthy();
    }
  });

  it("documents Retry-After and the RateLimit-* headers on every 429, and the Bearer challenge on every 401 of a key-taking operation", () => {
    const refs = (headers: Record<string, { $ref?: string }> | undefined) => Object.keys(headers ?? {});
    let limited = 0;
    for (const { at, op } of operations) {
      const tooMany = op.responses["429"];
      if (tooMany) {
        limited += 1;
        expect(refs(tooMany.headers), at).toEqual(expect.arrayContaining(["Retry-After", "RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset"]));
      }
    }
    expect(limited).toBeGreaterThan(40);
    for (const contract of CONTRACTS.filter((c) => c.auth === "key" || c.auth === "key-only")) {
      const op = (doc.paths[contract.path] as Record<string, Described>)[contract.method.toLowerCase()];
      expect(refs(op.responses["401"].headers), `${contract.method} ${contract.path}`).toContain("WWW-Authenticate");
    }
  });

  it("documents the MCP endpoint's JSON-RPC request, its answers as JSON or an event stream, and its JSON-RPC refusals", () => {
    const mcp = (doc.paths["/api/mcp"] as Record<string, Described & { requestBody: { content: Record<string, { schema: Schema }> } }>).post;
    expect(JSON.stringify(mcp.requestBody.content["application/json"].schema)).toContain('"jsonrpc"');
    expect(Object.keys(mcp.responses["200"].content ?? {}).sort()).toEqual(["application/json", "text/event-stream"]);
    for (const status of ["401", "403", "413", "429"]) {
      const schema = (mcp.responses[status].content?.["application/json"] as { schema: Schema }).schema;
      expect(Object.keys(schema.properties ?? {}).sort(), status).toEqual(["error", "id", "jsonrpc"]);
    }
  });
});

import { z } from "zod";
import { AcceptedView } from "@/lib/domain/jobs/schema";
import { API_TAGS, ErrorBody, type ContractAuth, type HeaderDocs, type RouteContract, type SuccessAnswer } from "./contract";
import { CONTRACTS } from "./contract-registry";
import { statusOfCode, type ErrorCode } from "@/lib/core/errors";
import { IDEMPOTENCY_KEY_MAX_LENGTH, isStorable } from "@/lib/domain/idempotency/idempotency";
import { IDEMPOTENCY_KEY_HEADER, REPLAYED_HEADER, takesIdempotencyKey } from "@/lib/http/idempotency";
import { limitsInEffect } from "@/lib/platform/config/limits-in-effect";

/** Codes every endpoint of an auth mode can answer before its handler runs. */
const AUTH_ERRORS: Record<ContractAuth, readonly ErrorCode[]> = {
  key: ["unauthorized", "plan_required", "forbidden", "token_scope", "rate_limited"],
  "key-only": ["unauthorized", "plan_required", "token_scope", "rate_limited"],
  session: ["unauthorized", "forbidden", "token_scope", "rate_limited"],
  none: [],
};
const JSON_BODY_ERRORS: readonly ErrorCode[] = ["invalid_request", "invalid_json", "unsupported_media_type", "payload_too_large"];
/** Codes the server entry answers any request with before it reaches a route (lib/http/request-head.ts). */
const EDGE_ERRORS: readonly ErrorCode[] = ["uri_too_long", "headers_too_large"];
// payload_too_large: a key's fingerprint reads the body (at most 1 MiB), whatever the route takes.
const IDEMPOTENCY_ERRORS: readonly ErrorCode[] = ["invalid_idempotency_key", "idempotency_key_reused", "idempotency_key_in_use", "payload_too_large"];

const IDEMPOTENCY_KEY_DESCRIPTION =
  "Makes a retry safe: the first answer (2xx or 4xx) is kept for 24 hours per account and key and replayed for the same request " +
  "(method, path, body; for multipart the fields and each file's SHA-256), with nothing run or charged again. Another request " +
  "with the key is refused 422 idempotency_key_reused; while the first still runs, 409 idempotency_key_in_use. A 5xx or 429 is not kept, " +
  "nor a success that carries a secret or a bearer link (a new API key, a signing secret, a gallery's review_url): its replay is refused 409 idempotency_replay_refused.";
const IDEMPOTENCY_KEY_PARAMETER = {
  name: IDEMPOTENCY_KEY_HEADER,
  in: "header",
  required: false,
  description: IDEMPOTENCY_KEY_DESCRIPTION,
  // The docs page reads a parameter's description from its schema.
  schema: { type: "string", minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX_LENGTH, description: IDEMPOTENCY_KEY_DESCRIPTION },
};
/** Headers several answers carry, declared once in `components.headers`. */
const SHARED_HEADERS = {
  [REPLAYED_HEADER]: { description: "`true` when this is the stored answer to an earlier request with the same Idempotency-Key", schema: { type: "string", enum: ["true"] } },
  "RateLimit-Limit": { description: "Requests the caller may make per minute (the key's plan, or the Workbench session's ceiling); REST and MCP share it", schema: { type: "integer" } },
  "RateLimit-Remaining": { description: "Requests left in the current minute", schema: { type: "integer" } },
  "RateLimit-Reset": { description: "Seconds until the budget is full again", schema: { type: "integer" } },
  "Retry-After": { description: "Seconds to wait before trying again", schema: { type: "integer" } },
  "WWW-Authenticate": { description: "`Bearer`: send an API key (or an upload token where one is taken) as `Authorization: Bearer <key>`", schema: { type: "string", enum: ["Bearer"] } },
};
const headerRef = (name: keyof typeof SHARED_HEADERS) => ({ [name]: { $ref: `#/components/headers/${name}` } });
const RATE_LIMIT_HEADERS = { ...headerRef("RateLimit-Limit"), ...headerRef("RateLimit-Remaining"), ...headerRef("RateLimit-Reset") };
/** Every answer to a request with credentials, after the limiter ran. */
const rateLimited = (contract: RouteContract) => contract.auth !== "none";
/** Auth modes that take a bearer credential, whose 401 challenges it. */
const takesBearer = (contract: RouteContract) => contract.auth === "key" || contract.auth === "key-only";

/** What any request may be answered before a route sees it: headers past Node's 16 KiB. */
const ANY_REQUEST_REFUSALS = { "431": { description: "The request's headers are larger than the server reads (16 KiB); nothing was done" } };

/** What each auth mode accepts: either scheme, the bearer key alone (MCP), the session alone, or nothing. */
const SECURITY: Record<ContractAuth, Array<Record<string, string[]>>> = {
  key: [{ bearer: [] }, { session: [] }],
  "key-only": [{ bearer: [] }],
  session: [{ session: [] }],
  none: [],
};

function takesKey(contract: RouteContract): boolean {
  return !contract.readsOnly && takesIdempotencyKey({ method: contract.method, path: contract.path, authenticated: contract.auth !== "none" });
}

/** Keywords that tell a client what a value must be. */
const VALUE_RULES = ["format", "pattern", "enum", "const", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "minLength", "maxLength", "multipleOf"];

/** A request as it may be sent, with every default the server applies and every rule it checks. */
function requestSchema(schema: z.ZodType) {
  return z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
    override: ({ zodSchema, jsonSchema }) => {
      // zod drops a default over a coercion (form values: "85" → 85) though the input takes the same value, so it is put back.
      if (zodSchema instanceof z.ZodDefault && jsonSchema.default === undefined && z.safeParse(zodSchema.unwrap(), zodSchema.def.defaultValue).success) {
        jsonSchema.default = zodSchema.def.defaultValue;
      }
      // zod describes a pipe by its first stage; the second checks the value too (an e-mail after trimming), so its rules are stated as well.
      if (zodSchema instanceof z.ZodPipe && !(zodSchema.in instanceof z.ZodTransform)) {
        const after: Record<string, unknown> = z.toJSONSchema(zodSchema.out, { io: "input", unrepresentable: "any" });
        for (const rule of VALUE_RULES) if (rule in after && !(rule in jsonSchema)) jsonSchema[rule] = after[rule];
      }
    },
  });
}

/** Answers are described as they are sent; extra fields are allowed so answers may grow. */
function responseSchema(schema: z.ZodType) {
  return z.toJSONSchema(schema, {
    io: "output",
    unrepresentable: "any",
    override: ({ jsonSchema }) => {
      if (jsonSchema.additionalProperties === false) delete jsonSchema.additionalProperties;
    },
  });
}

function json(schema: object) {
  return { "application/json": { schema } };
}

/** Every code one endpoint can refuse with: its own, and those its auth, parameters and body imply. */
export function errorCodesOf(contract: RouteContract): string[] {
  const codes = new Set<string>([...AUTH_ERRORS[contract.auth], ...contract.errors]);
  if (contract.body) JSON_BODY_ERRORS.forEach((code) => codes.add(code));
  if (contract.query) codes.add("invalid_request");
  // A path id is refused when unknown, or when it breaks the edge rule for text (lib/core/edge-text.ts).
  if (contract.path.includes("{")) ["not_found", "invalid_request"].forEach((code) => codes.add(code));
  EDGE_ERRORS.forEach((code) => codes.add(code));
  if (takesKey(contract)) IDEMPOTENCY_ERRORS.forEach((code) => codes.add(code));
  if (takesKey(contract) && contract.answersSecret) codes.add("idempotency_replay_refused");
  codes.add("internal_error");
  // Any endpoint may find its database or file storage unreachable, and any write may find the disk full.
  codes.add("unavailable");
  if (!["GET", "HEAD", "OPTIONS"].includes(contract.method)) codes.add("insufficient_storage");
  return [...codes];
}

/** The status one endpoint answers a code with: the table's, unless the contract says otherwise. */
export function statusIn(contract: RouteContract, code: string): number {
  return contract.errorStatus?.[code as ErrorCode] ?? statusOfCode(code);
}

function byStatus(contract: RouteContract, codes: readonly string[]): Map<number, string[]> {
  const groups = new Map<number, string[]>();
  for (const code of codes) groups.set(statusIn(contract, code), [...(groups.get(statusIn(contract, code)) ?? []), code]);
  return groups;
}

function errorBodyOf(codes: string[]) {
  return ErrorBody.extend({ error: ErrorBody.shape.error.extend({ code: z.enum(codes as [string, ...string[]]) }) });
}

/** Every status one endpoint can answer, each with its body schema. */
function responsesOf(contract: RouteContract): Record<string, unknown> {
  const responses: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(contract.responses)) {
    const content = contentOf(answer);
    const headers = { ...(answer.headers ? headersOf(answer.headers) : {}), ...(rateLimited(contract) ? RATE_LIMIT_HEADERS : {}) };
    responses[status] = { description: answer.description, ...(content ? { content } : {}), ...(Object.keys(headers).length ? { headers } : {}) };
  }
  const failures = byStatus(contract, contract.waits?.failures ?? []);
  if (contract.waits) {
    responses["202"] = { description: "Not finished within the wait (or `wait=false`): poll `poll_url`", content: json(responseSchema(AcceptedView)) };
  }
  const refusals = byStatus(contract, errorCodesOf(contract));
  for (const status of [...new Set([...refusals.keys(), ...failures.keys()])].sort((a, b) => a - b)) {
    const refused = refusals.get(status) ?? [];
    const failed = failures.get(status) ?? [];
    const finished = contract.responses[200]?.schema;
    const variants = [
      ...(refused.length ? [responseSchema(contract.refusalBody ?? errorBodyOf(refused))] : []),
      ...(failed.length && finished ? [responseSchema(finished)] : []),
    ];
    const parts = [refused.length ? `Refused: ${refused.join(", ")}` : "", failed.length ? `The work failed (${failed.join(", ")}): its view with status failed or canceled` : ""];
    responses[String(status)] = {
      description: parts.filter(Boolean).join(". "),
      content: json(variants.length === 1 ? variants[0] : { oneOf: variants }),
      ...(refusalHeaders(contract, status) ? { headers: refusalHeaders(contract, status) } : {}),
    };
  }
  if (takesKey(contract)) {
    for (const [status, response] of Object.entries(responses)) {
      const replayed = isStorable(Number(status)) && !(contract.answersSecret && Number(status) < 300);
      const { headers } = response as { headers?: object };
      if (replayed) responses[status] = { ...(response as object), headers: { ...headers, ...headerRef(REPLAYED_HEADER) } };
    }
  }
  return { ...responses, ...ANY_REQUEST_REFUSALS };
}

/** The headers a refusal with this status carries: the budget on every answer to credentials and on every 429 with Retry-After, the challenge on 401. */
function refusalHeaders(contract: RouteContract, status: number): Record<string, unknown> | undefined {
  const headers = {
    ...((rateLimited(contract) && status !== 401) || status === 429 ? RATE_LIMIT_HEADERS : {}),
    ...(status === 429 ? headerRef("Retry-After") : {}),
    ...(status === 401 && takesBearer(contract) ? headerRef("WWW-Authenticate") : {}),
  };
  return Object.keys(headers).length ? headers : undefined;
}

/** A success answer's body by media type: JSON by its schema, anything else (a file, this document) as served. */
function contentOf(answer: SuccessAnswer): Record<string, unknown> | undefined {
  const types = typeof answer.contentType === "string" ? [answer.contentType] : (answer.contentType ?? []);
  const content: Record<string, unknown> = answer.schema ? json(responseSchema(answer.schema)) : {};
  for (const type of types) content[type] ??= { schema: type === "application/json" ? { type: "object" } : { type: "string", format: "binary" } };
  return Object.keys(content).length ? content : undefined;
}

function headersOf(headers: HeaderDocs) {
  return Object.fromEntries(Object.entries(headers).map(([name, { description }]) => [name, { description, schema: { type: "string" } }]));
}

function operationOf(contract: RouteContract) {
  const pathParams = [...contract.path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: "path", required: true, schema: { type: "string" } }));
  const query = contract.query ? (requestSchema(contract.query) as { properties?: Record<string, object>; required?: string[] }) : {};
  const queryParams = Object.entries(query.properties ?? {}).map(([name, schema]) => ({ name, in: "query", required: query.required?.includes(name) ?? false, schema }));
  const headerParams = Object.entries(contract.headers ?? {}).map(([name, { description, required = false, example }]) => ({
    name,
    in: "header",
    required,
    description,
    schema: { type: "string", description },
    ...(example ? { example } : {}),
  }));
  const content: Record<string, unknown> = {};
  if (contract.rawBody) content[contract.rawBody.contentType] = { schema: { type: "string", format: "binary", description: contract.rawBody.description } };
  if (contract.body) content["application/json"] = { schema: requestSchema(contract.body) };
  if (contract.multipart) {
    const fields = contract.body ? requestSchema(contract.body) : {};
    const binary = { type: "string", format: "binary" };
    const file = contract.multipart.maxFiles ? { type: "array", items: binary, description: contract.multipart.file } : { ...binary, description: contract.multipart.file };
    content["multipart/form-data"] = { schema: { ...fields, properties: { ...(fields as { properties?: object }).properties, file } } };
  }
  return {
    operationId: contract.operationId,
    tags: [...contract.tags],
    summary: contract.summary,
    description: contract.description,
    security: SECURITY[contract.auth],
    parameters: [...pathParams, ...queryParams, ...headerParams, ...(takesKey(contract) ? [IDEMPOTENCY_KEY_PARAMETER] : [])],
    ...(Object.keys(content).length ? { requestBody: { required: true, content } } : {}),
    responses: responsesOf(contract),
  };
}

type Paths = Record<string, Record<string, ReturnType<typeof operationOf>>>;
// The contracts do not change while the process runs; turning their schemas into JSON Schema took ~75 ms per request.
let contractPaths: Paths | undefined;

function pathsOfContracts(): Paths {
  if (contractPaths) return contractPaths;
  const paths: Paths = {};
  for (const contract of CONTRACTS) {
    paths[contract.path] ??= {};
    paths[contract.path][contract.method.toLowerCase()] = operationOf(contract);
  }
  return (contractPaths = paths);
}

/** The OpenAPI 3.1 document for this server, generated from the route contracts. */
export function buildOpenApiDocument(baseUrl: string) {
  const paths = pathsOfContracts();
  return {
    openapi: "3.1.0",
    info: {
      title: "Darkroom API",
      version: "1.0.0",
      license: { name: "AGPL-3.0-only", identifier: "AGPL-3.0-only" },
      contact: { name: "This server's operator", url: baseUrl },
      description:
        "Convert, AI skills, lines, the Vault and galleries. Every refusal is { error: { code, message } }. A call that waits for work answers 200 " +
        "when it is done, 202 with a poll_url while it goes on, and when the work failed the status of its error code with the job's or run's view. " +
        "info.x-limits lists every limit this server enforces, with its values (a rate is `value` per `window_seconds`; `variable` names the operator's setting).",
      "x-limits": limitsInEffect().map(({ name, area, value, unit, windowSeconds, env, description }) => ({
        name,
        area,
        value,
        unit,
        ...(windowSeconds ? { window_seconds: windowSeconds } : {}),
        ...(env ? { variable: env } : {}),
        description,
      })),
    },
    servers: [{ url: baseUrl, description: "This server" }],
    tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
    components: {
      headers: SHARED_HEADERS,
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", description: "An API key (dk_live_…) created at /keys" },
        session: { type: "apiKey", in: "cookie", name: "dr_session", description: "Workbench session" },
      },
    },
    paths,
  };
}

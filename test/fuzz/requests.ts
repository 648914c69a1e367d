// Requests for one operation of the OpenAPI document, as fast-check arbitraries: its path with ids the
// server knows (the caller's, another account's) or made-up and hostile ones, its query and headers,
// and each body it takes (JSON, a multipart form, tus bytes) well-formed, at its bounds, or broken:
// bad syntax, wrong content types, malformed multipart, NUL and unpaired surrogates, very long text.
import fc from "fast-check";
import { hostileText, minimalValueFor, valueFor, wellFormed, type JsonSchema, type Pools } from "./schema-arbitrary";

export type OpenApiOperation = {
  parameters?: Array<{ name: string; in: "path" | "query" | "header"; required?: boolean; schema: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
  security?: Array<Record<string, string[]>>;
};

export type Operation = { method: string; path: string; spec: OpenApiOperation };

export type FuzzRequest = { method: string; path: string; headers: Record<string, string>; body?: Uint8Array<ArrayBuffer>; note: string };
type HeaderMap = Record<string, string>;

/** What the fuzzed server holds, made through its API before the run. */
export type Fixtures = {
  paidKeys: string[];
  basicKey: string;
  /** Cookies of a Workbench session, and of sessions a sign-out may end. */
  session: string;
  disposableSessions: string[];
  /** The server's origin, which a session's writes must come from. */
  origin: string;
  pools: Pools;
  /** Real ids by the collection their path names (`jobs`, `assets`, `uploads/tus`…) and by parameter name (`delivery_id`, `skill`). */
  ids: Record<string, string[]>;
  /** Another account's ids: each must be a 404. */
  foreignIds: string[];
  /** Signed links: `/api/v1/files/…?expires=…&signature=…` and `/d/…` paths. */
  signedFiles: string[];
  deliveryPaths: string[];
  png: Buffer;
  /** The MCP tools the server lists, with their input schemas. */
  tools: Array<{ name: string; inputSchema: JsonSchema }>;
};

const JSON_LIKE = ["application/json", "application/json; charset=utf-8"];
const WRONG_TYPES = ["text/plain", "application/x-www-form-urlencoded", "application/xml", "application/json-patch+json", "multipart/form-data", ""];
// Dot segments (`..`, `%2e%2e`) are left out: a URL parser resolves them, so the request would be another operation's.
const RAW_SEGMENTS = ["%00", "job_%00abc", "%E0%A4%A", "%C0%AF", "%FF", "%ED%A0%80", "%F0%9F%98%80", "a%2Fb", "%", "%zz", "\u00e9"];

/** A path segment for an id: real (own or foreign), made-up, hostile text encoded, or raw bytes no UTF-8 decodes. */
function idSegment(real: string[], fixtures: Fixtures): fc.Arbitrary<string> {
  const made = fc.stringMatching(/^[a-z]{3}_[0-9A-Za-z]{24}$/);
  return fc.oneof(
    { weight: real.length ? 8 : 0, arbitrary: fc.constantFrom(...(real.length ? real : ["x"])).map(encodeURIComponent) },
    { weight: 1, arbitrary: fc.constantFrom(...fixtures.foreignIds).map(encodeURIComponent) },
    { weight: 1, arbitrary: made },
    // A dot segment would be resolved by the URL parser into another operation's path.
    { weight: 1, arbitrary: hostileText.map((text) => encodeURIComponent(wellFormed(text)).replace(/^\.{1,2}$/, "x$&") || "%20") },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS, "a".repeat(9000)) },
  );
}

/**
 * The collection a path's parameter names: `/api/v1/jobs/{id}` → `jobs`, `/api/v1/uploads/tus/{id}` →
 * `uploads/tus`. A DELETE takes ids of its own (`assets:delete`), so the rest of the run still finds what it reads.
 */
function collectionOf(operation: Operation, name: string): string {
  if (name !== "id") return name;
  const collection = operation.path.slice(0, operation.path.indexOf("{id}") - 1).replace(/^\/api\/v1\//, "");
  return operation.method === "DELETE" ? `${collection}:delete` : collection;
}

function pathFor(operation: Operation, fixtures: Fixtures): fc.Arbitrary<string> {
  if (operation.path.startsWith("/d/")) {
    const real = fixtures.deliveryPaths;
    const tampered = fc.tuple(fc.constantFrom(...real), fc.constantFrom(...RAW_SEGMENTS, "w_81", "w_0", "f_gif", "x".repeat(300))).map(([path, segment]) => {
      const parts = path.split("/");
      parts[3] = segment;
      return parts.join("/");
    });
    return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...real) }, { weight: 2, arbitrary: tampered }, { weight: 1, arbitrary: fc.tuple(idSegment([], fixtures), idSegment([], fixtures)).map(([a, b]) => `/d/${a}/${b}/sig`) });
  }
  const names = [...operation.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const segments = names.map((name) => idSegment(fixtures.ids[collectionOf(operation, name)] ?? [], fixtures));
  return fc.tuple(...segments).map((values) => names.reduce((path, name, i) => path.replace(`{${name}}`, values[i]), operation.path));
}

/** A query value as a URL carries it: objects as JSON, everything else as text. */
function queryText(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value) ?? "";
}

function queryFor(operation: Operation, fixtures: Fixtures): fc.Arbitrary<string> {
  if (operation.path === "/api/v1/files/{id}") {
    // The signed link's own query, whole or altered.
    return fc.oneof(fc.constant(""), fc.constantFrom("?expires=1&signature=x", "?expires=99999999999&signature=%00", "?download=%FF", `?expires=${"9".repeat(400)}`));
  }
  const params = (operation.spec.parameters ?? []).filter((p) => p.in === "query");
  const pairs = params.map((p) => fc.option(valueFor(p.schema, fixtures.pools, p.name).map((v) => `${encodeURIComponent(p.name)}=${encodeURIComponent(wellFormed(queryText(v)))}`), { freq: 3 }));
  const extra = fc.oneof({ weight: 5, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom("unknown=1", "cursor=%00", "limit=%FF", "a=%E0%A4%A", `q=${"z".repeat(9000)}`, "limit=1&limit=2") });
  return fc.tuple(fc.tuple(...pairs), extra).map(([chosen, more]) => {
    const all = [...chosen, more].filter((p): p is string => typeof p === "string");
    return all.length ? `?${all.join("&")}` : "";
  });
}

function authFor(operation: Operation, fixtures: Fixtures): fc.Arbitrary<HeaderMap> {
  const security = operation.spec.security ?? [];
  const bearer = (key: string): HeaderMap => ({ authorization: `Bearer ${key}` });
  const wrong = fc.constantFrom<HeaderMap>({}, { authorization: "Bearer dk_live_unknown" }, { authorization: "Basic Zm9vOmJhcg==" }, { authorization: "Bearer" }, bearer(fixtures.basicKey), { cookie: "dr_session=forged" });
  if (security.some((s) => "bearer" in s)) return fc.oneof({ weight: 12, arbitrary: fc.constantFrom(...fixtures.paidKeys).map(bearer) }, { weight: 1, arbitrary: wrong });
  if (security.some((s) => "session" in s)) {
    const cookies = operation.path === "/api/auth/signout" ? fixtures.disposableSessions : [fixtures.session];
    const session = fc.tuple(fc.constantFrom(...cookies), fc.constantFrom(fixtures.origin, fixtures.origin, "http://elsewhere.example")).map(([cookie, origin]): HeaderMap => ({ cookie, origin }));
    return fc.oneof({ weight: 12, arbitrary: session }, { weight: 1, arbitrary: wrong });
  }
  return fc.oneof({ weight: 6, arbitrary: fc.constant<HeaderMap>({}) }, { weight: 1, arbitrary: wrong });
}

const idempotencyKey = fc.oneof(
  { weight: 6, arbitrary: fc.constant(null) },
  { weight: 2, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: fc.constantFrom("", "k".repeat(300), "fuzz-reused", " ") },
);

/** A text field's value as a form carries it: strings as they are, the rest as JSON (steps, options). */
function formText(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value) ?? "";
}

type Part = { name: string; value: Uint8Array | string; fileName?: string; type?: string };

function multipart(parts: Part[], boundary: string): Uint8Array<ArrayBuffer> {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.fileName !== undefined ? `; filename="${part.fileName}"` : ""}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ""}\r\n`));
    chunks.push(typeof part.value === "string" ? Buffer.from(part.value) : Buffer.from(part.value));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return new Uint8Array(Buffer.concat(chunks));
}

const BOUNDARY = "fuzzboundary7MA4YWxk";

function jsonBodies(schema: JsonSchema, pools: Pools): fc.Arbitrary<Omit<FuzzRequest, "method" | "path">> {
  const valid = fc.tuple(fc.oneof(valueFor(schema, pools), minimalValueFor(schema, pools)), fc.constantFrom(...JSON_LIKE)).map(([value, type]) => ({ headers: { "content-type": type }, body: utf8(JSON.stringify(value) ?? "null"), note: "json" }));
  const broken = fc
    .constantFrom(
      "{",
      '{"a":',
      "[1,]",
      "\uFEFF{}",
      "null",
      '"text"',
      "1e400",
      '{"a":1,"a":2}',
      '{"__proto__":{"polluted":1}}',
      '{"constructor":{"prototype":{"x":1}}}',
      "[".repeat(40) + "]".repeat(40),
      "[".repeat(100_000) + "]".repeat(100_000),
      '{"name":"\\u0000"}',
      '{"name":"\\ud800"}',
      "",
      " ",
    )
    .map((text) => ({ headers: { "content-type": "application/json" }, body: utf8(text), note: "malformed json" }));
  const notUtf8 = fc.constant({ headers: { "content-type": "application/json" }, body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), note: "json that is not utf-8" });
  const oversized = fc.constant({ headers: { "content-type": "application/json" }, body: utf8(`{"name":"${"x".repeat(1_100_000)}"}`), note: "json over 1 MiB" });
  const wrongType = fc.tuple(valueFor(schema, pools), fc.constantFrom(...WRONG_TYPES)).map(([value, type]) => ({
    headers: type ? { "content-type": type } : ({} as Record<string, string>),
    body: utf8(JSON.stringify(value) ?? "null"),
    note: `json as ${type || "no content type"}`,
  }));
  return fc.oneof({ weight: 10, arbitrary: valid }, { weight: 3, arbitrary: broken }, { weight: 1, arbitrary: notUtf8 }, { weight: 1, arbitrary: oversized }, { weight: 2, arbitrary: wrongType });
}

function formBodies(schema: JsonSchema, fixtures: Fixtures): fc.Arbitrary<Omit<FuzzRequest, "method" | "path">> {
  const type = { "content-type": `multipart/form-data; boundary=${BOUNDARY}` };
  const file = fc.oneof(
    { weight: 6, arbitrary: fc.constant<Part>({ name: "file", value: new Uint8Array(fixtures.png), fileName: "tiny.png", type: "image/png" }) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes): Part => ({ name: "file", value: bytes, fileName: "junk.bin", type: "application/octet-stream" })) },
    { weight: 1, arbitrary: hostileText.map((name): Part => ({ name: "file", value: new Uint8Array(fixtures.png), fileName: name.replace(/["\r\n]/g, "") })) },
  );
  const valid = fc.tuple(fc.oneof(valueFor(schema, fixtures.pools), minimalValueFor(schema, fixtures.pools)), fc.option(file, { freq: 2 })).map(([fields, chosen]) => {
    const parts: Part[] = Object.entries((fields ?? {}) as Record<string, unknown>).map(([name, value]) => ({ name: name.replace(/["\r\n]/g, "_"), value: wellFormed(formText(value)) }));
    // A file replaces a `url` or `job_id`, which would make the form ambiguous.
    const withFile = chosen ? [...parts.filter((p) => p.name !== "url" && p.name !== "job_id"), chosen] : parts;
    return { headers: type, body: multipart(withFile, BOUNDARY), note: chosen ? "form with a file" : "form" };
  });
  const png = new Uint8Array(fixtures.png);
  const malformed = fc
    .constantFrom(
      { note: "form without a boundary", headers: { "content-type": "multipart/form-data" }, body: multipart([{ name: "format", value: "png" }], BOUNDARY) },
      { note: "form with another boundary", headers: { "content-type": "multipart/form-data; boundary=other" }, body: multipart([{ name: "format", value: "png" }], BOUNDARY) },
      { note: "form cut short", headers: type, body: multipart([{ name: "file", value: png, fileName: "t.png" }], BOUNDARY).subarray(0, 80) },
      { note: "form with two files", headers: type, body: multipart([{ name: "file", value: png, fileName: "a.png" }, { name: "file", value: png, fileName: "b.png" }], BOUNDARY) },
      { note: "form with file as text", headers: type, body: multipart([{ name: "file", value: "not a file" }], BOUNDARY) },
      { note: "form with a field twice", headers: type, body: multipart([{ name: "format", value: "png" }, { name: "format", value: "webp" }], BOUNDARY) },
      { note: "form with 60 fields", headers: type, body: multipart(Array.from({ length: 60 }, (_, i) => ({ name: `f${i}`, value: "1" })), BOUNDARY) },
      { note: "form with a long field name", headers: type, body: multipart([{ name: "n".repeat(300), value: "1" }], BOUNDARY) },
      { note: "form with a NUL in a field", headers: type, body: multipart([{ name: "job_id", value: "job_\0abc" }], BOUNDARY) },
      { note: "form with a NUL in a field name", headers: type, body: multipart([{ name: "job\0id", value: "x" }], BOUNDARY) },
      { note: "form with a field that is no UTF-8", headers: type, body: multipart([{ name: "format", value: new Uint8Array([0x70, 0xff, 0xfe]) }], BOUNDARY) },
      { note: "form with an unnamed part", headers: type, body: utf8(`--${BOUNDARY}\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${BOUNDARY}--\r\n`) },
      { note: "form with only a preamble", headers: type, body: utf8(`${"p".repeat(2000)}\r\n--${BOUNDARY}--\r\n`) },
      { note: "form of headers only", headers: type, body: utf8(`--${BOUNDARY}\r\n${"X-H: v\r\n".repeat(3000)}`) },
      { note: "empty form", headers: type, body: new Uint8Array() },
      { note: "form with an escaped NUL in JSON text", headers: type, body: multipart([{ name: "steps", value: '[{"tool":"x","options":{"a":"\\u0000"}}]' }, { name: "options", value: '{"a":"\\ud800"}' }], BOUNDARY) },
    )
    .map((request) => ({ ...request, headers: request.headers as Record<string, string> }));
  return fc.oneof({ weight: 6, arbitrary: valid }, { weight: 3, arbitrary: malformed });
}

function tusHeaders(operation: Operation): fc.Arbitrary<HeaderMap> {
  const version = fc.oneof({ weight: 8, arbitrary: fc.constant<HeaderMap>({ "tus-resumable": "1.0.0" }) }, { weight: 1, arbitrary: fc.constantFrom<HeaderMap>({}, { "tus-resumable": "0.2.2" }) });
  if (operation.method === "POST") {
    const length = fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 0, max: 4096 }).map(String) }, { weight: 1, arbitrary: fc.constantFrom("", "-1", "abc", "99999999999999999", "1e3", "9".repeat(30)) });
    const metadata = fc.option(
      fc.oneof(
        hostileText.map((name) => `filename ${Buffer.from(name).toString("base64")}`),
        fc.constantFrom("filename", "filename !!!", "a b c", ",", `filename ${Buffer.from("t.png").toString("base64")},filetype ${Buffer.from("image/png").toString("base64")}`),
      ),
      { freq: 3 },
    );
    const extra = fc.constantFrom<HeaderMap>({}, {}, {}, { "upload-defer-length": "1" }, { "upload-concat": "partial" });
    return fc.tuple(version, length, metadata, extra).map(([v, l, m, e]): HeaderMap => ({ ...v, "upload-length": l, ...(m !== null ? { "upload-metadata": m } : {}), ...e }));
  }
  if (operation.method === "PATCH") {
    const offset = fc.oneof(fc.integer({ min: 0, max: 200 }).map(String), fc.constantFrom("", "-1", "x", "9".repeat(20)));
    const type = fc.oneof({ weight: 6, arbitrary: fc.constant("application/offset+octet-stream") }, { weight: 1, arbitrary: fc.constantFrom("application/json", "text/plain") });
    return fc.tuple(version, offset, type).map(([v, o, t]): HeaderMap => ({ ...v, "upload-offset": o, "content-type": t }));
  }
  return version;
}

function utf8(text: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(text, "utf8"));
}

/** Every request this fuzzer makes of one REST operation. */
export function requestsFor(operation: Operation, fixtures: Fixtures): fc.Arbitrary<FuzzRequest> {
  const content = operation.spec.requestBody?.content ?? {};
  const bodies: fc.Arbitrary<Omit<FuzzRequest, "method" | "path">>[] = [];
  if (content["application/json"]) bodies.push(jsonBodies(content["application/json"].schema, fixtures.pools));
  if (content["multipart/form-data"]) bodies.push(formBodies(content["multipart/form-data"].schema, fixtures));
  if (content["application/offset+octet-stream"]) bodies.push(fc.uint8Array({ maxLength: 300 }).map((bytes) => ({ headers: {}, body: new Uint8Array(bytes), note: "bytes" })));
  const body = bodies.length ? fc.oneof(...bodies) : fc.oneof({ weight: 8, arbitrary: fc.constant<Omit<FuzzRequest, "method" | "path">>({ headers: {}, note: "no body" }) }, { weight: 1, arbitrary: jsonBodies({}, fixtures.pools) });
  const isTus = operation.path.startsWith("/api/v1/uploads/tus");
  const ranged = operation.path.startsWith("/d/") || operation.path.startsWith("/api/v1/files/");
  const extraHeaders = fc.record(
    {
      range: fc.constantFrom("bytes=0-3", "bytes=-2", "bytes=999999999-", "bytes=5-1", "bytes=0-1,4-5", "items=0-1", "bytes=%00"),
      "if-none-match": fc.constantFrom('"x"', "*", "W/\"abc\""),
      accept: fc.constantFrom("image/avif,image/webp,*/*", "text/html", "*/*"),
    },
    { requiredKeys: [] },
  );
  const path = operation.path === "/api/v1/files/{id}" ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...fixtures.signedFiles) }, { weight: 1, arbitrary: fc.tuple(pathFor(operation, fixtures), queryFor(operation, fixtures)).map(([p, q]) => p + q) }) : fc.tuple(pathFor(operation, fixtures), queryFor(operation, fixtures)).map(([p, q]) => p + q);
  return fc
    .record({
      path,
      auth: authFor(operation, fixtures),
      body,
      idempotency: (operation.spec.parameters ?? []).some((p) => p.name === "Idempotency-Key") ? idempotencyKey : fc.constant(null),
      tus: isTus ? tusHeaders(operation) : fc.constant({}),
      extra: ranged || operation.path === "/api/v1/skills" ? extraHeaders : fc.constant({}),
    })
    .map(({ path: target, auth, body: chosen, idempotency, tus, extra }) => ({
      method: operation.method,
      path: target,
      headers: { ...auth, ...chosen.headers, ...tus, ...extra, ...(idempotency !== null ? { "idempotency-key": idempotency } : {}) },
      body: operation.method === "GET" || operation.method === "HEAD" ? undefined : chosen.body,
      note: chosen.note,
    }));
}

/** JSON-RPC messages to the MCP endpoint: tool calls with arguments from each tool's input schema, other methods, batches and broken envelopes. */
export function mcpRequests(fixtures: Fixtures): fc.Arbitrary<FuzzRequest> {
  // Arguments are always an object: what is in them is the tools' to judge; a call that is no call is the protocol's (below).
  const toolCall = fc.constantFrom(...fixtures.tools).chain((tool) =>
    fc
      .tuple(valueFor(tool.inputSchema, fixtures.pools).filter((args) => typeof args === "object" && args !== null && !Array.isArray(args)), fc.nat())
      .map(([args, id]) => ({ jsonrpc: "2.0", id, method: "tools/call", params: { name: tool.name, arguments: args } })),
  );
  const other = fc.constantFrom(
    { jsonrpc: "2.0", id: 1, method: "tools/list" },
    { jsonrpc: "2.0", id: 2, method: "resources/list" },
    { jsonrpc: "2.0", id: 3, method: "resources/read", params: { uri: "darkroom://nothing" } },
    { jsonrpc: "2.0", id: 4, method: "ping" },
    { jsonrpc: "2.0", id: 5, method: "no/such/method" },
    { jsonrpc: "2.0", id: 6, method: "tools/call", params: { name: "no_such_tool", arguments: {} } },
    { jsonrpc: "2.0", method: "notifications/initialized" },
  );
  const message = fc.oneof({ weight: 6, arbitrary: toolCall }, { weight: 2, arbitrary: other });
  const calls = fc.oneof({ weight: 8, arbitrary: message.map((m) => JSON.stringify(m)) }, { weight: 1, arbitrary: fc.array(message, { minLength: 2, maxLength: 3 }).map((batch) => JSON.stringify(batch)) });
  // Messages the protocol itself refuses (the MCP SDK answers some of them as its own internal error, -32603).
  const broken = fc.constantFrom(
    "{",
    "[]",
    "null",
    "[".repeat(50_000),
    JSON.stringify({ jsonrpc: "2.0", id: 7, method: "tools/call", params: null }),
    JSON.stringify({ jsonrpc: "2.0", id: 8, method: "tools/call", params: { name: "get_job", arguments: "job_x" } }),
    JSON.stringify({ jsonrpc: "1.0", id: 9, method: "tools/list" }),
    JSON.stringify({ jsonrpc: "2.0", id: { a: 1 }, method: "tools/list" }),
  );
  const envelope = fc.oneof({ weight: 9, arbitrary: calls.map((body) => ({ body, note: "mcp" })) }, { weight: 1, arbitrary: broken.map((body) => ({ body, note: "mcp envelope" })) });
  const accept = fc.oneof({ weight: 8, arbitrary: fc.constant("application/json, text/event-stream") }, { weight: 1, arbitrary: fc.constantFrom("application/json", "text/html") });
  const contentType = fc.oneof({ weight: 8, arbitrary: fc.constant("application/json") }, { weight: 1, arbitrary: fc.constantFrom("text/plain", "") });
  return fc.record({ message: envelope, accept, contentType, auth: fc.oneof({ weight: 12, arbitrary: fc.constantFrom(...fixtures.paidKeys) }, { weight: 1, arbitrary: fc.constantFrom(fixtures.basicKey, "dk_live_nope") }) }).map(({ message: { body, note }, accept: a, contentType: t, auth }) => ({
    method: "POST",
    path: "/api/mcp",
    headers: { authorization: `Bearer ${auth}`, accept: a, ...(t ? { "content-type": t } : {}) },
    body: utf8(body),
    note,
  }));
}

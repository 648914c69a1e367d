// The edge rule for text (lib/core/edge-text.ts) where each door parses: path ids of every route file,
// the query, JSON and form fields, tus metadata and MCP arguments. A NUL reached PostgreSQL and PGlite
// before ("invalid byte sequence for encoding UTF8: 0x00") and answered 500.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleMcpPost } from "@/lib/mcp/handle-request";
import { serveRoute, type ServedRoute } from "@/test/http-adapter";
import { callTool, connectMcp, textOf } from "@/test/mcp-client";
import { BASE, call, expectError, makeAccount } from "@/test/helpers";
import { GET as listLedger } from "@/app/api/v1/credits/route";
import { GET as listAssets } from "@/app/api/v1/assets/route";
import { POST as createRecipe } from "@/app/api/v1/recipes/route";
import { POST as convert } from "@/app/api/v1/convert/route";
import { POST as runLine } from "@/app/api/v1/runs/route";
import { POST as createTus } from "@/app/api/v1/uploads/tus/route";

const APP_DIR = path.resolve(import.meta.dirname, "../../app");
const METHODS = ["GET", "HEAD", "POST", "PATCH", "DELETE", "OPTIONS"] as const;
/** What a client sends that breaks the rule: a NUL (as `%00` decodes), and half of a surrogate pair. */
const UNFIT = ["job_\0abc", "ast_\uD800x"];

/** Every route file under app/ whose path takes ids (`[id]`, `[token]`…), as Next.js serves it; a catch-all is no endpoint. */
function routesWithIds(dir = APP_DIR): Array<{ file: string; urlPath: string; names: string[] }> {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith("[...") ? [] : routesWithIds(full);
    if (entry.name !== "route.ts") return [];
    const segments = path.relative(APP_DIR, dir).split(path.sep).filter((s) => !/^\(.*\)$/.test(s));
    const names = segments.flatMap((s) => /^\[(\w+)\]$/.exec(s)?.[1] ?? []);
    return names.length ? [{ file: full, urlPath: `/${segments.join("/")}`, names }] : [];
  });
}

let key: string;
beforeAll(async () => {
  ({ key } = await makeAccount({ plan: "business", credits: 100 }));
});

describe("the edge rule for text, at every door", () => {
  it("refuses a NUL or an unpaired surrogate in a path id of every route with 400 invalid_request, REST, admin, auth, review and delivery alike", async () => {
    const routes = routesWithIds();
    // /api/v1 (jobs, runs, assets, galleries, keys, recipes, webhooks, tus, files, run/{skill}), /api/admin, /api/auth, /g/{token}, /d/.
    expect(routes.length).toBeGreaterThanOrEqual(25);
    let calls = 0;
    for (const { file, urlPath, names } of routes) {
      const route: Partial<Record<(typeof METHODS)[number], unknown>> = await import(file);
      for (const method of METHODS.filter((m) => typeof route[m] === "function")) {
        for (const unfit of UNFIT) {
          const params = Object.fromEntries(names.map((name) => [name, unfit]));
          // The URL itself carries them percent-encoded; the params, decoded, as Next.js hands them over.
          const pathname = urlPath.replace(/\[(\w+)\]/g, (_, name: string) => params[name]);
          const response = await call(route[method], { method, path: pathname, key, params, headers: { origin: BASE, "tus-resumable": "1.0.0" } });
          const where = `${method} ${urlPath} with ${JSON.stringify(unfit)}`;
          expect({ status: response.status, type: response.headers.get("content-type") }, where).toEqual({ status: 400, type: "application/json" });
          if (method !== "HEAD") expect(((await response.json()) as { error: { code: string } }).error.code, where).toBe("invalid_request");
          calls++;
        }
      }
    }
    expect(calls).toBeGreaterThanOrEqual(60);
  });

  it("refuses a NUL in the query with 400 invalid_request, where it used to reach the database", async () => {
    for (const [handler, pathname] of [
      [listLedger, "/api/v1/credits?cursor=%00"],
      [listAssets, "/api/v1/assets?cursor=ast_%00"],
    ] as const) {
      const body = await expectError(await call(handler, { path: pathname, key }), 400, "invalid_request");
      expect(body.error.message, pathname).toMatch(/^cursor in the query holds/);
    }
  });

  it("refuses a query name or value that is not UTF-8 after percent-decoding with 400 invalid_request, naming it, where it was read as U+FFFD", async () => {
    for (const [pathname, name] of [
      ["/api/v1/assets?q=caf%E9", "q"],
      ["/api/v1/assets?tag=%C0%80", "tag"],
      ["/api/v1/assets?limit=5&q=%E2%82", "q"],
      ["/api/v1/assets?%FF=1", "%FF"],
    ] as const) {
      const body = await expectError(await call(listAssets, { path: pathname, key }), 400, "invalid_request");
      expect(body.error.message, pathname).toBe(`${name} in the query is not valid UTF-8 after percent-decoding.`);
    }
    // UTF-8 escapes, a '%' that starts no escape, and '+' for a space read as before.
    for (const pathname of ["/api/v1/assets?q=caf%C3%A9", "/api/v1/assets?q=100%", "/api/v1/assets?q=a+b%2Bc", "/api/v1/assets?q=%F0%9F%98%80"]) {
      expect((await call(listAssets, { path: pathname, key })).status, pathname).toBe(200);
    }
  });

  it("refuses a NUL or an unpaired surrogate in a JSON field or key with 400 invalid_request, naming it", async () => {
    const step = { tool: "convert", options: { format: "png" } };
    const name = await expectError(await call(createRecipe, { method: "POST", path: "/api/v1/recipes", key, json: { name: "a\0b", steps: [step] } }), 400, "invalid_request");
    expect(name.error.message).toBe("name in the body holds a NUL character (U+0000), which no field takes.");
    const nested = await expectError(await call(createRecipe, { method: "POST", path: "/api/v1/recipes", key, json: { name: "ok", steps: [{ ...step, options: { format: "png\uDC00" } }] } }), 400, "invalid_request");
    expect(nested.error.message).toContain("steps[0].options.format in the body holds an unpaired surrogate");
    await expectError(await call(convert, { method: "POST", path: "/api/v1/convert", key, json: { job_id: "job_\0abc" } }), 400, "invalid_request");
  });

  it("refuses JSON nested past the limit with 400, also with an Idempotency-Key (its fingerprint walked the body by recursion: a 500)", async () => {
    const deep = `${"[".repeat(200_000)}${"]".repeat(200_000)}`;
    const request = (headers: Record<string, string>) =>
      call(createRecipe, { method: "POST", path: "/api/v1/recipes", key, body: deep, headers: { "content-type": "application/json", ...headers } });
    const refused = await expectError(await request({ "idempotency-key": "deep-1" }), 400, "invalid_request");
    expect(refused.error.message).toContain("deeper than 32 levels");
    await expectError(await request({}), 400, "invalid_request");
  });

  it("refuses a NUL in a form field, its name, or in JSON text a form field holds, with 400 invalid_request", async () => {
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(fields)) data.set(name, value);
      return data;
    };
    const field = await expectError(await call(convert, { method: "POST", path: "/api/v1/convert", key, body: form({ job_id: "job_\0abc", format: "png" }) }), 400, "invalid_request");
    expect(field.error.message).toBe('Form field "job_id" holds a NUL character (U+0000), which no field takes.');
    await expectError(await call(convert, { method: "POST", path: "/api/v1/convert", key, body: form({ ["job_id\0"]: "job_x" }) }), 400, "invalid_request");
    const steps = JSON.stringify([{ tool: "convert", options: { format: "png\u0000" } }]);
    const inText = await expectError(await call(runLine, { method: "POST", path: "/api/v1/runs", key, body: form({ job_id: "job_x", steps }) }), 400, "invalid_request");
    expect(inText.error.message).toContain("the form field `steps` holds a NUL");
  });

  it("refuses a form field that is not UTF-8 with 400 invalid_request", async () => {
    const boundary = "edge-boundary";
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="job_id"\r\n\r\n`),
      Buffer.from([0x6a, 0xff, 0xfe]),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await call(convert, { method: "POST", path: "/api/v1/convert", key, body: new Uint8Array(body), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } });
    const refused = await expectError(response, 400, "invalid_request");
    expect(refused.error.message).toBe('Form field "job_id" is not valid UTF-8');
  });

  it("refuses a tus upload whose Upload-Metadata decodes to a NUL with 400 invalid_request, storing nothing", async () => {
    const metadata = `filename ${Buffer.from("a\0b.png").toString("base64")}`;
    const response = await call(createTus, { method: "POST", path: "/api/v1/uploads/tus", key, headers: { "tus-resumable": "1.0.0", "upload-length": "10", "upload-metadata": metadata } });
    const refused = await expectError(response, 400, "invalid_request");
    expect(refused.error.message).toContain("filename in Upload-Metadata holds a NUL");
  });
});

describe("the edge rule for MCP tool arguments", () => {
  let mcp: ServedRoute;
  beforeAll(async () => {
    mcp = await serveRoute({ POST: handleMcpPost });
  });
  afterAll(() => mcp.close());

  it("answers a tool call whose argument holds a NUL or an unpaired surrogate with an invalid_request tool error, before the tool runs", async () => {
    const client = await connectMcp({ url: mcp.url, key });
    try {
      for (const [tool, args] of [
        ["get_job", { job_id: "job_\0abc" }],
        ["get_run", { run_id: "run_\uD800" }],
        ["convert", { job_id: "job_x", format: "png", idempotency_key: "key\0" }],
      ] as const) {
        const result = await callTool(client, tool, args);
        expect(result.isError, tool).toBe(true);
        expect(textOf(result), tool).toMatch(/^invalid_request: .* in the arguments holds (a NUL|an unpaired surrogate)/);
      }
    } finally {
      await client.close();
    }
  });
});

import fs from "node:fs";
import path from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/lib/platform/config/env";
import { call } from "@/test/helpers";
import { GET } from "./route";

const V1_DIR = path.resolve(import.meta.dirname, "..");
const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/** Every route.ts under app/api/v1, as the URL path Next.js serves it: `[id]` becomes `{id}`. The catch-all 404 is no endpoint. */
function routeFiles(dir = V1_DIR): Array<{ file: string; path: string }> {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith("[...") ? [] : routeFiles(full);
    if (entry.name !== "route.ts") return [];
    const segments = path.relative(V1_DIR, dir).split(path.sep).map((s) => s.replace(/^\[(\w+)\]$/, "{$1}"));
    return [{ file: full, path: ["/api/v1", ...segments].join("/") }];
  });
}

async function served(): Promise<Record<string, string[]>> {
  const entries = await Promise.all(
    routeFiles().map(async ({ file, path: urlPath }) => {
      const exported: Record<string, unknown> = await import(file);
      const own = HTTP_METHODS.filter((m) => typeof exported[m] === "function");
      return [urlPath, own.map((m) => m.toLowerCase()).sort()] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe("GET /api/v1/openapi.json", () => {
  it("answers without a key and describes exactly the routes and methods under app/api/v1", async () => {
    const response = await call(GET, { path: "/api/v1/openapi.json" });
    expect(response.status).toBe(200);
    const doc = await response.json();
    expect(doc).toMatchObject({ openapi: "3.1.0", servers: [{ url: "http://darkroom.test" }] });
    const documented = Object.fromEntries(
      Object.entries(doc.paths as Record<string, Record<string, unknown>>)
        .filter(([p]) => p.startsWith("/api/v1/"))
        .map(([p, ops]) => [p, Object.keys(ops).sort()]),
    );
    const actual = await served();
    expect(Object.keys(actual).length).toBeGreaterThan(20);
    expect(documented).toEqual(actual);
  });

  it("lists every limit in info.x-limits with this server's values", async () => {
    process.env.MAX_UPLOAD_BYTES = "1048576";
    resetEnvForTests();
    try {
      const doc = await (await call(GET, { path: "/api/v1/openapi.json" })).json();
      const limits = doc.info["x-limits"] as { name: string; value: number; variable?: string; window_seconds?: number }[];
      expect(limits.length).toBeGreaterThan(40);
      expect(limits.find((l) => l.name === "uploadBytes")).toMatchObject({ value: 1_048_576, unit: "bytes", variable: "MAX_UPLOAD_BYTES" });
      expect(limits.find((l) => l.name === "failedSignInsPerEmailAndAddress")).toMatchObject({ value: 10, window_seconds: 900 });
      expect(limits.find((l) => l.name === "promptChars")).not.toHaveProperty("variable");
    } finally {
      delete process.env.MAX_UPLOAD_BYTES;
      resetEnvForTests();
    }
  });

  it("is an OpenAPI 3.1 document the validator accepts", async () => {
    const doc = await (await call(GET, { path: "/api/v1/openapi.json" })).json();
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("lists every status a route answers: waits with 202 and their failures, refusals by code", async () => {
    const doc = await (await call(GET, { path: "/api/v1/openapi.json" })).json();
    const statuses = (p: string, m: string) => Object.keys(doc.paths[p][m].responses);
    for (const [p, m] of [["/api/v1/convert", "post"], ["/api/v1/run/{skill}", "post"], ["/api/v1/runs", "post"], ["/api/v1/runs/{id}/resume", "post"]]) {
      expect(statuses(p, m)).toEqual(expect.arrayContaining(["200", "202", "400", "401", "403", "409", "429", "500", "502"]));
    }
    expect(statuses("/api/v1/run/{skill}", "post")).toEqual(expect.arrayContaining(["402", "404", "413", "415", "503"]));
    expect(statuses("/api/v1/jobs/{id}", "get").sort()).toEqual(["200", "401", "403", "404", "429", "431", "500"]);
    expect(statuses("/api/v1/skills", "get").sort()).toEqual(["200", "304", "431", "500"]);
    expect(JSON.stringify(doc)).not.toContain('"4XX"');
    const refusedRun = doc.paths["/api/v1/run/{skill}"].post.responses["402"].content["application/json"].schema;
    expect(refusedRun.properties.error.properties.code.enum).toEqual(["insufficient_credits"]);
    const failedConvert = doc.paths["/api/v1/convert"].post.responses["502"].content["application/json"].schema;
    expect(failedConvert.oneOf).toHaveLength(2);
    expect(failedConvert.oneOf[1].properties.status.enum).toContain("failed");
  });

  it("names every path parameter of each operation", async () => {
    const doc = await (await call(GET, { path: "/api/v1/openapi.json" })).json();
    for (const [p, ops] of Object.entries(doc.paths as Record<string, Record<string, { parameters: Array<{ name: string; in: string }> }>>)) {
      const names = [...p.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const op of Object.values(ops)) expect(op.parameters.filter((x) => x.in === "path").map((x) => x.name)).toEqual(names);
    }
  });
});

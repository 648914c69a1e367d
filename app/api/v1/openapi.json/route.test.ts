import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
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
      return [urlPath, HTTP_METHODS.filter((m) => typeof exported[m] === "function").map((m) => m.toLowerCase()).sort()] as const;
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

  it("names every path parameter of each operation", async () => {
    const doc = await (await call(GET, { path: "/api/v1/openapi.json" })).json();
    for (const [p, ops] of Object.entries(doc.paths as Record<string, Record<string, { parameters: Array<{ name: string; in: string }> }>>)) {
      const names = [...p.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const op of Object.values(ops)) expect(op.parameters.filter((x) => x.in === "path").map((x) => x.name)).toEqual(names);
    }
  });
});

import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONTRACTS } from "./contract-registry";
import { methodNotAllowed } from "./method-not-allowed";
import { expectError } from "@/test/helpers";

const API_DIR = path.resolve(import.meta.dirname, "../../app/api");
const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

const ask = (method: string, url: string) => methodNotAllowed(new Request(new URL(url, "http://darkroom.test"), { method }));

/** Every route.ts under app/api with a URL that reaches it (`[id]` filled in); catch-alls are no endpoint. */
function routeFiles(dir = API_DIR): Array<{ file: string; url: string }> {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith("[...") ? [] : routeFiles(full);
    if (entry.name !== "route.ts") return [];
    const segments = path.relative(API_DIR, dir).split(path.sep).map((s) => s.replace(/^\[(\w+)\]$/, "x_$1"));
    return [{ file: full, url: ["/api", ...segments].join("/") }];
  });
}

describe("methodNotAllowed, the one place a method a known path lacks is answered", () => {
  it("answers 405 method_not_allowed with Allow from the contracts (DELETE /api/v1/convert)", async () => {
    const response = ask("DELETE", "/api/v1/convert")!;
    await expectError(response, 405, "method_not_allowed");
    expect(response.headers.get("allow")).toBe("OPTIONS, POST");
  });

  it("lists HEAD beside GET, and the methods of the path with a parameter", async () => {
    const response = ask("PUT", "/api/v1/jobs/job_abc")!;
    await expectError(response, 405, "method_not_allowed");
    expect(response.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    expect(ask("POST", "/api/v1/galleries/gal_x")!.headers.get("allow")).toBe("DELETE, GET, HEAD, OPTIONS, PATCH");
    expect(ask("HEAD", "/api/v1/convert")!.status).toBe(405);
    expect(ask("GET", "/api/auth/signin")!.headers.get("allow")).toBe("OPTIONS, POST");
  });

  it("answers OPTIONS with 204 and the same Allow, except where the contract has its own (tus)", () => {
    const response = ask("OPTIONS", "/api/v1/convert")!;
    expect(response.status).toBe(204);
    expect(response.headers.get("allow")).toBe("OPTIONS, POST");
    expect(ask("OPTIONS", "/api/v1/uploads/tus")).toBeNull();
  });

  it("takes a node request, whose url is a bare path with a query", () => {
    expect(methodNotAllowed({ method: "PATCH", url: "/api/v1/convert?wait=false" })?.status).toBe(405);
    expect(methodNotAllowed({ method: "POST", url: "/api/v1/convert?wait=false" })).toBeNull();
  });

  it("lets through what a route answers itself: unknown paths (the API's 404), pages, and MCP's own refusals", () => {
    for (const url of ["/api/v1/nothing-here", "/", "/keys", "/api/admin/accounts", "/api/mcp"]) expect(ask("PUT", url), url).toBeNull();
    expect(ask("GET", "/api/mcp")).toBeNull();
  });

  it("passes every method of every contract and refuses every other one", () => {
    for (const contract of CONTRACTS) {
      if (contract.path === "/api/mcp") continue;
      const url = contract.path.replace(/\{(\w+)\}/g, "x_$1");
      const own = new Set<string>(CONTRACTS.filter((c) => c.path === contract.path).map((c) => c.method));
      if (own.has("GET")) own.add("HEAD");
      for (const method of HTTP_METHODS) expect(ask(method, url) === null, `${method} ${contract.path}`).toBe(own.has(method));
    }
  });

  it("never shadows a method a route file under app/api exports", async () => {
    const files = routeFiles();
    expect(files.length).toBeGreaterThan(40);
    for (const { file, url } of files) {
      const exported: Record<string, unknown> = await import(file);
      for (const method of HTTP_METHODS.filter((m) => typeof exported[m] === "function")) expect(ask(method, url), `${method} ${url}`).toBeNull();
    }
  });
});

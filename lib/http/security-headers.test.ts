import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

type HeaderRule = { source: string; headers: { key: string; value: string }[] };
const nextConfig = createRequire(import.meta.url)("../../next.config.js") as { headers: () => Promise<HeaderRule[]> };

/** The headers Next.js sends for a path: every matching rule in order, a later one overriding a key. */
async function headersFor(path: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const rule of await nextConfig.headers()) {
    const prefix = rule.source.replace("/:path*", "");
    if (path === prefix || path.startsWith(`${prefix}/`)) for (const { key, value } of rule.headers) out[key.toLowerCase()] = value;
  }
  return out;
}

function directives(csp: string): Record<string, string> {
  return Object.fromEntries(csp.split(";").map((d) => d.trim().split(/\s+(.*)/).slice(0, 2) as [string, string]));
}

describe("security headers (next.config.js)", () => {
  it("sends CSP without framing, nosniff, a strict referrer policy and a permissions policy on pages and API answers alike", async () => {
    for (const path of ["/", "/account", "/signin", "/api/v1/skills", "/api/auth/signin"]) {
      const headers = await headersFor(path);
      expect(headers).toMatchObject({
        "x-content-type-options": "nosniff",
        "referrer-policy": "strict-origin-when-cross-origin",
        "permissions-policy": expect.stringContaining("camera=()"),
      });
      const csp = directives(headers["content-security-policy"]);
      expect(csp).toMatchObject({ "frame-ancestors": "'none'", "object-src": "'none'", "default-src": "'self'", "connect-src": "'self'" });
    }
  });

  it("gives the review page a narrower policy: its own images and media only, no blob: sources", async () => {
    const csp = directives((await headersFor("/g/AbCdEfGhIjKlMnOpQrStUvWxYz012345"))["content-security-policy"]);
    expect(csp).toMatchObject({ "img-src": "'self' data:", "media-src": "'self'", "worker-src": "'none'", "frame-ancestors": "'none'", "form-action": "'self'" });
    expect(Object.values(csp).join(" ")).not.toContain("blob:");
    expect(directives((await headersFor("/vault"))["content-security-policy"])["img-src"]).toContain("blob:");
  });
});

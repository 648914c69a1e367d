import fs from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";

// The production server answers some paths before Next (lib/http/before-next.ts) and the rest through Next's
// bundles; both load lib/ as one set of modules (scripts/build-server.mjs), so a spent budget is one refusal
// everywhere: 429 with Retry-After and the error body, whichever route spent it and whichever is asked next.

/** A plus key: 60 requests a minute. */
async function plusKey(request: APIRequestContext, name: string): Promise<string> {
  const adminToken = fs.readFileSync(path.join(process.env.E2E_DATA_DIR!, "admin-token"), "utf8").trim();
  const response = await request.post("/api/admin/keys", {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { email: `${name}-${Date.now()}@example.test`, plan: "plus", name },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).key;
}

type Door = { name: string; send: (request: APIRequestContext, auth: Record<string, string>) => ReturnType<APIRequestContext["get"]> };

const DOORS: Door[] = [
  { name: "GET /api/v1/account (Next)", send: (request, auth) => request.get("/api/v1/account", { headers: auth }) },
  { name: "GET /api/v1/jobs/{id} (before Next)", send: (request, auth) => request.get("/api/v1/jobs/job_00000000000000000000", { headers: auth }) },
  {
    name: "POST /api/v1/convert (before Next)",
    send: (request, auth) => request.post("/api/v1/convert", { headers: auth, multipart: { format: "webp", url: "http://127.0.0.1:9/none.png" } }),
  },
  {
    name: "POST /api/mcp",
    send: (request, auth) =>
      request.post("/api/mcp", {
        headers: { ...auth, Accept: "application/json, text/event-stream" },
        data: { jsonrpc: "2.0", id: 1, method: "tools/list" },
      }),
  },
];

for (const spender of DOORS) {
  test(`a budget spent on ${spender.name} is 429 with Retry-After on every other route`, async ({ request }) => {
    const auth = { Authorization: `Bearer ${await plusKey(request, "budget")}` };
    let spent = false;
    for (let sent = 0; sent < 70 && !spent; sent++) spent = (await spender.send(request, auth)).status() === 429;
    expect(spent, `${spender.name} refused within 70 requests`).toBe(true);
    for (const door of DOORS) {
      const answer = await door.send(request, auth);
      expect(answer.status(), door.name).toBe(429);
      expect(Number(answer.headers()["retry-after"]), door.name).toBeGreaterThan(0);
      const body = (await answer.json()) as { error: { code?: string; data?: { code: string } } };
      if (door.name.includes("mcp")) expect(body.error.data?.code, door.name).toBe("rate_limited");
      else expect(body.error.code, door.name).toBe("rate_limited");
    }
  });
}

import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, test, type APIResponse } from "@playwright/test";

const run = promisify(execFile);
/** The origin playwright.config.ts lists in CORS_ALLOWED_ORIGINS (the browser example's page). */
const APP = `http://127.0.0.1:${process.env.E2E_EXAMPLE_PORT}`;
const OTHER = "http://127.0.0.1:9";

let key: string;

test.beforeAll(async ({ baseURL }) => {
  const { stdout } = await run(process.execPath, ["bin/darkroom.mjs", "keys", "create", "--email", `cors-${Date.now()}@example.test`, "--plan", "plus", "--json"], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DARKROOM_URL: baseURL },
  });
  key = (JSON.parse(stdout) as { key: string }).key;
});

function expectCors(response: APIResponse): void {
  expect(response.headers()["access-control-allow-origin"]).toBe(APP);
  expect(response.headers()["access-control-expose-headers"]).toContain("Darkroom-Job-Id");
  expect(response.headers()["access-control-allow-credentials"]).toBeUndefined();
}

test("a preflight from an allowed origin is answered with the route's methods and headers, on Next's routes and the hot paths alike", async ({ request }) => {
  for (const [path, method] of [["/api/v1/uploads/tus", "POST"], ["/api/v1/uploads/tus/abc", "PATCH"], ["/api/v1/convert", "POST"], ["/api/v1/jobs/job_x", "GET"], ["/api/v1/upload-tokens", "POST"]]) {
    const answer = await request.fetch(path, { method: "OPTIONS", headers: { Origin: APP, "Access-Control-Request-Method": method, "Access-Control-Request-Headers": "authorization" } });
    expect(answer.status(), path).toBe(204);
    expect(answer.headers()["access-control-allow-origin"]).toBe(APP);
    expect(answer.headers()["access-control-allow-methods"]).toContain(method);
    expect(answer.headers()["access-control-allow-headers"]).toContain("Authorization");
  }
});

test("refusals carry CORS too: 401 (Next and the hot paths), 405, 400, 404 of tus, 429", async ({ request }) => {
  const headers = { Origin: APP };
  const unauthorized = await request.get("/api/v1/account", { headers });
  expect(unauthorized.status()).toBe(401);
  expect(unauthorized.headers()["www-authenticate"]).toBe("Bearer");
  expectCors(unauthorized);
  const convert = await request.post("/api/v1/convert", { headers, multipart: { format: "webp" } });
  expect(convert.status()).toBe(401);
  expectCors(convert);
  const notAllowed = await request.delete("/api/v1/skills", { headers });
  expect(notAllowed.status()).toBe(405);
  expectCors(notAllowed);
  const auth = { ...headers, Authorization: `Bearer ${key}` };
  const badJson = await request.post("/api/v1/galleries", { headers: { ...auth, "Content-Type": "application/json" }, data: "{" });
  expect(badJson.status()).toBe(400);
  expectCors(badJson);
  const noUpload = await request.head("/api/v1/uploads/tus/nothing", { headers: { ...auth, "Tus-Resumable": "1.0.0" } });
  expect(noUpload.status()).toBe(404);
  expectCors(noUpload);
  let limited: APIResponse | undefined;
  for (let i = 0; i < 70 && !limited; i++) {
    const answer = await request.get("/api/v1/account", { headers: auth });
    if (answer.status() === 429) limited = answer;
  }
  expect(limited?.headers()["retry-after"]).toBeTruthy();
  expectCors(limited!);
});

test("another origin gets no CORS header at all, preflight or answer", async ({ request }) => {
  const preflight = await request.fetch("/api/v1/uploads/tus", { method: "OPTIONS", headers: { Origin: OTHER, "Access-Control-Request-Method": "POST" } });
  const answer = await request.get("/api/v1/skills", { headers: { Origin: OTHER } });
  for (const response of [preflight, answer]) {
    expect(Object.keys(response.headers()).filter((name) => name.startsWith("access-control-"))).toEqual([]);
  }
});

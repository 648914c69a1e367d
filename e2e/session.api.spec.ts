import { expect, test, type APIRequestContext } from "@playwright/test";

// Runs after the first-run project, so these sign-ups are never the instance's first (operator) account.
const password = "a-long-enough-password";

function sameOrigin(baseURL: string | undefined): Record<string, string> {
  return { Origin: new URL(baseURL ?? "").origin };
}

async function signUp({ request, email, baseURL }: { request: APIRequestContext; email: string; baseURL?: string }) {
  return request.post("/api/auth/signup", { data: { email, password }, headers: sameOrigin(baseURL) });
}

test("sign-up gives a later account the default plan, an HttpOnly session and validation errors", async ({ request, baseURL }) => {
  const email = `user-${Date.now()}@example.test`;
  const created = await signUp({ request, email, baseURL });
  expect(created.status()).toBe(201);
  expect((await created.json()).account).toMatchObject({ email, role: "user", plan: "basic" });
  expect(created.headers()["set-cookie"]).toMatch(/HttpOnly/i);

  const again = await signUp({ request, email, baseURL });
  expect(again.status()).toBe(409);
  expect((await again.json()).error.code).toBe("email_taken");

  const short = await request.post("/api/auth/signup", { data: { email: `short-${email}`, password: "short" }, headers: sameOrigin(baseURL) });
  expect(short.status()).toBe(400);
  expect((await short.json()).error).toMatchObject({ code: "invalid_request", message: expect.any(String) });
});

test("a basic-plan session reads its account and may create keys, but the API refuses them", async ({ request, baseURL }) => {
  await signUp({ request, email: `basic-${Date.now()}@example.test`, baseURL });

  const account = await request.get("/api/v1/account");
  expect(account.status()).toBe(200);
  expect(await account.json()).toMatchObject({ plan: "basic", role: "user", rate_limit: { limit_per_minute: expect.any(Number) } });

  const created = await request.post("/api/v1/keys", { data: { name: "basic key" }, headers: sameOrigin(baseURL) });
  expect(created.status()).toBe(201);
  const { key } = await created.json();
  const refused = await request.get("/api/v1/account", { headers: { Authorization: `Bearer ${key}` } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.code).toBe("plan_required");
});

test("session mutations from another origin are refused", async ({ request, baseURL }) => {
  await signUp({ request, email: `csrf-${Date.now()}@example.test`, baseURL });
  const forged = await request.post("/api/v1/keys", { data: {}, headers: { Origin: "http://evil.example" } });
  expect(forged.status()).toBe(403);
  const listed = await request.get("/api/v1/keys");
  expect((await listed.json()).keys).toHaveLength(0);
});

test("wrong credentials are 401; sign-out ends the session", async ({ request, baseURL }) => {
  const email = `signout-${Date.now()}@example.test`;
  await signUp({ request, email, baseURL });

  const wrong = await request.post("/api/auth/signin", { data: { email, password: "not-the-password" }, headers: sameOrigin(baseURL) });
  expect(wrong.status()).toBe(401);
  expect((await wrong.json()).error.code).toBe("unauthorized");

  const signedIn = await request.post("/api/auth/signin", { data: { email, password }, headers: sameOrigin(baseURL) });
  expect(signedIn.status()).toBe(200);
  expect((await signedIn.json()).account).toMatchObject({ email });

  const out = await request.post("/api/auth/signout", { headers: sameOrigin(baseURL) });
  expect(out.status()).toBe(204);
  const after = await request.get("/api/v1/account");
  expect(after.status()).toBe(401);
  expect((await after.json()).error.code).toBe("unauthorized");
});

test("an unknown /api/v1 path answers 404 in the API's error body; known routes are untouched", async ({ request }) => {
  for (const method of ["get", "post", "delete"] as const) {
    const response = await request[method]("/api/v1/widgets/7");
    expect(response.status()).toBe(404);
    expect(response.headers()["content-type"]).toContain("application/json");
    expect((await response.json()).error).toMatchObject({ code: "not_found", message: expect.stringContaining("/api/v1/widgets/7") });
  }
  expect((await request.get("/api/v1/skills")).status()).toBe(200);
  expect((await request.get("/api/v1/account")).status()).toBe(401);
});

import { expect, test } from "@playwright/test";

const REQUIRED = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
};

test("every answer carries the security headers: a page, an API answer and a review page with its narrower policy", async ({ request }) => {
  for (const path of ["/signin", "/api/v1/skills", "/g/AbCdEfGhIjKlMnOpQrStUvWxYz012345"]) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers, path).toMatchObject(REQUIRED);
    expect(headers["permissions-policy"], path).toContain("camera=()");
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
  }
  const review = (await request.get("/g/AbCdEfGhIjKlMnOpQrStUvWxYz012345")).headers()["content-security-policy"];
  expect(review).toContain("img-src 'self' data:;");
  expect(review).not.toContain("blob:");
});

test("the server takes the client address from the socket, not from X-Forwarded-For or a forged peer header", async ({ request, baseURL }) => {
  const origin = new URL(baseURL ?? "").origin;
  const forged = { "X-Forwarded-For": "203.0.113.5", "X-Darkroom-Peer-Address": "198.51.100.6", "X-Forwarded-Proto": "https" };
  const created = await request.post("/api/auth/signup", {
    data: { email: `peer-${Date.now()}@example.test`, password: "a-long-enough-password" },
    headers: { Origin: origin, ...forged },
  });
  expect(created.status()).toBe(201);
  // Without TRUST_PROXY a forwarded https does not make the cookie Secure or __Host-.
  expect(created.headers()["set-cookie"]).toMatch(/^dr_session=/);
  const { sessions } = await (await request.get("/api/auth/sessions", { headers: forged })).json();
  expect(sessions).toEqual([expect.objectContaining({ current: true, address: expect.stringMatching(/^(127\.0\.0\.1|::1)$/) })]);
});

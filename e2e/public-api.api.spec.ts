import { expect, test } from "@playwright/test";

// What the built server answers without any key or session: the contract of the API itself.
test("the OpenAPI document is public and a method a path lacks is a 405 with Allow", async ({ request }) => {
  const doc = await request.get("/api/v1/openapi.json");
  expect(doc.status()).toBe(200);
  expect(await doc.json()).toMatchObject({ openapi: "3.1.0" });

  const refused = await request.delete("/api/v1/convert");
  expect(refused.status()).toBe(405);
  expect(refused.headers()["allow"]).toBe("OPTIONS, POST");
  expect(await refused.json()).toMatchObject({ error: { code: "method_not_allowed" } });

  const head = await request.head("/api/v1/convert");
  expect(head.status()).toBe(405);
  const options = await request.fetch("/api/v1/jobs/job_x", { method: "OPTIONS" });
  expect(options.status()).toBe(204);
  expect(options.headers()["allow"]).toBe("GET, HEAD, OPTIONS");

  const unknown = await request.get("/api/v1/nothing-here");
  expect(unknown.status()).toBe(404);
});

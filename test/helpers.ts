import { randomBytes } from "node:crypto";
import { expect, it } from "vitest";
import { issueKeyForEmail } from "@/lib/domain/admin/operator";
import { revokeKey } from "@/lib/domain/keys/keys";
import type { PlanId } from "@/lib/domain/accounts/plans";
import { Worker } from "@/lib/domain/jobs/worker";
import { resetEnvForTests } from "@/lib/platform/config/env";
import { startWebhookReceiver, type WebhookReceiver } from "@/test/fakes/webhook-receiver";

export const BASE = "http://darkroom.test";

/** A webhook receiver on 127.0.0.1 that the service may deliver to: DARKROOM_FETCH_ALLOW_HOSTS lists it until `close()`. */
export async function startAllowedReceiver(options?: Parameters<typeof startWebhookReceiver>[0]): Promise<WebhookReceiver> {
  const receiver = await startWebhookReceiver(options);
  process.env.DARKROOM_FETCH_ALLOW_HOSTS = `127.0.0.1:${receiver.port}`;
  resetEnvForTests();
  return {
    ...receiver,
    close: async () => {
      await receiver.close();
      delete process.env.DARKROOM_FETCH_ALLOW_HOSTS;
      resetEnvForTests();
    },
  };
}

/** A fresh account on `plan` with a live key, as the operator CLI would make it. */
export async function makeAccount({ plan = "pro", credits = 0 }: { plan?: PlanId; credits?: number } = {}) {
  const email = `user-${randomBytes(5).toString("hex")}@example.com`;
  const issued = await issueKeyForEmail({ email, plan, credits });
  return { email, accountId: issued.account_id, key: issued.key, keyId: issued.key_id };
}

type RouteHandler = (request: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

/** Calls an exported route handler the way Next.js does. */
export function call(
  handler: unknown,
  { method = "GET", path = "/", key, json, body, headers = {}, params = {} }: {
    method?: string;
    path?: string;
    key?: string;
    json?: unknown;
    body?: BodyInit;
    headers?: Record<string, string>;
    params?: Record<string, string | string[]>;
  } = {},
): Promise<Response> {
  const allHeaders: Record<string, string> = { ...headers };
  if (key) allHeaders.authorization = `Bearer ${key}`;
  if (json !== undefined) allHeaders["content-type"] = "application/json";
  const request = new Request(new URL(path, BASE), {
    method,
    headers: allHeaders,
    body: json !== undefined ? JSON.stringify(json) : body,
  });
  return (handler as RouteHandler)(request, { params: Promise.resolve(params) });
}

export async function expectError(response: Response, status: number, code: string) {
  const body = await response.json();
  expect({ status: response.status, code: body?.error?.code }).toEqual({ status, code });
  expect(typeof body.error.message).toBe("string");
  expect(body.error.message.length).toBeGreaterThan(0);
  return body;
}

/** Runs workers inside the test process, as the web server does by default. */
export function startWorkers(concurrency = 2, options: { retryBaseMs?: number } = {}): Worker {
  const worker = new Worker(concurrency, undefined, options);
  worker.start();
  return worker;
}

/**
 * The shared auth-and-limit suite every /api/v1 endpoint joins. `request(key, id?)` performs one call
 * as that key (undefined: no key) on `id` when given; `foreignId` makes a resource in a fresh account
 * and answers its id, which another account must get a 404 for.
 */
export function authSuite(
  request: (key: string | undefined, id?: string) => Promise<Response>,
  { foreignId }: { foreignId?: () => Promise<string> } = {},
) {
  it("refuses a missing key with 401 unauthorized and a Bearer challenge", async () => {
    const response = await request(undefined);
    await expectError(response, 401, "unauthorized");
    expect(response.headers.get("www-authenticate")).toBe("Bearer");
  });
  it("refuses an unknown key with 401 unauthorized and a Bearer challenge", async () => {
    const response = await request(`dk_live_${"x".repeat(32)}`);
    await expectError(response, 401, "unauthorized");
    expect(response.headers.get("www-authenticate")).toBe("Bearer");
  });
  it("refuses a revoked key with 401 unauthorized", async () => {
    const { key, keyId } = await makeAccount();
    await revokeKey({ keyId });
    await expectError(await request(key), 401, "unauthorized");
  });
  it("refuses a basic-plan key with 403 plan_required", async () => {
    const { key } = await makeAccount({ plan: "basic" });
    await expectError(await request(key), 403, "plan_required");
  });
  it("answers 429 rate_limited with Retry-After once the plan's ceiling is spent", async () => {
    const { key } = await makeAccount({ plan: "plus" });
    const { consumeRequest } = await import("@/lib/platform/rate-limit/limiter");
    const { findAccountByKey } = await import("@/lib/domain/keys/keys");
    const found = await findAccountByKey(key);
    for (let i = 0; i < 60; i++) await consumeRequest({ subject: `key:${found!.key.id}`, limitPerMinute: 60 });
    const response = await request(key);
    await expectError(response, 429, "rate_limited");
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(response.headers.get("ratelimit-remaining")).toBe("0");
  });
  if (foreignId) {
    it("answers 404 not_found for another account's id, as for one that does not exist", async () => {
      const id = await foreignId();
      const { key } = await makeAccount();
      const body = await expectError(await request(key, id), 404, "not_found");
      expect(body.error.message).toContain(id);
    });
  }
}

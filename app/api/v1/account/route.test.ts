import { describe, expect, it } from "vitest";
import { GET } from "./route";
import { signUp } from "@/lib/domain/accounts/accounts";
import { createSession } from "@/lib/domain/auth/session";
import { authSuite, BASE, call, expectError, makeAccount } from "@/test/helpers";

describe("GET /api/v1/account", () => {
  authSuite((key) => call(GET, { path: "/api/v1/account", key }));

  it("describes the key's account: plan, credits, rate limit, Vault room and byte quota", async () => {
    const { key, accountId, email } = await makeAccount({ plan: "plus", credits: 25 });
    const response = await call(GET, { path: "/api/v1/account", key });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: accountId,
      email,
      plan: "plus",
      livemode: true,
      credits: 25,
      rate_limit: { limit_per_minute: 60 },
      vault: { used_bytes: 0, capacity_bytes: 10 * 1024 ** 3 },
      storage: { used_bytes: 0, quota_bytes: 20 * 1024 ** 3 },
    });
    expect(response.headers.get("ratelimit-limit")).toBe("60");
    expect(response.headers.get("ratelimit-remaining")).toBe("59");
    expect(Number(response.headers.get("ratelimit-reset"))).toBeGreaterThan(0);
  });

  it("gives a plus key 429 after 60 requests in a minute while another key is unaffected", async () => {
    const first = await makeAccount({ plan: "plus" });
    const second = await makeAccount({ plan: "plus" });
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await call(GET, { path: "/api/v1/account", key: first.key })).status);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    const other = await call(GET, { path: "/api/v1/account", key: second.key });
    expect(other.status).toBe(200);
    expect(other.headers.get("ratelimit-remaining")).toBe("59");
  });

  it("tells a Workbench session its role as well, which an API key is not told", async () => {
    const account = await signUp({ email: "session-owner@example.com", password: "a-long-password" });
    const { token } = await createSession(account.id);
    const response = await call(GET, { path: "/api/v1/account", headers: { cookie: `dr_session=${token}`, origin: BASE } });
    expect(await response.json()).toMatchObject({ id: account.id, role: "user", plan: "basic" });
  });

  it("refuses a malformed Authorization header", async () => {
    await expectError(await call(GET, { path: "/api/v1/account", headers: { authorization: "Basic abc" } }), 401, "unauthorized");
  });
});

import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { GET as listAccounts } from "./accounts/route";
import { POST as grantCredits } from "./credits/route";
import { POST as setPlan } from "./plan/route";
import { signUp } from "@/lib/accounts/accounts";
import { createSession } from "@/lib/auth/session";
import { BASE, call, expectError, makeAccount } from "@/test/helpers";

// The first sign-up of the fresh DATA_DIR is the operator; every later one is a plain user.
async function signedIn() {
  const email = `person-${randomBytes(5).toString("hex")}@example.com`;
  const account = await signUp({ email, password: "a-long-password" });
  const { token } = await createSession(account.id);
  return { email, role: account.role, headers: { cookie: `dr_session=${token}`, origin: BASE } };
}

describe("/api/operator/*", async () => {
  const operator = await signedIn();
  const user = await signedIn();

  it("the first account is the operator and lists every account", async () => {
    expect([operator.role, user.role]).toEqual(["operator", "user"]);
    const response = await call(listAccounts, { path: "/api/operator/accounts", headers: operator.headers });
    expect(response.status).toBe(200);
    const { accounts } = await response.json();
    expect(accounts.map((a: { email: string }) => a.email)).toEqual(expect.arrayContaining([operator.email, user.email]));
    expect(accounts.find((a: { email: string }) => a.email === user.email)).toMatchObject({ role: "user", credits: 0, active_keys: 0 });
  });

  it("grants credits and sets a plan, both visible in the next listing", async () => {
    const granted = await call(grantCredits, { method: "POST", path: "/api/operator/credits", headers: operator.headers, json: { email: user.email, amount: 40, note: "welcome" } });
    expect(granted.status).toBe(200);
    expect(await granted.json()).toMatchObject({ email: user.email, credits: 40 });
    const planned = await call(setPlan, { method: "POST", path: "/api/operator/plan", headers: operator.headers, json: { email: user.email, plan: "pro" } });
    expect(await planned.json()).toMatchObject({ email: user.email, plan: "pro" });
    const { accounts } = await (await call(listAccounts, { path: "/api/operator/accounts", headers: operator.headers })).json();
    expect(accounts.find((a: { email: string }) => a.email === user.email)).toMatchObject({ plan: "pro", credits: 40 });
  });

  it("refuses a plain user's session with 403 forbidden and changes nothing", async () => {
    await expectError(await call(listAccounts, { path: "/api/operator/accounts", headers: user.headers }), 403, "forbidden");
    await expectError(await call(grantCredits, { method: "POST", path: "/api/operator/credits", headers: user.headers, json: { email: user.email, amount: 1000 } }), 403, "forbidden");
    await expectError(await call(setPlan, { method: "POST", path: "/api/operator/plan", headers: user.headers, json: { email: user.email, plan: "business" } }), 403, "forbidden");
    const { accounts } = await (await call(listAccounts, { path: "/api/operator/accounts", headers: operator.headers })).json();
    expect(accounts.find((a: { email: string }) => a.email === user.email)).toMatchObject({ plan: "pro", credits: 40 });
  });

  it("refuses API keys, even an operator-grade one, and a missing session with 401", async () => {
    const { key } = await makeAccount({ plan: "business" });
    await expectError(await call(listAccounts, { path: "/api/operator/accounts", key }), 401, "unauthorized");
    await expectError(await call(listAccounts, { path: "/api/operator/accounts" }), 401, "unauthorized");
  });

  it("refuses a cross-site write with 403 and bad input with 400 / 404", async () => {
    const crossSite = { ...operator.headers, origin: "https://evil.example" };
    await expectError(await call(grantCredits, { method: "POST", path: "/api/operator/credits", headers: crossSite, json: { email: user.email, amount: 5 } }), 403, "forbidden");
    await expectError(await call(grantCredits, { method: "POST", path: "/api/operator/credits", headers: operator.headers, json: { email: user.email, amount: 0 } }), 400, "invalid_request");
    await expectError(await call(setPlan, { method: "POST", path: "/api/operator/plan", headers: operator.headers, json: { email: user.email, plan: "platinum" } }), 400, "invalid_request");
    await expectError(await call(setPlan, { method: "POST", path: "/api/operator/plan", headers: operator.headers, json: { email: "nobody@example.com", plan: "pro" } }), 404, "not_found");
  });
});

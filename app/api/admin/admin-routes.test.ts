import fs from "node:fs";
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { GET as listAccounts } from "./accounts/route";
import { POST as grantCredits } from "./credits/route";
import { POST as issueKey } from "./keys/route";
import { DELETE as revokeKey } from "./keys/[id]/route";
import { POST as createOperator } from "./operators/route";
import { POST as setPlan } from "./plan/route";
import { createOperator as makeOperator, signUp } from "@/lib/domain/accounts/accounts";
import { adminTokenPath, ensureAdminToken } from "@/lib/domain/admin/token";
import { createSession } from "@/lib/domain/auth/session";
import { BASE, call, expectError, makeAccount } from "@/test/helpers";
import { env } from "@/lib/platform/config/env";

const freshEmail = (prefix: string) => `${prefix}-${randomBytes(5).toString("hex")}@example.com`;
// What a web sign-up starts with (DARKROOM_SIGNUP_CREDITS, default 20): the operator routes refused here must leave it as it is.
const STARTER_CREDITS = env().DARKROOM_SIGNUP_CREDITS;

/** A signed-in Workbench account: an operator made on purpose, or a web sign-up (always a user). */
async function signedIn(role: "operator" | "user") {
  const email = freshEmail("person");
  const account = await (role === "operator" ? makeOperator : signUp)({ email, password: "a-long-password" });
  const { token } = await createSession(account.id);
  return { email, role: account.role, headers: { cookie: `dr_session=${token}`, origin: BASE } };
}

type Credentials = { headers?: Record<string, string>; key?: string };

/** One call of each /api/admin route, as `who`; `email` is the account the writes act on. */
function everyRoute(who: Credentials, email: string) {
  return {
    accounts: () => call(listAccounts, { path: "/api/admin/accounts", ...who }),
    credits: () => call(grantCredits, { method: "POST", path: "/api/admin/credits", ...who, json: { email, amount: 1000 } }),
    plan: () => call(setPlan, { method: "POST", path: "/api/admin/plan", ...who, json: { email, plan: "business" } }),
    keys: () => call(issueKey, { method: "POST", path: "/api/admin/keys", ...who, json: { email, plan: "business", credits: 5 } }),
    revoke: () => call(revokeKey, { method: "DELETE", path: "/api/admin/keys/key_none", ...who, params: { id: "key_none" } }),
    operators: () => call(createOperator, { method: "POST", path: "/api/admin/operators", ...who, json: { email: freshEmail("would-be-operator"), password: "a-long-password" } }),
  };
}

describe("/api/admin/*", async () => {
  const user = await signedIn("user");
  const operator = await signedIn("operator");
  const token = { key: ensureAdminToken() };
  const accountOf = async (email: string) => {
    const { accounts } = await (await call(listAccounts, { path: "/api/admin/accounts", ...token })).json();
    return accounts.find((a: { email: string }) => a.email === email);
  };

  it("a web sign-up is a user even when it is the instance's first account", () => {
    expect([user.role, operator.role]).toEqual(["user", "operator"]);
  });

  describe.each([
    ["the admin token (the CLI)", token],
    ["the operator's session (the Workbench)", { headers: operator.headers }],
  ])("with %s", (_, who: Credentials) => {
    it("lists every account, grants credits and sets a plan, both visible in the next listing", async () => {
      const { email } = await makeAccount({ plan: "plus" });
      const listed = await call(listAccounts, { path: "/api/admin/accounts", ...who });
      expect(listed.status).toBe(200);
      const { accounts } = await listed.json();
      expect(accounts.map((a: { email: string }) => a.email)).toEqual(expect.arrayContaining([operator.email, user.email, email]));
      expect(accounts.find((a: { email: string }) => a.email === email)).toMatchObject({ role: "user", plan: "plus", credits: 0, active_keys: 1 });

      const granted = await call(grantCredits, { method: "POST", path: "/api/admin/credits", ...who, json: { email, amount: 40, note: "welcome" } });
      expect([granted.status, await granted.json()]).toEqual([200, expect.objectContaining({ email, credits: 40 })]);
      const planned = await call(setPlan, { method: "POST", path: "/api/admin/plan", ...who, json: { email, plan: "pro" } });
      expect([planned.status, await planned.json()]).toEqual([200, expect.objectContaining({ email, plan: "pro" })]);
      expect(await accountOf(email)).toMatchObject({ plan: "pro", credits: 40 });
    });

    it("issues a key that works, then revokes it", async () => {
      const email = `issued-${randomBytes(4).toString("hex")}@example.com`;
      const issued = await call(issueKey, { method: "POST", path: "/api/admin/keys", ...who, json: { email, plan: "plus", credits: 3 } });
      expect(issued.status).toBe(201);
      const { key, key_id } = await issued.json();
      expect(key).toMatch(/^dk_live_/);
      expect(await accountOf(email)).toMatchObject({ plan: "plus", credits: 3, active_keys: 1 });
      const revoked = await call(revokeKey, { method: "DELETE", path: `/api/admin/keys/${key_id}`, ...who, params: { id: key_id } });
      expect(revoked.status).toBe(200);
      expect(await revoked.json()).toMatchObject({ id: key_id, revoked_at: expect.any(String) });
      expect(await accountOf(email)).toMatchObject({ active_keys: 0 });
    });

    it("answers bad input with 400 and an unknown account or key with 404", async () => {
      await expectError(await call(grantCredits, { method: "POST", path: "/api/admin/credits", ...who, json: { email: user.email, amount: 0 } }), 400, "invalid_request");
      await expectError(await call(setPlan, { method: "POST", path: "/api/admin/plan", ...who, json: { email: user.email, plan: "platinum" } }), 400, "invalid_request");
      await expectError(await call(setPlan, { method: "POST", path: "/api/admin/plan", ...who, json: { email: "nobody@example.com", plan: "pro" } }), 404, "not_found");
      await expectError(await call(revokeKey, { method: "DELETE", path: "/api/admin/keys/key_none", ...who, params: { id: "key_none" } }), 404, "not_found");
    });
  });

  it("runs an operator's write once per Idempotency-Key: a retried grant is replayed, not granted twice; a key is never replayed", async () => {
    const { email } = await makeAccount({ plan: "plus" });
    const headers = { ...operator.headers, "idempotency-key": `grant-${randomBytes(4).toString("hex")}` };
    const grant = () => call(grantCredits, { method: "POST", path: "/api/admin/credits", headers, json: { email, amount: 50 } });
    const first = await grant();
    const again = await grant();
    expect([first.status, again.status, again.headers.get("idempotent-replayed")]).toEqual([200, 200, "true"]);
    expect(await again.json()).toEqual(await first.json());
    expect(await accountOf(email)).toMatchObject({ credits: 50 });

    const keyHeaders = { ...operator.headers, "idempotency-key": `key-${randomBytes(4).toString("hex")}` };
    const issue = () => call(issueKey, { method: "POST", path: "/api/admin/keys", headers: keyHeaders, json: { email, plan: "plus" } });
    expect((await issue()).status).toBe(201);
    await expectError(await issue(), 409, "idempotency_replay_refused");
    expect(await accountOf(email)).toMatchObject({ active_keys: 2 });
  });

  it("refuses a plain user's session on every route with 403 forbidden and changes nothing", async () => {
    const { operators: _tokenOnly, ...routes } = everyRoute({ headers: user.headers }, user.email);
    for (const [name, send] of Object.entries(routes)) {
      const response = await send();
      expect({ name, status: response.status }).toEqual({ name, status: 403 });
      expect((await response.json()).error.code).toBe("forbidden");
    }
    expect(await accountOf(user.email)).toMatchObject({ plan: "basic", credits: STARTER_CREDITS, active_keys: 0 });
  });

  it("refuses no credentials, a wrong token and an API key, even a business one, on every route with 401", async () => {
    const { key: apiKey } = await makeAccount({ plan: "business" });
    for (const who of [{}, { key: `dka_${"x".repeat(43)}` }, { key: apiKey }, { key: apiKey, headers: operator.headers }] as Credentials[]) {
      for (const [name, send] of Object.entries(everyRoute(who, user.email))) {
        const response = await send();
        expect({ name, status: response.status }).toEqual({ name, status: 401 });
        expect((await response.json()).error.code).toBe("unauthorized");
      }
    }
    expect(await accountOf(user.email)).toMatchObject({ plan: "basic", credits: STARTER_CREDITS, active_keys: 0 });
  });

  it("refuses the operator's session from another site with 403, while the token needs no origin", async () => {
    const crossSite = { headers: { ...operator.headers, origin: "https://evil.example" } };
    await expectError(await call(grantCredits, { method: "POST", path: "/api/admin/credits", ...crossSite, json: { email: user.email, amount: 5 } }), 403, "forbidden");
    await expectError(await call(issueKey, { method: "POST", path: "/api/admin/keys", ...crossSite, json: { email: user.email, plan: "business" } }), 403, "forbidden");
    expect(await accountOf(user.email)).toMatchObject({ plan: "basic", credits: STARTER_CREDITS, active_keys: 0 });
    const granted = await call(grantCredits, { method: "POST", path: "/api/admin/credits", ...token, json: { email: user.email, amount: 5, existing: true } });
    expect(await granted.json()).toMatchObject({ credits: STARTER_CREDITS + 5 });
  });
  it("makes an operator with the admin token only: an operator's session cannot make another", async () => {
    const email = freshEmail("new-operator");
    const make = (who: Credentials, json: unknown) => call(createOperator, { method: "POST", path: "/api/admin/operators", ...who, json });
    const made = await make(token, { email, password: "a-long-password" });
    expect([made.status, await made.json()]).toEqual([201, expect.objectContaining({ email, role: "operator", plan: "business" })]);
    expect(await accountOf(email)).toMatchObject({ role: "operator", plan: "business" });
    await expectError(await make(token, { email, password: "a-long-password" }), 409, "email_taken");
    await expectError(await make(token, { email: freshEmail("short"), password: "too-short" }), 400, "invalid_request");
    const bySession = freshEmail("by-session");
    await expectError(await make({ headers: operator.headers }, { email: bySession, password: "a-long-password" }), 401, "unauthorized");
    expect(await accountOf(bySession)).toBeUndefined();
  });

  it("refuses a key for a web sign-up's e-mail unless `existing` is set, says why, and attaches nothing", async () => {
    const victim = await signedIn("user");
    const issue = (json: object) => call(issueKey, { method: "POST", path: "/api/admin/keys", ...token, json: { email: victim.email, plan: "business", credits: 500, ...json } });
    const refused = await expectError(await issue({}), 409, "conflict");
    expect(refused.error.message).toMatch(/not verified/);
    expect(refused.error.message).toMatch(/--existing/);
    expect(await accountOf(victim.email)).toMatchObject({ plan: "basic", credits: STARTER_CREDITS, active_keys: 0 });
    const confirmed = await issue({ existing: true });
    expect(confirmed.status).toBe(201);
    expect(await accountOf(victim.email)).toMatchObject({ plan: "business", credits: STARTER_CREDITS + 500, active_keys: 1 });
  });

  it("refuses credits and a plan for a web sign-up's e-mail unless `existing` is set, and changes nothing", async () => {
    const victim = await signedIn("user");
    const grant = (json: object) => call(grantCredits, { method: "POST", path: "/api/admin/credits", ...token, json: { email: victim.email, amount: 900, ...json } });
    const plan = (json: object) => call(setPlan, { method: "POST", path: "/api/admin/plan", ...token, json: { email: victim.email, plan: "business", ...json } });
    for (const refused of [await grant({}), await plan({})]) expect((await expectError(refused, 409, "conflict")).error.message).toMatch(/not verified.*--existing/);
    expect(await accountOf(victim.email)).toMatchObject({ plan: "basic", credits: STARTER_CREDITS });
    expect((await grant({ existing: true })).status).toBe(200);
    expect((await plan({ existing: true })).status).toBe(200);
    expect(await accountOf(victim.email)).toMatchObject({ plan: "business", credits: STARTER_CREDITS + 900 });
  });

  it.each(["", "  ", "dka_short"])("with the admin-token file holding %j, refuses every route whatever the request sends (the reproduction)", async (content) => {
    const before = await accountOf(user.email);
    const good = fs.readFileSync(adminTokenPath(), "utf8");
    fs.writeFileSync(adminTokenPath(), content);
    try {
      const attempts: Array<Record<string, string>> = [{}, { authorization: "" }, { authorization: "Bearer " }, { authorization: `Bearer ${content}` }, { authorization: `Bearer ${good}` }];
      for (const headers of attempts) {
        for (const [name, send] of Object.entries(everyRoute({ headers }, user.email))) {
          const response = await send();
          expect({ name, headers, status: response.status }).toEqual({ name, headers, status: 401 });
        }
      }
    } finally {
      fs.writeFileSync(adminTokenPath(), good);
    }
    expect(await accountOf(user.email)).toEqual(before);
  });
});

import fs from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { POST as createOperator } from "@/app/api/admin/operators/route";
import { getAccountByEmail, signUp } from "@/lib/domain/accounts/accounts";
import { checkSetupToken, SETUP_TOKEN_HOURS, setupTokenIfNoOperator, setupTokenPath } from "@/lib/domain/admin/setup-token";
import { ensureAdminToken } from "@/lib/domain/admin/token";
import { advanceClockForTests, resetClockForTests } from "@/lib/core/clock";
import { BASE, call, expectError } from "@/test/helpers";
import { POST as setup } from "./route";

const PASSWORD = "a-long-enough-password";
const post = (json: unknown) => call(setup, { method: "POST", path: "/api/auth/setup", json, headers: { origin: BASE } });

afterEach(resetClockForTests);

// In order, on one database: no operator at first, then the link makes one, then the admin token.
describe("POST /api/auth/setup", () => {
  it("refuses every token while no setup link was issued", async () => {
    await expectError(await post({ token: "x".repeat(43), email: "owner@example.com", password: PASSWORD }), 403, "forbidden");
  });

  it("issues one token into DATA_DIR (0600) with its expiry and keeps it across restarts", async () => {
    await signUp({ email: "early-bird@example.com", password: PASSWORD });
    const token = await setupTokenIfNoOperator();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(fs.statSync(setupTokenPath()).mode & 0o777).toBe(0o600);
    const stored = JSON.parse(fs.readFileSync(setupTokenPath(), "utf8"));
    expect(stored.token).toBe(token);
    expect(Date.parse(stored.expires_at) - Date.now()).toBeGreaterThan((SETUP_TOKEN_HOURS - 1) * 3_600_000);
    expect(await setupTokenIfNoOperator()).toBe(token);
  });

  it("refuses a wrong token and an expired one, then a new start issues a fresh token", async () => {
    const token = (await setupTokenIfNoOperator())!;
    const wrong = await expectError(await post({ token: token.replace(/^./, (c) => (c === "a" ? "b" : "a")), email: "owner@example.com", password: PASSWORD }), 403, "forbidden");
    expect(wrong.error.message).toMatch(/not valid/);
    advanceClockForTests((SETUP_TOKEN_HOURS + 1) * 3_600_000);
    const expired = await expectError(await post({ token, email: "owner@example.com", password: PASSWORD }), 403, "forbidden");
    expect(expired.error.message).toMatch(/expired/);
    const fresh = await setupTokenIfNoOperator();
    expect(fresh).not.toBe(token);
    expect(checkSetupToken(fresh!)).toBe("valid");
    expect(await getAccountByEmail("owner@example.com")).toBeNull();
  });

  it("makes the operator with the right token, signs it in, and the token is spent", async () => {
    const token = (await setupTokenIfNoOperator())!;
    await expectError(await post({ token, email: "early-bird@example.com", password: PASSWORD }), 409, "email_taken");
    await expectError(await post({ token, email: "owner@example.com", password: "short" }), 400, "invalid_request");
    const made = await post({ token, email: "Owner@Example.com", password: PASSWORD });
    expect(made.status).toBe(201);
    expect((await made.json()).account).toMatchObject({ email: "owner@example.com", role: "operator", plan: "business" });
    expect(made.headers.get("set-cookie")).toMatch(/^dr_session=/);
    expect(fs.existsSync(setupTokenPath())).toBe(false);
    await expectError(await post({ token, email: "second@example.com", password: PASSWORD }), 403, "forbidden");
    expect(await setupTokenIfNoOperator()).toBeNull();
  });
});

describe("darkroom operator create (POST /api/admin/operators)", () => {
  it("removes a pending setup link: once an operator exists the link is dead", async () => {
    fs.writeFileSync(setupTokenPath(), JSON.stringify({ token: "p".repeat(43), expires_at: new Date(Date.now() + 3_600_000).toISOString() }));
    const made = await call(createOperator, { method: "POST", path: "/api/admin/operators", key: ensureAdminToken(), json: { email: "cli-operator@example.com", password: PASSWORD } });
    expect(made.status).toBe(201);
    expect(fs.existsSync(setupTokenPath())).toBe(false);
  });

  it("refuses a setup link whose file survived while an operator exists", async () => {
    fs.writeFileSync(setupTokenPath(), JSON.stringify({ token: "q".repeat(43), expires_at: new Date(Date.now() + 3_600_000).toISOString() }));
    await expectError(await post({ token: "q".repeat(43), email: "late@example.com", password: PASSWORD }), 409, "conflict");
    expect(await getAccountByEmail("late@example.com")).toBeNull();
  });
});

import { afterEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/lib/platform/config/env";
import { listLedger } from "@/lib/domain/credits/ledger";
import { makeAccount } from "@/test/helpers";
import { createFirstOperator, createOperator, operatorExists, signUp } from "./accounts";

afterEach(() => {
  delete process.env.DARKROOM_SIGNUP;
  delete process.env.DARKROOM_SIGNUP_PLAN;
  delete process.env.DARKROOM_SIGNUP_CREDITS;
  resetEnvForTests();
});

// The tests run in order on one database: no operator exists until the last describe makes one.
describe("signUp", () => {
  it("never makes the operator, not even the first web sign-up after CLI accounts (the reproduction)", async () => {
    await makeAccount({ plan: "plus" });
    const first = await signUp({ email: "owner@example.com", password: "a-long-password" });
    const second = await signUp({ email: "guest@example.com", password: "a-long-password" });
    expect([first.role, first.plan]).toEqual(["user", "basic"]);
    expect([second.role, second.plan]).toEqual(["user", "basic"]);
    expect(await operatorExists()).toBe(false);
  });

  it("puts sign-ups on DARKROOM_SIGNUP_PLAN", async () => {
    process.env.DARKROOM_SIGNUP_PLAN = "plus";
    resetEnvForTests();
    const account = await signUp({ email: "plus@example.com", password: "a-long-password" });
    expect([account.role, account.plan]).toEqual(["user", "plus"]);
  });

  it("grants DARKROOM_SIGNUP_CREDITS (20 by default) as a ledger grant, and none when it is 0", async () => {
    const starter = await signUp({ email: "starter@example.com", password: "a-long-password" });
    expect(starter.credits).toBe(20);
    const { entries } = await listLedger({ accountId: starter.id });
    expect(entries.map((e) => [e.reason, e.amount, e.balanceAfter, e.note])).toEqual([["grant", 20, 20, "Starter credits"]]);

    process.env.DARKROOM_SIGNUP_CREDITS = "0";
    resetEnvForTests();
    const none = await signUp({ email: "no-starter@example.com", password: "a-long-password" });
    expect(none.credits).toBe(0);
    expect((await listLedger({ accountId: none.id })).entries).toEqual([]);
  });

  it("refuses every sign-up with signup_closed while DARKROOM_SIGNUP=closed", async () => {
    process.env.DARKROOM_SIGNUP = "closed";
    resetEnvForTests();
    await expect(signUp({ email: "closed@example.com", password: "a-long-password" })).rejects.toMatchObject({ code: "signup_closed", status: 403 });
  });

  it("refuses an e-mail that already has an account", async () => {
    await signUp({ email: "twice@example.com", password: "a-long-password" });
    await expect(signUp({ email: "twice@example.com", password: "another-long-password" })).rejects.toMatchObject({ code: "email_taken" });
  });
});

describe("createFirstOperator", () => {
  it("makes exactly one operator when two setups race, and refuses any after it", async () => {
    const results = await Promise.allSettled([
      createFirstOperator({ email: "racer-a@example.com", password: "a-long-password" }),
      createFirstOperator({ email: "racer-b@example.com", password: "a-long-password" }),
    ]);
    const made = results.filter((r) => r.status === "fulfilled").map((r) => r.value);
    expect(made.map((a) => [a.role, a.plan, a.credits])).toEqual([["operator", "business", 20]]);
    expect((await listLedger({ accountId: made[0].id })).entries.map((e) => [e.reason, e.amount, e.note])).toEqual([["grant", 20, "Starter credits"]]);
    expect(results.find((r) => r.status === "rejected")).toMatchObject({ reason: { code: "conflict" } });
    await expect(createFirstOperator({ email: "late@example.com", password: "a-long-password" })).rejects.toMatchObject({ code: "conflict" });
  });

  it("leaves createOperator (the admin token's way) free to add more operators", async () => {
    const second = await createOperator({ email: "second-operator@example.com", password: "a-long-password" });
    expect([second.role, second.plan]).toEqual(["operator", "business"]);
  });
});

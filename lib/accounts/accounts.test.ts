import { describe, expect, it } from "vitest";
import { makeAccount } from "@/test/helpers";
import { signUp } from "./accounts";

describe("signUp", () => {
  it("makes the first web sign-up the operator even when the CLI made accounts before; later ones are users", async () => {
    const cliMade = await makeAccount({ plan: "plus" });
    const first = await signUp({ email: "owner@example.com", password: "a-long-password" });
    const second = await signUp({ email: "guest@example.com", password: "a-long-password" });
    expect(cliMade.accountId).not.toBe(first.id);
    expect([first.role, first.plan]).toEqual(["operator", "business"]);
    expect([second.role, second.plan]).toEqual(["user", "basic"]);
  });

  it("refuses an e-mail that already has an account", async () => {
    await signUp({ email: "twice@example.com", password: "a-long-password" });
    await expect(signUp({ email: "twice@example.com", password: "another-long-password" })).rejects.toMatchObject({ code: "email_taken" });
  });
});

import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { OPERATOR as operator } from "./accounts";
import { takeScreenshot } from "./screenshot";

test.describe.configure({ mode: "serial" });

test("keys: sign up, create a key, use it once shown, revoke it; sign out and back in", async ({ page, request, context, baseURL }, testInfo) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  let plaintext = "";

  await test.step("a signed-out visit to /keys asks to sign in and remembers where to return", async () => {
    await page.goto("/keys");
    await expect(page).toHaveURL(/\/signin\?next=%2Fkeys$/);
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await takeScreenshot({ page, testInfo, name: "01-signin" });
  });

  await test.step("a sign-up on a fresh instance is a basic user, not the operator", async () => {
    await page.getByRole("link", { name: "Create an account" }).click();
    await expect(page).toHaveURL(/\/signup\?next=%2Fkeys$/);
    await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
    await page.getByLabel("E-mail").fill(`first-visitor-${Date.now()}@example.test`);
    await page.getByLabel("Password").fill("darkroom-visitor-pw");
    await takeScreenshot({ page, testInfo, name: "02-signup" });
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/api/auth/signup")),
      page.getByRole("button", { name: "Create account" }).click(),
    ]);
    expect(response.status()).toBe(201);
    expect((await response.json()).account).toMatchObject({ role: "user", plan: "basic" });
    await expect(page).toHaveURL(/\/keys$/);
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/signin$/);
  });

  await test.step("the one-time setup link npm start printed creates the business-plan operator", async () => {
    const { token } = JSON.parse(fs.readFileSync(path.join(process.env.E2E_DATA_DIR!, "setup-token"), "utf8"));
    await page.goto("/setup?token=not-the-token");
    await expect(page.getByText("This setup link is not valid.")).toBeVisible();
    await page.goto(`/setup?token=${token}`);
    await expect(page.getByRole("heading", { name: "Set up Darkroom" })).toBeVisible();
    await page.getByLabel("E-mail").fill(operator.email);
    await page.getByLabel("Password").fill(operator.password);
    await takeScreenshot({ page, testInfo, name: "02-setup" });
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/api/auth/setup")),
      page.getByRole("button", { name: "Create operator" }).click(),
    ]);
    expect(response.status()).toBe(201);
    expect((await response.json()).account).toMatchObject({ email: operator.email, role: "operator", plan: "business" });
    await expect(page).toHaveURL(/\/usage\/operator$/);
    await expect(page.getByRole("heading", { name: "Operator", level: 1 })).toBeVisible();
    await page.goto(`/setup?token=${token}`);
    await expect(page.getByText("This instance already has an operator.")).toBeVisible();
    await page.goto("/keys");
    await expect(page.getByRole("banner").getByText(operator.email)).toBeVisible();
  });

  await test.step("/keys shows the plan, its rate limit, the credits and an empty list", async () => {
    await expect(page.getByRole("heading", { name: "API keys", level: 1 })).toBeVisible();
    const plan = page.getByRole("region", { name: "Plan" });
    await expect(plan.getByText("Business")).toBeVisible();
    await expect(plan.getByText("1,000")).toBeVisible();
    await expect(plan.getByText("Credits")).toBeVisible();
    await expect(page.getByText("has no API access")).toHaveCount(0);
    await expect(page.getByText("No keys yet")).toBeVisible();
    await expect(page.getByRole("link", { name: "Keys" })).toHaveAttribute("aria-current", "page");
    await takeScreenshot({ page, testInfo, name: "03-keys-empty" });
  });

  await test.step("create a key: the plaintext is shown once, with a warning, and copies", async () => {
    await page.getByLabel("Name (optional)").fill("e2e key");
    await page.getByRole("button", { name: "Create key" }).click();
    const dialog = page.getByRole("dialog", { name: "Save your new API key" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("This key will not be shown again")).toBeVisible();
    const field = dialog.getByLabel("API key");
    plaintext = await field.inputValue();
    expect(plaintext).toMatch(/^dk_live_[A-Za-z0-9_-]{22,}$/);
    await expect(dialog.getByRole("button", { name: "Copy" })).toBeFocused();
    await dialog.getByRole("button", { name: "Copy" }).click();
    await expect(dialog.getByText("Copied to clipboard.")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(plaintext);
    await takeScreenshot({ page, testInfo, name: "04-key-created" });
  });

  await test.step("the copied key authenticates the API", async () => {
    const response = await request.get("/api/v1/account", { headers: { Authorization: `Bearer ${plaintext}` } });
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ email: operator.email, plan: "business", rate_limit: { limit_per_minute: 1000 } });
  });

  await test.step("after a reload only the display fragment remains", async () => {
    await page.getByRole("button", { name: "I’ve saved my key" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.reload();
    const row = page.getByRole("row", { name: /e2e key/ });
    await expect(row).toBeVisible();
    const fragment = (await row.locator("code").innerText()).trim();
    expect(plaintext.startsWith(fragment.replace(/…$/, ""))).toBe(true);
    expect(fragment.length).toBeLessThan(plaintext.length);
    await expect(row.getByText("Active")).toBeVisible();
    await expect(row.getByText("Never")).toHaveCount(0);
    await expect(page.locator("body")).not.toContainText(plaintext);
    expect(await page.content()).not.toContain(plaintext);
    await takeScreenshot({ page, testInfo, name: "05-keys-list" });
  });

  await test.step("revoke asks first; Escape cancels, confirming revokes", async () => {
    const row = page.getByRole("row", { name: /e2e key/ });
    await row.getByRole("button", { name: "Revoke e2e key" }).click();
    const dialog = page.getByRole("dialog", { name: "Revoke “e2e key”?" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await takeScreenshot({ page, testInfo, name: "06-revoke-confirm" });
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(row.getByRole("button", { name: "Revoke e2e key" })).toBeFocused();
    await expect(row.getByText("Active")).toBeVisible();

    await row.getByRole("button", { name: "Revoke e2e key" }).click();
    await dialog.getByRole("button", { name: "Revoke key" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row.getByText("Revoked")).toBeVisible();
    await expect(row.getByRole("button", { name: "Revoke e2e key" })).toHaveCount(0);
    await takeScreenshot({ page, testInfo, name: "07-key-revoked" });
  });

  await test.step("the revoked key is refused with 401 unauthorized", async () => {
    const response = await request.get("/api/v1/account", { headers: { Authorization: `Bearer ${plaintext}` } });
    expect(response.status()).toBe(401);
    expect((await response.json()).error.code).toBe("unauthorized");
  });

  await test.step("sign out, then a wrong password is explained inline and the right one signs in", async () => {
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await page.goto("/keys");
    await expect(page).toHaveURL(/\/signin\?next=%2Fkeys$/);

    await page.getByLabel("E-mail").fill(operator.email);
    await page.getByLabel("Password").fill("not-the-password");
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/api/auth/signin")),
      page.getByRole("button", { name: "Sign in" }).click(),
    ]);
    expect(refused.status()).toBe(401);
    const { error } = await refused.json();
    await expect(page.locator("form").getByRole("alert")).toHaveText(error.message);
    await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/signin\?next=%2Fkeys$/);
    await takeScreenshot({ page, testInfo, name: "08-signin-error" });

    await page.getByLabel("Password").fill(operator.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/keys$/);
    await expect(page.getByRole("row", { name: /e2e key/ }).getByText("Revoked")).toBeVisible();
  });

  await test.step("signing up again with the same e-mail explains why and offers sign-in", async () => {
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await page.getByRole("link", { name: "Create an account" }).click();
    await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
    await page.getByLabel("E-mail").fill(operator.email);
    await page.getByLabel("Password").fill(operator.password);
    const [taken] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/api/auth/signup")),
      page.getByRole("button", { name: "Create account" }).click(),
    ]);
    expect(taken.status()).toBe(409);
    const alert = page.locator("form").getByRole("alert");
    await expect(alert).toContainText((await taken.json()).error.message);
    await takeScreenshot({ page, testInfo, name: "09-signup-email-taken" });
    await alert.getByRole("link", { name: "Go to sign-in" }).click();
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await page.getByLabel("E-mail").fill(operator.email);
    await page.getByLabel("Password").fill(operator.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  await test.step("the Workbench home links to Keys", async () => {
    await expect(page.getByRole("heading", { name: "Workbench", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Workbench" })).toHaveAttribute("aria-current", "page");
    await takeScreenshot({ page, testInfo, name: "10-home" });
    await page.getByRole("link", { name: "Manage API keys" }).click();
    await expect(page).toHaveURL(/\/keys$/);
  });
});

test("a basic-plan account is told its keys need a paid plan; the page fits a phone", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/signup?next=%2Fkeys");
  await page.getByLabel("E-mail").fill(`basic-${Date.now()}@example.test`);
  await page.getByLabel("Password").fill("darkroom-basic-pw");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/keys$/);

  const plan = page.getByRole("region", { name: "Plan" });
  await expect(plan.getByText("Basic")).toBeVisible();
  await expect(plan.getByText("No API access")).toBeVisible();
  await expect(page.getByText("The Basic plan has no API access")).toBeVisible();
  await expect(page.getByText("No keys yet")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await takeScreenshot({ page, testInfo, name: "11-keys-basic-mobile" });
});

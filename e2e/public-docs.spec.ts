import { expect, test } from "@playwright/test";

test("/docs renders without a session, with a way to sign in", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/docs");
  await expect(page).toHaveURL(/\/docs$/);
  await expect(page.getByRole("heading", { name: "API docs", level: 1 })).toBeVisible();
  await expect(page.getByRole("article", { name: "POST /api/v1/convert" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/signin?next=%2Fdocs");
  await context.close();
});

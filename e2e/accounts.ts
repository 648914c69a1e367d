import type { Page } from "@playwright/test";

/** The operator keys.spec.ts creates through the fresh e2e instance's setup link, on the business plan. */
export const OPERATOR = { email: "operator@darkroom-e2e.test", password: "darkroom-operator-pw" };

export async function signIn(page: Page, { email, password }: { email: string; password: string }): Promise<void> {
  await page.goto("/signin");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/signin"));
}

import { expect, type Page } from "@playwright/test";

/**
 * Drops one file on the page's file drop (the Workbench's or a skill page's) and waits until its row has finished
 * uploading. Rows the account kept from earlier say "Uploaded" already, so the upload's own answer is what tells;
 * a row that finishes also changes the height of everything below it, the skill catalogue included.
 */
export async function dropAndUpload(page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const answered = page.waitForResponse((response) => response.url().endsWith("/api/v1/uploads") && response.request().method() === "POST");
  await page.getByLabel("Files to process").setInputFiles(file);
  expect((await answered).status(), "the upload's answer").toBeLessThan(300);
  await expect(page.getByRole("progressbar", { name: /^Upload of / })).toHaveCount(0);
}

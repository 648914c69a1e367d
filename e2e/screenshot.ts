import type { Page, TestInfo } from "@playwright/test";

/** A full-page screenshot kept, under a readable name, in the test's artifacts folder. */
export async function takeScreenshot({ page, testInfo, name }: { page: Page; testInfo: TestInfo; name: string }): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

import { expect, type Page } from "@playwright/test";

/**
 * Presses an arrow key during a dnd-kit keyboard drag until its live region announces the move.
 * A key that lands before dnd-kit has measured the list is ignored by the sensor (a user presses
 * again), so a lost press is retried; a move that never comes still fails the test.
 */
export async function pressUntilAnnounced(page: Page, key: "ArrowUp" | "ArrowDown" | "ArrowLeft" | "ArrowRight", announcement: string): Promise<void> {
  await expect(async () => {
    await page.keyboard.press(key);
    await expect(page.getByText(announcement)).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

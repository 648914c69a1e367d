import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { expect, test } from "@playwright/test";
import { takeScreenshot } from "./screenshot";

const user = { email: `batch-${Date.now()}@example.test`, password: "darkroom-batch-pw" };

async function writePhotos(): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "darkroom-batch-"));
  const colours = [{ r: 210, g: 70, b: 40 }, { r: 40, g: 160, b: 90 }, { r: 50, g: 90, b: 200 }];
  return Promise.all(
    colours.map(async (background, i) => {
      const file = path.join(dir, `shoot-${i + 1}.png`);
      await sharp({ create: { width: 320, height: 200, channels: 3, background } }).png().toFile(file);
      return file;
    }),
  );
}

test("workbench: drop a shoot, run the line on every file as one batch, watch the grid, download the ZIP", async ({ page }, testInfo) => {
  const photos = await writePhotos();

  await test.step("sign up and drop three files", async () => {
    await page.goto("/signup");
    await page.getByLabel("E-mail").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("heading", { name: "Workbench", level: 1 })).toBeVisible();
    await page.getByLabel("Files to process").setInputFiles(photos);
    await expect(page.getByText("Uploaded")).toHaveCount(3);
  });

  await test.step("a free line, priced for every file", async () => {
    await page.getByLabel("Search skills").fill("gray");
    await page.getByRole("button", { name: "Add Grayscale" }).click();
    const panel = page.getByRole("region", { name: "Every file" });
    await expect(panel.getByText("3 files × free = free")).toBeVisible();
  });

  await test.step("two quick clicks start one batch; the grid follows each file to complete", async () => {
    const panel = page.getByRole("region", { name: "Every file" });
    const started: string[] = [];
    page.on("response", async (response) => {
      if (response.url().endsWith("/api/v1/batches") && response.request().method() === "POST") started.push((await response.json()).id);
    });
    const run = panel.getByRole("button", { name: "Run on 3 files" });
    await run.dblclick();
    const grid = panel.getByRole("list", { name: "Batch progress" });
    await expect(grid.getByRole("listitem")).toHaveCount(3);
    await expect(grid.getByText("complete")).toHaveCount(3, { timeout: 30_000 });
    await expect(panel.getByRole("status")).toContainText("3 of 3 done");
    await expect(grid.getByRole("img", { name: "Result for shoot-2.png" })).toBeVisible();
    expect(new Set(started).size).toBe(1);
    await takeScreenshot({ page, testInfo, name: "batch-grid" });
  });

  await test.step("Download ZIP gives one archive with every result, named after its file", async () => {
    const link = page.getByRole("region", { name: "Every file" }).getByRole("link", { name: "Download ZIP" });
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    const file = await download.path();
    const bytes = fs.readFileSync(file);
    expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    for (const name of ["shoot-1.png", "shoot-2.png", "shoot-3.png"]) expect(bytes.includes(Buffer.from(name))).toBe(true);
  });
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { expect, test, type Page } from "@playwright/test";
import { pressUntilAnnounced } from "./keyboard-drag";
import { takeScreenshot } from "./screenshot";
import { dropAndUpload } from "./file-drop";

// A later sign-up gets the basic plan and the starter credits; this line uses free skills only.
const user = { email: `workbench-${Date.now()}@example.test`, password: "darkroom-workbench-pw" };
const RECIPE = "Grey thumbnail";

async function writePhoto(): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "darkroom-wb-")), "harbour.png");
  await sharp({ create: { width: 640, height: 400, channels: 3, background: { r: 210, g: 70, b: 40 } } })
    .composite([{ input: Buffer.from(`<svg width="200" height="200"><circle cx="100" cy="100" r="90" fill="#2a6fdb"/></svg>`), left: 220, top: 100 }])
    .png()
    .toFile(file);
  return file;
}

async function runLineAndCheck(page: Page) {
  await expect(page.getByRole("definition").filter({ hasText: "Free" }).last()).toBeVisible();
  const [started] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/api/v1/runs") && r.request().method() === "POST" && !r.request().postData()?.includes('"dry_run":true')),
    page.getByRole("button", { name: "Run line" }).click(),
  ]);
  expect(started.status()).toBe(202);
  const result = page.getByRole("region", { name: "Result" });
  await expect(result).toBeVisible({ timeout: 30_000 });
  const progress = page.getByRole("list", { name: "Run progress" });
  await expect(progress.getByText("complete")).toHaveCount(2);
  const after = result.getByRole("img", { name: /after$/ });
  await expect(after).toBeVisible();
  // The output itself is decoded by the browser: grayscale then resize to 200 px wide.
  await expect.poll(() => after.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(200);
  await expect(result.getByRole("link", { name: /^Download / })).toBeVisible();
  return result;
}

test.describe.configure({ mode: "serial" });

test("workbench: build a free line, run it, save it as a recipe, run the recipe, send to the Vault", async ({ page }, testInfo) => {
  const photo = await writePhoto();

  await test.step("sign up a new (basic) account", async () => {
    await page.goto("/signup");
    await page.getByLabel("E-mail").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith("/api/auth/signup")), page.getByRole("button", { name: "Create account" }).click()]);
    expect(response.status()).toBe(201);
    await expect(page.getByRole("heading", { name: "Workbench", level: 1 })).toBeVisible();
  });

  await test.step("drop an image: it uploads with progress and a preview", async () => {
    await dropAndUpload(page, photo);
    await expect(page.getByRole("radio", { name: "harbour.png" })).toBeChecked();
    await takeScreenshot({ page, testInfo, name: "01-workbench-uploaded" });
  });

  await test.step("a misplaced step is marked before running", async () => {
    await page.getByLabel("Search skills").fill("text");
    await expect(page.getByRole("button", { name: "Add Grayscale" })).toHaveCount(0);
    await page.getByRole("button", { name: "Add Extract text (OCR)" }).click();
    await page.getByLabel("Search skills").fill("");
    await page.getByRole("button", { name: "Add Grayscale" }).click();
    await expect(page.getByRole("listitem", { name: "Step 2: Grayscale" }).getByText("text can only come last")).toBeVisible();
    await expect(page.getByRole("button", { name: "Run line" })).toBeDisabled();
    await takeScreenshot({ page, testInfo, name: "02-misplaced-step" });
    await page.getByRole("button", { name: "Remove step 1, Extract text (OCR)" }).click();
    await expect(page.getByText("text can only come last")).toHaveCount(0);
  });

  await test.step("build grayscale → resize (reordered with the keyboard), validate the width", async () => {
    // Add resize above grayscale, then move grayscale up with the keyboard sensor.
    await page.getByRole("button", { name: "Remove step 1, Grayscale" }).click();
    await page.getByRole("button", { name: "Add Resize" }).click();
    await page.getByRole("button", { name: "Add Grayscale" }).click();
    const handle = page.getByRole("button", { name: "Move step 2, Grayscale", exact: true });
    await handle.focus();
    // dnd-kit announces each move in its live region; waiting on it keeps the keys in step with the sensor.
    await page.keyboard.press("Space");
    await expect(page.getByText("Picked up Grayscale, step 2.")).toBeAttached();
    await pressUntilAnnounced(page, "ArrowUp", "Grayscale moved to position 1.");
    await page.keyboard.press("Space");
    await expect(page.getByText("Grayscale dropped at position 1.")).toBeAttached();
    await expect(page.getByRole("listitem", { name: "Step 1: Grayscale" })).toBeVisible();
    await expect(page.getByRole("listitem", { name: "Step 2: Resize" })).toBeVisible();

    const width = page.getByLabel("Step 2 Width");
    await width.fill("0");
    await expect(page.getByText("At least 1.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Run line" })).toBeDisabled();
    await width.fill("200");
    await expect(page.getByText("At least 1.")).toHaveCount(0);
  });

  await test.step("quote and run: each step completes and the result shows", async () => {
    await runLineAndCheck(page);
    await takeScreenshot({ page, testInfo, name: "03-run-result" });
  });

  await test.step("save the line as a recipe", async () => {
    await page.getByRole("button", { name: "Save as recipe" }).click();
    const dialog = page.getByRole("dialog", { name: "Save as recipe" });
    await dialog.getByLabel("Recipe name").fill(RECIPE);
    const [saved] = await Promise.all([page.waitForResponse((r) => r.url().endsWith("/api/v1/recipes") && r.request().method() === "POST"), dialog.getByRole("button", { name: "Save recipe" }).click()]);
    expect(saved.status()).toBe(201);
    expect((await saved.json()).steps).toEqual([
      { tool: "grayscale", options: {} },
      { tool: "resize", options: { width: 200 } },
    ]);
    await expect(page.getByText(`Saved recipe “${RECIPE}”.`)).toBeVisible();
  });

  await test.step("/recipes lists it beside the catalogue; open it in the Workbench", async () => {
    await page.goto("/recipes");
    await page.reload();
    const own = page.getByRole("region", { name: "Your recipes" });
    await expect(own.getByRole("heading", { name: RECIPE })).toBeVisible();
    await expect(page.getByRole("region", { name: "Catalogue" }).getByRole("heading", { name: "Product photo" })).toBeVisible();
    await takeScreenshot({ page, testInfo, name: "04-recipes" });
    await own.getByRole("link", { name: `Open in Workbench: ${RECIPE}` }).click();
    await expect(page).toHaveURL(/\/\?recipe=rcp_/);
    await expect(page.getByText(`Loaded recipe “${RECIPE}”.`)).toBeVisible();
    await expect(page.getByLabel("Step 2 Width")).toHaveValue("200");
  });

  await test.step("run the recipe and send the result to the Vault", async () => {
    await dropAndUpload(page, photo);
    const result = await runLineAndCheck(page);
    const [stored] = await Promise.all([page.waitForResponse((r) => r.url().endsWith("/api/v1/assets") && r.request().method() === "POST"), result.getByRole("button", { name: "Send to Vault" }).click()]);
    expect([200, 201]).toContain(stored.status());
    expect((await stored.json()).assets.length).toBe(1);
    await expect(result.getByText("Stored in the Vault.")).toBeVisible();
    await takeScreenshot({ page, testInfo, name: "05-sent-to-vault" });
  });

  await test.step("a catalogue recipe opens with its options and its output format", async () => {
    await page.goto("/recipes");
    await page.getByRole("link", { name: "Open in Workbench: Social square" }).click();
    await expect(page.getByText("Loaded recipe “Social square”.")).toBeVisible();
    await expect(page.getByLabel("Step 1 Width")).toHaveValue("1080");
    await expect(page.getByText("Output: jpeg, quality 88")).toBeVisible();
  });

  await test.step("recipes can be renamed and deleted after confirmation", async () => {
    await page.goto("/recipes");
    await page.getByRole("button", { name: `Edit ${RECIPE}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit recipe" });
    await edit.getByLabel("Name").fill(`${RECIPE} v2`);
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("heading", { name: `${RECIPE} v2` })).toBeVisible();
    await page.getByRole("button", { name: `Delete ${RECIPE} v2` }).click();
    await page.getByRole("dialog", { name: "Delete this recipe?" }).getByRole("button", { name: "Delete recipe" }).click();
    await expect(page.getByText("No recipes yet.")).toBeVisible();
  });
});

test("skill pages: options, price, the curl call; swap has none", async ({ page }, testInfo) => {
  await page.goto("/signin");
  await page.getByLabel("E-mail").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Workbench", level: 1 })).toBeVisible();

  await page.goto("/skills/resize");
  await expect(page.getByRole("heading", { name: "Resize", level: 1 })).toBeVisible();
  await page.getByLabel("Width").fill("120");
  const curl = page.getByLabel("curl command");
  await expect(curl).toContainText(`curl -X POST '${new URL(page.url()).origin}/api/v1/run/resize'`);
  await expect(curl).toContainText("$DARKROOM_API_KEY");
  await expect(curl).toContainText("-F 'width=120'");
  await dropAndUpload(page, await writePhoto());
  await page.getByRole("button", { name: "Run Resize" }).click();
  const after = page.getByRole("img", { name: /after$/ });
  await expect(after).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => after.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
  await takeScreenshot({ page, testInfo, name: "06-skill-page" });

  const swap = await page.goto("/skills/swap");
  expect(swap?.status()).toBe(404);
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { expect, test, type Page } from "@playwright/test";
import { OPERATOR, signIn } from "./accounts";
import { takeScreenshot } from "./screenshot";
import { dropAndUpload } from "./file-drop";

// A new user's whole day, in one browser: the path the Workbench issue names, end to end.
const user = { email: `journey-${Date.now()}@example.test`, password: "darkroom-journey-pw" };
const RECIPE = "Cut-out thumbnail";
const GALLERY = "Cut-outs for review";

/** A red disc on a light grey backdrop: a subject the background model separates cleanly. */
async function writeDiscPhoto(): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "darkroom-journey-")), "disc.jpg");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="#e8e8e8"/><circle cx="320" cy="240" r="140" fill="#c0392b"/></svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toFile(file);
  return file;
}

/** Runs the assembled line; checks the quote, each step's progress and the cut-out itself. */
async function runCutOut(page: Page) {
  const quote = page.getByRole("definition").filter({ hasText: "2 credits" });
  await expect(quote.first()).toBeVisible();
  await page.getByRole("button", { name: "Run line" }).click();
  const result = page.getByRole("region", { name: "Result" });
  // The first background removal of a fresh server loads the model.
  await expect(result).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("list", { name: "Run progress" }).getByText("complete")).toHaveCount(2);
  const after = result.getByRole("img", { name: /after$/ });
  await expect.poll(() => after.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(200);

  const download = result.getByRole("link", { name: /^Download / });
  const response = await page.request.get((await download.getAttribute("href"))!);
  expect(response.status()).toBe(200);
  const { data, info } = await sharp(await response.body()).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const alpha = (x: number, y: number) => data[(y * info.width + x) * 4 + 3];
  expect([info.width, info.height]).toEqual([200, 150]);
  for (const corner of [alpha(2, 2), alpha(197, 2), alpha(2, 147), alpha(197, 147)]) expect(corner).toBeLessThan(10);
  expect(alpha(100, 75)).toBeGreaterThan(240);
  return result;
}

test.describe.configure({ mode: "serial" });

test("a new user: key, background-remover → resize, recipe, Vault, gallery, client review, feedback", async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(240_000);
  const photo = await writeDiscPhoto();
  let key = "";
  let reviewUrl = "";

  await test.step("sign up", async () => {
    await page.goto("/signup");
    await page.getByLabel("E-mail").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("heading", { name: "Workbench", level: 1 })).toBeVisible();
  });

  await test.step("the operator moves the new account to Pro and grants credits", async () => {
    const operatorContext = await browser.newContext();
    const operatorPage = await operatorContext.newPage();
    await signIn(operatorPage, OPERATOR);
    await operatorPage.goto("/usage/operator");
    await expect(operatorPage.getByRole("heading", { name: "Operator", level: 1 })).toBeVisible();
    await operatorPage.getByLabel(`Plan for ${user.email}`).selectOption("pro");
    await expect(operatorPage.getByLabel(`Plan for ${user.email}`)).toHaveValue("pro");
    await operatorPage.getByLabel("Account e-mail").fill(user.email);
    await operatorPage.getByLabel("Amount").fill("20");
    await operatorPage.getByRole("button", { name: "Grant" }).click();
    // 20 granted here on top of the 20 starter credits of a web sign-up (DARKROOM_SIGNUP_CREDITS).
    await expect(operatorPage.getByText(`${user.email} now has 40 credits.`)).toBeVisible();
    await takeScreenshot({ page: operatorPage, testInfo, name: "01-operator" });
    await operatorContext.close();
  });

  await test.step("create a key: shown once, and it reads the account", async () => {
    await page.goto("/keys");
    await page.getByLabel("Name (optional)").fill("laptop");
    await page.getByRole("button", { name: "Create key" }).click();
    const dialog = page.getByRole("dialog", { name: "Save your new API key" });
    key = await dialog.getByLabel("API key").inputValue();
    await takeScreenshot({ page, testInfo, name: "02-key-created" });
    await dialog.getByRole("button", { name: "I’ve saved my key" }).click();
    const account = await page.request.get("/api/v1/account", { headers: { Authorization: `Bearer ${key}` } });
    expect(await account.json()).toMatchObject({ email: user.email, plan: "pro", credits: 40 });
  });

  await test.step("drop an image and build background-remover → resize", async () => {
    await page.goto("/");
    await dropAndUpload(page, photo);
    // Each skill found by a search first, as a user would: the whole catalogue re-laid under the pointer is no part of this journey.
    await page.getByLabel("Search skills").fill("background");
    await page.getByRole("button", { name: "Add Background remover" }).click();
    await expect(page.getByRole("listitem", { name: "Step 1: Background remover" })).toBeVisible();
    await page.getByLabel("Search skills").fill("resize");
    await page.getByRole("button", { name: /^Add Resize/ }).click();
    await expect(page.getByRole("listitem", { name: "Step 2: Resize" })).toBeVisible();
    await page.getByLabel("Step 2 Width").fill("200");
    await takeScreenshot({ page, testInfo, name: "03-line" });
  });

  await test.step("run it: the cut-out comes back transparent at 200 px, 2 credits charged", async () => {
    await runCutOut(page);
    await takeScreenshot({ page, testInfo, name: "04-result" });
    const account = await page.request.get("/api/v1/account", { headers: { Authorization: `Bearer ${key}` } });
    expect((await account.json()).credits).toBe(38);
  });

  await test.step("save the line as a recipe", async () => {
    await page.getByRole("button", { name: "Save as recipe" }).click();
    const dialog = page.getByRole("dialog", { name: "Save as recipe" });
    await dialog.getByLabel("Recipe name").fill(RECIPE);
    await dialog.getByRole("button", { name: "Save recipe" }).click();
    await expect(page.getByText(`Saved recipe “${RECIPE}”.`)).toBeVisible();
  });

  await test.step("reload, open the recipe and run it again; send the result to the Vault", async () => {
    await page.goto("/recipes");
    await page.reload();
    await page.getByRole("region", { name: "Your recipes" }).getByRole("link", { name: `Open in Workbench: ${RECIPE}` }).click();
    await expect(page.getByText(`Loaded recipe “${RECIPE}”.`)).toBeVisible();
    await expect(page.getByRole("listitem", { name: "Step 1: Background remover" })).toBeVisible();
    await dropAndUpload(page, photo);
    const result = await runCutOut(page);
    await result.getByRole("button", { name: "Send to Vault" }).click();
    await expect(result.getByText("Stored in the Vault.")).toBeVisible();
  });

  await test.step("make a gallery from the Vault", async () => {
    await page.goto("/vault");
    const assets = page.getByRole("list", { name: "Assets" }).getByRole("listitem");
    await expect(assets).toHaveCount(1);
    await page.getByRole("toolbar", { name: "Selection" }).getByRole("button", { name: "Select all shown" }).click();
    await page.getByRole("button", { name: "New gallery from selection" }).click();
    const dialog = page.getByRole("dialog", { name: "New gallery" });
    await dialog.getByLabel("Gallery name").fill(GALLERY);
    await dialog.getByRole("button", { name: "Create gallery" }).click();
    await expect(page.getByRole("heading", { name: GALLERY, level: 1 })).toBeVisible();
    reviewUrl = await page.getByRole("region", { name: "Review link" }).getByLabel("Review link").inputValue();
    expect(reviewUrl).toMatch(new RegExp(`^${baseURL}/g/[\\w-]{44}$`));
  });

  await test.step("a client opens the link in a fresh browser, approves the cut-out and comments", async () => {
    const clientContext = await browser.newContext();
    const client = await clientContext.newPage();
    await client.goto(reviewUrl);
    await expect(client.getByRole("heading", { name: GALLERY, level: 1 })).toBeVisible();
    await client.getByLabel("Your name").fill("Client Kim");
    await client.getByRole("button", { name: "Save name" }).click();
    const open = client.getByRole("button", { name: /^Open / });
    await expect(open).toHaveCount(1);
    await open.click();
    const lightbox = client.getByRole("dialog");
    await lightbox.getByRole("button", { name: "Approve" }).click();
    await expect(lightbox.getByRole("button", { name: "Approve" })).toHaveAttribute("aria-pressed", "true");
    await lightbox.getByLabel("Add a comment").fill("Perfect, ship it.");
    await lightbox.getByRole("button", { name: "Post comment" }).click();
    await expect(lightbox.getByText("Perfect, ship it.")).toBeVisible();
    await takeScreenshot({ page: client, testInfo, name: "05-client-review" });
    await clientContext.close();
  });

  await test.step("the owner sees the approval and the comment", async () => {
    const feedback = page.getByRole("region", { name: "Feedback" });
    await feedback.getByRole("button", { name: "Refresh" }).click();
    await expect(feedback.getByText("Approved by Client Kim")).toBeVisible();
    await expect(feedback.getByText("Perfect, ship it.")).toBeVisible();
    await expect(feedback.getByText("From Client Kim")).toBeVisible();
    await takeScreenshot({ page, testInfo, name: "06-owner-feedback" });
  });

  await test.step("usage: two charges of 2 credits, each linked to its run, which shows its steps and result", async () => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Usage" }).click();
    await expect(page.getByRole("region", { name: "Balance" })).toContainText("36");
    const runLinks = page.getByRole("region", { name: "Ledger" }).getByRole("link", { name: /^Run run_/ });
    await expect(runLinks).toHaveCount(2);
    await takeScreenshot({ page, testInfo, name: "07-usage" });
    await runLinks.first().click();
    await expect(page.getByRole("heading", { level: 1, name: /^run_/ })).toBeVisible();
    await expect(page.getByRole("list", { name: "Run progress" }).getByText("complete")).toHaveCount(2);
    await expect(page.getByRole("link", { name: /^Download / })).toBeVisible();
    await takeScreenshot({ page, testInfo, name: "08-run-page" });
  });
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { expect, test, type Page, type Request } from "@playwright/test";
import { OPERATOR, signIn } from "./accounts";
import { takeScreenshot } from "./screenshot";
import { dropAndUpload } from "./file-drop";

// Issue 27: the Workbench as a newcomer meets it, on one fresh Basic account with the starter credits.
const user = { email: `newcomer-${Date.now()}@example.test`, password: "darkroom-newcomer-pw" };
const STARTER_CREDITS = 20;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "darkroom-newcomer-"));

/** A red disc on a light grey backdrop: a subject the background model separates cleanly. */
async function discPhoto(): Promise<string> {
  const file = path.join(dir, "disc.jpg");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="#e8e8e8"/><circle cx="320" cy="240" r="140" fill="#c0392b"/></svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toFile(file);
  return file;
}

const isRunStart = (request: Request) => request.url().endsWith("/api/v1/runs") && request.method() === "POST" && !request.postData()?.includes('"dry_run":true');

type Ledger = { balance: number; entries: Array<{ reason: string; amount: number; note: string | null; run_id: string | null }> };
const ledgerOf = async (page: Page): Promise<Ledger> => (await page.request.get("/api/v1/credits")).json();

async function addSkill(page: Page, title: string) {
  const steps = page.getByRole("listitem", { name: /^Step \d+: / });
  const before = await steps.count();
  await page.getByLabel("Search skills").fill(title);
  await page.getByRole("button", { name: `Add ${title}` }).click();
  await expect(steps).toHaveCount(before + 1);
  await page.getByLabel("Search skills").fill("");
}

/** Where the catalogue's heading sits on the page (not in the viewport, which scrolls). */
async function catalogueTop(page: Page): Promise<number> {
  return page.getByRole("heading", { name: "Skills", exact: true }).evaluate((heading) => heading.getBoundingClientRect().top + window.scrollY);
}

test.describe.configure({ mode: "serial" });

test("sign-up: a double-click makes one account, with starter credits granted in the ledger; /signup then opens the Workbench", async ({ page }) => {
  const signups: Request[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/auth/signup")) signups.push(request);
  });
  await page.goto("/signup");
  await page.getByLabel("E-mail").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Create account" }).dblclick();
  await expect(page.getByRole("heading", { name: "Workbench", level: 1 })).toBeVisible();
  expect(signups).toHaveLength(1);
  await expect(page.getByText("already exists")).toHaveCount(0);

  const ledger = await ledgerOf(page);
  expect(ledger.balance).toBe(STARTER_CREDITS);
  expect(ledger.entries.map((e) => [e.reason, e.amount, e.note])).toEqual([["grant", STARTER_CREDITS, "Starter credits"]]);

  await page.goto("/signup");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Workbench", level: 1 })).toBeVisible();
});

test("run line: a double-click is charged once, and so is a retry after a network error", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page, user);
  await dropAndUpload(page, await discPhoto());
  await addSkill(page, "Background remover");
  const run = page.getByRole("region", { name: "Run", exact: true });
  await expect(run.getByRole("definition").filter({ hasText: "2 credits" }).first()).toBeVisible();
  await expect(run.getByText(`Balance: ${STARTER_CREDITS} credits`)).toBeVisible();

  const starts: Request[] = [];
  page.on("request", (request) => {
    if (isRunStart(request)) starts.push(request);
  });
  await run.getByRole("button", { name: "Run line" }).dblclick();
  const result = page.getByRole("region", { name: "Result" });
  // The first background removal of a fresh server loads the model.
  await expect(result.getByRole("img", { name: /after$/ })).toBeVisible({ timeout: 90_000 });
  expect(starts).toHaveLength(1);
  expect(starts[0].headers()["idempotency-key"]).toMatch(/^wb_[0-9a-f]{32}$/);
  let ledger = await ledgerOf(page);
  expect(ledger.entries.filter((e) => e.reason === "charge")).toHaveLength(1);
  expect(ledger.balance).toBe(STARTER_CREDITS - 2);
  // The cut-out's transparent pixels show a checkerboard, not the original underneath.
  await expect(result.getByRole("img", { name: /after$/ })).toHaveCSS("background-image", /conic-gradient/);
  await expect(run.getByRole("list", { name: "Run progress" }).getByText("Background remover")).toBeVisible();
  await takeScreenshot({ page, testInfo, name: "workbench" });

  // The server gets the request and starts the run, but the browser sees the connection drop.
  let dropped: Request | null = null;
  await page.route("**/api/v1/runs", async (route) => {
    if (dropped || !isRunStart(route.request())) return route.fallback();
    dropped = route.request();
    await route.fetch();
    await route.abort("connectionreset");
  });
  await run.getByRole("button", { name: "Run line" }).click();
  await expect(run.getByText("Could not reach Darkroom")).toBeVisible();
  const [retried] = await Promise.all([page.waitForResponse((r) => isRunStart(r.request())), run.getByRole("button", { name: "Run line" }).click()]);
  expect(retried.request().headers()["idempotency-key"]).toBe(dropped!.headers()["idempotency-key"]);
  expect(retried.headers()["idempotent-replayed"]).toBe("true");
  const { id } = await retried.json();
  await expect.poll(async () => (await (await page.request.get(`/api/v1/runs/${id}`)).json()).status, { timeout: 60_000 }).toBe("complete");
  ledger = await ledgerOf(page);
  const charged = ledger.entries.filter((e) => e.reason === "charge").map((e) => e.run_id);
  expect(charged).toEqual([id, expect.stringMatching(/^run_/)]);
  expect(charged[1]).not.toBe(id);
  expect(ledger.balance).toBe(STARTER_CREDITS - 4);
});

test("a long line: Run stays in view, titles not slugs, required fields red only after a try, colour picker and opacity slider", async ({ page }, testInfo) => {
  await signIn(page, user);
  await dropAndUpload(page, await discPhoto());
  const catalogue = await catalogueTop(page);
  await addSkill(page, "Resize");
  await page.getByLabel("Step 1 Width").fill("300");
  for (const title of ["Grayscale", "Blur", "Text watermark"]) await addSkill(page, title);
  const run = page.getByRole("region", { name: "Run", exact: true });
  // The line grew beside the catalogue and the search filtered it: the next Add is where the pointer left it.
  await page.getByLabel("Search skills").fill("Blur");
  expect(await catalogueTop(page)).toBe(catalogue);
  await page.getByLabel("Search skills").fill("");
  const runButton = run.getByRole("button", { name: "Run line" });

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(runButton).toBeInViewport();
  await expect(page.getByText("Required.")).toHaveCount(0);
  await expect(run.getByText("Fill in the required fields to get a price.")).toBeVisible();

  const starts: Request[] = [];
  page.on("request", (request) => {
    if (isRunStart(request)) starts.push(request);
  });
  await runButton.click();
  const step = page.getByRole("listitem", { name: "Step 4: Text watermark" });
  await expect(step.getByText("Required.")).toBeVisible();
  await expect(runButton).toBeDisabled();
  expect(starts).toHaveLength(0);

  await page.getByRole("textbox", { name: "Step 4 Text", exact: true }).fill("DARKROOM");
  await expect(page.getByLabel("Colour picker for Step 4 Color", { exact: true })).toHaveAttribute("type", "color");
  await expect(page.getByLabel("Step 4 Opacity", { exact: true })).toHaveAttribute("type", "range");
  await expect(run.getByLabel("Quote").getByText("4. Text watermark")).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(runButton).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath("workbench-long-line.png") });

  await runButton.click();
  await expect(run.getByRole("list", { name: "Run progress" }).getByText("complete")).toHaveCount(4, { timeout: 30_000 });
  await expect(run.getByRole("list", { name: "Run progress" }).getByText("Text watermark")).toBeVisible();
});

test("bad files: each dropped file gets a one-line answer, and a refused one cannot be chosen", async ({ page }, testInfo) => {
  await signIn(page, user);
  const notes = path.join(dir, "notes.txt");
  fs.writeFileSync(notes, "not a picture");
  const empty = path.join(dir, "empty.png");
  fs.writeFileSync(empty, "");
  await page.getByLabel("Files to process").setInputFiles([notes, empty, await discPhoto()]);
  const row = (name: string) => page.getByRole("listitem").filter({ has: page.getByText(name, { exact: true }) });

  await expect(row("notes.txt").getByRole("status")).toHaveText("Not an image, video or audio file.");
  await expect(row("empty.png").getByRole("status")).toHaveText("The file is empty (0 bytes).");
  for (const name of ["notes.txt", "empty.png"]) {
    await expect(page.getByRole("radio", { name })).toBeDisabled();
    const box = await row(name).getByRole("status").boundingBox();
    expect(box!.height, `${name}'s reason on one line`).toBeLessThan(20);
  }
  // The Files list keeps the account's earlier uploads (earlier tests dropped disc.jpg too): the new one is chosen.
  const chosen = page.getByRole("listitem").filter({ has: page.getByRole("radio", { name: "disc.jpg", checked: true }) });
  await expect(chosen).toHaveCount(1);
  await expect(chosen.getByText(/^Uploaded/)).toBeVisible();
  await takeScreenshot({ page, testInfo, name: "refused-file" });
});

test("short of credits: the Workbench says how to get more, to a user and to the operator", async ({ page, browser }) => {
  test.setTimeout(120_000);
  // One more background removal than the balance pays for.
  async function overspend(p: Page) {
    const { credits } = await (await p.request.get("/api/v1/account")).json();
    await dropAndUpload(p, await discPhoto());
    const run = p.getByRole("region", { name: "Run", exact: true });
    for (let i = 0; i <= Math.floor(credits / 2); i++) {
      // From the keyboard: once the line is long, the revealed step scrolls the skill under the sticky header.
      await p.getByRole("button", { name: "Add Background remover" }).press("Enter");
      // Each Add is announced with the step's number and shows its step; the next one waits for both, as a person would
      // (the first step comes with the line editor's code, and takes the focus when it arrives).
      await expect(p.getByText(/^Background remover added as step \d+\.$/)).toHaveText(new RegExp(`step ${i + 1}\\.$`));
      await expect(p.getByRole("listitem", { name: /^Step \d+: Background remover$/ })).toHaveCount(i + 1);
    }
    await expect(run.getByText(/^This costs \d+ credits; the balance is \d+ credits\.$/)).toBeVisible({ timeout: 20_000 });
    await expect(run.getByRole("button", { name: "Run line" })).toBeDisabled();
    return run;
  }

  await signIn(page, user);
  const userRun = await overspend(page);
  await expect(userRun.getByText("Ask the operator of this Darkroom server to grant you credits.")).toBeVisible();

  const context = await browser.newContext();
  const operator = await context.newPage();
  await signIn(operator, OPERATOR);
  await operator.goto("/");
  const operatorRun = await overspend(operator);
  await expect(operatorRun.getByRole("link", { name: "Operator page" })).toHaveAttribute("href", "/usage/operator");
  await context.close();
});

test("skill page: a transparent result on a checkerboard, the Basic plan told its keys are refused; Vault and review lightbox too", async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page, user);
  await page.goto("/skills/background-remover");
  await expect(page.getByRole("region", { name: "From the command line" })).toContainText("The Basic plan has no API access");
  await expect(page.getByText("Create a key at /keys")).toHaveCount(0);
  await expect(page.getByText(/^Balance: \d+ credits$/)).toBeVisible();
  await dropAndUpload(page, await discPhoto());
  const runs: Request[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/v1/run/background-remover")) runs.push(request);
  });
  await page.getByRole("button", { name: "Run Background remover" }).dblclick();
  const after = page.getByRole("img", { name: /after$/ });
  await expect(after).toBeVisible({ timeout: 90_000 });
  expect(runs).toHaveLength(1);
  await expect(after).toHaveCSS("background-image", /conic-gradient/);
  await takeScreenshot({ page, testInfo, name: "skill-transparent-result" });
  await page.getByRole("button", { name: "Send to Vault" }).click();
  await expect(page.getByText("Stored in the Vault.")).toBeVisible();

  await page.goto("/vault");
  const assets = page.getByRole("list", { name: "Assets" }).getByRole("listitem");
  await expect(assets).toHaveCount(1);
  await expect(assets.first().getByRole("img")).toHaveCSS("background-image", /conic-gradient/);
  await page.getByRole("toolbar", { name: "Selection" }).getByRole("button", { name: "Select all shown" }).click();
  await page.getByRole("button", { name: "New gallery from selection" }).click();
  const dialog = page.getByRole("dialog", { name: "New gallery" });
  await dialog.getByLabel("Gallery name").fill("Cut-out");
  await dialog.getByRole("button", { name: "Create gallery" }).dblclick();
  await expect(page.getByRole("heading", { name: "Cut-out", level: 1 })).toBeVisible();
  const galleries = await (await page.request.get("/api/v1/galleries")).json();
  expect(galleries.galleries.filter((g: { name: string }) => g.name === "Cut-out")).toHaveLength(1);
  const reviewUrl = await page.getByRole("region", { name: "Review link" }).getByLabel("Review link").inputValue();

  const context = await browser.newContext();
  const client = await context.newPage();
  await client.goto(reviewUrl);
  await client.getByRole("button", { name: /^Open / }).click();
  const image = client.getByRole("dialog").getByRole("img");
  await expect(image).toHaveCSS("background-image", /conic-gradient/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await takeScreenshot({ page: client, testInfo, name: "review-lightbox" });
  await context.close();
});

test("usage lists jobs and runs newest first, linked; a missing job says not found; pages have an icon", async ({ page }) => {
  await signIn(page, user);
  await page.goto("/usage");
  const work = page.getByRole("list", { name: "Jobs and runs" }).getByRole("link");
  await expect(work.first()).toHaveText("Background remover");
  await expect(work.filter({ hasText: "Line: Resize → Grayscale → Blur → Text watermark" })).toHaveCount(1);
  await expect(work.filter({ hasText: /^Line: Background remover$/ })).toHaveCount(2);
  await work.filter({ hasText: "Line: Resize" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^run_/ })).toBeVisible();
  await expect(page.getByRole("list", { name: "Run progress" }).getByText("Text watermark")).toBeVisible();

  await page.goto("/jobs/job_doesnotexist");
  await expect(page.getByText("Job not found")).toBeVisible();
  await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);

  const icon = await page.locator('link[rel="icon"]').first().getAttribute("href");
  const served = await page.request.get(icon!);
  expect([served.status(), served.headers()["content-type"]]).toEqual([200, expect.stringContaining("image/svg+xml")]);
});

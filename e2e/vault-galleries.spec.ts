import sharp from "sharp";
import { expect, test } from "@playwright/test";
import { pressUntilAnnounced } from "./keyboard-drag";
import { takeScreenshot } from "./screenshot";

// A later sign-up: a plain user on the basic plan, who uses the Workbench (and its session) only.
const user = { email: `vault-${Date.now()}@example.test`, password: "darkroom-vault-pw" };
const galleryName = "Harbour proofs";

function photo(red: number): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 400, channels: 3, background: { r: red, g: 60, b: 50 } } })
    .composite([{ input: Buffer.from(`<svg width="200" height="200"><circle cx="100" cy="100" r="90" fill="#f5f0e1"/></svg>`), left: 220, top: 100 }])
    .png()
    .toBuffer();
}

test.describe.configure({ mode: "serial" });

test("vault and galleries: keep an output, share it in a gallery, read usage and docs", async ({ page, context, baseURL }, testInfo) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  // Session writes must come from this origin, as the browser's own fetch would.
  const sameOrigin = { Origin: baseURL! };
  const assetNames: string[] = [];
  let galleryId = "";

  await test.step("sign up through the UI: a later account is a basic-plan user", async () => {
    await page.goto("/signup?next=%2Fvault");
    await page.getByLabel("E-mail").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/api/auth/signup")),
      page.getByRole("button", { name: "Create account" }).click(),
    ]);
    expect(response.status()).toBe(201);
    expect((await response.json()).account).toMatchObject({ email: user.email, role: "user", plan: "basic" });
    await expect(page).toHaveURL(/\/vault$/);
  });

  await test.step("an empty Vault says so", async () => {
    await expect(page.getByRole("heading", { name: "Vault", level: 1 })).toBeVisible();
    await expect(page.getByText("The Vault is empty")).toBeVisible();
    await expect(page.getByRole("button", { name: "New gallery from selection" })).toBeDisabled();
    await takeScreenshot({ page, testInfo, name: "01-vault-empty" });
  });

  await test.step("make two outputs with the page's session and keep them in the Vault", async () => {
    for (const [name, red] of [["harbour.png", 200], ["pier.png", 90]] as const) {
      const run = await page.request.post("/api/v1/run/grayscale", {
        headers: sameOrigin,
        multipart: { file: { name, mimeType: "image/png", buffer: await photo(red) } },
      });
      expect(run.status()).toBe(200);
      const job = await run.json();
      expect(job).toMatchObject({ status: "complete", credits_charged: 0 });
      const stored = await page.request.post("/api/v1/assets", { headers: sameOrigin, data: { job_id: job.id } });
      expect(stored.status()).toBe(201);
      assetNames.push((await stored.json()).assets[0].name);
    }
  });

  await test.step("the Vault shows the assets' thumbnails, newest first, and the room they take", async () => {
    await page.reload();
    const assets = page.getByRole("list", { name: "Assets" }).getByRole("listitem");
    await expect(assets).toHaveCount(2);
    await expect(assets.first()).toContainText(assetNames[1]);
    const thumbnail = assets.first().getByRole("img");
    await expect(thumbnail).toHaveAttribute("src", /\/d\/ast_\w+\/w_400,h_400,fit_cover,f_auto\/[\w-]+$/);
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const meter = page.getByRole("meter", { name: "Room used" });
    await expect(meter).toBeVisible();
    expect(Number(await meter.getAttribute("aria-valuenow"))).toBeGreaterThan(0);
    expect(Number(await meter.getAttribute("aria-valuemax"))).toBe(1024 ** 3);
    await expect(meter).toHaveAttribute("aria-valuetext", /used, .* free$/);
    await takeScreenshot({ page, testInfo, name: "02-vault-with-asset" });
  });

  await test.step("filtering by type hides it; All brings it back", async () => {
    const kinds = page.getByRole("group", { name: "Filter by type" });
    await kinds.getByRole("button", { name: "Videos" }).click();
    await expect(kinds.getByRole("button", { name: "Videos" })).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(/\/vault\?type=video$/);
    await expect(page.getByText("No assets match")).toBeVisible();
    await kinds.getByRole("button", { name: "All", exact: true }).click();
    await expect(page).toHaveURL(/\/vault$/);
    await expect(page.getByRole("list", { name: "Assets" }).getByRole("listitem")).toHaveCount(2);
  });

  await test.step("select both and make a new gallery, which opens", async () => {
    await page.getByLabel(`Select ${assetNames[0]}`).check();
    await page.getByLabel(`Select ${assetNames[1]}`).check();
    await expect(page.getByText("2 selected")).toBeVisible();
    await page.getByRole("button", { name: "New gallery from selection" }).click();
    const dialog = page.getByRole("dialog", { name: "New gallery" });
    await expect(dialog.getByLabel("Gallery name")).toBeFocused();
    await dialog.getByLabel("Gallery name").fill(galleryName);
    await takeScreenshot({ page, testInfo, name: "03-new-gallery" });
    await dialog.getByRole("button", { name: "Create gallery" }).click();
    await expect(page).toHaveURL(/\/galleries\/gal_[0-9A-Za-z]{24}$/);
    galleryId = page.url().split("/").pop()!;
    await expect(page.getByRole("heading", { name: galleryName, level: 1 })).toBeVisible();
    await expect(page.getByRole("list", { name: "Gallery order" }).getByRole("listitem")).toHaveCount(2);
  });

  await test.step("reorder with the keyboard; the new order is saved", async () => {
    const before = (await (await page.request.get(`/api/v1/galleries/${galleryId}`)).json()).asset_ids as string[];
    const first = page.getByRole("button", { name: `Reorder ${assetNames[0]}, position 1` });
    await first.focus();
    // Each key waits for dnd-kit's state, so the next one acts on a measured drag.
    await page.keyboard.press("Space");
    await expect(first).toHaveAttribute("aria-pressed", "true");
    await pressUntilAnnounced(page, "ArrowRight", `${assetNames[0]} is over position 2.`);
    const saved = page.waitForResponse((r) => r.url().endsWith(`/api/v1/galleries/${galleryId}`) && r.request().method() === "PATCH");
    await page.keyboard.press("Space");
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole("button", { name: `Reorder ${assetNames[0]}, position 2` })).toBeVisible();
    const after = (await (await page.request.get(`/api/v1/galleries/${galleryId}`)).json()).asset_ids;
    expect(after).toEqual([...before].reverse());
  });

  await test.step("set a password and allow downloads; the server keeps both", async () => {
    const passwordCard = page.getByRole("region", { name: "Password" });
    await passwordCard.getByLabel("Password").fill("open-sesame");
    await passwordCard.getByRole("button", { name: "Set password" }).click();
    await expect(passwordCard.getByText("Password set.")).toBeVisible();
    await expect(passwordCard.getByLabel("New password")).toHaveValue("");

    const details = page.getByRole("region", { name: "Details" });
    await details.getByLabel("Allow downloads").check();
    await details.getByRole("button", { name: "Save changes" }).click();
    await expect(details.getByText("Saved.")).toBeVisible();
    await expect(page.getByText("Downloads on")).toBeVisible();

    const gallery = await (await page.request.get(`/api/v1/galleries/${galleryId}`)).json();
    expect(gallery).toMatchObject({ name: galleryName, has_password: true, allow_download: true });
    expect(Math.round((new Date(gallery.expires_at).getTime() - Date.now()) / 86_400_000)).toBe(30);
  });

  await test.step("copy the review link; replacing it (after a confirmation) retires the old one", async () => {
    const linkCard = page.getByRole("region", { name: "Review link" });
    const oldLink = await linkCard.getByLabel("Review link").inputValue();
    await linkCard.getByRole("button", { name: "Copy" }).click();
    await expect(linkCard.getByText("Copied to clipboard.")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(oldLink);

    await linkCard.getByRole("button", { name: "New link…" }).click();
    const dialog = page.getByRole("dialog", { name: "Replace the review link?" });
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await dialog.getByRole("button", { name: "Replace link" }).click();
    await expect(dialog).toBeHidden();
    await expect(linkCard.getByLabel("Review link")).not.toHaveValue(oldLink);
    expect((await page.request.get(oldLink)).status()).toBe(404);
  });

  await test.step("the feedback view lists the assets in order, with no feedback yet", async () => {
    const feedback = page.getByRole("region", { name: "Feedback" });
    await expect(feedback.getByText("No reviewer has responded yet.")).toBeVisible();
    const items = feedback.getByRole("list", { name: "Feedback per asset" }).getByRole("listitem");
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText(assetNames[1]);
    await expect(items.first()).toContainText("No feedback");
    await takeScreenshot({ page, testInfo, name: "04-gallery-editor" });
  });

  await test.step("/galleries lists it with its count and review link", async () => {
    await page.getByRole("link", { name: "All galleries" }).click();
    await expect(page).toHaveURL(/\/galleries$/);
    const card = page.getByRole("list", { name: "Galleries" }).getByRole("listitem").filter({ hasText: galleryName });
    await expect(card.getByText("2 assets")).toBeVisible();
    await expect(card.getByText("Password")).toBeVisible();
    await expect(card.getByLabel(`Review link for ${galleryName}`)).toHaveValue(/\/g\/[^/]+$/);
    await takeScreenshot({ page, testInfo, name: "05-galleries" });
  });

  await test.step("New gallery on /galleries picks assets from the Vault", async () => {
    await page.getByRole("button", { name: "New gallery" }).click();
    const dialog = page.getByRole("dialog", { name: "New gallery" });
    await dialog.getByLabel("Gallery name").fill("Pier only");
    await expect(dialog.getByRole("button", { name: "Create gallery" })).toBeDisabled();
    await dialog.getByRole("checkbox", { name: assetNames[1] }).check();
    await dialog.getByRole("button", { name: "Create gallery" }).click();
    await expect(page.getByRole("heading", { name: "Pier only", level: 1 })).toBeVisible();
    await expect(page.getByRole("list", { name: "Gallery order" }).getByRole("listitem")).toHaveCount(1);
  });

  await test.step("/usage shows the balance the API reports, and no operator link for a user", async () => {
    const { balance } = await (await page.request.get("/api/v1/credits")).json();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Usage" }).click();
    await expect(page.getByRole("heading", { name: "Usage", level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: "Balance" })).toContainText(new Intl.NumberFormat("en").format(balance));
    await expect(page.getByRole("region", { name: "Ledger" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Operator/ })).toHaveCount(0);
    expect((await page.request.get("/api/admin/accounts")).status()).toBe(403);
    await takeScreenshot({ page, testInfo, name: "06-usage" });
  });

  await test.step("/docs lists /api/v1/convert with a curl example for this server", async () => {
    await page.goto("/docs");
    await expect(page.getByRole("heading", { name: "API docs", level: 1 })).toBeVisible();
    const convert = page.getByRole("article", { name: "POST /api/v1/convert" });
    await expect(convert).toBeVisible();
    await expect(convert.locator("pre")).toContainText(`curl -X POST "${baseURL}/api/v1/convert"`);
    await expect(page.getByRole("heading", { name: "MCP for agents" })).toBeVisible();
    await takeScreenshot({ page, testInfo, name: "07-docs" });
  });

  await test.step("deleting the assets (after a confirmation) empties the Vault and frees the room", async () => {
    await page.goto("/vault");
    const toolbar = page.getByRole("toolbar", { name: "Selection" });
    await toolbar.getByRole("button", { name: "Select all shown" }).click();
    await toolbar.getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete 2 assets?" });
    await dialog.getByRole("button", { name: "Delete 2 assets" }).click();
    await expect(page.getByText("The Vault is empty")).toBeVisible();
    await expect(page.getByRole("meter", { name: "Room used" })).toHaveAttribute("aria-valuenow", "0");
    const gallery = await (await page.request.get(`/api/v1/galleries/${galleryId}`)).json();
    expect(gallery.asset_ids).toEqual([]);
  });
});

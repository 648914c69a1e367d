import sharp from "sharp";
import { expect, test } from "@playwright/test";
import { takeScreenshot } from "./screenshot";

// A studio's day in the Workbench: search and organise the Vault, then a client picks favourites and hands off.
const user = { email: `handoff-${Date.now()}@example.test`, password: "darkroom-handoff-pw" };

function photo(red: number): Promise<Buffer> {
  return sharp({ create: { width: 480, height: 320, channels: 3, background: { r: red, g: 80, b: 120 } } })
    .png()
    .toBuffer();
}

test("vault search, folders and bulk tags; the client's favourites, selection and ZIP on the review page", async ({ page, browser, baseURL }, testInfo) => {
  const sameOrigin = { Origin: baseURL! };
  const ids: Record<string, string> = {};
  let reviewUrl = "";
  let galleryId = "";

  await test.step("sign up and keep three outputs in two clients' folders, with tags", async () => {
    await page.goto("/signup?next=%2Fvault");
    await page.getByLabel("E-mail").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/vault$/);
    const files = [
      ["anna-ceremony.png", 200, "clients/anna/2026-11", ["ceremony"]],
      ["anna-party.png", 150, "clients/anna/2026-11", ["party"]],
      ["bo-portrait.png", 90, "clients/bo", ["portrait"]],
    ] as const;
    for (const [name, red, folder, tags] of files) {
      const run = await page.request.post("/api/v1/run/grayscale", { headers: sameOrigin, multipart: { file: { name, mimeType: "image/png", buffer: await photo(red) } } });
      expect(run.status()).toBe(200);
      const stored = await page.request.post("/api/v1/assets", { headers: sameOrigin, data: { job_id: (await run.json()).id, folder, tags } });
      expect(stored.status()).toBe(201);
      ids[name] = (await stored.json()).assets[0].id;
    }
  });

  await test.step("the folder tree filters to a client's folder and its subfolders", async () => {
    await page.reload();
    const folders = page.getByRole("navigation", { name: "Folders" });
    await expect(folders.getByRole("button", { name: /All assets\s*3/ })).toBeVisible();
    await folders.getByRole("button", { name: /anna\s*2/ }).click();
    await expect(page).toHaveURL(/folder=clients%2Fanna$/);
    const grid = page.getByRole("list", { name: "Assets" });
    await expect(grid.getByRole("listitem")).toHaveCount(2);
    await takeScreenshot({ page, testInfo, name: "vault-folder" });
  });

  await test.step("a search finds by tag words; no match says so", async () => {
    await page.getByRole("navigation", { name: "Folders" }).getByRole("button", { name: /All assets/ }).click();
    const search = page.getByRole("search");
    await search.getByLabel("Search the Vault").fill("party");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=party/);
    const grid = page.getByRole("list", { name: "Assets" });
    await expect(grid.getByRole("listitem")).toHaveCount(1);
    await expect(grid.getByText(/^anna-party/)).toBeVisible();
    await search.getByLabel("Search the Vault").fill("nothing-like-this");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("No assets match")).toBeVisible();
  });

  await test.step("select everything and tag it in one bulk action", async () => {
    await page.goto("/vault");
    const toolbar = page.getByRole("toolbar", { name: "Selection" });
    await toolbar.getByRole("button", { name: "Select all shown" }).click();
    await toolbar.getByRole("button", { name: "Tag", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Add tags (3 assets)" });
    await dialog.getByLabel("Tags").fill("Delivered");
    await dialog.getByRole("button", { name: "Add tags" }).click();
    await expect(page.getByText("3 tagged.")).toBeVisible();
    const tagged = await (await page.request.get("/api/v1/assets?tag=delivered")).json();
    expect(tagged.assets).toHaveLength(3);
  });

  await test.step("share the client's folder in a branded gallery with downloads on", async () => {
    const created = await page.request.post("/api/v1/galleries", {
      headers: sameOrigin,
      data: { name: "Anna's wedding", asset_ids: [ids["anna-ceremony.png"], ids["anna-party.png"]], allow_download: true, accent_color: "#0f766e", cover_asset_id: ids["anna-ceremony.png"] },
    });
    expect(created.status()).toBe(201);
    const gallery = await created.json();
    reviewUrl = gallery.review_url;
    galleryId = gallery.id;
  });

  await test.step("the client favourites one, filters to favourites, submits the selection and downloads a ZIP", async () => {
    const client = await browser.newPage();
    await client.goto(reviewUrl);
    await client.getByLabel("Your name").fill("Anna");
    await client.getByRole("button", { name: "Save name" }).click();
    await expect(client.getByText("Reviewing as")).toBeVisible();
    await client.getByRole("button", { name: /^Favourite anna-party/ }).click();
    await expect(client.getByRole("button", { name: /^Favourite anna-party/ })).toHaveAttribute("aria-pressed", "true");

    const bar = client.getByRole("region", { name: "Your selection" });
    await bar.getByRole("button", { name: "Favourites (1)" }).click();
    await expect(client.getByRole("list", { name: "Gallery items" }).getByRole("listitem")).toHaveCount(1);
    await bar.getByRole("button", { name: "Submit selection" }).click();
    await expect(bar.getByText(/Selection sent: 1 favourite/)).toBeVisible();

    const [download] = await Promise.all([client.waitForEvent("download"), bar.getByRole("link", { name: "Download all" }).click()]);
    expect(download.suggestedFilename()).toBe("Anna's wedding.zip");
    await takeScreenshot({ page: client, testInfo, name: "review-handoff" });
    await client.close();
  });

  await test.step("the owner sees the submitted selection on the gallery page", async () => {
    await page.goto(`/galleries/${galleryId}`);
    const selections = page.getByRole("list", { name: "Submitted selections" });
    await expect(selections.getByText("Anna", { exact: true })).toBeVisible();
    await expect(selections.getByText(/anna-party/)).toBeVisible();
  });

  await test.step("the owner changes the review page's branding from the gallery page", async () => {
    const branding = page.getByRole("region", { name: "Branding" });
    await expect(branding.getByLabel("Cover image")).toHaveValue(ids["anna-ceremony.png"]);
    await branding.getByLabel("Logo").selectOption(ids["anna-party.png"]);
    await branding.getByLabel("Accent colour", { exact: true }).fill("#1D4ED8");
    await branding.getByRole("button", { name: "Save branding" }).click();
    await expect(branding.getByText("Saved.")).toBeVisible();
    const saved = await (await page.request.get(`/api/v1/galleries/${galleryId}`, { headers: sameOrigin })).json();
    expect(saved).toMatchObject({ cover_asset_id: ids["anna-ceremony.png"], logo_asset_id: ids["anna-party.png"], accent_color: "#1d4ed8" });
  });
});

import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { takeScreenshot } from "./screenshot";

// Data is made through the public API with a key the operator issues (admin token from DATA_DIR).
type Gallery = { id: string; name: string; review_url: string; asset_ids: string[] };

function photo(seed: number): Promise<Buffer> {
  const hue = [
    { r: 200, g: 60, b: 50 },
    { r: 40, g: 140, b: 90 },
    { r: 50, g: 90, b: 200 },
  ][seed % 3];
  return sharp({ create: { width: 1600, height: 1000, channels: 3, background: hue } })
    .composite([{ input: Buffer.from(`<svg width="600" height="600"><circle cx="300" cy="300" r="260" fill="#f5f0e1"/></svg>`), left: 500, top: 200 }])
    .png()
    .toBuffer();
}

async function issueKey(request: APIRequestContext): Promise<string> {
  const adminToken = fs.readFileSync(path.join(process.env.E2E_DATA_DIR!, "admin-token"), "utf8").trim();
  const response = await request.post("/api/admin/keys", {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { email: `review-${Date.now()}@example.test`, plan: "pro", name: "review e2e" },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).key;
}

async function makeGallery(request: APIRequestContext, key: string): Promise<Gallery> {
  const auth = { Authorization: `Bearer ${key}` };
  const assetIds: string[] = [];
  for (let seed = 0; seed < 3; seed++) {
    const converted = await request.post("/api/v1/convert", {
      headers: auth,
      multipart: { file: { name: `photo-${seed + 1}.png`, mimeType: "image/png", buffer: await photo(seed) }, format: "jpeg" },
    });
    expect(converted.status()).toBe(200);
    const stored = await request.post("/api/v1/assets", { headers: auth, data: { job_id: (await converted.json()).id } });
    expect(stored.status()).toBe(201);
    assetIds.push((await stored.json()).assets[0].id);
  }
  const created = await request.post("/api/v1/galleries", { headers: auth, data: { name: "Harbour shoot — first round", asset_ids: assetIds } });
  expect(created.status()).toBe(201);
  return created.json();
}

async function patchGallery(request: APIRequestContext, key: string, id: string, data: Record<string, unknown>) {
  const response = await request.patch(`/api/v1/galleries/${id}`, { headers: { Authorization: `Bearer ${key}` }, data });
  expect(response.status()).toBe(200);
  return response.json();
}

async function expectPreviewsLoaded(page: Page) {
  const images = page.getByRole("list", { name: "Gallery items" }).getByRole("img");
  await expect(images).toHaveCount(3);
  for (const image of await images.all()) {
    // A thumbnail-sized variant under the review link itself: rotating the link ends it (issue 41).
    await expect(image).toHaveAttribute("src", /^\/g\/[\w-]{44}\/media\/ast_\w+\/preview$/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
  }
}

test("review page: grid, lightbox, feedback, password, downloads, expiry and a rotated link", async ({ page, request, context }, testInfo) => {
  const key = await issueKey(request);
  const gallery = await makeGallery(request, key);
  const reviewPath = new URL(gallery.review_url).pathname;
  expect(reviewPath).toMatch(/^\/g\/[\w-]{44}$/);

  await test.step("a responsive grid of cached previews, previews only while downloads are off", async () => {
    await page.goto(reviewPath);
    await expect(page.getByRole("heading", { level: 1, name: "Harbour shoot — first round" })).toBeVisible();
    await expect(page.getByText("3 items · Previews only")).toBeVisible();
    await expectPreviewsLoaded(page);
    const columns = () => page.getByRole("list", { name: "Gallery items" }).evaluate((ul) => getComputedStyle(ul).gridTemplateColumns.split(" ").length);
    expect(await columns()).toBe(5);
    await takeScreenshot({ page, testInfo, name: "review-01-grid" });
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await columns()).toBe(2);
    await takeScreenshot({ page, testInfo, name: "review-02-grid-phone" });
    await page.setViewportSize({ width: 1280, height: 800 });
    expect((await request.get(`${reviewPath}/assets/${gallery.asset_ids[0]}/file`)).status()).toBe(403);
  });

  await test.step("the lightbox steps with ← and →, closes with Esc, and shows no original", async () => {
    await page.getByRole("button", { name: "Open photo-1.jpg" }).click();
    const dialog = page.getByRole("dialog", { name: "photo-1.jpg" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("1 of 3")).toBeVisible();
    await expect(dialog.getByRole("img", { name: "photo-1.jpg" })).toHaveAttribute("src", /\/media\/ast_\w+\/preview$/);
    await expect(dialog.getByRole("link", { name: "Download original" })).toHaveCount(0);
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("dialog", { name: "photo-2.jpg" }).getByText("2 of 3")).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("dialog", { name: "photo-3.jpg" })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("dialog", { name: "photo-3.jpg" }).getByText("3 of 3")).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("dialog", { name: "photo-2.jpg" })).toBeVisible();
    await takeScreenshot({ page, testInfo, name: "review-03-lightbox" });
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Open photo-1.jpg" })).toBeFocused();
  });

  await test.step("a named reviewer favourites, approves and comments; it is saved and shown escaped", async () => {
    await page.getByLabel("Your name").fill("Ana Ortiz");
    await page.getByRole("button", { name: "Save name" }).click();
    await expect(page.getByText("Reviewing as Ana Ortiz")).toBeVisible();
    const heart = page.getByRole("button", { name: "Favourite photo-2.jpg" });
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");

    await page.getByRole("button", { name: "Open photo-2.jpg" }).click();
    const dialog = page.getByRole("dialog", { name: "photo-2.jpg" });
    await expect(dialog.getByRole("button", { name: "Favourite" })).toHaveAttribute("aria-pressed", "true");
    await dialog.getByRole("button", { name: "Approve" }).click();
    await expect(dialog.getByRole("button", { name: "Approve" })).toHaveAttribute("aria-pressed", "true");
    await dialog.getByLabel("Add a comment").fill("<b>Lovely</b> light — crop a little tighter?");
    await dialog.getByRole("button", { name: "Post comment" }).click();
    await expect(dialog.getByText("<b>Lovely</b> light — crop a little tighter?")).toBeVisible();
    await expect(dialog.locator("li b")).toHaveCount(0);
    await expect(dialog.getByLabel("Add a comment")).toHaveValue("");
    await takeScreenshot({ page, testInfo, name: "review-04-feedback" });
    await page.keyboard.press("Escape");

    await page.reload();
    await expect(page.getByText("Reviewing as Ana Ortiz")).toBeVisible();
    await expect(page.getByRole("button", { name: "Favourite photo-2.jpg" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: "Favourite photo-1.jpg" })).toHaveAttribute("aria-pressed", "false");
    await page.getByRole("button", { name: "Open photo-2.jpg" }).click();
    await expect(page.getByRole("dialog").getByText("<b>Lovely</b> light — crop a little tighter?")).toBeVisible();
    await expect(page.getByRole("dialog").getByRole("button", { name: "Approve" })).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("Escape");

    const feedback = await (await request.get(`/api/v1/galleries/${gallery.id}/feedback`, { headers: { Authorization: `Bearer ${key}` } })).json();
    expect(feedback.assets[1]).toMatchObject({
      name: "photo-2.jpg",
      favourited_by: ["Ana Ortiz"],
      approvals: ["Ana Ortiz"],
      comments: [{ name: "Ana Ortiz", text: "<b>Lovely</b> light — crop a little tighter?" }],
    });
  });

  await test.step("a long thread shows its first 20 comments and the rest behind Show more", async () => {
    const origin = { Origin: new URL(gallery.review_url).origin };
    expect((await request.post(`${reviewPath}/reviewer`, { headers: origin, data: { name: "Ben" } })).status()).toBe(200);
    for (let i = 1; i <= 21; i++) {
      // Ben's own budget is 20 comments in 5 minutes; Ana (the page's reviewer) writes the last one.
      const writer = i <= 20 ? request : page.request;
      const posted = await writer.post(`${reviewPath}/assets/${gallery.asset_ids[2]}/comments`, { headers: origin, data: { text: `note ${i}` } });
      expect(posted.status()).toBe(201);
    }
    await page.reload();
    await page.getByRole("button", { name: "Open photo-3.jpg" }).click();
    const dialog = page.getByRole("dialog", { name: "photo-3.jpg" });
    await expect(dialog.getByRole("heading", { name: "Comments (21)" })).toBeVisible();
    const thread = dialog.getByRole("region", { name: /^Comments/ }).getByRole("listitem");
    await expect(thread).toHaveCount(20);
    await expect(dialog.getByText("note 21", { exact: true })).toHaveCount(0);
    await dialog.getByRole("button", { name: "Show more comments (1 more)" }).click();
    await expect(dialog.getByText("note 21", { exact: true })).toBeVisible();
    await expect(thread).toHaveCount(21);
    await expect(dialog.getByRole("button", { name: /Show more comments/ })).toHaveCount(0);
    await takeScreenshot({ page, testInfo, name: "review-04b-more-comments" });
    await page.keyboard.press("Escape");
  });

  await test.step("a password gate: a wrong guess is refused, the right one opens the gallery for this link", async () => {
    await patchGallery(request, key, gallery.id, { password: "harbour-2031" });
    await page.reload();
    await expect(page.getByRole("heading", { name: "This gallery is protected" })).toBeVisible();
    await expect(page.getByText("Harbour shoot")).toHaveCount(0);
    await page.getByLabel("Password").fill("wrong guess");
    await page.getByRole("button", { name: "View gallery" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "That password is not right." })).toBeVisible();
    await takeScreenshot({ page, testInfo, name: "review-05-password" });
    await page.getByLabel("Password").fill("harbour-2031");
    await page.getByRole("button", { name: "View gallery" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Harbour shoot — first round" })).toBeVisible();
    await expectPreviewsLoaded(page);
    const access = (await context.cookies()).find((c) => c.name === "dr_gallery_access");
    expect(access).toMatchObject({ path: reviewPath, httpOnly: true, sameSite: "Lax" });
  });

  await test.step("with downloads on, the lightbox shows the original and offers a download", async () => {
    await patchGallery(request, key, gallery.id, { allow_download: true });
    await page.reload();
    await expect(page.getByText("3 items · Downloads allowed")).toBeVisible();
    await page.getByRole("button", { name: "Open photo-3.jpg" }).click();
    const dialog = page.getByRole("dialog", { name: "photo-3.jpg" });
    const original = dialog.getByRole("img", { name: "photo-3.jpg" });
    await expect(original).toHaveAttribute("src", /\/media\/ast_\w+\/large$/);
    await expect.poll(() => original.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1600);
    const [download] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("link", { name: "Download original" }).click()]);
    expect(download.suggestedFilename()).toBe("photo-3.jpg");
    const meta = await sharp(await fs.promises.readFile((await download.path())!)).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: "jpeg", width: 1600, height: 1000 });
    await takeScreenshot({ page, testInfo, name: "review-06-downloads" });
    await page.keyboard.press("Escape");
  });

  await test.step("after expires_at the page says the gallery has expired", async () => {
    await patchGallery(request, key, gallery.id, { expires_at: new Date(Date.now() - 1000).toISOString() });
    await page.reload();
    await expect(page.getByRole("heading", { name: "This gallery has expired" })).toBeVisible();
    await expect(page.getByRole("img")).toHaveCount(0);
    await takeScreenshot({ page, testInfo, name: "review-07-expired" });
  });

  await test.step("a rotated link: the old URL is not found, the new one works", async () => {
    const auth = { Authorization: `Bearer ${key}` };
    await patchGallery(request, key, gallery.id, { expires_at: null, password: null });
    const rotated = await (await request.post(`/api/v1/galleries/${gallery.id}/rotate-link`, { headers: auth })).json();
    const response = await page.goto(reviewPath);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "This gallery link does not work" })).toBeVisible();
    await page.goto(new URL(rotated.review_url).pathname);
    await expect(page.getByRole("heading", { level: 1, name: "Harbour shoot — first round" })).toBeVisible();
  });
});

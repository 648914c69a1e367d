import sharp from "sharp";
import { expect, test } from "@playwright/test";
import { takeScreenshot } from "./screenshot";

// A later sign-up, who uses the Workbench (and its session) only.
const user = { email: `copy-link-${Date.now()}@example.test`, password: "darkroom-copy-link-pw" };

function photo(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .composite([{ input: Buffer.from(`<svg width="400" height="400"><circle cx="200" cy="200" r="180" fill="#f5f0e1"/></svg>`), left: 400, top: 200 }])
    .png()
    .toBuffer();
}

test("vault: copy a 400 px WebP delivery link and open it", async ({ page, context, baseURL, request }, testInfo) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  const sameOrigin = { Origin: baseURL! };
  let assetName = "";

  await test.step("sign up and keep an image in the Vault", async () => {
    await page.goto("/signup?next=%2Fvault");
    await page.getByLabel("E-mail").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/vault$/);
    const run = await page.request.post("/api/v1/run/grayscale", { headers: sameOrigin, multipart: { file: { name: "lake.png", mimeType: "image/png", buffer: await photo() } } });
    expect(run.status()).toBe(200);
    const stored = await page.request.post("/api/v1/assets", { headers: sameOrigin, data: { job_id: (await run.json()).id } });
    expect(stored.status()).toBe(201);
    assetName = (await stored.json()).assets[0].name;
  });

  await test.step("the Vault's thumbnail is a delivery URL, not a ten-minute link", async () => {
    await page.reload();
    const thumb = page.getByRole("list", { name: "Assets" }).getByRole("img", { name: assetName });
    await expect(thumb).toHaveAttribute("src", /\/d\/ast_\w+\/w_400,h_400,fit_cover,f_auto\/[\w-]+$/);
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);
  });

  let copied = "";
  await test.step("Copy link: pick 400 px WebP, see it live, copy it", async () => {
    await page.getByRole("button", { name: `Copy link to ${assetName}` }).click();
    const dialog = page.getByRole("dialog", { name: `Copy link to ${assetName}` });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Width").selectOption("400");
    await dialog.getByLabel("Format").selectOption("webp");
    const field = dialog.getByRole("textbox", { name: "Link" });
    await expect(field).toHaveValue(/\/d\/ast_\w+\/w_400,f_webp\/[\w-]+$/);
    const preview = dialog.getByRole("img", { name: `Preview of ${assetName} as linked` });
    await expect(preview).toHaveAttribute("src", await field.inputValue());
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);
    await takeScreenshot({ page, testInfo, name: "copy-link-picker" });
    await dialog.getByRole("button", { name: "Copy", exact: true }).click();
    await expect(dialog.getByText("Copied to clipboard.")).toBeVisible();
    copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await field.inputValue());
  });

  await test.step("the copied URL serves a cacheable 400 px WebP, with no key", async () => {
    const response = await request.get(copied);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/webp");
    expect(response.headers()["cache-control"]).toContain("immutable");
    const meta = await sharp(await response.body()).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: "webp", width: 400, height: 267 });
  });
});

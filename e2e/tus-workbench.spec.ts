import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { expect, test } from "@playwright/test";

test("workbench: a file over 20 MB goes through tus, survives a dropped PATCH and becomes a job", async ({ page }) => {
  // Noise does not compress: about 23 MB of PNG.
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "darkroom-tus-wb-")), "large.png");
  await sharp({ create: { width: 2800, height: 2800, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 50 } } }).png().toFile(file);
  expect(fs.statSync(file).size).toBeGreaterThan(20 * 1024 * 1024);

  await page.goto("/signup");
  await page.getByLabel("E-mail").fill(`tus-wb-${Date.now()}@example.test`);
  await page.getByLabel("Password").fill("darkroom-tus-workbench-pw");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Workbench", level: 1 })).toBeVisible();

  // The first PATCH is cut off, as a dropped connection would; tus-js-client asks HEAD where to go on.
  const methods: string[] = [];
  let cut = false;
  await page.route("**/api/v1/uploads/tus/*", async (route) => {
    methods.push(route.request().method());
    if (route.request().method() === "PATCH" && !cut) {
      cut = true;
      return route.abort("connectionreset");
    }
    return route.continue();
  });
  const finished = page.waitForResponse((r) => r.request().method() === "PATCH" && r.status() === 204 && r.headers()["darkroom-job-id"] !== undefined, { timeout: 60_000 });
  await page.getByLabel("Files to process").setInputFiles(file);
  const jobId = (await finished).headers()["darkroom-job-id"];
  expect(jobId).toMatch(/^job_/);
  await expect(page.getByText(/^Uploaded/).first()).toBeVisible();
  expect(methods.slice(0, 3)).toEqual(["PATCH", "HEAD", "PATCH"]);

  const job = await page.request.get(`/api/v1/jobs/${jobId}`);
  expect(await job.json()).toMatchObject({ kind: "upload", status: "complete", outputs: [expect.objectContaining({ mime: "image/png", width: 2800 })] });
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
});

import { execFile, spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import sharp from "sharp";

const run = promisify(execFile);
/** The example's origin: another port than the API's, listed in the server's CORS_ALLOWED_ORIGINS (playwright.config.ts). */
const EXAMPLE = `http://127.0.0.1:${process.env.E2E_EXAMPLE_PORT}`;

let key: string;
let example: ChildProcess;

test.beforeAll(async ({ baseURL }) => {
  const { stdout } = await run(process.execPath, ["bin/darkroom.mjs", "keys", "create", "--email", `browser-${Date.now()}@example.test`, "--plan", "pro", "--json"], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DARKROOM_URL: baseURL },
  });
  key = (JSON.parse(stdout) as { key: string }).key;
  example = spawn(process.execPath, ["examples/browser-upload/server.mjs"], {
    env: { ...process.env, DARKROOM_URL: baseURL, DARKROOM_API_KEY: key, PORT: process.env.E2E_EXAMPLE_PORT, HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const [line] = (await once(example.stdout!, "data")) as [Buffer];
  expect(line.toString()).toContain("browser upload example on");
});

test.afterAll(async () => {
  example?.kill("SIGTERM");
});

test("the example page on another origin uploads with an upload token, shows progress and the result, and never holds the API key", async ({ page, baseURL }) => {
  const apiOrigin = new URL(baseURL!).origin;
  const toApi: { method: string; authorization: string | undefined }[] = [];
  const pageBodies: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).origin === apiOrigin) toApi.push({ method: request.method(), authorization: request.headers().authorization });
  });
  page.on("response", async (response) => {
    if (new URL(response.url()).origin === EXAMPLE) pageBodies.push(await response.text().catch(() => ""));
  });
  await page.goto(EXAMPLE);
  const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  await page.getByLabel("Image").setInputFiles({ name: "sky.png", mimeType: "image/png", buffer: photo });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByRole("status")).toHaveText("Uploaded: sky.png, 1600 × 900", { timeout: 60_000 });
  const image = page.getByRole("img", { name: "sky.png" });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
  const progress = page.getByRole("progressbar", { name: "Upload progress" });
  expect(await progress.evaluate((bar: HTMLProgressElement) => [bar.value, bar.max])).toEqual([photo.length, photo.length]);

  // The page spoke to the API itself (cross-origin: tus creation and PATCHes), with the upload token only.
  const calls = toApi.filter((request) => request.authorization);
  expect(calls.map((request) => request.method)).toEqual(expect.arrayContaining(["POST", "PATCH"]));
  for (const request of calls) expect(request.authorization).toMatch(/^Bearer dut_/);
  // No answer of the example's origin (page, script, token, result) and no state of the page carries the key.
  expect(pageBodies.length).toBeGreaterThanOrEqual(4);
  for (const body of pageBodies) expect(body).not.toContain(key);
  expect(await page.content()).not.toContain(key);
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }) + document.cookie)).not.toContain("dk_");
});

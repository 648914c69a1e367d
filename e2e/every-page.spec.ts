import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page, type Request } from "@playwright/test";
import sharp from "sharp";
import { makeClipWithSound } from "@/test/fakes/media";
import { OPERATOR, signIn } from "./accounts";
import { dropAndUpload } from "./file-drop";

// Every page, signed in (with data in it) and signed out, at 1440 and 390 px: nothing wider than the
// screen, no serious or critical axe finding, no Content-Security-Policy violation; every control
// that changes something sends one request for a double-click; the Workbench converts a video; the
// screenshots of docs/ are taken here.

// By IP, on the port the server allows for webhooks (playwright.config.ts): a host name would make the server ask DNS.
const RECEIVER = `http://127.0.0.1:${process.env.E2E_WEBHOOK_PORT}`;

const WIDTHS = [
  { name: "desktop", width: 1440, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

type Seeded = { jobId: string; galleryId: string; reviewPath: string };

test.describe.configure({ mode: "serial" });

/** A session request context on `page`'s cookies, sending the same-origin header writes need. */
function api(page: Page, baseURL: string) {
  const headers = { origin: baseURL };
  const request: APIRequestContext = page.request;
  return {
    post: (path: string, data: unknown) => request.post(path, { data, headers }),
    get: (path: string) => request.get(path),
  };
}

async function seed(page: Page, baseURL: string): Promise<Seeded> {
  const call = api(page, baseURL);
  const photo = await sharp({ create: { width: 320, height: 200, channels: 3, background: "#aa5533" } }).png().toBuffer();
  const uploaded = await page.request.post("/api/v1/uploads", { multipart: { file: { name: "client-photo.png", mimeType: "image/png", buffer: photo } }, headers: { origin: baseURL } });
  expect(uploaded.status()).toBe(201);
  const upload = await uploaded.json();
  const run = await (await call.post("/api/v1/runs", { job_id: upload.id, steps: [{ tool: "grayscale" }, { tool: "resize", options: { width: 160 } }] })).json();
  expect(run.status).toBe("complete");
  const stored = await (await call.post("/api/v1/assets", { job_id: run.id })).json();
  const gallery = await (await call.post("/api/v1/galleries", { name: "Every page", asset_ids: [stored.assets[0].id] })).json();
  await call.post("/api/v1/recipes", { name: "Every page recipe", steps: [{ tool: "grayscale" }] });
  const hook = await call.post("/api/v1/webhooks", { url: `${RECEIVER}/every-page-hook`, events: ["job.completed"] });
  expect(hook.status()).toBe(201);
  await call.post("/api/v1/keys", { name: "every page" });
  return { jobId: run.id, galleryId: gallery.id, reviewPath: new URL(gallery.review_url).pathname };
}

/** Elements wider than the screen, for the failure message. */
async function overflowing(page: Page): Promise<{ scrollWidth: number; innerWidth: number; culprits: string[] }> {
  return page.evaluate(() => {
    const culprits = [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1 && getComputedStyle(element).position !== "fixed")
      // A scroll container's content may be wider; the container itself may not.
      .filter((element) => !element.parentElement?.closest("[class*='overflow-x-auto'], [class*='overflow-auto']") && !element.closest(".sr-only"))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)} "${(element.textContent ?? "").slice(0, 30)}"`);
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, culprits };
  });
}

/**
 * The page fits the screen, axe finds nothing serious or critical, and nothing broke the Content-Security-Policy.
 * Soft: one run lists every page's findings, not only the first.
 */
async function checkPage(page: Page, label: string, violations: string[]) {
  await page.waitForLoadState("networkidle");
  const width = await overflowing(page);
  expect.soft(width.scrollWidth, `${label} is wider than the screen: ${width.culprits.join("; ")}`).toBeLessThanOrEqual(width.innerWidth);
  // axe.run in the page (these pages have no cross-origin frames) and only violations in full: on /docs (5,900 elements)
  // the default runPartial/finishRun round trip with every passing node's HTML (7.6 MB) took 20 s, this 4 s, same findings.
  const axe = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] }).analyze();
  const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
  expect.soft(serious, `${label}: axe`).toEqual([]);
  expect.soft(violations, `${label}: CSP`).toEqual([]);
}

function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) violations.push(message.text());
  });
  return violations;
}

/** Double-clicks `control` and answers the writes it sent to paths matching `path`, once the page settled. */
async function writesOfDoubleClick(page: Page, path: RegExp, click: () => Promise<void>): Promise<Request[]> {
  const writes: Request[] = [];
  const listen = (request: Request) => {
    if (request.method() !== "GET" && path.test(new URL(request.url()).pathname)) writes.push(request);
  };
  page.on("request", listen);
  await click();
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(300);
  page.off("request", listen);
  return writes;
}

let seeded: Seeded;

test("signed-out pages redirect on the server and pass at both widths", async ({ browser, baseURL }) => {
  test.setTimeout(600_000);
  const context = await browser.newContext();
  const response = await context.request.get("/", { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers().location).toBe("/signin");
  const vault = await context.request.get("/vault?kind=image", { maxRedirects: 0 });
  expect(vault.headers().location).toBe(`/signin?next=${encodeURIComponent("/vault?kind=image")}`);
  const script = await context.request.get("/", { headers: { "accept-encoding": "gzip, br" } });
  expect(script.headers()["content-encoding"]).toMatch(/gzip|br/);
  const page = await context.newPage();
  const violations = watchCsp(page);
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    for (const path of ["/signin", "/signup", "/docs"]) {
      await page.goto(path);
      await checkPage(page, `${path} at ${size.width}`, violations);
    }
  }
  expect(baseURL).toBeTruthy();
  await context.close();
});

test("every signed-in page, the review page and the dialogs fit 1440 and 390 px, pass axe and the CSP", async ({ page, baseURL }) => {
  test.setTimeout(600_000);
  await signIn(page, OPERATOR);
  seeded = await seed(page, baseURL!);
  const violations = watchCsp(page);
  const pages = ["/", "/recipes", "/vault", "/galleries", `/galleries/${seeded.galleryId}`, `/jobs/${seeded.jobId}`, "/usage", "/usage/operator", "/keys", "/webhooks", "/account", "/docs", "/skills/resize", "/skills/background-remover", "/skills/convert-video", seeded.reviewPath];
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    for (const path of pages) {
      await page.goto(path);
      await checkPage(page, `${path} at ${size.width}`, violations);
    }
    await page.goto("/vault");
    await page.getByRole("checkbox").first().check();
    await page.getByRole("button", { name: /gallery/i }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await checkPage(page, `the new-gallery dialog at ${size.width}`, violations);
    await page.keyboard.press("Escape");
    await page.goto("/keys");
    await page.getByRole("button", { name: /^Revoke/ }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await checkPage(page, `the revoke dialog at ${size.width}`, violations);
    await page.keyboard.press("Escape");
  }
});

test("every control that changes something sends one request for a double-click", async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  await signIn(page, OPERATOR);
  const call = api(page, baseURL!);

  await page.goto("/usage/operator");
  await page.getByLabel("Account e-mail").fill(OPERATOR.email);
  await page.getByLabel("Amount").fill("7");
  const grants = await writesOfDoubleClick(page, /^\/api\/admin\/credits$/, () => page.getByRole("button", { name: "Grant" }).dblclick());
  expect(grants).toHaveLength(1);

  await page.goto("/keys");
  const keysBefore = (await (await call.get("/api/v1/keys")).json()).keys.length;
  await page.getByLabel(/name/i).first().fill("double click");
  const created = await writesOfDoubleClick(page, /^\/api\/v1\/keys$/, () => page.getByRole("button", { name: /create key/i }).dblclick());
  expect(created).toHaveLength(1);
  expect((await (await call.get("/api/v1/keys")).json()).keys.length).toBe(keysBefore + 1);
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: /^Revoke/ }).first().click();
  const revoked = await writesOfDoubleClick(page, /^\/api\/v1\/keys\//, () => page.getByRole("dialog").getByRole("button", { name: /revoke/i }).dblclick());
  expect(revoked).toHaveLength(1);

  await page.goto("/webhooks");
  await page.getByLabel(/url/i).first().fill(`${RECEIVER}/double-click-hook`);
  const hooks = await writesOfDoubleClick(page, /^\/api\/v1\/webhooks$/, () => page.getByRole("button", { name: /add endpoint|create/i }).first().dblclick());
  expect(hooks).toHaveLength(1);
  await page.keyboard.press("Escape");
  const pings = await writesOfDoubleClick(page, /\/test$/, () => page.getByRole("button", { name: /send test|test/i }).first().dblclick());
  expect(pings).toHaveLength(1);

  await page.goto(`/galleries/${seeded.galleryId}`);
  await page.getByRole("button", { name: "New link…" }).click();
  const rotations = await writesOfDoubleClick(page, /\/rotate-link$/, () => page.getByRole("button", { name: "Replace link" }).dblclick());
  expect(rotations).toHaveLength(1);

  await page.goto("/vault");
  await page.getByRole("checkbox").first().check();
  await page.getByRole("button", { name: /gallery/i }).first().click();
  await page.getByRole("dialog").getByLabel(/name/i).first().fill("Double-click gallery");
  const galleries = await writesOfDoubleClick(page, /^\/api\/v1\/galleries$/, () => page.getByRole("dialog").getByRole("button", { name: /create/i }).dblclick());
  expect(galleries).toHaveLength(1);

  await page.goto("/account");
  const sessions = await writesOfDoubleClick(page, /^\/api\/auth\/sessions\//, () => page.getByRole("button", { name: /sign out|end/i }).last().dblclick());
  expect(sessions.length).toBeLessThanOrEqual(1);
});

test("the Workbench converts a video, shows an added step on a phone, and the review page shows the client's file names", async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, OPERATOR);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  await page.getByLabel("Files to process").setInputFiles({ name: "harbour-clip.mp4", mimeType: "video/mp4", buffer: await makeClipWithSound() });
  await expect(page.getByRole("radio", { name: "harbour-clip.mp4" })).toBeChecked({ timeout: 30_000 });
  await expect(page.getByLabel("Preview of harbour-clip.mp4")).toBeVisible();
  for (const word of ["convert", "webp", "format"]) {
    await page.getByLabel("Search skills").fill(word);
    await expect(page.getByRole("button", { name: /^Add Convert/ }).first()).toBeVisible();
  }
  await page.getByLabel("Search skills").fill("convert");
  await page.getByRole("button", { name: /^Add Convert video/ }).click();
  await expect(page.getByRole("listitem", { name: "Step 1: Convert video" })).toBeVisible();
  await expect(page.getByText("The server refused this line")).toHaveCount(0);
  await page.getByLabel("Step 1 Format").selectOption("webm");
  await page.getByLabel("Step 1 Width").fill("80");
  await page.getByRole("button", { name: "Run line" }).click();
  const result = page.getByRole("region", { name: "Result" });
  await expect(result).toBeVisible({ timeout: 120_000 });
  await expect(page.getByText(/The run finished/)).toBeAttached();
  const video = result.locator("video").first();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 30_000 }).toBe(80);
  await page.screenshot({ path: "docs/workbench-convert-video.png" });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole("radio", { name: "harbour-clip.mp4" })).toBeChecked();
  await page.getByLabel("Search skills").fill("trim");
  await page.getByRole("button", { name: /^Add Trim video/ }).click();
  const added = page.getByRole("listitem", { name: /Step \d: Trim video/ });
  await expect(added).toBeInViewport();
  await page.screenshot({ path: "docs/phone-line-builder.png" });

  // The double-click test replaced the seeded link: the gallery's current one.
  const gallery = await (await page.request.get(`/api/v1/galleries/${seeded.galleryId}`)).json();
  await page.goto(new URL(gallery.review_url).pathname);
  await expect(page.getByText("client-photo.png", { exact: false }).or(page.getByText("client-photo.webp")).first()).toBeVisible();
  await page.screenshot({ path: "docs/review-page-390.png", fullPage: true });
});

/** Where the focused element's centre is hidden by something else on screen (a sticky panel, the header), or null. */
async function focusCovered(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const describe = (element: Element | null) => (element ? `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"` : "nothing");
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return null;
    const box = focused.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return null;
    const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
    const y = box.top + box.height / 2;
    if (y < 0 || y >= window.innerHeight) return `${describe(focused)} is focused off screen`;
    const hit = document.elementFromPoint(x, y);
    return hit && (hit === focused || focused.contains(hit) || hit.contains(focused)) ? null : `${describe(focused)} is under ${describe(hit)}`;
  });
}

test("on a long line, no sticky panel covers the focused element at any Tab stop, at 1440 and 390 px", async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, OPERATOR);
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto("/");
    const photo = await sharp({ create: { width: 320, height: 200, channels: 3, background: "#3366aa" } }).png().toBuffer();
    // The second width's drop has the first's focus.png above it, already uploaded.
    await dropAndUpload(page, { name: "focus.png", mimeType: "image/png", buffer: photo });
    await expect(page.getByRole("radio", { name: "focus.png" }).first()).toBeChecked();
    for (const title of ["Resize", "Text watermark", "Blur", "Rotate", "Compress", "Grayscale"]) {
      await page.getByLabel("Search skills").fill(title);
      await page.getByRole("button", { name: `Add ${title}` }).press("Enter");
    }
    await page.getByLabel("Search skills").fill("");
    await page.evaluate(() => window.scrollTo(0, 0));
    const covered: string[] = [];
    for (let stop = 0; stop < 90; stop++) {
      await page.keyboard.press("Tab");
      const finding = await focusCovered(page);
      if (finding) covered.push(`stop ${stop + 1}: ${finding}`);
    }
    expect(covered, `at ${size.width} px`).toEqual([]);
  }
});

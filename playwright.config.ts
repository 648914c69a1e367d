import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3517);
const baseURL = `http://127.0.0.1:${PORT}`;

// Playwright loads this file again in each worker; the env var keeps every process on one data dir.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "darkroom-e2e-"));
// Fixture servers that later specs start on 127.0.0.1 must be reachable through `url` inputs.
process.env.E2E_FIXTURE_PORT ??= String(PORT + 1);
// The fake OpenAI-compatible and Replicate providers (test/fakes) that provider specs start on these ports.
process.env.E2E_OPENAI_PORT ??= String(PORT + 2);
process.env.E2E_REPLICATE_PORT ??= String(PORT + 3);
// The webhook receiver webhooks.api.spec.ts starts, allowed as a destination below.
process.env.E2E_WEBHOOK_PORT ??= String(PORT + 4);
// The browser example's page (examples/browser-upload) and its backend, on another origin than the API.
process.env.E2E_EXAMPLE_PORT ??= String(PORT + 5);
// The web server writes here instead of into the report; e2e/server-log-reporter.ts shows its end when a run fails.
const serverLog = path.join(__dirname, "test-results", "e2e-server.log");
fs.mkdirSync(path.dirname(serverLog), { recursive: true });

export default defineConfig({
  testDir: "e2e",
  outputDir: "e2e-artifacts",
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["html", { outputFolder: "playwright-report", open: "never" }], ["./e2e/server-log-reporter.ts", { logFile: serverLog }]],
  use: {
    baseURL,
    screenshot: "on",
    trace: "retain-on-failure",
    launchOptions: {
      // Debian's Chromium: `npx playwright install` cannot download browsers here.
      executablePath: "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  projects: [
    // keys.spec.ts creates the operator through the fresh instance's setup link, so it runs before all else.
    { name: "first-run", testMatch: /keys\.spec\.ts$/, use: { ...devices["Desktop Chrome"] } },
    { name: "ui", testIgnore: [/keys\.spec\.ts$/, /\.api\.spec\.ts$/], dependencies: ["first-run"], use: { ...devices["Desktop Chrome"] } },
    { name: "api", testMatch: /\.api\.spec\.ts$/, dependencies: ["first-run"] },
  ],
  webServer: {
    command: `node scripts/start.mjs > ${JSON.stringify(serverLog)} 2>&1`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 300_000,
    env: {
      PORT: String(PORT),
      HOSTNAME_BIND: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_BASE_URL: baseURL,
      DARKROOM_SECRET: "e2e-secret-0123456789abcdef-0123456789",
      DARKROOM_FETCH_ALLOW_HOSTS: `127.0.0.1:${process.env.E2E_FIXTURE_PORT},127.0.0.1:${process.env.E2E_REPLICATE_PORT},127.0.0.1:${process.env.E2E_WEBHOOK_PORT}`,
      OPENAI_BASE_URL: `http://127.0.0.1:${process.env.E2E_OPENAI_PORT}/v1`,
      OPENAI_API_KEY: "sk-test-fake-0123456789abcdef",
      REPLICATE_BASE_URL: `http://127.0.0.1:${process.env.E2E_REPLICATE_PORT}/v1`,
      REPLICATE_API_TOKEN: "r8_fakeToken0123456789abcdefABCDEF",
      NEXT_TELEMETRY_DISABLED: "1",
      // A floor small enough for any test machine's disk, so uploads still pass through the check.
      DISK_FREE_MIN_BYTES: String(64 * 1024 * 1024),
      CORS_ALLOWED_ORIGINS: `http://127.0.0.1:${process.env.E2E_EXAMPLE_PORT}`,
    },
  },
});

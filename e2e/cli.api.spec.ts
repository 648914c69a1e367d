import { execFile, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { expect, test } from "@playwright/test";

const run = promisify(execFile);

/** The operator CLI against the running server, with the server's DATA_DIR for the admin token. */
async function darkroom(baseURL: string | undefined, ...args: string[]) {
  const { stdout } = await run(process.execPath, ["bin/darkroom.mjs", ...args], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DARKROOM_URL: baseURL },
  });
  return stdout;
}

/** `darkroom operator create`, the password piped on stdin as a script would. */
function createOperator(baseURL: string | undefined, email: string, password: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["bin/darkroom.mjs", "operator", "create", "--email", email], {
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DARKROOM_URL: baseURL },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(`${password}\n`);
  });
}

test("operator create makes an operator who signs in to the Workbench; a short password is refused", async ({ request, baseURL }) => {
  const email = `cli-operator-${Date.now()}@example.test`;
  const short = await createOperator(baseURL, email, "short");
  expect([short.code, short.stderr]).toEqual([1, expect.stringMatching(/at least 10 characters/i)]);
  const made = await createOperator(baseURL, email, "cli-operator-password");
  expect([made.code, made.stdout]).toEqual([0, expect.stringContaining(`${email} is an operator`)]);
  const signedIn = await request.post("/api/auth/signin", { data: { email, password: "cli-operator-password" }, headers: { origin: baseURL! } });
  expect(signedIn.status()).toBe(200);
  expect((await signedIn.json()).account).toMatchObject({ email, role: "operator", plan: "business" });
});

test("keys create for a web sign-up's e-mail refuses without --existing and says why", async ({ playwright, baseURL }) => {
  const email = `web-${Date.now()}@example.test`;
  const visitor = await playwright.request.newContext({ baseURL });
  expect((await visitor.post("/api/auth/signup", { data: { email, password: "web-visitor-password" }, headers: { origin: baseURL! } })).status()).toBe(201);
  await expect(darkroom(baseURL, "keys", "create", "--email", email, "--plan", "business", "--credits", "100")).rejects.toThrow(/not verified[\s\S]*--existing/);
  const listed = JSON.parse(await darkroom(baseURL, "accounts", "list", "--json"));
  expect(listed.find((a: { email: string }) => a.email === email)).toMatchObject({ plan: "basic", credits: 20, active_keys: 0 });
  const issued = JSON.parse(await darkroom(baseURL, "keys", "create", "--email", email, "--plan", "plus", "--existing", "--json"));
  expect(issued.plan).toBe("plus");
  await visitor.dispose();
});

test("a key created with the CLI while the server runs reads /api/v1/account; credits, plans and revocation work", async ({ request, baseURL }) => {
  const email = `cli-${Date.now()}@example.test`;
  const created = JSON.parse(await darkroom(baseURL, "keys", "create", "--email", email, "--plan", "plus", "--credits", "40", "--json"));
  expect(Object.keys(created).sort()).toEqual(["account_id", "key", "plan"]);
  expect(created.key).toMatch(/^dk_live_[0-9A-Za-z]{32}$/);
  const headers = { Authorization: `Bearer ${created.key}` };

  const account = await request.get("/api/v1/account", { headers });
  expect(account.status()).toBe(200);
  expect(await account.json()).toMatchObject({ id: created.account_id, email, plan: "plus", credits: 40, rate_limit: { limit_per_minute: 60 } });

  expect(await darkroom(baseURL, "credits", "grant", "--email", email, "--amount", "10")).toContain("50 credits");
  expect(await darkroom(baseURL, "plans", "set", "--email", email, "--plan", "pro")).toContain("pro");
  expect((await (await request.get("/api/v1/account", { headers })).json())).toMatchObject({ credits: 50, plan: "pro" });
  expect(await darkroom(baseURL, "accounts", "list")).toContain(email);

  const listed = JSON.parse(await darkroom(baseURL, "accounts", "list", "--json"));
  expect(listed.find((a: { email: string }) => a.email === email).active_keys).toBe(1);

  // The human answer names the key id; revoking it makes the API refuse the key.
  const second = await darkroom(baseURL, "keys", "create", "--email", email, "--plan", "pro");
  const secondKey = second.match(/dk_live_[0-9A-Za-z]{32}/)![0];
  const secondId = second.match(/key id (key_[0-9A-Za-z]+)/)![1];
  expect((await request.get("/api/v1/account", { headers: { Authorization: `Bearer ${secondKey}` } })).status()).toBe(200);
  await darkroom(baseURL, "keys", "revoke", "--id", secondId);
  const refused = await request.get("/api/v1/account", { headers: { Authorization: `Bearer ${secondKey}` } });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).error.code).toBe("unauthorized");
  expect((await request.get("/api/v1/account", { headers })).status()).toBe(200);
});

test("/api/admin/* refuses a caller with neither the admin token nor an operator's session, and an API key", async ({ request, baseURL }) => {
  const unsigned = await request.get("/api/admin/accounts");
  expect([unsigned.status(), (await unsigned.json()).error.code]).toEqual([401, "unauthorized"]);
  const { key } = JSON.parse(await darkroom(baseURL, "keys", "create", "--email", `cli-key-${Date.now()}@example.test`, "--plan", "business", "--json"));
  const withKey = await request.get("/api/admin/accounts", { headers: { Authorization: `Bearer ${key}` } });
  expect([withKey.status(), (await withKey.json()).error.code]).toEqual([401, "unauthorized"]);
});

test("the CLI refuses an unknown command and a missing option with a clear message", async ({ baseURL }) => {
  await expect(darkroom(baseURL, "keys", "create", "--email", "x@example.test")).rejects.toThrow(/--plan is required/);
  await expect(darkroom(baseURL, "frobnicate", "now")).rejects.toThrow(/unknown command/);
});

test("workers lists the server's embedded worker process; /metrics answers the admin token with the queue and request families", async ({ request, baseURL }) => {
  const workers = JSON.parse(await darkroom(baseURL, "workers", "--json"));
  expect(workers.length).toBeGreaterThan(0);
  expect(workers[0]).toMatchObject({ id: expect.stringMatching(/^wrk_/), host: expect.any(String), pid: expect.any(Number), lanes: { cpu: expect.any(Number), io: expect.any(Number) }, running_jobs: expect.any(Number), stale: false });
  const table = await darkroom(baseURL, "workers");
  expect(table).toMatch(/^ID\s+HOST\s+PID\s+LANES\s+RUNNING\s+HEARTBEAT\s+STATE/);
  expect(table).toContain(workers[0].id);

  // A job the embedded worker runs: its counters (incremented outside the route bundle) must reach /metrics.
  const { key } = JSON.parse(await darkroom(baseURL, "keys", "create", "--email", `cli-metrics-${Date.now()}@example.test`, "--plan", "plus", "--json"));
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c33" } }).png().toBuffer();
  const converted = await request.post("/api/v1/convert", { headers: { Authorization: `Bearer ${key}` }, multipart: { file: { name: "a.png", mimeType: "image/png", buffer: png }, format: "webp" } });
  expect(converted.status()).toBe(200);

  expect((await request.get("/metrics")).status()).toBe(401);
  const adminToken = fs.readFileSync(path.join(process.env.E2E_DATA_DIR!, "admin-token"), "utf8").trim();
  const scraped = await request.get("/metrics", { headers: { Authorization: `Bearer ${adminToken}`, "X-Request-Id": "e2e-scrape-1" } });
  expect([scraped.status(), scraped.headers()["x-request-id"]]).toEqual([200, "e2e-scrape-1"]);
  const text = await scraped.text();
  expect(text).toContain("# TYPE darkroom_queue_jobs gauge");
  expect(text).toMatch(/^darkroom_http_requests_total\{method="GET",route="\/api\/admin\/workers",status="200"\} \d+$/m);
  expect(text).toMatch(/^darkroom_workers\{state="live"\} [1-9]/m);
  expect(text).toMatch(/^darkroom_jobs_total\{kind="convert",status="complete"\} [1-9]/m);
  expect(text).toMatch(/^darkroom_job_duration_seconds_bucket\{le="\+Inf",kind="convert",status="complete"\} [1-9]/m);
  expect(text).toMatch(/^darkroom_http_requests_total\{method="POST",route="\/api\/v1\/convert",status="200"\} [1-9]/m);
});

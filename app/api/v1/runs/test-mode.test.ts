import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueKeyForEmail } from "@/lib/domain/admin/operator";
import { setPlan } from "@/lib/domain/accounts/accounts";
import { refillTestBalances, TEST_CREDITS } from "@/lib/domain/accounts/test-mode";
import { CATALOGUE_RECIPES } from "@/lib/domain/recipes/catalogue";
import { makeClip, makeTempDir, MP4_CODECS } from "@/test/fixtures/media";
import { call, expectError, startWorkers } from "@/test/helpers";
import type { Worker } from "@/lib/domain/jobs/worker";
import { GET as readAccount } from "../account/route";
import { GET as readJob } from "../jobs/[id]/route";
import { POST as runSkill } from "../run/[skill]/route";
import { GET as listTokens, POST as createToken } from "../upload-tokens/route";
import { GET as readRun } from "./[id]/route";
import { POST } from "./route";

let worker: Worker;
let fixtures: string;

beforeAll(() => {
  worker = startWorkers(2);
  fixtures = makeTempDir("test-mode");
});

afterAll(async () => {
  await worker.stop();
  fs.rmSync(fixtures, { recursive: true, force: true });
});

/** One account with a live key and a test key; the live balance is `credits`. */
async function pair(credits = 7) {
  const email = `tm-${randomBytes(5).toString("hex")}@example.com`;
  const live = await issueKeyForEmail({ email, plan: "pro", credits });
  const test = await issueKeyForEmail({ email, plan: "pro", credits: 0, existing: true, test: true });
  return { liveKey: live.key, testKey: test.key, liveId: live.account_id, testId: test.account_id };
}

const account = async (key: string) => (await call(readAccount, { path: "/api/v1/account", key })).json();

const photo = () => sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 40, g: 120, b: 200 } } }).png().toBuffer();

function form(bytes: Buffer, name: string, fields: Record<string, string> = {}): FormData {
  const data = new FormData();
  data.set("file", new Blob([new Uint8Array(bytes)]), name);
  for (const [field, value] of Object.entries(fields)) data.set(field, value);
  return data;
}

describe("test mode (dk_test_ keys)", () => {
  it("a dk_test_ key acts on a test twin: its own balance, shown as test, on the live account's plan", async () => {
    const { liveKey, testKey, liveId, testId } = await pair(7);
    expect(testKey).toMatch(/^dk_test_[0-9A-Za-z]{32}$/);
    expect(testId).toMatch(/^tac_/);
    expect(await account(liveKey)).toMatchObject({ id: liveId, livemode: true, credits: 7, plan: "pro" });
    expect(await account(testKey)).toMatchObject({ id: testId, livemode: false, credits: TEST_CREDITS, plan: "pro" });
    await setPlan({ accountId: liveId, plan: "basic" });
    await expectError(await call(readAccount, { path: "/api/v1/account", key: testKey }), 403, "plan_required");
  });

  it("runs a paid skill as a deterministic fake, charged to the test balance only, marked test, with no provider configured", async () => {
    const { liveKey, testKey } = await pair(7);
    const bytes = await photo();
    const run = (key: string) => call(runSkill, { method: "POST", path: "/api/v1/run/alt-text", key, params: { skill: "alt-text" }, body: form(bytes, "hero.png") });
    // No OpenAI-compatible provider is configured here: live, the skill cannot run.
    await expectError(await run(liveKey), 503, "provider_unavailable");
    const first = await (await run(testKey)).json();
    const second = await (await run(testKey)).json();
    expect(first).toMatchObject({ status: "complete", test: true, livemode: false, credits_charged: 1, text: expect.stringContaining("Test mode") });
    expect(second.text).toBe(first.text);
    expect((await account(testKey)).credits).toBe(TEST_CREDITS - 2);
    expect((await account(liveKey)).credits).toBe(7);
    // Refilled by the hourly sweep, with a ledger grant.
    await refillTestBalances();
    expect((await account(testKey)).credits).toBe(TEST_CREDITS);
  });

  it("keeps test and live work apart both ways: jobs, runs and upload tokens", async () => {
    const { liveKey, testKey } = await pair(7);
    const testRun = await (await call(POST, { method: "POST", path: "/api/v1/runs", key: testKey, body: form(await photo(), "a.png", { recipe: "rcp_social-square" }) })).json();
    const liveRun = await (await call(POST, { method: "POST", path: "/api/v1/runs", key: liveKey, body: form(await photo(), "b.png", { recipe: "rcp_social-square" }) })).json();
    expect(testRun).toMatchObject({ status: "complete", test: true, livemode: false });
    expect(liveRun).toMatchObject({ status: "complete", test: false, livemode: true });
    await expectError(await call(readRun, { path: `/api/v1/runs/${testRun.id}`, key: liveKey, params: { id: testRun.id } }), 404, "not_found");
    await expectError(await call(readRun, { path: `/api/v1/runs/${liveRun.id}`, key: testKey, params: { id: liveRun.id } }), 404, "not_found");
    await expectError(await call(readJob, { path: `/api/v1/jobs/${testRun.id}`, key: liveKey, params: { id: testRun.id } }), 404, "not_found");
    const token = await (await call(createToken, { method: "POST", path: "/api/v1/upload-tokens", key: testKey, json: { max_bytes: 1000, expires_in: 60 } })).json();
    const liveTokens = await (await call(listTokens, { path: "/api/v1/upload-tokens", key: liveKey })).json();
    expect(liveTokens.upload_tokens.map((t: { id: string }) => t.id)).not.toContain(token.id);
  });

  it("runs every catalogue recipe without touching the live balance", async () => {
    const { liveKey, testKey } = await pair(3);
    const clip = await makeClip(path.join(fixtures, "clip.mp4"), { size: "160x120", seconds: 2, rate: 10, codecArgs: MP4_CODECS });
    const inputs: Record<string, { bytes: Buffer; name: string }> = {
      "rcp_video-preview": { bytes: fs.readFileSync(clip), name: "clip.mp4" },
    };
    let spent = 0;
    for (const recipe of CATALOGUE_RECIPES) {
      const input = inputs[recipe.id] ?? { bytes: await photo(), name: "in.png" };
      const response = await call(POST, { method: "POST", path: "/api/v1/runs", key: testKey, body: form(input.bytes, input.name, { recipe: recipe.id }) });
      const run = await response.json();
      expect({ recipe: recipe.id, status: run.status, error: run.error, test: run.test }).toEqual({ recipe: recipe.id, status: "complete", error: null, test: true });
      spent += run.credits_charged;
    }
    expect(spent).toBeGreaterThan(0);
    expect((await account(testKey)).credits).toBe(TEST_CREDITS - spent);
    expect((await account(liveKey)).credits).toBe(3);
  });
});

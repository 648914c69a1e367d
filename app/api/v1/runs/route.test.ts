import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/lib/platform/config/env";
import { POST } from "./route";
import { GET as getRun } from "./[id]/route";
import { POST as resume } from "./[id]/resume/route";
import { GET as getFile } from "../files/[id]/route";
import { GET as getCredits } from "../credits/route";
import { POST as createRecipe, GET as listRecipes } from "../recipes/route";
import { PATCH as patchRecipe, DELETE as deleteRecipe } from "../recipes/[id]/route";
import { authSuite, call, expectError, makeAccount, startWorkers } from "@/test/helpers";
import type { OpenAiFake } from "@/test/fakes/openai-server";
import { startFakeProviders, type FakeProviders } from "@/test/fakes/providers";
import type { Worker } from "@/lib/domain/jobs/worker";
import { asc, eq, sql } from "drizzle-orm";
import { planPolicy } from "@/lib/domain/accounts/plans";
import { getDb, recipes, runSteps } from "@/lib/platform/db";
import { queryRows } from "@/lib/platform/db/raw";
import { enqueueJob } from "@/lib/domain/jobs/queue";

let worker: Worker;
let openai: OpenAiFake;
let providers: FakeProviders;
let png: Buffer;

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  data.set("file", new Blob([new Uint8Array(png)]), "split.png");
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
}

const runLine = (key: string, init: { json?: unknown; body?: BodyInit }) => call(POST, { method: "POST", path: "/api/v1/runs", key, ...init });
const readRun = async (key: string, id: string) => (await call(getRun, { path: `/api/v1/runs/${id}`, key, params: { id } })).json();
const balance = async (key: string) => (await (await call(getCredits, { path: "/api/v1/credits", key })).json()).balance;

async function waitForRun(key: string, id: string) {
  let run = await readRun(key, id);
  for (let i = 0; i < 200 && !["complete", "failed", "canceled"].includes(run.status); i++) {
    await new Promise((r) => setTimeout(r, 100));
    run = await readRun(key, id);
  }
  return run;
}

async function download(url: string): Promise<Buffer> {
  const u = new URL(url);
  const response = await call(getFile, { path: u.pathname + u.search, params: { id: u.pathname.split("/").pop()! } });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

async function uploadJobId(key: string): Promise<string> {
  const { POST: upload } = await import("../uploads/route");
  return (await (await call(upload, { method: "POST", path: "/api/v1/uploads", key, body: form({}) })).json()).id;
}

beforeAll(async () => {
  worker = startWorkers(2);
  providers = await startFakeProviders();
  ({ openai } = providers);
  // Left half red, right half blue: crops and rotations are visible in the pixels.
  png = await sharp({ create: { width: 400, height: 200, channels: 3, background: { r: 255, g: 0, b: 0 } } })
    .composite([{ input: { create: { width: 200, height: 200, channels: 3, background: { r: 0, g: 0, b: 255 } } }, left: 200, top: 0 }])
    .png()
    .toBuffer();
});

beforeEach(() => providers.reset());

afterAll(async () => {
  await worker.stop();
  await providers.close();
});

describe("POST /api/v1/runs", () => {
  authSuite((key) => runLine(key!, { json: { url: "http://127.0.0.1:1/a.png", steps: [{ tool: "grayscale" }] } }));

  it("runs a three-step line, feeding each output to the next, checked pixel by pixel", async () => {
    const { key } = await makeAccount();
    const steps = [
      { tool: "crop", options: { width: 200, height: 100, strategy: "center" } },
      { tool: "rotate", options: { angle: 90 } },
      { tool: "grayscale", options: {} },
    ];
    const response = await runLine(key, { body: form({ steps: JSON.stringify(steps), output: JSON.stringify({ format: "png", quality: "90" }) }) });
    expect(response.status).toBe(200);
    const run = await response.json();
    expect(run).toMatchObject({ id: expect.stringMatching(/^run_/), status: "complete", credits_charged: 0 });
    expect(run.steps.map((s: { status: string }) => s.status)).toEqual(["complete", "complete", "complete"]);
    expect(run.outputs[0]).toMatchObject({ mime: "image/png", width: 100, height: 200 });
    const { data, info } = await sharp(await download(run.outputs[0].url)).raw().toBuffer({ resolveWithObject: true });
    expect({ width: info.width, height: info.height }).toEqual({ width: 100, height: 200 });
    // The centre crop straddles red|blue; after a 90° turn red is on top, blue below, both grey now.
    const at = (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3));
    const top = at(50, 20);
    const bottom = at(50, 180);
    expect(top[0]).toBe(top[1]);
    expect(bottom[1]).toBe(bottom[2]);
    expect(Math.abs(top[0] - bottom[0])).toBeGreaterThan(20);
    // Earlier outputs stay readable.
    const first = await sharp(await download(run.steps[0].output.url)).metadata();
    expect({ w: first.width, h: first.height }).toEqual({ w: 200, h: 100 });
  });

  it("refuses every problem at once, each naming its step, before charging", async () => {
    const { key } = await makeAccount({ credits: 50 });
    const response = await runLine(key, {
      json: {
        url: "http://127.0.0.1:1/never-fetched.png",
        steps: [
          { tool: "resize", options: { widht: 10 } },
          { tool: "extract-text" },
          { tool: "grayscale" },
          { tool: "no-such-tool" },
        ],
      },
    });
    const body = await expectError(response, 400, "unknown_option");
    const steps = body.error.details.map((d: { step: number }) => d.step);
    expect(steps).toEqual(expect.arrayContaining([0, 2, 3]));
    expect(body.error.message).toContain("widht");
    expect(await balance(key)).toBe(50);
  });

  it("answers a line with an unknown skill 400 unknown_skill naming the step, not 404", async () => {
    const { key } = await makeAccount({ credits: 50 });
    const body = await expectError(await runLine(key, { json: { url: "http://127.0.0.1:1/never-fetched.png", steps: [{ tool: "grayscale" }, { tool: "nope" }] } }), 400, "unknown_skill");
    expect(body.error.details).toEqual([expect.objectContaining({ step: 1, code: "unknown_skill" })]);
    expect(await balance(key)).toBe(50);
  });

  it("answers 503 only when a missing provider is the line's only problem, else 400 listing it too", async () => {
    const { key } = await makeAccount({ credits: 50 });
    const jobId = await uploadJobId(key);
    delete process.env.OPENAI_BASE_URL;
    delete process.env.OPENAI_API_KEY;
    resetEnvForTests();
    const only = await expectError(await runLine(key, { json: { job_id: jobId, steps: [{ tool: "grayscale" }, { tool: "alt-text" }] } }), 503, "provider_unavailable");
    expect(only.error.details).toEqual([expect.objectContaining({ step: 1, code: "provider_unavailable" })]);
    const steps = [{ tool: "alt-text", options: { tone: "warm" } }, { tool: "grayscale", options: { sparkle: true } }];
    const mixed = await expectError(await runLine(key, { json: { job_id: jobId, steps } }), 400, "unknown_option");
    expect(mixed.error.details.map((d: { step: number; code: string }) => [d.step, d.code])).toEqual([
      [0, "unknown_option"],
      [0, "provider_unavailable"],
      [1, "unknown_option"],
      [1, "invalid_step"],
    ]);
    expect(await balance(key)).toBe(50);
  });

  it("refuses misplaced steps and outputs by media kind", async () => {
    const { key } = await makeAccount({ credits: 50 });
    const jobId = await uploadJobId(key);
    await expectError(await runLine(key, { json: { job_id: jobId, steps: [{ tool: "grayscale" }, { tool: "generate-voice", prompt: "hi" }] } }), 400, "invalid_step");
    await expectError(await runLine(key, { json: { job_id: jobId, steps: [{ tool: "trim", options: { end: 1 } }] } }), 400, "invalid_step");
    await expectError(await runLine(key, { json: { job_id: jobId, steps: [{ tool: "extract-text" }], output: { format: "png", quality: "80" } } }), 400, "invalid_step");
    await expectError(await runLine(key, { json: { job_id: jobId, steps: [{ tool: "grayscale" }], output: { format: "gif", quality: "80" } } }), 400, "unsupported_format");
    await expectError(await runLine(key, { json: { job_id: jobId, steps: [{ tool: "grayscale" }], output: { format: "mp4", quality: "80" } } }), 400, "unsupported_format");
    expect(await balance(key)).toBe(50);
  });

  it("removes the uploaded file when the first step cannot take its kind", async () => {
    const { key } = await makeAccount({ credits: 50 });
    const uploads = path.join(process.env.DATA_DIR!, "blobs", "upload");
    const count = () => (fs.existsSync(uploads) ? fs.readdirSync(uploads, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length : 0);
    const before = count();
    await expectError(await runLine(key, { body: form({ steps: JSON.stringify([{ tool: "trim", options: { end: 1 } }]) }) }), 400, "invalid_step");
    expect(count()).toBe(before);
  });

  it("refuses a line the balance cannot cover with 402, charging nothing", async () => {
    const { key } = await makeAccount({ credits: 5 });
    const jobId = await uploadJobId(key);
    await expectError(await runLine(key, { json: { job_id: jobId, steps: [{ tool: "upscale" }, { tool: "upscale" }] } }), 402, "insufficient_credits");
    expect(await balance(key)).toBe(5);
  });

  it("quotes with dry_run exactly what the run then charges", async () => {
    const { key } = await makeAccount({ credits: 20 });
    const jobId = await uploadJobId(key);
    const steps = [{ tool: "upscale", options: { scale: 2 } }, { tool: "grayscale" }, { tool: "alt-text" }];
    const quote = await (await runLine(key, { json: { job_id: jobId, steps, dry_run: true } })).json();
    expect(quote.quote).toEqual({ steps: [{ step: 0, tool: "upscale", credits: 3 }, { step: 1, tool: "grayscale", credits: 0 }, { step: 2, tool: "alt-text", credits: 1 }], total_credits: 4 });
    expect(await balance(key)).toBe(20);
    const run = await (await runLine(key, { json: { job_id: jobId, steps } })).json();
    expect(run.status).toBe("complete");
    expect(run.credits_charged).toBe(quote.quote.total_credits);
    expect(typeof run.text).toBe("string");
    expect(await balance(key)).toBe(16);
  });

  it("refunds a failing step alone, never charges later steps, and resumes without charging finished ones", async () => {
    const { key, accountId } = await makeAccount({ credits: 30 });
    const jobId = await uploadJobId(key);
    openai.setBehavior({ failures: [{ status: 400, body: { error: { message: "Your prompt was rejected" } } }] });
    const steps = [{ tool: "upscale" }, { tool: "generate-image", prompt: "a watercolour version", model: "gpt-image-1" }, { tool: "grayscale" }];
    const response = await runLine(key, { json: { job_id: jobId, steps } });
    expect(response.status).toBe(502);
    const run = await response.json();
    // The same run, read again; its signed file links are made per second, so only their file is compared.
    const linksByFile = (view: { steps: { output?: { url?: string; expires_at?: string } | null }[] }) => ({
      ...view,
      steps: view.steps.map((step) => (step.output ? { ...step, output: { ...step.output, url: step.output.url?.split("?")[0], expires_at: undefined } } : step)),
    });
    expect(linksByFile(run)).toEqual(linksByFile(await readRun(key, run.id)));
    expect(run.status).toBe("failed");
    expect(run.error).toMatchObject({ step: 1, code: "provider_error" });
    expect(run).toMatchObject({ credits_charged: 3, credits_refunded: 8 });
    expect(run.steps.map((s: { status: string; credits_charged: number; refunded: boolean }) => [s.status, s.credits_charged, s.refunded])).toEqual([
      ["complete", 3, false],
      ["failed", 8, true],
      ["pending", 0, false],
    ]);
    expect(await balance(key)).toBe(27);
    expect(run.steps[0].output.url).toBeTruthy();

    const other = await makeAccount();
    await expectError(await call(getRun, { path: `/api/v1/runs/${run.id}`, key: other.key, params: { id: run.id } }), 404, "not_found");

    const resumed = await call(resume, { method: "POST", path: `/api/v1/runs/${run.id}/resume`, key, params: { id: run.id } });
    expect(resumed.status).toBe(200);
    const done = await waitForRun(key, run.id);
    expect(done.status).toBe("complete");
    expect(done.error).toBeNull();
    expect(done).toMatchObject({ credits_charged: 11, credits_refunded: 8 });
    expect(await balance(key)).toBe(19);
    const ledger = await (await call(getCredits, { path: "/api/v1/credits", key })).json();
    expect(ledger.entries.filter((e: { run_id: string }) => e.run_id === run.id).map((e: { amount: number }) => e.amount).sort()).toEqual([-8, -8, -3, 8].sort());
    expect(accountId).toBeTruthy();
  });

  it("fails a step whose charge the balance no longer covers (402 mid-run), naming it, charging nothing for it", async () => {
    const { key } = await makeAccount({ credits: 4 });
    const jobId = await uploadJobId(key);
    providers.replicate.setBehavior({ delayMs: 800 });
    const started = await (await runLine(key, { json: { job_id: jobId, steps: [{ tool: "upscale" }, { tool: "alt-text" }], wait: false } })).json();
    // Another call spends the last credit the line was counting on while step 0 runs.
    const { POST: runSkill } = await import("../run/[skill]/route");
    expect((await call(runSkill, { method: "POST", path: "/api/v1/run/alt-text", key, params: { skill: "alt-text" }, json: { job_id: jobId, wait: false } })).status).toBe(202);
    const run = await waitForRun(key, started.id);
    expect(run.status).toBe("failed");
    expect(run.error).toMatchObject({ step: 1, code: "insufficient_credits" });
    expect(run.steps.map((s: { status: string; credits_charged: number; error: { code: string } | null }) => [s.status, s.credits_charged, s.error?.code ?? null])).toEqual([
      ["complete", 3, null],
      ["failed", 0, "insufficient_credits"],
    ]);
    expect(await balance(key)).toBe(0);
  });

  it("names the output stage when every step finished but the final encode failed", async () => {
    const { key } = await makeAccount();
    const jobId = await uploadJobId(key);
    // 16,384 px is a valid resize but one pixel more than WebP can hold.
    const steps = [{ tool: "resize", options: { width: 16_384, height: 2, fit: "fill" } }];
    const response = await runLine(key, { json: { job_id: jobId, steps, output: { format: "webp" } } });
    expect(response.status).toBe(400);
    const run = await response.json();
    expect(run.status).toBe("failed");
    expect(run.error).toMatchObject({ step: 1, stage: "output", code: "invalid_option" });
    expect(run.steps[0].status).toBe("complete");
  });

  it("ends a line in text with the last file a step produced, encoded as `output` asks, and the text inline", async () => {
    const { key } = await makeAccount({ credits: 5 });
    const jobId = await uploadJobId(key);
    const steps = [{ tool: "crop", options: { width: 100, height: 100, strategy: "center" } }, { tool: "alt-text" }];
    const run = await (await runLine(key, { json: { job_id: jobId, steps, output: { format: "webp", quality: "70" } } })).json();
    expect(run).toMatchObject({ status: "complete", credits_charged: 1, text: "A 100x100 png image." });
    expect(run.outputs).toHaveLength(1);
    expect(await sharp(await download(run.outputs[0].url)).metadata()).toMatchObject({ format: "webp", width: 100, height: 100 });
  });

  it("runs the same line whether prompt, model and reference are written beside options or inside them", async () => {
    const { key } = await makeAccount({ credits: 40 });
    const jobId = await uploadJobId(key);
    const reference = await uploadJobId(key);
    const beside = [
      { tool: "swap", reference_job_id: reference },
      { tool: "generate-image", prompt: "a watercolour version", model: "dall-e-3", options: { size: "512x512" } },
    ];
    const inside = [
      { tool: "swap", options: { reference_job_id: reference } },
      { tool: "generate-image", options: { prompt: "a watercolour version", model: "dall-e-3", size: "512x512" } },
    ];
    const storedSpecs = async (runId: string) => (await (await getDb()).select().from(runSteps).where(eq(runSteps.runId, runId)).orderBy(asc(runSteps.position))).map((s) => [s.tool, s.spec]);
    const runs = [];
    for (const steps of [beside, inside]) {
      const quote = await (await runLine(key, { json: { job_id: jobId, steps, dry_run: true } })).json();
      expect(quote.quote).toEqual({ steps: [{ step: 0, tool: "swap", credits: 5 }, { step: 1, tool: "generate-image", credits: 6 }], total_credits: 11 });
      const run = await (await runLine(key, { json: { job_id: jobId, steps } })).json();
      expect(run).toMatchObject({ status: "complete", credits_charged: 11 });
      const edit = openai.requests.filter((r) => r.path === "/v1/images/edits").at(-1)!;
      expect(edit.fields).toMatchObject({ prompt: "a watercolour version", model: "dall-e-3", size: "512x512" });
      expect(String([...providers.replicate.predictions.values()].at(-1)!.input.swap_image)).toMatch(/^data:image\/png;base64,/);
      runs.push({ steps: run.steps.map((s: { tool: string; status: string; credits_charged: number }) => [s.tool, s.status, s.credits_charged]), specs: await storedSpecs(run.id) });
    }
    expect(runs[1]).toEqual(runs[0]);
    expect(runs[0].specs[1][1]).toMatchObject({ prompt: "a watercolour version", model: "dall-e-3", options: { size: "512x512" } });
    expect(await balance(key)).toBe(40 - 22);
  });

  it("refuses a step that writes a field both beside and inside options with different values, charging nothing", async () => {
    const { key } = await makeAccount({ credits: 20 });
    const jobId = await uploadJobId(key);
    const response = await runLine(key, { json: { job_id: jobId, steps: [{ tool: "generate-image", prompt: "a cat", options: { prompt: "a dog" } }] } });
    const body = await expectError(response, 400, "invalid_request");
    expect(body.error.message).toMatch(/prompt/);
    await expectError(await runLine(key, { json: { job_id: jobId, steps: [{ tool: "generate-image", options: { prompt: 7 } }] } }), 400, "invalid_request");
    const agreeing = await (await runLine(key, { json: { job_id: jobId, steps: [{ tool: "generate-image", model: "dall-e-3", prompt: "a cat", options: { prompt: "a cat" } }], dry_run: true } })).json();
    expect(agreeing.quote.total_credits).toBe(6);
    expect(await balance(key)).toBe(20);
  });

  it("takes a model for generate-voice in a line, charging that model's price, and refuses an unknown one", async () => {
    const { key } = await makeAccount({ credits: 10 });
    const steps = [{ tool: "generate-voice", prompt: "Welcome", options: { model: "tts-1-hd", format: "wav" } }];
    const run = await (await runLine(key, { json: { steps } })).json();
    expect(run).toMatchObject({ status: "complete", credits_charged: 4, steps: [{ tool: "generate-voice", credits_charged: 4 }] });
    expect(openai.requests.filter((r) => r.path === "/v1/audio/speech").at(-1)!.json).toMatchObject({ model: "tts-1-hd", input: "Welcome" });
    await expectError(await runLine(key, { json: { steps: [{ tool: "generate-voice", prompt: "Welcome", model: "tts-9" }] } }), 400, "unknown_model");
    expect(await balance(key)).toBe(6);
  });

  it("with wait=false answers 202 with a poll_url under /api/v1/runs", async () => {
    const { key } = await makeAccount();
    const response = await runLine(key, { body: form({ steps: JSON.stringify([{ tool: "grayscale" }]), wait: "false" }) });
    expect(response.status).toBe(202);
    const body = await response.json();
    expect(body.poll_url).toContain(`/api/v1/runs/${body.id}`);
  });

  it("refuses a line past the plan's ceiling of open jobs with 429 too_many_jobs and Retry-After, storing and charging nothing", async () => {
    const { key, accountId } = await makeAccount({ plan: "plus", credits: 10 });
    const db = await getDb();
    // Jobs of a kind no worker knows stay queued: the account sits at its ceiling.
    await db.transaction(async (tx) => {
      for (let i = 0; i < planPolicy("plus").maxOpenJobs; i++) await enqueueJob(tx, { accountId, kind: "test-parked", params: {} });
    });
    const jobs = async () => (await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM jobs WHERE account_id = ${accountId}`))[0].n;
    const refused = await runLine(key, { body: form({ steps: JSON.stringify([{ tool: "grayscale" }, { tool: "alt-text" }]) }) });
    expect(refused.headers.get("retry-after")).toBe("30");
    await expectError(refused, 429, "too_many_jobs");
    expect(await jobs()).toBe(planPolicy("plus").maxOpenJobs);
    expect(await balance(key)).toBe(10);
    await db.execute(sql`DELETE FROM jobs WHERE account_id = ${accountId}`);
  });
});

describe("recipes", () => {
  it("saves a recipe dropping unknown options (and says which), edits, runs and deletes it", async () => {
    const { key } = await makeAccount();
    const created = await call(createRecipe, {
      method: "POST",
      path: "/api/v1/recipes",
      key,
      json: { name: "Grey thumbs", steps: [{ tool: "resize", options: { width: 50, sparkle: true } }, { tool: "grayscale" }], output: { format: "jpeg", quality: "80" } },
    });
    expect(created.status).toBe(201);
    const recipe = await created.json();
    expect(recipe).toMatchObject({ id: expect.stringMatching(/^rcp_/), catalogue: false, dropped_options: [{ step: 0, tool: "resize", options: ["sparkle"] }] });
    expect(recipe.steps[0].options).toEqual({ width: 50 });

    const patched = await (await call(patchRecipe, { method: "PATCH", path: `/api/v1/recipes/${recipe.id}`, key, params: { id: recipe.id }, json: { name: "Grey thumbnails" } })).json();
    expect(patched.name).toBe("Grey thumbnails");

    const run = await (await runLine(key, { body: form({ recipe: recipe.id }) })).json();
    expect(run).toMatchObject({ status: "complete", recipe_id: recipe.id });
    expect(run.outputs[0]).toMatchObject({ mime: "image/jpeg", width: 50, height: 25 });

    const list = await (await call(listRecipes, { path: "/api/v1/recipes", key })).json();
    expect(list.recipes.filter((r: { catalogue: boolean }) => r.catalogue)).toHaveLength(6);
    expect(list.recipes.map((r: { id: string }) => r.id)).toContain(recipe.id);

    const other = await makeAccount();
    await expectError(await call(deleteRecipe, { method: "DELETE", path: `/api/v1/recipes/${recipe.id}`, key: other.key, params: { id: recipe.id } }), 404, "not_found");
    await expectError(await call(deleteRecipe, { method: "DELETE", path: "/api/v1/recipes/rcp_web-optimize", key, params: { id: "rcp_web-optimize" } }), 403, "forbidden");
    expect((await call(deleteRecipe, { method: "DELETE", path: `/api/v1/recipes/${recipe.id}`, key, params: { id: recipe.id } })).status).toBe(204);
  });

  it("saves a recipe whose provider is not configured, and refuses only running it (503)", async () => {
    const { key } = await makeAccount({ credits: 10 });
    delete process.env.OPENAI_BASE_URL;
    delete process.env.OPENAI_API_KEY;
    resetEnvForTests();
    const created = await call(createRecipe, { method: "POST", path: "/api/v1/recipes", key, json: { name: "Described", steps: [{ tool: "resize", options: { width: 50 } }, { tool: "alt-text" }] } });
    expect(created.status).toBe(201);
    const recipe = await created.json();
    await expectError(await call(createRecipe, { method: "POST", path: "/api/v1/recipes", key, json: { name: "Too short", steps: [{ tool: "alt-text", options: { max_length: 5 } }] } }), 400, "invalid_option");
    await expectError(await runLine(key, { body: form({ recipe: recipe.id }) }), 503, "provider_unavailable");
    expect(await balance(key)).toBe(10);
  });

  it("runs a saved recipe whose stored options include one its skill no longer has, saying which it dropped", async () => {
    const { key, accountId } = await makeAccount();
    // Saved while resize still had `sparkle`: the row is as the database kept it.
    const db = await getDb();
    await db.insert(recipes).values({ id: "rcp_stale0001", accountId, name: "Old thumbs", steps: [{ tool: "resize", options: { width: 50, sparkle: true } }, { tool: "grayscale", options: {} }], output: null });
    const response = await runLine(key, { body: form({ recipe: "rcp_stale0001" }) });
    expect(response.status).toBe(200);
    const run = await response.json();
    expect(run).toMatchObject({ status: "complete", recipe_id: "rcp_stale0001", dropped_options: [{ step: 0, tool: "resize", options: ["sparkle"] }] });
    expect(run.outputs[0]).toMatchObject({ width: 50, height: 25 });
  });

  it("saves a recipe that writes prompt and model inside options with them beside, and runs it like the other spelling", async () => {
    const { key } = await makeAccount({ credits: 20 });
    const steps = [{ tool: "resize", options: { width: 50 } }, { tool: "generate-image", options: { prompt: "a pencil sketch", model: "gpt-image-1" } }];
    const recipe = await (await call(createRecipe, { method: "POST", path: "/api/v1/recipes", key, json: { name: "Sketch", steps } })).json();
    expect(recipe.dropped_options).toEqual([]);
    expect(recipe.steps[1]).toEqual({ tool: "generate-image", options: {}, prompt: "a pencil sketch", model: "gpt-image-1" });
    const patched = await call(patchRecipe, { method: "PATCH", path: `/api/v1/recipes/${recipe.id}`, key, params: { id: recipe.id }, json: { steps: [{ tool: "generate-image", options: { model: "dall-e-3" } }] } });
    await expectError(patched, 400, "prompt_required");
    const run = await (await runLine(key, { body: form({ recipe: recipe.id }) })).json();
    expect(run).toMatchObject({ status: "complete", credits_charged: 8 });
    expect(openai.requests.filter((r) => r.path === "/v1/images/edits").at(-1)!.fields).toMatchObject({ prompt: "a pencil sketch", model: "gpt-image-1" });
    await expectError(await call(createRecipe, { method: "POST", path: "/api/v1/recipes", key, json: { name: "Torn", steps: [{ tool: "generate-image", model: "gpt-image-1", options: { model: "dall-e-3" } }] } }), 400, "invalid_request");
  });

  it("refuses an inline unknown option that a recipe would drop", async () => {
    const { key } = await makeAccount();
    await expectError(await runLine(key, { body: form({ steps: JSON.stringify([{ tool: "resize", options: { width: 50, sparkle: true } }]) }) }), 400, "unknown_option");
  });
});

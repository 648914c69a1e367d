import { randomBytes } from "node:crypto";
import sharp from "sharp";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { CallToolResult, ImageContent } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/lib/platform/config/env";
import { planPolicy } from "@/lib/domain/accounts/plans";
import { getDb } from "@/lib/platform/db";
import { queryRows } from "@/lib/platform/db/raw";
import { enqueueJob } from "@/lib/domain/jobs/queue";
import { logTo } from "@/lib/core/log";
import { sql } from "drizzle-orm";
import { serveRoute, type ServedRoute } from "@/test/http-adapter";
import { makeAccount, startWorkers } from "@/test/helpers";
import { startOpenAiFake, type OpenAiFake } from "@/test/fakes/openai-server";
import type { Worker } from "@/lib/domain/jobs/worker";
import { createRecipe } from "@/lib/domain/recipes/recipes";
import { handleMcpPost, refuseMcpMethod } from "./handle-request";
import { INLINE_IMAGE_MAX_BYTES } from "./inline-images";
import { callTool, connectMcp, textOf } from "../../test/mcp-client";

let worker: Worker;
let mcp: ServedRoute;
let files: ServedRoute;
let openai: OpenAiFake;
let png: Buffer;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test reads of tool JSON

const structured = (result: CallToolResult) => result.structuredContent as Json;
const images = (result: CallToolResult) => result.content.filter((b): b is ImageContent => b.type === "image");
const decode = (block: ImageContent) => sharp(Buffer.from(block.data, "base64"));

async function client(plan: "plus" | "pro" = "pro", credits = 0, headers: Record<string, string> = {}) {
  const account = await makeAccount({ plan, credits });
  return { ...account, mcp: await connectMcp({ url: mcp.url, key: account.key, headers }) };
}

async function upload(c: Client, bytes: Buffer = png, name = "split.png"): Promise<string> {
  const result = await callTool(c, "upload_file", { name, content_base64: bytes.toString("base64") });
  expect(result.isError ?? false, textOf(result)).toBe(false);
  return structured(result).id;
}

async function readJsonResource(c: Client, uri: string): Promise<Json> {
  const [content] = (await c.readResource({ uri })).contents;
  expect(content).toMatchObject({ uri, mimeType: "application/json" });
  return JSON.parse("text" in content ? content.text : "");
}

async function balance(c: Client): Promise<number> {
  return structured(await callTool(c, "get_account")).credits;
}

async function pollJob(c: Client, tool: "get_job" | "get_run", id: string): Promise<Json> {
  const arg = tool === "get_job" ? { job_id: id } : { run_id: id };
  for (let i = 0; i < 100; i++) {
    const view = structured(await callTool(c, tool, arg));
    if (["complete", "failed", "canceled"].includes(view.status)) return view;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${id} did not finish`);
}

beforeAll(async () => {
  worker = startWorkers(2);
  mcp = await serveRoute({ POST: handleMcpPost, GET: refuseMcpMethod, DELETE: refuseMcpMethod }, { path: "/api/mcp" });
  openai = await startOpenAiFake();
  // Left half red, right half blue: crops and colour changes are visible in the pixels.
  png = await sharp({ create: { width: 400, height: 200, channels: 3, background: { r: 255, g: 0, b: 0 } } })
    .composite([{ input: { create: { width: 200, height: 200, channels: 3, background: { r: 0, g: 0, b: 255 } } }, left: 200, top: 0 }])
    .png()
    .toBuffer();
  files = await serveRoute({ GET: () => new Response(new Uint8Array(png), { headers: { "content-type": "image/png" } }) }, { path: "/photo.png" });
});

beforeEach(() => {
  process.env.OPENAI_BASE_URL = openai.url;
  process.env.OPENAI_API_KEY = "sk-test-fake-0123456789abcdef";
  process.env.DARKROOM_FETCH_ALLOW_HOSTS = `127.0.0.1:${openai.port},${new URL(files.url).host}`;
  delete process.env.WAIT_TIMEOUT_SECONDS;
  openai.setBehavior({ failures: [], delayMs: 0 });
  resetEnvForTests();
});

afterAll(async () => {
  await worker.stop();
  await mcp.close();
  await files.close();
  await openai.close();
});

describe("MCP tools and resources", () => {
  it("lists every tool with an input schema and honest hints, and both resources", async () => {
    const { mcp: c } = await client();
    const { tools } = await c.listTools();
    const byName = new Map(tools.map((t) => [t.name, t]));
    expect([...byName.keys()].sort()).toEqual(
      ["convert", "create_gallery", "get_account", "get_batch", "get_job", "get_run", "search_vault", "list_galleries", "list_recipes", "list_skills", "run_batch", "run_line", "run_skill", "store_outputs", "upload_file"].sort(),
    );
    for (const tool of tools) {
      expect(tool.inputSchema.type).toBe("object");
      expect(tool.outputSchema?.type, `${tool.name} output schema`).toBe("object");
      expect(typeof tool.annotations?.readOnlyHint).toBe("boolean");
      expect(tool.description!.length).toBeGreaterThan(40);
    }
    for (const name of ["list_skills", "get_job", "get_run", "get_batch", "search_vault", "list_galleries", "list_recipes", "get_account"]) {
      expect(byName.get(name)!.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
    }
    for (const name of ["run_skill", "convert", "run_line", "run_batch", "upload_file", "create_gallery"]) {
      expect(byName.get(name)!.annotations).toMatchObject({ readOnlyHint: false, idempotentHint: false });
    }
    expect(byName.get("store_outputs")!.annotations).toMatchObject({ readOnlyHint: false, idempotentHint: true });
    expect(byName.get("run_skill")!.inputSchema.properties).toHaveProperty("options");

    const { resources } = await c.listResources();
    expect(resources.map((r) => r.uri).sort()).toEqual(["darkroom://recipes", "darkroom://skills"]);
    const skills = await readJsonResource(c, "darkroom://skills");
    expect(skills.skills.find((s: Json) => s.slug === "grayscale")).toMatchObject({ price: 0, available: true });
    const recipes = await readJsonResource(c, "darkroom://recipes");
    expect(recipes.recipes.filter((r: Json) => r.catalogue)).toHaveLength(6);
  });

  it("list_recipes answers the six catalogue recipes and the account's own, by id", async () => {
    const { mcp: c, accountId } = await client();
    await createRecipe({ accountId, input: { name: "Mine", description: "", steps: [{ tool: "grayscale", options: {} }], output: null } });
    const { recipes } = structured(await callTool(c, "list_recipes"));
    expect(recipes.filter((r: Json) => r.catalogue)).toHaveLength(6);
    expect(recipes.find((r: Json) => !r.catalogue)).toMatchObject({ id: expect.stringMatching(/^rcp_/), name: "Mine", steps: [{ tool: "grayscale" }] });
    const other = await client();
    expect(structured(await callTool(other.mcp, "list_recipes")).recipes.filter((r: Json) => !r.catalogue)).toHaveLength(0);
  });

  it("list_skills answers the catalogue with option ids and prices", async () => {
    const { mcp: c } = await client();
    const { skills } = structured(await callTool(c, "list_skills"));
    const crop = skills.find((s: Json) => s.slug === "crop");
    expect(crop.options.map((o: Json) => o.id)).toEqual(expect.arrayContaining(["width", "height", "aspect", "strategy"]));
    expect(skills.find((s: Json) => s.slug === "alt-text")).toMatchObject({ price: 1, paid: true, available: true });
  });

  it("upload_file stores base64 as a complete job whose id feeds run_skill; the grayscale image comes back attached", async () => {
    const { mcp: c } = await client();
    const uploaded = await callTool(c, "upload_file", { name: "../../etc/split.png", content_base64: `data:image/png;base64,${png.toString("base64")}` });
    const job = structured(uploaded);
    expect(job).toMatchObject({ status: "complete", kind: "upload", outputs: [{ name: "split.png", mime: "image/png", width: 400, height: 200 }] });

    const progress: number[] = [];
    const result = await callTool(c, "run_skill", { skill: "grayscale", job_id: job.id }, { onprogress: (p) => progress.push(p.progress / (p.total ?? 1)) });
    expect(result.isError ?? false).toBe(false);
    const view = structured(result);
    expect(view).toMatchObject({ status: "complete", skill: "grayscale", credits_charged: 0 });
    expect(view.outputs[0].url).toMatch(/\/api\/v1\/files\//);
    expect(JSON.parse(textOf(result))).toMatchObject({ id: view.id });
    const [image] = images(result);
    expect(image.mimeType).toBe("image/png");
    const { data, info } = await decode(image).raw().toBuffer({ resolveWithObject: true });
    expect({ width: info.width, height: info.height }).toEqual({ width: 400, height: 200 });
    const at = (x: number) => Array.from(data.subarray((50 * info.width + x) * info.channels, (50 * info.width + x) * info.channels + Math.min(3, info.channels)));
    const [left, right] = [at(10), at(390)];
    expect(new Set(left).size).toBe(1);
    expect(left[0]).not.toBe(right[0]);
    expect(progress.at(-1)).toBe(1);
  });

  it("links an image output bigger than 1 MiB without attaching it", async () => {
    const { mcp: c } = await client();
    const noise = await sharp(randomBytes(900 * 900 * 3), { raw: { width: 900, height: 900, channels: 3 } }).png().toBuffer();
    const result = await callTool(c, "run_skill", { skill: "grayscale", job_id: await upload(c, noise, "noise.png") });
    const [output] = structured(result).outputs;
    expect(output.size_bytes).toBeGreaterThan(INLINE_IMAGE_MAX_BYTES);
    expect(output.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1\/files\//);
    expect(images(result)).toHaveLength(0);
  });

  it("run_skill fetches a url input, and a text skill answers inline", async () => {
    const { mcp: c } = await client();
    const result = await callTool(c, "run_skill", { skill: "palette", url: files.url, options: { count: 2 } });
    expect(result.isError ?? false, textOf(result)).toBe(false);
    const view = structured(result);
    expect(view.status).toBe("complete");
    expect(images(result)).toHaveLength(0);
    const hexes = JSON.stringify(view.data ?? view.text).toLowerCase();
    expect(hexes).toContain("#ff0000");
    expect(hexes).toContain("#0000ff");
  });

  it("charges a paid skill once and returns its text inline; an unknown option is a tool error naming it, and nothing is charged", async () => {
    const { mcp: c } = await client("pro", 5);
    const jobId = await upload(c);

    const refused = await callTool(c, "run_skill", { skill: "alt-text", job_id: jobId, options: { max_lenght: 100 } });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toMatch(/^unknown_option: .*max_lenght/);
    expect(refused.structuredContent).toBeUndefined();
    expect(await balance(c)).toBe(5);

    const typo = await callTool(c, "run_skill", { skill: "alt-text", job_id: jobId, option: { max_length: 100 } });
    expect(typo.isError).toBe(true);
    expect(textOf(typo)).toMatch(/Unrecognized key: "option"/);
    expect(await balance(c)).toBe(5);

    const result = await callTool(c, "run_skill", { skill: "alt-text", job_id: jobId, options: { max_length: 100 } });
    expect(structured(result)).toMatchObject({ status: "complete", credits_charged: 1 });
    expect(result.content[0]).toEqual({ type: "text", text: structured(result).text });
    expect(structured(result).text).toMatch(/400x200/);
    expect(await balance(c)).toBe(4);
  });

  it("reports a provider failure as a tool error naming the job, and refunds the charge", async () => {
    openai.setBehavior({ failures: [{ status: 400, body: { error: { message: "Invalid image payload", type: "invalid_request_error" } } }] });
    const { mcp: c } = await client("pro", 3);
    const result = await callTool(c, "run_skill", { skill: "alt-text", job_id: await upload(c) });
    expect(result.isError).toBe(true);
    const view = structured(result);
    expect(view.status).toBe("failed");
    expect(textOf(result)).toContain(`Job ${view.id} failed: ${view.error.code}: `);
    expect(view.error.message).toMatch(/Invalid image payload/);
    expect(await balance(c)).toBe(3);
  });

  it("refuses what REST refuses, with REST's code: unknown skill, missing prompt, too little credit", async () => {
    const { mcp: c } = await client("pro", 0);
    const jobId = await upload(c);
    expect(textOf(await callTool(c, "run_skill", { skill: "sharpen", job_id: jobId }))).toMatch(/^unknown_skill: /);
    expect(textOf(await callTool(c, "run_skill", { skill: "grayscale" }))).toMatch(/^input_required: /);
    expect(textOf(await callTool(c, "run_skill", { skill: "grayscale", job_id: jobId, url: files.url }))).toMatch(/^invalid_request: .*exactly one/);
    expect(textOf(await callTool(c, "run_skill", { skill: "alt-text", job_id: jobId }))).toMatch(/^insufficient_credits: /);
    expect(textOf(await callTool(c, "get_job", { job_id: "job_nope" }))).toMatch(/^not_found: /);
  });

  it("convert resizes to the requested format; an unsupported format is refused", async () => {
    const { mcp: c } = await client("plus");
    const jobId = await upload(c);
    const result = await callTool(c, "convert", { job_id: jobId, format: "jpeg", width: 100 });
    expect(structured(result)).toMatchObject({ status: "complete", kind: "convert", outputs: [{ mime: "image/jpeg", width: 100, height: 50 }] });
    const meta = await decode(images(result)[0]).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: "jpeg", width: 100, height: 50 });

    const refused = await callTool(c, "convert", { job_id: jobId, format: "gif" });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toMatch(/^unsupported_format: .*gif/);
  });

  it("run_line quotes with dry_run, runs a line, and get_run reads it back; a misplaced step is refused before any charge", async () => {
    const { mcp: c } = await client("pro", 3);
    const jobId = await upload(c);
    const steps = [
      { tool: "crop", options: { width: 200, height: 100, strategy: "center" } },
      { tool: "grayscale", options: {} },
    ];
    const quote = structured(await callTool(c, "run_line", { job_id: jobId, steps, dry_run: true }));
    expect(quote).toEqual({ dry_run: true, quote: { steps: [{ step: 0, tool: "crop", credits: 0 }, { step: 1, tool: "grayscale", credits: 0 }], total_credits: 0 } });

    const run = structured(await callTool(c, "run_line", { job_id: jobId, steps, output: { format: "webp", quality: "80" } }));
    expect(run).toMatchObject({ status: "complete", steps: [{ tool: "crop", status: "complete" }, { tool: "grayscale", status: "complete" }] });
    expect(run.outputs[0]).toMatchObject({ mime: "image/webp", width: 200, height: 100 });
    const readBack = await callTool(c, "get_run", { run_id: run.id });
    expect(structured(readBack)).toMatchObject({ id: run.id, status: "complete" });
    expect((await decode(images(readBack)[0]).metadata()).format).toBe("webp");

    const misplaced = await callTool(c, "run_line", { job_id: jobId, steps: [{ tool: "palette" }, { tool: "alt-text" }] });
    expect(misplaced.isError).toBe(true);
    expect(textOf(misplaced)).toMatch(/^invalid_step: Step 2 \(alt-text\)/);
    expect(await balance(c)).toBe(3);

    const recipe = structured(await callTool(c, "run_line", { job_id: jobId, recipe: "rcp_social-square", dry_run: true }));
    expect(recipe.quote.steps).toEqual([{ step: 0, tool: "crop", credits: 0 }]);
  });

  it("run_batch runs a line over several inputs with progress and get_batch reads it back; an unaffordable batch is refused whole", async () => {
    const { mcp: c } = await client("pro", 1);
    const first = await upload(c);
    const second = await upload(c);
    const updates: number[] = [];
    const result = await callTool(c, "run_batch", { steps: [{ tool: "grayscale" }], output: { format: "webp" }, inputs: [{ job_id: first }, { job_id: second }], idempotency_key: "batch-1" }, {
      onprogress: (p) => updates.push(p.progress),
    });
    const batch = structured(result);
    expect(batch).toMatchObject({ id: expect.stringMatching(/^bat_/), status: "complete", counts: { complete: 2, failed: 0 }, archive_url: expect.stringContaining("/archive?") });
    expect(updates.at(-1)).toBe(2);
    expect(structured(await callTool(c, "get_batch", { batch_id: batch.id }))).toMatchObject({ id: batch.id, items: [{ status: "complete" }, { status: "complete" }] });

    const refused = await callTool(c, "run_batch", { steps: [{ tool: "alt-text" }], inputs: [{ job_id: first }, { job_id: second }] });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toMatch(/^insufficient_credits: .*2 credits/);
    expect(await balance(c)).toBe(1);
  });

  it("run_line takes prompt and model inside a step's options as well as beside them, and refuses the two disagreeing", async () => {
    const { mcp: c } = await client("pro", 20);
    const jobId = await upload(c);
    const line = async (step: Json) => structured(await callTool(c, "run_line", { job_id: jobId, steps: [step] }));
    const beside = await line({ tool: "generate-image", prompt: "a fox", model: "dall-e-3" });
    const inside = await line({ tool: "generate-image", options: { prompt: "a fox", model: "dall-e-3" } });
    for (const run of [beside, inside]) expect(run).toMatchObject({ status: "complete", credits_charged: 6, steps: [{ tool: "generate-image", status: "complete", credits_charged: 6 }] });
    expect(openai.requests.filter((r) => r.path === "/v1/images/edits").slice(-2).map((r) => [r.fields.prompt, r.fields.model])).toEqual([["a fox", "dall-e-3"], ["a fox", "dall-e-3"]]);
    const torn = await callTool(c, "run_line", { job_id: jobId, steps: [{ tool: "generate-image", prompt: "a fox", options: { prompt: "a hen" } }] });
    expect(torn.isError).toBe(true);
    expect(textOf(torn)).toMatch(/prompt is given both beside and inside options/);
    expect(await balance(c)).toBe(8);
  });

  it("run_skill takes a model for generate-voice and charges its price", async () => {
    const { mcp: c } = await client("pro", 10);
    const voice = await callTool(c, "run_skill", { skill: "generate-voice", prompt: "Hello", model: "tts-1-hd", options: { format: "wav" } });
    expect(structured(voice)).toMatchObject({ status: "complete", credits_charged: 4 });
    expect(openai.requests.filter((r) => r.path === "/v1/audio/speech").at(-1)!.json).toMatchObject({ model: "tts-1-hd" });
    const unknown = await callTool(c, "run_skill", { skill: "generate-voice", prompt: "Hello", model: "tts-9" });
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toMatch(/^unknown_model: /);
    expect(await balance(c)).toBe(6);
  });

  it("wait: false answers at once with a job id to poll, and get_job follows it to the end", async () => {
    const { mcp: c } = await client();
    const jobId = await upload(c);
    const started = structured(await callTool(c, "run_skill", { skill: "grayscale", job_id: jobId, wait: false }));
    expect(started).toMatchObject({ status: "queued", credits_charged: 0 });
    expect(started.poll_url).toMatch(new RegExp(`/api/v1/jobs/${started.id}$`));
    expect(started.hint).toMatch(/get_job/);
    expect(await pollJob(c, "get_job", started.id)).toMatchObject({ status: "complete", outputs: [{ width: 400 }] });
  });

  it("gives up waiting after WAIT_TIMEOUT_SECONDS with a hint to poll; the job still finishes and is charged once", async () => {
    process.env.WAIT_TIMEOUT_SECONDS = "1";
    resetEnvForTests();
    openai.setBehavior({ delayMs: 2500 });
    const { mcp: c } = await client("pro", 2);
    const jobId = await upload(c);
    const progress: Array<{ progress: number; message?: string }> = [];
    const result = await callTool(c, "run_skill", { skill: "alt-text", job_id: jobId }, { onprogress: (p) => progress.push(p) });
    expect(progress[0]).toMatchObject({ progress: 0, message: expect.stringMatching(/ is (queued|running)$/) });
    expect(progress.every((p) => p.progress < 1)).toBe(true);
    const pending = structured(result);
    expect(pending).toMatchObject({ status: "running", credits_charged: 1 });
    expect(pending.hint).toMatch(/Not finished after 1 s.*get_job/);
    expect(await pollJob(c, "get_job", pending.id)).toMatchObject({ status: "complete", credits_charged: 1 });
    expect(await balance(c)).toBe(1);
  });

  it("stores outputs in the Vault (twice is once), lists them, and shares them in a gallery", async () => {
    const { mcp: c } = await client("pro");
    const jobId = await upload(c);
    const gray = structured(await callTool(c, "run_skill", { skill: "grayscale", job_id: jobId }));

    const stored = structured(await callTool(c, "store_outputs", { job_id: gray.id, folder: "clients/mcp", tags: ["Proof"] }));
    expect(stored).toMatchObject({ created_count: 1, assets: [{ job_id: gray.id, kind: "image", width: 400, folder: "clients/mcp", tags: ["proof"] }] });
    expect(stored.used_bytes).toBe(stored.assets[0].size_bytes);
    const again = structured(await callTool(c, "store_outputs", { job_id: gray.id }));
    expect(again).toMatchObject({ created_count: 0, assets: [{ id: stored.assets[0].id }], used_bytes: stored.used_bytes });

    const listed = structured(await callTool(c, "search_vault", { type: "image" }));
    expect(listed.assets.map((a: Json) => a.id)).toEqual([stored.assets[0].id]);
    expect(listed.assets[0].delivery_url).toMatch(new RegExp(`/d/${stored.assets[0].id}/original/[A-Za-z0-9_-]{43}$`));
    expect(stored.assets[0].delivery_url).toBe(listed.assets[0].delivery_url);
    expect(listed.free_bytes).toBe(listed.capacity_bytes - listed.used_bytes);
    expect(structured(await callTool(c, "search_vault", { folder: "clients", tag: "proof", q: "clients/mcp" })).assets.map((a: Json) => a.id)).toEqual([stored.assets[0].id]);
    expect(structured(await callTool(c, "search_vault", { q: "nothing like this" })).assets).toEqual([]);

    const gallery = structured(await callTool(c, "create_gallery", { name: "Proofs", asset_ids: [stored.assets[0].id] }));
    expect(gallery).toMatchObject({ name: "Proofs", asset_ids: [stored.assets[0].id], has_password: false });
    expect(gallery.review_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/g\//);
    const galleries = structured(await callTool(c, "list_galleries"));
    expect(galleries.galleries.map((g: Json) => g.id)).toEqual([gallery.id]);

    const missing = await callTool(c, "create_gallery", { name: "Nope", asset_ids: ["ast_000000000000000000000000"] });
    expect(textOf(missing)).toMatch(/^not_found: .*ast_0+/);
    const unfinished = await callTool(c, "store_outputs", { job_id: "job_unknown" });
    expect(textOf(unfinished)).toMatch(/^not_found: /);
  });

  it("get_account answers the plan, credits, shared ceiling and Vault room", async () => {
    const { mcp: c, accountId } = await client("plus", 7);
    expect(structured(await callTool(c, "get_account"))).toMatchObject({ id: accountId, plan: "plus", credits: 7, rate_limit: { limit_per_minute: 60 }, vault: { used_bytes: 0 } });
  });

  it("upload_file refuses bad base64, bytes that are no media, and more than 20 MiB, with clear tool errors", async () => {
    const { mcp: c } = await client();
    expect(textOf(await callTool(c, "upload_file", { name: "a.png", content_base64: "not base64!" }))).toMatch(/^invalid_request: .*base64/);
    const text = await callTool(c, "upload_file", { name: "a.png", content_base64: Buffer.from("hello, not an image").toString("base64") });
    expect(text.isError).toBe(true);
    expect(textOf(text)).toMatch(/^(invalid_media|unsupported_media_type|unsupported_input): /);
    const big = await callTool(c, "upload_file", { name: "big.png", content_base64: Buffer.alloc(20 * 1024 * 1024 + 3).toString("base64") });
    expect(big.isError).toBe(true);
    expect(textOf(big)).toMatch(/^file_too_large: .*20 MiB/);
  });

  it("past the plan's ceiling of open jobs, run_skill, convert and run_line answer too_many_jobs as a tool error, storing and charging nothing", async () => {
    const { mcp: c, accountId } = await client("plus", 5);
    const jobId = await upload(c);
    const db = await getDb();
    // Jobs of a kind no worker knows stay queued: the account sits at its ceiling.
    await db.transaction(async (tx) => {
      for (let i = 0; i < planPolicy("plus").maxOpenJobs; i++) await enqueueJob(tx, { accountId, kind: "test-parked", params: {} });
    });
    const count = async () => (await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM jobs WHERE account_id = ${accountId}`))[0].n;
    const before = await count();
    for (const [tool, args] of [
      ["run_skill", { skill: "alt-text", job_id: jobId }],
      ["convert", { job_id: jobId, format: "webp" }],
      ["run_line", { job_id: jobId, steps: [{ tool: "grayscale" }] }],
    ] as const) {
      const refused = await callTool(c, tool, args);
      expect(refused.isError, tool).toBe(true);
      expect(textOf(refused)).toMatch(/^too_many_jobs: The Plus plan allows 50 queued or running jobs/);
    }
    expect(await count()).toBe(before);
    expect(await balance(c)).toBe(5);
    await db.execute(sql`DELETE FROM jobs WHERE account_id = ${accountId} AND kind = 'test-parked'`);
  });

  it("answers each request with X-Request-Id and one log line, and the jobs a tool queues carry that id into their lines", async () => {
    const lines: Record<string, unknown>[] = [];
    logTo({ write: (line: string) => void lines.push(JSON.parse(line)) });
    const { mcp: c, accountId, key } = await client("pro", 0, { "X-Request-Id": "mcp-req-14" });
    const jobId = await upload(c);
    const gray = structured(await callTool(c, "run_skill", { skill: "grayscale", job_id: jobId }));
    expect(gray.status).toBe("complete");
    const [row] = await queryRows<{ request_id: string | null }>(await getDb(), sql`SELECT request_id FROM jobs WHERE id = ${gray.id}`);
    expect(row.request_id).toBe("mcp-req-14");
    const mine = lines.filter((l) => l.request_id === "mcp-req-14");
    expect(mine.filter((l) => l.job_id === gray.id).map((l) => l.msg)).toEqual(["job queued", "job started", "job completed"]);
    expect(mine.filter((l) => l.msg === "request").length).toBeGreaterThanOrEqual(3);
    expect(mine.find((l) => l.msg === "request")).toMatchObject({ method: "POST", route: "/api/mcp", status: 200, account_id: accountId, duration_ms: expect.any(Number) });
    const raw = await fetch(mcp.url, { method: "POST", headers: { authorization: `Bearer ${key}`, "content-type": "application/json", accept: "application/json, text/event-stream" }, body: "{}" });
    expect(raw.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const refused = await fetch(mcp.url, { method: "GET", headers: { "x-request-id": "mcp-get-1" } });
    expect([refused.status, refused.headers.get("x-request-id")]).toEqual([401, "mcp-get-1"]);
    expect(lines.find((l) => l.request_id === "mcp-get-1")).toMatchObject({ msg: "request", method: "GET", route: "/api/mcp", status: 401 });
  });
});

import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, test, type APIRequestContext } from "@playwright/test";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import sharp, { type OutputInfo } from "sharp";
import { callTool, connectMcp, INITIALIZE, rawMcpPost, textOf } from "../test/mcp-client";

const run = promisify(execFile);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test reads of tool JSON

const TOOL_NAMES = [
  "convert",
  "create_gallery",
  "get_account",
  "get_batch",
  "get_job",
  "get_run",
  "list_galleries",
  "list_recipes",
  "list_skills",
  "run_batch",
  "run_line",
  "run_skill",
  "search_vault",
  "store_outputs",
  "upload_file",
];

/** A new account and key made with the operator CLI against the running server, as an operator would. */
async function newKey(baseURL: string | undefined, plan: "plus" | "pro", credits = 0): Promise<string> {
  const email = `mcp-${plan}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const { stdout } = await run(
    process.execPath,
    ["bin/darkroom.mjs", "keys", "create", "--email", email, "--plan", plan, "--credits", String(credits), "--json"],
    { env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DARKROOM_URL: baseURL } },
  );
  return JSON.parse(stdout).key;
}

/** The tool's structured answer, after checking it is not a tool error. */
async function ok(client: Client, name: string, args: Record<string, unknown> = {}): Promise<Json> {
  const result: CallToolResult = await callTool(client, name, args);
  expect(result.isError ?? false, `${name}: ${textOf(result)}`).toBe(false);
  return result.structuredContent as Json;
}

/** Fetches a signed output URL from the server and decodes the picture. */
async function download(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status()).toBe(200);
  const bytes = await response.body();
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  return { meta: await sharp(bytes).metadata(), data, info };
}

function isGray({ data, info }: { data: Buffer; info: OutputInfo }): boolean {
  for (let i = 0; i < data.length; i += info.channels) {
    if (info.channels >= 3 && (data[i] !== data[i + 1] || data[i] !== data[i + 2])) return false;
  }
  return true;
}

test.describe.configure({ timeout: 180_000 });

test("the SDK's client initializes, lists the 15 tools and uses each one with real effect", async ({ request, baseURL }) => {
  const key = await newKey(baseURL, "pro", 5);
  const client = await connectMcp({ url: `${baseURL}/api/mcp`, key });
  expect(client.getServerVersion()).toMatchObject({ name: "darkroom" });
  expect(client.getServerCapabilities()).toMatchObject({ tools: {} });
  expect((await client.listTools()).tools.map((t) => t.name).sort()).toEqual(TOOL_NAMES);

  // Left half red, right half blue: the grayscale result must have no colour left.
  const png = await sharp({ create: { width: 200, height: 100, channels: 3, background: { r: 255, g: 0, b: 0 } } })
    .composite([{ input: { create: { width: 100, height: 100, channels: 3, background: { r: 0, g: 0, b: 255 } } }, left: 100, top: 0 }])
    .png()
    .toBuffer();
  const uploaded = await ok(client, "upload_file", { name: "split.png", content_base64: png.toString("base64") });
  expect(uploaded).toMatchObject({ id: expect.stringMatching(/^job_/), status: "complete" });

  const gray = await ok(client, "run_skill", { skill: "grayscale", job_id: uploaded.id });
  expect(gray).toMatchObject({ status: "complete", skill: "grayscale", credits_charged: 0 });
  const grayImage = await download(request, gray.outputs[0].url);
  expect({ width: grayImage.info.width, height: grayImage.info.height, gray: isGray(grayImage) }).toEqual({ width: 200, height: 100, gray: true });

  const converted = await ok(client, "convert", { job_id: gray.id, format: "jpeg", width: 100 });
  expect(converted.status).toBe("complete");
  const jpeg = await download(request, converted.outputs[0].url);
  expect({ format: jpeg.meta.format, width: jpeg.meta.width, height: jpeg.meta.height }).toEqual({ format: "jpeg", width: 100, height: 50 });

  const steps = [{ tool: "grayscale" }, { tool: "resize", options: { width: 50 } }];
  const quote = await ok(client, "run_line", { job_id: uploaded.id, steps, output: { format: "webp" }, dry_run: true });
  expect(quote).toEqual({ dry_run: true, quote: { steps: [{ step: 0, tool: "grayscale", credits: 0 }, { step: 1, tool: "resize", credits: 0 }], total_credits: 0 } });

  const line = await ok(client, "run_line", { job_id: uploaded.id, steps, output: { format: "webp" } });
  expect(line).toMatchObject({ id: expect.stringMatching(/^run_/), status: "complete" });
  const readRun = await ok(client, "get_run", { run_id: line.id });
  expect(readRun.steps.map((s: Json) => [s.tool, s.status])).toEqual([["grayscale", "complete"], ["resize", "complete"]]);
  const small = await download(request, readRun.outputs[0].url);
  expect({ format: small.meta.format, width: small.meta.width, gray: isGray(small) }).toEqual({ format: "webp", width: 50, gray: true });
  expect(await ok(client, "get_job", { job_id: gray.id })).toMatchObject({ id: gray.id, status: "complete", skill: "grayscale" });

  const batch = await ok(client, "run_batch", { steps, output: { format: "webp" }, inputs: [{ job_id: uploaded.id }, { job_id: gray.id }] });
  expect(batch).toMatchObject({ id: expect.stringMatching(/^bat_/), status: "complete", counts: { complete: 2, failed: 0 } });
  const readBatch = await ok(client, "get_batch", { batch_id: batch.id });
  expect(readBatch.items.map((item: Json) => item.status)).toEqual(["complete", "complete"]);
  const zip = await request.get(batch.archive_url);
  expect([zip.status(), zip.headers()["content-type"]]).toEqual([200, "application/zip"]);

  const stored = await ok(client, "store_outputs", { job_id: line.id });
  expect(stored.assets).toEqual([expect.objectContaining({ id: expect.stringMatching(/^ast_/), mime: "image/webp", width: 50 })]);
  const vault = await ok(client, "search_vault");
  expect(vault.assets.map((a: Json) => a.id)).toEqual([stored.assets[0].id]);
  expect(vault.used_bytes).toBe(stored.assets[0].size_bytes);

  const gallery = await ok(client, "create_gallery", { name: "From MCP", asset_ids: [stored.assets[0].id] });
  expect(gallery).toMatchObject({ id: expect.stringMatching(/^gal_/), name: "From MCP" });
  expect((await request.get(gallery.review_url)).status()).toBe(200);
  expect((await ok(client, "list_galleries")).galleries.map((g: Json) => g.id)).toEqual([gallery.id]);

  const recipes = (await ok(client, "list_recipes")).recipes;
  expect(recipes.filter((r: Json) => r.catalogue)).toHaveLength(6);
  const skills = (await ok(client, "list_skills")).skills.map((s: Json) => s.slug);
  expect(skills).toEqual(expect.arrayContaining(["grayscale", "resize", "extract-text"]));
  expect(await ok(client, "get_account")).toMatchObject({ plan: "pro", credits: 5 });
  await client.close();
});

test("an unknown option is a tool error naming it, and nothing is charged", async ({ baseURL }) => {
  const key = await newKey(baseURL, "pro", 5);
  const client = await connectMcp({ url: `${baseURL}/api/mcp`, key });
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 255, g: 255, b: 255 } } }).png().toBuffer();
  const uploaded = await ok(client, "upload_file", { name: "blank.png", content_base64: png.toString("base64") });

  const refused = await callTool(client, "run_skill", { skill: "extract-text", job_id: uploaded.id, options: { langauge: "deu" } });
  expect(refused.isError).toBe(true);
  expect(textOf(refused)).toMatch(/^unknown_option: .*langauge/);
  expect((await ok(client, "get_account")).credits).toBe(5);
  await client.close();
});

test("REST and MCP share one bucket: once a plus key spends 60 requests on REST, MCP answers 429 with Retry-After", async ({ request, baseURL }) => {
  const key = await newKey(baseURL, "plus");
  const headers = { Authorization: `Bearer ${key}` };
  const statuses: number[] = [];
  for (let i = 0; i < 60; i++) statuses.push((await request.get("/api/v1/account", { headers })).status());
  expect(statuses.every((s) => s === 200)).toBe(true);

  const refused = await rawMcpPost(`${baseURL}/api/mcp`, { key, body: INITIALIZE });
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(refused.headers.get("ratelimit-remaining")).toBe("0");
  expect(await refused.json()).toMatchObject({ jsonrpc: "2.0", error: { data: { code: "rate_limited" } } });

  await expect(connectMcp({ url: `${baseURL}/api/mcp`, key })).rejects.toThrow(/429|rate limit/i);
});

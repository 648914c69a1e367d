import { execFile, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Worker } from "@/lib/domain/jobs/worker";
import { env, resetEnvForTests } from "@/lib/platform/config/env";
import { serveRoute, type ServedRoute } from "@/test/http-adapter";
import { makeAccount, startWorkers } from "@/test/helpers";

// The README's configuration table is what operators read: it must name every variable the service
// reads, each with the default the code applies. Its quick start's SDK and CLI snippets run as written.

/** Table rows of the "## Configuration" section: each variable named in a row's first cell, with its default cell. */
function configurationRows(): Map<string, string> {
  const readme = fs.readFileSync("README.md", "utf8");
  const start = readme.indexOf("\n## Configuration\n");
  const section = readme.slice(start, readme.indexOf("\n## ", start + 1));
  const rows = new Map<string, string>();
  for (const line of section.split("\n").filter((l) => l.startsWith("| `"))) {
    const [names, defaultCell] = line.split(" | ");
    for (const [, name] of names.matchAll(/`([A-Z0-9_]+)`/g)) rows.set(name, defaultCell);
  }
  return rows;
}

/** What `env()` parses from an empty environment: every variable it reads, at its default. */
function defaultsOfEmptyEnvironment(): Record<string, unknown> {
  const saved = { ...process.env };
  for (const name of Object.keys(process.env)) delete process.env[name];
  resetEnvForTests();
  try {
    const { dataDir: _resolved, ...variables } = env();
    return variables;
  } finally {
    Object.assign(process.env, saved);
    resetEnvForTests();
  }
}

describe("README configuration table", () => {
  const rows = configurationRows();
  const defaults = defaultsOfEmptyEnvironment();

  it("names every variable the service reads", () => {
    expect(Object.keys(defaults).filter((name) => !rows.has(name))).toEqual([]);
  });

  it("gives each variable the default the code applies", () => {
    const given = Object.entries(defaults).filter(([, value]) => (typeof value === "string" || typeof value === "number") && value !== "");
    expect(given.length).toBeGreaterThan(20);
    for (const [name, value] of given) expect(rows.get(name), name).toContain(`\`${value}\``);
  });
});

/** The README's fenced blocks of `lang` in the Quick start, whose text contains `marker`. */
function quickStartBlock(lang: string, marker: string): string {
  const readme = fs.readFileSync("README.md", "utf8");
  const start = readme.indexOf("\n## Quick start\n");
  const section = readme.slice(start, readme.indexOf("\n## ", start + 1));
  const block = [...section.matchAll(new RegExp("```" + lang + "\\n([\\s\\S]*?)```", "g"))].map(([, body]) => body).find((body) => body.includes(marker));
  if (!block) throw new Error(`README's quick start has no \`\`\`${lang} block with ${marker}`);
  return block;
}

/** Answers the few routes the quick start's convert calls reach, with their real handlers. */
async function serveQuickStartRoutes() {
  const { POST: convert } = await import("@/app/api/v1/convert/route");
  const { GET: readJob } = await import("@/app/api/v1/jobs/[id]/route");
  const { GET: readFile } = await import("@/app/api/v1/files/[id]/route");
  const params = (request: Request) => ({ params: Promise.resolve({ id: decodeURIComponent(new URL(request.url).pathname.split("/").pop()!) }) });
  return serveRoute({
    POST: (request) => (new URL(request.url).pathname === "/api/v1/convert" ? convert(request, { params: Promise.resolve({}) }) : new Response(null, { status: 404 })),
    GET: (request) => (new URL(request.url).pathname.startsWith("/api/v1/jobs/") ? readJob(request, params(request)) : readFile(request, params(request))),
  });
}

/** Runs a command without blocking this process, whose event loop answers the command's requests. */
async function runAsync(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<{ status: number; stderr: string }> {
  try {
    const { stderr } = await promisify(execFile)(command, args, { ...options, encoding: "utf8", timeout: 120_000 });
    return { status: 0, stderr };
  } catch (error) {
    const failed = error as { code?: number; stderr?: string; message: string };
    return { status: typeof failed.code === "number" ? failed.code : -1, stderr: failed.stderr || failed.message };
  }
}

describe("README quick start, run as written", () => {
  let dir: string;
  let served: ServedRoute;
  let worker: Worker;
  let variables: NodeJS.ProcessEnv;

  beforeAll(async () => {
    worker = startWorkers(1);
    served = await serveQuickStartRoutes();
    const { key } = await makeAccount();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "darkroom-readme-"));
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#3366aa" } }).jpeg().toFile(path.join(dir, "photo.jpg"));
    // A reader's folder: the SDK installed as its package ships (compiled, with its one dependency), and `npx darkroom` at hand.
    const sdk = path.join(dir, "node_modules", "@darkroom", "sdk");
    fs.mkdirSync(sdk, { recursive: true });
    fs.copyFileSync("packages/sdk/package.json", path.join(sdk, "package.json"));
    const compiled = spawnSync(process.execPath, ["node_modules/typescript/bin/tsc", "-p", "packages/sdk/tsconfig.json", "--outDir", path.join(sdk, "dist")], { encoding: "utf8" });
    expect(compiled.status, compiled.stdout).toBe(0);
    fs.symlinkSync(path.resolve("node_modules/fast-sha256"), path.join(dir, "node_modules", "fast-sha256"));
    fs.mkdirSync(path.join(dir, "node_modules", ".bin"));
    fs.symlinkSync(path.resolve("bin/darkroom.mjs"), path.join(dir, "node_modules", ".bin", "darkroom"));
    // NODE_ENV only because Node's types require it in every environment object.
    variables = { PATH: process.env.PATH ?? "", HOME: dir, NODE_ENV: "test", DARKROOM_API_KEY: key };
  }, 180_000);

  afterAll(async () => {
    await served?.close();
    await worker?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function webpWritten(file: string) {
    expect(await sharp(path.join(dir, file)).metadata()).toMatchObject({ format: "webp", width: 800, height: 533 });
    fs.rmSync(path.join(dir, file));
  }

  it("the SDK snippet converts photo.jpg into photo.webp", async () => {
    fs.writeFileSync(path.join(dir, "convert.mjs"), quickStartBlock("js", "new Darkroom()"));
    const ran = await runAsync(process.execPath, ["convert.mjs"], { cwd: dir, env: { ...variables, DARKROOM_URL: new URL(served.url).origin } });
    expect(ran.status, ran.stderr).toBe(0);
    await webpWritten("photo.webp");
  }, 150_000);

  it("`npx darkroom convert` does the same, and finds the server by PORT alone as the operator commands do", async () => {
    const command = quickStartBlock("sh", "npx darkroom convert").trim();
    const origin = new URL(served.url).origin;
    for (const env of [{ DARKROOM_URL: origin }, { PORT: new URL(served.url).port }]) {
      const ran = await runAsync("bash", ["-c", command], { cwd: dir, env: { ...variables, ...env } });
      expect(ran.status, ran.stderr).toBe(0);
      expect(ran.stderr).toContain("processing on the server");
      await webpWritten("photo.webp");
    }
  }, 300_000);
});

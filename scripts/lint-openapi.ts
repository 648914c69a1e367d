// npm run lint:openapi: the OpenAPI document, built in-process, must pass Redocly's `recommended` rules and
// Spectral's `spectral:oas` with no error and no warning, so client generators get names, tags and
// descriptions for every operation. Both linters run from node_modules and fetch nothing.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildOpenApiDocument } from "@/lib/http/openapi";

const ROOT = path.resolve(import.meta.dirname, "..");
const BIN = path.join(ROOT, "node_modules", ".bin");
// Neither linter may reach the network: no update check, no telemetry.
const QUIET = { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true", NO_UPDATE_NOTIFIER: "1" };

function run(command: string, args: string[]): { status: number; stdout: string; stderr: string } {
  const result = spawnSync(path.join(BIN, command), args, { cwd: ROOT, env: QUIET, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  return { status: result.status ?? 1, stdout: result.stdout, stderr: result.stderr };
}

/** Redocly exits 0 on warnings; its JSON totals count them. */
function redocly(file: string): string[] {
  const { stdout, stderr } = run("redocly", ["lint", file, "--config", path.join(ROOT, "redocly.yaml"), "--format", "json"]);
  const report = JSON.parse(stdout.slice(stdout.indexOf("{"))) as { totals: { errors: number; warnings: number }; problems: { ruleId: string; message: string; location: { pointer: string }[] }[] };
  if (!report.totals) throw new Error(`redocly printed no report: ${stderr}`);
  return report.problems.map((p) => `redocly ${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ""})`);
}

function spectral(file: string): string[] {
  const { stdout, stderr, status } = run("spectral", ["lint", file, "--ruleset", path.join(ROOT, ".spectral.yaml"), "--format", "json", "--fail-severity", "hint", "--quiet"]);
  const start = stdout.indexOf("[");
  if (start < 0) throw new Error(`spectral printed no report (exit ${status}): ${stderr}`);
  const problems = JSON.parse(stdout.slice(start)) as { code: string; message: string; path: string[] }[];
  return problems.map((p) => `spectral ${p.code}: ${p.message} (${p.path.join(".")})`);
}

function main(): void {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "darkroom-openapi-"));
  try {
    const file = path.join(folder, "openapi.json");
    // A server URL neither linter flags (example.com and localhost are placeholders to them).
    fs.writeFileSync(file, JSON.stringify(buildOpenApiDocument("http://127.0.0.1:3000")));
    const problems = [...redocly(file), ...spectral(file)];
    for (const problem of problems) console.error(problem);
    if (problems.length) process.exit(1);
    console.log("OpenAPI document: 0 errors and 0 warnings from Redocly (recommended) and Spectral (spectral:oas).");
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

main();

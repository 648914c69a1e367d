#!/usr/bin/env node
// npm start: build the app when the sources are newer than the last build, then run `next start`.
import fs from "node:fs";
import path from "node:path";
import { spawn, spawnSync } from "node:child_process";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
const buildIdFile = path.join(root, ".next", "BUILD_ID");
const SOURCES = ["app", "components", "lib", "public", "next.config.js", "package-lock.json", "postcss.config.mjs", "instrumentation.ts"];

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

function needsBuild() {
  if (!fs.existsSync(buildIdFile)) return true;
  const builtAt = fs.statSync(buildIdFile).mtimeMs;
  return SOURCES.some((entry) => newestMtime(entry) > builtAt);
}

if (needsBuild()) {
  console.log("[darkroom] building the app (first start or changed sources)…");
  const build = spawnSync(process.execPath, [nextBin, "build"], { cwd: root, stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = process.env.PORT ?? "3000";
const hostname = process.env.HOSTNAME_BIND ?? "0.0.0.0";
const server = spawn(process.execPath, [nextBin, "start", "-p", port, "-H", hostname], {
  cwd: root,
  stdio: "inherit",
  // Next's own SIGTERM/SIGINT handler exits as soon as HTTP is closed; lib/runtime/server-runtime.ts drains jobs first.
  // Two malloc arenas instead of eight per core: threads (libvips, V8's helpers) otherwise each keep freed memory resident.
  env: { MALLOC_ARENA_MAX: "2", ...process.env, NEXT_TELEMETRY_DISABLED: "1", PORT: port, NEXT_MANUAL_SIG_HANDLE: "true" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

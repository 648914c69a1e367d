#!/usr/bin/env node
// npm start: build the app when the sources are newer than the last build, then run the server entry (dist/server.mjs),
// in this process when MALLOC_ARENA_MAX is set (npm start sets it), else as a child with it set.
import fs from "node:fs";
import path from "node:path";
import { spawn, spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
const buildIdFile = path.join(root, ".next", "BUILD_ID");
const serverEntry = path.join(root, "dist", "server.mjs");
// lib/ compiled once for the server entry and Next alike (scripts/build-server.mjs); `npm ci` removes it with node_modules.
const compiledLib = path.join(root, "node_modules", "@darkroom", "lib", "dist");
const SOURCES = ["app", "components", "lib", "public", "next.config.js", "package-lock.json", "postcss.config.mjs", "scripts/build-server.mjs", "scripts/lib-package.mjs"];

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
  if (![buildIdFile, serverEntry, compiledLib].every((file) => fs.existsSync(file))) return true;
  const builtAt = Math.min(...[buildIdFile, serverEntry, compiledLib].map((file) => fs.statSync(file).mtimeMs));
  return SOURCES.some((entry) => newestMtime(entry) > builtAt);
}

function run(args) {
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (needsBuild()) {
  console.log("[darkroom] building the app (first start or changed sources)…");
  run([path.join(root, "scripts", "build-server.mjs")]);
  run([nextBin, "build"]);
}

if (process.env.MALLOC_ARENA_MAX) {
  // glibc reads its arena count once, as a process starts: with it set already (npm start's script, the
  // systemd unit), the server runs in this process, and no launcher holds ~47 MB beside it (npm run bench:skills).
  process.env.NEXT_TELEMETRY_DISABLED = "1";
  process.chdir(root);
  await import(pathToFileURL(serverEntry).href);
} else {
  const server = spawn(process.execPath, [serverEntry], {
    cwd: root,
    stdio: "inherit",
    // Two malloc arenas instead of eight per core: threads (libvips, V8's helpers) otherwise each keep freed memory resident.
    env: { MALLOC_ARENA_MAX: "2", ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  // The server drains on these itself (lib/runtime/server-runtime.ts); this launcher only passes them on and waits.
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
  server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}

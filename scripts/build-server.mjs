#!/usr/bin/env node
// npm run build, before `next build`: the server code of lib/ compiled ONCE as plain JavaScript modules, and the
// two process entries (dist/server.mjs, dist/worker.mjs) that load them. Next's server bundles import the same
// modules as the external package `@darkroom/lib` (next.config.js), so a process holds one copy of each module:
// one ApiError class, one limiter, one database handle, whether a request is answered before Next or by it.
// Usage: build-server.mjs [outdir]   (an outdir holds entries with a lib of their own, for tests of the entries)
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { LIB_PACKAGE_DIR, writeLibPackage } from "./lib-package.mjs";
import { prepareBackgroundModel } from "../lib/domain/skills/local/background-model-file.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const outdir = process.argv[2] ? path.resolve(root, process.argv[2]) : null;
const libDir = outdir ? path.join(outdir, "lib") : path.join(root, LIB_PACKAGE_DIR, "dist");

/** Every server module of lib/ as an entry (lib/client is browser code, bundled by Next), named by its path under lib/. */
function serverModules(dir = "lib", entries = {}) {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (file !== path.join("lib", "client")) serverModules(file, entries);
    } else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) {
      entries[file.slice("lib/".length).replace(/\.tsx?$/, "")] = file;
    }
  }
  return entries;
}

fs.rmSync(libDir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: serverModules(),
  outdir: libDir,
  bundle: true,
  // Code shared by several entries lives in one chunk that they all import: each module's state exists once.
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  platform: "node",
  format: "esm",
  target: "node20.19",
  packages: "external",
  // What Next's server build does: "server-only" is the empty module on the server side (its default export throws).
  alias: { "server-only": "./node_modules/server-only/empty.js" },
  outExtension: { ".js": ".mjs" },
  // An ES module has no `require`; the code loads an optional package (ioredis) with it.
  banner: { js: 'import { createRequire as __createRequire } from "node:module";\nconst require = __createRequire(import.meta.url);' },
  logLevel: "warning",
});

const entriesDir = outdir ?? path.join(root, "dist");
const libSpecifier = (name) => (outdir ? `./lib/runtime/${name}.mjs` : `@darkroom/lib/runtime/${name}`);
fs.mkdirSync(entriesDir, { recursive: true });
for (const name of ["server", "worker"]) {
  fs.writeFileSync(path.join(entriesDir, `${name}.mjs`), `// Written by scripts/build-server.mjs.\nimport ${JSON.stringify(libSpecifier(`${name}-main`))};\n`);
}
if (!outdir) writeLibPackage(root);
// The background remover's model, built for this machine's CPU once here instead of at the model process's first start.
if (!outdir) await prepareBackgroundModel(root);

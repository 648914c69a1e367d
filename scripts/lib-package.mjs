#!/usr/bin/env node
// The package `@darkroom/lib` in node_modules: lib/'s server modules as the server entries and Next's server
// bundles both load them (scripts/build-server.mjs compiles them into its dist/). Types come from the sources
// through the `src` link, so `tsc` and editors resolve `@darkroom/lib/...` before anything is built.
// Run by npm's postinstall (node_modules is made anew by `npm ci`) and by every build.
import fs from "node:fs";
import path from "node:path";

export const LIB_PACKAGE_DIR = path.join("node_modules", "@darkroom", "lib");

export function writeLibPackage(root, { development = false } = {}) {
  const dir = path.join(root, LIB_PACKAGE_DIR);
  fs.mkdirSync(dir, { recursive: true });
  const manifest = {
    name: "@darkroom/lib",
    private: true,
    type: "module",
    description: "Darkroom's lib/ as one set of modules per process; written by scripts/lib-package.mjs, never edit.",
    // `npm run dev` (tsx) loads the sources, as the entry does, so even there one copy runs. Only then: `next build`'s
    // tracing of external packages honours `development` too and would trace (and warn about) every source file.
    exports: { "./*": { types: "./src/*.ts", ...(development ? { development: "./src/*.ts" } : {}), default: "./dist/*.mjs" } },
  };
  fs.writeFileSync(path.join(dir, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  // A link, not a copy: a real folder inside node_modules is what Next accepts as an external package, and only dist/ is loaded at run time.
  const link = path.join(dir, "src");
  fs.rmSync(link, { force: true, recursive: true });
  fs.symlinkSync(path.relative(dir, path.join(root, "lib")), link, "dir");
}

if (import.meta.url === `file://${process.argv[1]}`) writeLibPackage(path.resolve(path.dirname(new URL(import.meta.url).pathname), ".."), { development: process.argv.includes("--dev") });

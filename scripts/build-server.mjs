#!/usr/bin/env node
// npm run build, after `next build`: the two process entries as plain JavaScript in dist/ (server.mjs,
// worker.mjs), `@/` paths resolved, packages left to node_modules. Usage: build-server.mjs [outdir]
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

await build({
  absWorkingDir: root,
  entryPoints: { server: "lib/runtime/server-main.ts", worker: "lib/runtime/worker-main.ts" },
  outdir: path.resolve(root, process.argv[2] ?? "dist"),
  bundle: true,
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

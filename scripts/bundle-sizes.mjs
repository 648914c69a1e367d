#!/usr/bin/env node
// npm run size — first-load JavaScript per page route of the last `next build`, gzipped, as a
// Markdown table; fails when a route is over the budget. Next 16 no longer prints these sizes.
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET_BYTES = 200 * 1024;
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const statsFile = path.join(root, ".next", "diagnostics", "route-bundle-stats.json");

if (!fs.existsSync(statsFile)) {
  console.error("bundle-sizes: no build found; run `npm run build` (or `npm start`) first.");
  process.exit(1);
}

const gzippedSize = new Map();
function gzipped(chunk) {
  if (!gzippedSize.has(chunk)) gzippedSize.set(chunk, gzipSync(fs.readFileSync(path.join(root, chunk)), { level: 9 }).length);
  return gzippedSize.get(chunk);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const routes = JSON.parse(fs.readFileSync(statsFile, "utf8"))
  .filter(({ route }) => !route.startsWith("/_"))
  .map(({ route, firstLoadUncompressedJsBytes, firstLoadChunkPaths }) => ({
    route,
    raw: firstLoadUncompressedJsBytes,
    gzip: firstLoadChunkPaths.reduce((sum, chunk) => sum + gzipped(chunk), 0),
  }))
  .sort((a, b) => a.route.localeCompare(b.route));

console.log("| route | first-load JS | gzipped |");
console.log("|---|---|---|");
for (const { route, raw, gzip } of routes) console.log(`| \`${route}\` | ${kb(raw)} | ${kb(gzip)} |`);

const over = routes.filter(({ gzip }) => gzip > BUDGET_BYTES);
if (over.length > 0) {
  console.error(`bundle-sizes: over the ${kb(BUDGET_BYTES)} gzipped budget: ${over.map(({ route }) => route).join(", ")}`);
  process.exit(1);
}

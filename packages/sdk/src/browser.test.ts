import { builtinModules } from "node:module";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SRC = import.meta.dirname;
/** import/export … from "x", import("x"), and side-effect imports, with `import type` (erased at build) left out. */
const SPECIFIER = /(?:^|[;\n])\s*(?:import(?!\s+type\b)[^"'`;]*?from\s*|export(?!\s+type\b)[^"'`;]*?from\s*|import\s*\(\s*|import\s+)["'`]([^"'`]+)["'`]/g;

/** Every module the entry loads at run time, by relative import, with what each imports. */
function graph(entry: string, seen = new Map<string, string[]>()): Map<string, string[]> {
  if (seen.has(entry)) return seen;
  const code = fs.readFileSync(entry, "utf8").replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  const specifiers = [...code.matchAll(SPECIFIER)].map((match) => match[1]);
  seen.set(entry, specifiers);
  for (const specifier of specifiers.filter((s) => s.startsWith("."))) graph(path.resolve(path.dirname(entry), specifier.replace(/\.js$/, ".ts")), seen);
  return seen;
}

describe("@darkroom/sdk/browser", () => {
  it("loads no Node built-in and no package, through any of its modules", () => {
    const modules = graph(path.join(SRC, "browser.ts"));
    expect([...modules.keys()].map((file) => path.basename(file)).sort()).toEqual(["browser.ts", "errors.ts", "http.ts", "tus.ts", "upload-with-token.ts"]);
    const builtins = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);
    for (const [file, specifiers] of modules) {
      for (const specifier of specifiers) {
        expect(specifier.startsWith("node:") || builtins.has(specifier.split("/")[0]), `${path.basename(file)} imports ${specifier}`).toBe(false);
        expect(specifier.startsWith("."), `${path.basename(file)} imports the package ${specifier}`).toBe(true);
      }
    }
  });

  it("is an entry of the package, built beside the main one", () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(SRC, "..", "package.json"), "utf8"));
    expect(manifest.exports["./browser"]).toEqual({ types: "./dist/browser.d.ts", default: "./dist/browser.js" });
  });
});

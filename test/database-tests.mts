import fs from "node:fs";
import path from "node:path";

/** Folders that hold no unit tests (or no sources a test imports), never walked. */
const SKIPPED_DIRS = new Set(["node_modules", "e2e", "data", "coverage", "test-results", "playwright-report", "e2e-artifacts"]);
const SOURCE_FILE = /\.(ts|tsx|mts|mjs|js)$/;
const TEST_FILE = /\.test\.ts$/;
const EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".mjs", ".js", "/index.ts", "/index.tsx"];
// Static and dynamic imports and re-exports; `import type` and `export type` load nothing and are left out.
const IMPORT = /(?:^|[;\s])(?:import|export)(?!\s+type\s)[^;"'`]*?\sfrom\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)|(?:^|[;\s])import\s*["']([^"']+)["']/g;
// The module that opens the embedded database wherever it lives (lib/db/client.ts, later lib/platform/db/).
const OPENS_DATABASE = /\bPGlite\.create\(/;
// A database test that replaces a module: it needs a process of its own (vitest.config.mts, project db-mocks).
const MOCKS_MODULE = /\bvi\.(mock|doMock)\(/;

function walk(root: string, dir = root, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".") || SKIPPED_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(root, full, out);
    else if (SOURCE_FILE.test(entry.name)) out.push(full);
  }
  return out;
}

function resolveImport(root: string, from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (fs.statSync(candidate, { throwIfNoEntry: false })?.isFile()) return candidate;
  }
  return undefined;
}

/**
 * Splits the unit test files by their import graph: a file is a database test when anything it
 * imports, directly or through other modules, opens the database (`dbMocks` when it also vi.mocks a module). The rest (media, parsers, config,
 * clients) runs the same on every database, so CI's PostgreSQL pass leaves it out. test/setup.ts
 * fails a file of the other list that opens the database anyway (an import this scan cannot see).
 */
export function splitTestFiles(root: string): { db: string[]; dbMocks: string[]; unit: string[] } {
  const sources = walk(root);
  const texts = new Map(sources.map((file) => [file, fs.readFileSync(file, "utf8")]));
  const openers = sources.filter((file) => !TEST_FILE.test(file) && OPENS_DATABASE.test(texts.get(file)!));
  if (openers.length === 0) throw new Error("test/database-tests.mts: no module opens the database (PGlite.create); update OPENS_DATABASE");

  const importsOf = new Map<string, string[]>();
  const imports = (file: string): string[] => {
    let found = importsOf.get(file);
    if (!found) {
      const text = texts.get(file) ?? "";
      found = [...text.matchAll(IMPORT)].flatMap((m) => resolveImport(root, file, m[1] ?? m[2] ?? m[3]) ?? []);
      importsOf.set(file, found);
    }
    return found;
  };
  const opensDatabase = new Set(openers);
  const reachesDatabase = (start: string): boolean => {
    const seen = new Set<string>([start]);
    const stack = [start];
    while (stack.length > 0) {
      const file = stack.pop()!;
      if (opensDatabase.has(file)) return true;
      for (const next of imports(file)) {
        if (!seen.has(next)) {
          seen.add(next);
          stack.push(next);
        }
      }
    }
    return false;
  };

  const split = { db: [] as string[], dbMocks: [] as string[], unit: [] as string[] };
  // A package's own suite runs against a built server (npm run test:sdk), not here.
  const ownSuite = (file: string) => /^packages\/[^/]+\/(test|dist)\//.test(path.relative(root, file));
  for (const file of sources.filter((f) => TEST_FILE.test(f) && !ownSuite(f))) {
    const project = !reachesDatabase(file) ? "unit" : MOCKS_MODULE.test(texts.get(file)!) ? "dbMocks" : "db";
    split[project].push(path.relative(root, file));
  }
  return split;
}

import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// One copy of each module per process: Next's server bundles load lib/'s server modules as the external
// package `@darkroom/lib` (next.config.js), which is what the server entry runs (scripts/build-server.mjs).
// A server file of app/, or a component marked `server-only`, that imported `@/lib/...` instead would make Next
// bundle a second copy, with its own classes and module state beside the entry's.

const root = path.resolve(__dirname, "..");
const SERVER_LIB = /(?:from |import )"@\/lib\/(?!client\/)[^"]+"/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const isClientModule = (text: string) => /^\s*["']use client["']/m.test(text);
const isServerOnly = (text: string) => /^import ["']server-only["'];/m.test(text);

function bundledCopies(files: string[], isServerFile: (text: string) => boolean): string[] {
  return files.flatMap((file) => {
    const text = fs.readFileSync(path.join(root, file), "utf8");
    return isServerFile(text) ? (text.match(SERVER_LIB) ?? []).map((line) => `${file}: ${line}`) : [];
  });
}

describe("one module graph", () => {
  it("app/'s server files import lib/'s server modules as @darkroom/lib, never as a bundled copy", () => {
    expect(bundledCopies(sourceFiles("app"), (text) => !isClientModule(text))).toEqual([]);
  });

  it("server-only components (the docs page's) import lib/'s server modules as @darkroom/lib too", () => {
    const serverOnly = sourceFiles("components").filter((file) => isServerOnly(fs.readFileSync(path.join(root, file), "utf8")));
    expect(serverOnly.length).toBeGreaterThan(0);
    expect(bundledCopies(serverOnly, () => true)).toEqual([]);
  });

  it("lib/ imports itself by path, never through the package it is compiled into", () => {
    const offenders = sourceFiles("lib").filter((file) => fs.readFileSync(path.join(root, file), "utf8").includes('"@darkroom/lib'));
    expect(offenders).toEqual([]);
  });

  it("next.config.js keeps @darkroom/lib external, so Next loads the compiled modules instead of bundling them", async () => {
    const config = (await import(path.join(root, "next.config.js"))).default as { serverExternalPackages: string[] };
    expect(config.serverExternalPackages).toContain("@darkroom/lib");
  });
});

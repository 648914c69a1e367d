import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { env, resetEnvForTests } from "@/lib/platform/config/env";

// The README's configuration table is what operators read: it must name every variable the service
// reads, each with the default the code applies.

/** Table rows of the "## Configuration" section: each variable named in a row's first cell, with its default cell. */
function configurationRows(): Map<string, string> {
  const readme = fs.readFileSync("README.md", "utf8");
  const start = readme.indexOf("\n## Configuration\n");
  const section = readme.slice(start, readme.indexOf("\n## ", start + 1));
  const rows = new Map<string, string>();
  for (const line of section.split("\n").filter((l) => l.startsWith("| `"))) {
    const [names, defaultCell] = line.split(" | ");
    for (const [, name] of names.matchAll(/`([A-Z0-9_]+)`/g)) rows.set(name, defaultCell);
  }
  return rows;
}

/** What `env()` parses from an empty environment: every variable it reads, at its default. */
function defaultsOfEmptyEnvironment(): Record<string, unknown> {
  const saved = { ...process.env };
  for (const name of Object.keys(process.env)) delete process.env[name];
  resetEnvForTests();
  try {
    const { dataDir: _resolved, ...variables } = env();
    return variables;
  } finally {
    Object.assign(process.env, saved);
    resetEnvForTests();
  }
}

describe("README configuration table", () => {
  const rows = configurationRows();
  const defaults = defaultsOfEmptyEnvironment();

  it("names every variable the service reads", () => {
    expect(Object.keys(defaults).filter((name) => !rows.has(name))).toEqual([]);
  });

  it("gives each variable the default the code applies", () => {
    const given = Object.entries(defaults).filter(([, value]) => (typeof value === "string" || typeof value === "number") && value !== "");
    expect(given.length).toBeGreaterThan(20);
    for (const [name, value] of given) expect(rows.get(name), name).toContain(`\`${value}\``);
  });
});

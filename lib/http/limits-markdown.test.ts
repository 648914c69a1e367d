import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { describeLimitValue, limitsMarkdown } from "./limits-markdown";

describe("docs/limits.md", () => {
  it("is what `npm run docs:limits` writes from the table (run it after changing a limit)", () => {
    const committed = fs.readFileSync(path.resolve(import.meta.dirname, "../../docs/limits.md"), "utf8");
    expect(committed).toBe(limitsMarkdown());
  });

  it("lists every limit with its variable or as fixed, and every plan", () => {
    const markdown = limitsMarkdown();
    expect(markdown).toContain("| `uploadBytes` | 2 GiB | `MAX_UPLOAD_BYTES` |");
    expect(markdown).toContain("| `commentChars` | 2,000 characters | fixed |");
    expect(markdown).toMatch(/\| Business \| yes \| 1,000 \| 1 TiB \| 1,000 \|/);
  });
});

describe("describeLimitValue", () => {
  it.each([
    [{ value: 2 * 1024 ** 3, unit: "bytes" }, "2 GiB"],
    [{ value: 600, unit: "seconds" }, "10 min"],
    [{ value: 3600, unit: "seconds" }, "1 h"],
    [{ value: 150, unit: "seconds" }, "150 s"],
    [{ value: 168, unit: "hours" }, "168 h"],
    [{ value: 1, unit: "days" }, "1 day"],
    [{ value: 50_000_000, unit: "pixels" }, "50,000,000 pixels"],
    [{ value: 500, unit: "items" }, "500"],
    [{ value: 10, unit: "items", windowSeconds: 900 }, "10 per 15 min"],
    [{ value: 600, unit: "items", windowSeconds: 60 }, "600 per minute"],
  ] as const)("%o reads %s", (limit, text) => {
    expect(describeLimitValue(limit)).toBe(text);
  });
});

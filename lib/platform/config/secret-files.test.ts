import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ensurePrivateDir, readOrCreateSecret } from "./secret-files";

const dirs: string[] = [];
const scratch = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "darkroom-secrets-"));
  dirs.push(dir);
  return dir;
};
const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

afterEach(() => {
  for (const dir of dirs.splice(0)) {
    fs.chmodSync(dir, 0o700);
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

describe("readOrCreateSecret", () => {
  it("creates a missing secret 0600 in a new 0700 folder, then reads the same one back", () => {
    const file = path.join(scratch(), "data", "secret");
    const made = readOrCreateSecret(file, () => "s".repeat(40));
    expect(made).toBe("s".repeat(40));
    expect(modeOf(file)).toBe(0o600);
    expect(modeOf(path.dirname(file))).toBe(0o700);
    expect(readOrCreateSecret(file, () => "other".repeat(10))).toBe(made);
  });

  it.each([
    ["empty", "", /is empty/],
    ["whitespace only", "  \n", /is empty/],
    ["31 characters", "x".repeat(31), /shorter than 32 characters/],
  ])("refuses a %s file, naming it, and keeps it as it is", (_, content, reason) => {
    const file = path.join(scratch(), "admin-token");
    fs.writeFileSync(file, content, { mode: 0o600 });
    expect(() => readOrCreateSecret(file, () => "n".repeat(40))).toThrow(reason);
    expect(() => readOrCreateSecret(file, () => "n".repeat(40))).toThrow(file);
    expect(fs.readFileSync(file, "utf8")).toBe(content);
  });

  it("refuses a path it cannot read (a folder in the file's place), naming it", () => {
    const file = path.join(scratch(), "secret");
    fs.mkdirSync(file);
    expect(() => readOrCreateSecret(file, () => "n".repeat(40))).toThrow(`cannot read ${file} (EISDIR)`);
  });
});

describe("ensurePrivateDir", () => {
  it("makes an existing world-readable folder 0700", () => {
    const dir = scratch();
    fs.chmodSync(dir, 0o755);
    ensurePrivateDir(dir);
    expect(modeOf(dir)).toBe(0o700);
  });
});

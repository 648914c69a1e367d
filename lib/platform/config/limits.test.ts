import { afterEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "./env";
import { LIMITS } from "./limits";
import { limitsInEffect } from "./limits-in-effect";

const settable = Object.values(LIMITS).flatMap((limit) => ("env" in limit ? [limit.env] : []));

afterEach(() => {
  for (const name of settable) delete process.env[name];
  resetEnvForTests();
});

describe("the table of limits", () => {
  it("lists each limit once, each with a description and a positive value", () => {
    for (const name of settable) delete process.env[name];
    resetEnvForTests();
    const rows = limitsInEffect();
    expect(rows.length).toBe(Object.keys(LIMITS).length);
    for (const row of rows) {
      expect(row.value, row.name).toBeGreaterThan(0);
      expect(row.description.length, row.name).toBeGreaterThan(10);
    }
    expect(new Set(settable).size).toBe(settable.length);
  });

  it("gives each operator-settable limit the table's value as its default", () => {
    for (const name of settable) delete process.env[name];
    resetEnvForTests();
    for (const row of limitsInEffect()) expect(row.value, row.name).toBe(LIMITS[row.name].value);
  });

  it("reads an operator-settable limit from its variable, and leaves the fixed ones alone", () => {
    process.env.MAX_UPLOAD_BYTES = "1048576";
    process.env.MEDIA_TIMEOUT_SECONDS = "42";
    resetEnvForTests();
    const rows = Object.fromEntries(limitsInEffect().map((row) => [row.name, row]));
    expect(rows.uploadBytes).toMatchObject({ value: 1_048_576, env: "MAX_UPLOAD_BYTES", unit: "bytes" });
    expect(rows.mediaTimeoutSeconds.value).toBe(42);
    expect(rows.commentChars).toMatchObject({ value: 2000, unit: "characters" });
    expect(rows.commentChars.env).toBeUndefined();
  });
});

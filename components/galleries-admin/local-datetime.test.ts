import { describe, expect, it } from "vitest";
import { isoToLocalInput, localInputToIso } from "./local-datetime";

describe("datetime-local conversion", () => {
  it("round-trips a minute-precise time through the input's local form", () => {
    const iso = "2026-11-30T14:05:00.000Z";
    const local = isoToLocalInput(iso);
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(localInputToIso(local)).toBe(iso);
  });

  it("treats empty as no expiry and rejects garbage as no expiry", () => {
    expect(isoToLocalInput(null)).toBe("");
    expect(localInputToIso("")).toBeNull();
    expect(localInputToIso("not a date")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { safeNextPath, signInPath } from "./sign-in-path";

describe("safeNextPath", () => {
  it.each([
    ["/keys", "/keys"],
    ["/vault?sort=size#top", "/vault?sort=size#top"],
    [["/keys", "/vault"], "/keys"],
  ])("keeps the same-origin path %j", (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });

  it.each([undefined, "", "keys", "https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)", "/ok\n//evil", []])(
    "falls back to / for %j",
    (raw) => {
      expect(safeNextPath(raw)).toBe("/");
    },
  );
});

describe("signInPath", () => {
  it("carries the path to return to, encoded", () => {
    expect(signInPath("/keys?tab=new")).toBe("/signin?next=%2Fkeys%3Ftab%3Dnew");
  });

  it("leaves next out for the home page", () => {
    expect(signInPath("/")).toBe("/signin");
  });

  it("round-trips through safeNextPath", () => {
    const next = new URL(signInPath("/galleries/gal_1?x=1"), "http://localhost").searchParams.get("next") ?? undefined;
    expect(safeNextPath(next)).toBe("/galleries/gal_1?x=1");
  });
});

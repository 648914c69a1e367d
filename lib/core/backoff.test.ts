import { describe, expect, it } from "vitest";
import { backoffDelayMs, pinBackoffForTests } from "./backoff";

const base = { baseMs: 100, maxMs: 10_000 };

describe("backoffDelayMs", () => {
  it("draws a whole number of milliseconds between 0 and the ceiling, base · 2^attempt", () => {
    for (let attempt = 0; attempt < 7; attempt++) {
      const ceiling = 100 * 2 ** attempt;
      for (let i = 0; i < 200; i++) {
        const delay = backoffDelayMs({ attempt, ...base });
        expect(Number.isInteger(delay)).toBe(true);
        expect(delay).toBeGreaterThanOrEqual(0);
        expect(delay).toBeLessThan(ceiling);
      }
    }
  });

  it("doubles the ceiling with each attempt", () => {
    const top = (attempt: number) => backoffDelayMs({ attempt, ...base, random: () => 0.999999 });
    expect([0, 1, 2, 3, 4].map(top)).toEqual([99, 199, 399, 799, 1599]);
  });

  it("never waits longer than maxMs, however many attempts (no overflow past 2^1023)", () => {
    for (const attempt of [7, 8, 20, 1100]) expect(backoffDelayMs({ attempt, ...base, random: () => 0.999999 })).toBe(9999);
  });

  it("is the injected random's share of the ceiling: the same draws give the same waits", () => {
    expect(backoffDelayMs({ attempt: 3, ...base, random: () => 0 })).toBe(0);
    expect(backoffDelayMs({ attempt: 3, ...base, random: () => 0.5 })).toBe(400);
    const draws = [0.1, 0.7, 0.3];
    const run = () => draws.map((r, attempt) => backoffDelayMs({ attempt, ...base, random: () => r }));
    expect(run()).toEqual([10, 140, 120]);
    expect(run()).toEqual(run());
  });

  it("treats a negative attempt as the first", () => {
    expect(backoffDelayMs({ attempt: -2, ...base, random: () => 0.5 })).toBe(50);
  });

  it("spreads waits over the whole range (mean near half the ceiling)", () => {
    const draws = Array.from({ length: 4000 }, () => backoffDelayMs({ attempt: 4, ...base }));
    const mean = draws.reduce((a, b) => a + b, 0) / draws.length;
    expect(mean).toBeGreaterThan(1600 * 0.45);
    expect(mean).toBeLessThan(1600 * 0.55);
  });
});

describe("pinBackoffForTests", () => {
  it("makes every draw without its own random the pinned one, until unpinned", () => {
    pinBackoffForTests(() => 0.5);
    try {
      expect(backoffDelayMs({ attempt: 2, ...base })).toBe(200);
      expect(backoffDelayMs({ attempt: 2, ...base, random: () => 0 })).toBe(0);
    } finally {
      pinBackoffForTests();
    }
    expect(new Set(Array.from({ length: 50 }, () => backoffDelayMs({ attempt: 2, ...base }))).size).toBeGreaterThan(1);
  });
});

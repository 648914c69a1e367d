import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/core/errors";
import { parseAspect, planResize } from "./geometry";

const source = { sourceWidth: 4000, sourceHeight: 3000 };

describe("planResize", () => {
  it("keeps the source size when nothing is asked", () => {
    expect(planResize(source)).toEqual({ width: 4000, height: 3000, crop: false });
    expect(planResize({ ...source, aspect: "original" })).toEqual({ width: 4000, height: 3000, crop: false });
  });

  it("scales by one side and keeps proportions", () => {
    expect(planResize({ ...source, width: 800 })).toEqual({ width: 800, height: 600, crop: false });
    expect(planResize({ ...source, height: 300 })).toEqual({ width: 400, height: 300, crop: false });
  });

  it("covers exactly W×H when both sides are given, ignoring aspect", () => {
    expect(planResize({ ...source, width: 500, height: 500 })).toEqual({ width: 500, height: 500, crop: true });
    expect(planResize({ ...source, width: 640, height: 360, aspect: "1:1" })).toEqual({ width: 640, height: 360, crop: true });
  });

  it("centre-crops to an aspect, then scales the crop", () => {
    expect(planResize({ ...source, aspect: "1:1" })).toEqual({ width: 3000, height: 3000, crop: true });
    expect(planResize({ ...source, aspect: "16:9" })).toEqual({ width: 4000, height: 2250, crop: true });
    expect(planResize({ ...source, aspect: "16:9", width: 1600 })).toEqual({ width: 1600, height: 900, crop: true });
    expect(planResize({ ...source, aspect: "9:16", height: 1600 })).toEqual({ width: 900, height: 1600, crop: true });
  });

  it("never enlarges but keeps the requested proportions", () => {
    expect(planResize({ ...source, width: 8000 })).toEqual({ width: 4000, height: 3000, crop: false });
    expect(planResize({ ...source, width: 6000, height: 6000 })).toEqual({ width: 3000, height: 3000, crop: true });
    expect(planResize({ sourceWidth: 10, sourceHeight: 10, width: 20, height: 10 })).toEqual({ width: 10, height: 5, crop: true });
  });

  it("rounds to even sides for video", () => {
    expect(planResize({ sourceWidth: 1280, sourceHeight: 720, width: 641, even: true })).toEqual({ width: 642, height: 360, crop: false });
    expect(planResize({ sourceWidth: 321, sourceHeight: 241, even: true })).toEqual({ width: 320, height: 240, crop: false });
    expect(planResize({ sourceWidth: 1, sourceHeight: 1, even: true })).toEqual({ width: 2, height: 2, crop: false });
  });

  it("never returns a zero side", () => {
    expect(planResize({ sourceWidth: 10000, sourceHeight: 10, width: 100 })).toEqual({ width: 100, height: 1, crop: false });
  });

  it.each([{ width: 0 }, { width: -5 }, { height: 1.5 }, { width: 1e9 }])("refuses %o with invalid_option", (ask) => {
    expect(() => planResize({ ...source, ...ask })).toThrow(expect.objectContaining({ code: "invalid_option" }));
  });
});

describe("parseAspect", () => {
  it("reads W:H, including decimals", () => {
    expect(parseAspect("16:9")).toBeCloseTo(16 / 9);
    expect(parseAspect("1.91:1")).toBeCloseTo(1.91);
    expect(parseAspect("original")).toBeNull();
    expect(parseAspect(undefined)).toBeNull();
  });

  it.each(["16x9", "0:1", "1:0", "-1:1", "abc", "", "1000:1", "16:9:1"])("refuses %j", (value) => {
    try {
      parseAspect(value);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).code).toBe("invalid_option");
      expect((error as ApiError).status).toBe(400);
    }
  });
});

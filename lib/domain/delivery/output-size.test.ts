import { afterEach, describe, expect, it } from "vitest";
import { isApiError } from "@/lib/core/errors";
import { resetEnvForTests } from "@/lib/platform/config/env";
import { assertOutputFits, outputPixels } from "./output-size";

afterEach(() => {
  delete process.env.DELIVERY_MAX_OUTPUT_PIXELS;
  resetEnvForTests();
});

describe("outputPixels", () => {
  const photo = { width: 8000, height: 6000 };
  it("reckons the output as sharp makes it: never enlarged, cover cropped, contain padded, either orientation", () => {
    expect(outputPixels(photo, {})).toBe(48_000_000);
    expect(outputPixels(photo, { format: "avif" })).toBe(48_000_000);
    expect(outputPixels(photo, { width: 4000 })).toBe(4000 * 5333); // turned by its orientation: 6000 wide, 8000 high
    expect(outputPixels(photo, { width: 9000 })).toBe(48_000_000);
    expect(outputPixels(photo, { width: 5000, height: 5000 })).toBe(25_000_000);
    expect(outputPixels(photo, { width: 5000, height: 5000, fit: "inside" })).toBe(5000 * 3750);
    expect(outputPixels({ width: 100, height: 80 }, { width: 400, height: 300, fit: "contain" })).toBe(120_000);
    expect(outputPixels({ width: 100, height: 80 }, { width: 50, height: 300 })).toBe(50 * 100);
  });

  it("answers null for an original of unknown size, unless the transform names both sides", () => {
    expect(outputPixels({ width: null, height: null }, { width: 100 })).toBeNull();
    expect(outputPixels({ width: null, height: null }, { width: 100, height: 50 })).toBe(5000);
  });
});

describe("assertOutputFits", () => {
  it("refuses past DELIVERY_MAX_OUTPUT_PIXELS with 422 output_too_large, and lets the limit itself pass", () => {
    process.env.DELIVERY_MAX_OUTPUT_PIXELS = "25000000";
    resetEnvForTests();
    expect(assertOutputFits({ width: 8000, height: 6000 }, { width: 5000, height: 5000 })).toBe(25_000_000);
    const refused = (() => {
      try {
        assertOutputFits({ width: 8000, height: 6000 }, { format: "webp" });
      } catch (error) {
        return error;
      }
    })();
    expect(isApiError(refused) && [refused.status, refused.code]).toEqual([422, "output_too_large"]);
  });
});

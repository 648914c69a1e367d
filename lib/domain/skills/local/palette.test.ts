import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/core/errors";
import { extractPalette } from "./palette";
import { scratchPath, svgOf, writeSvg } from "../../../../test/fixtures/images";

describe("extractPalette", () => {
  it("finds 70% red and 30% blue, most common first, and no invented colours", async () => {
    const inputPath = await writeSvg({
      name: "red-blue.png",
      svg: svgOf({ width: 1000, height: 400, body: `<rect width="700" height="400" fill="#e01010"/><rect x="700" width="300" height="400" fill="#1030d0"/>` }),
    });
    const { data } = await extractPalette({ inputPath, options: { count: 5 } });
    expect(data.colors).toHaveLength(2);
    const [red, blue] = data.colors;
    expect(red).toMatchObject({ hex: "#e01010", rgb: [224, 16, 16] });
    expect(red.fraction).toBeCloseTo(0.7, 1);
    expect(blue.hex).toBe("#1030d0");
    expect(blue.fraction).toBeCloseTo(0.3, 1);
  });

  it("returns at most `count` colours that add up to the whole image", async () => {
    const inputPath = await writeSvg({
      name: "four.png",
      svg: svgOf({
        width: 200,
        height: 200,
        body: `<rect width="100" height="100" fill="#ff0000"/><rect x="100" width="100" height="100" fill="#00ff00"/><rect y="100" width="100" height="100" fill="#0000ff"/><rect x="100" y="100" width="100" height="100" fill="#ffff00"/>`,
      }),
    });
    const four = await extractPalette({ inputPath, options: { count: 4 } });
    expect(four.data.colors.map((c) => c.hex).sort()).toEqual(["#0000ff", "#00ff00", "#ff0000", "#ffff00"]);
    for (const color of four.data.colors) expect(color.fraction).toBeCloseTo(0.25, 2);

    const three = await extractPalette({ inputPath, options: { count: 3 } });
    expect(three.data.colors).toHaveLength(3);
    expect(three.data.colors.reduce((sum, c) => sum + c.fraction, 0)).toBeCloseTo(1, 3);
  });

  it("ignores transparent pixels", async () => {
    const inputPath = await writeSvg({ name: "half-clear.png", svg: svgOf({ width: 100, height: 100, body: `<rect width="40" height="100" fill="#22aa44"/>` }) });
    const { data } = await extractPalette({ inputPath });
    expect(data.colors).toEqual([{ hex: "#22aa44", rgb: [34, 170, 68], fraction: 1 }]);
  });

  it("reads 16-bit PNGs as 8-bit colours", async () => {
    const inputPath = scratchPath("deep.png");
    await sharp({ create: { width: 20, height: 10, channels: 3, background: "#e01010" } }).toColourspace("rgb16").png().toFile(inputPath);
    expect((await sharp(inputPath).metadata()).depth).toBe("ushort");
    const { data } = await extractPalette({ inputPath });
    expect(data.colors).toEqual([{ hex: "#e01010", rgb: [224, 16, 16], fraction: 1 }]);
  });

  it("keeps count within 1–12", async () => {
    const inputPath = await writeSvg({ name: "one.png", svg: svgOf({ width: 10, height: 10, body: `<rect width="10" height="10" fill="#fff"/>` }) });
    await expect(extractPalette({ inputPath, options: { count: 13 } })).rejects.toBeInstanceOf(ApiError);
    await expect(extractPalette({ inputPath, options: { count: 0 } })).rejects.toMatchObject({ code: "invalid_option" });
  });
});

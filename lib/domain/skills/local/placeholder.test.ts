import sharp from "sharp";
import { thumbHashToApproximateAspectRatio, thumbHashToAverageRGBA, thumbHashToRGBA } from "thumbhash";
import { describe, expect, it } from "vitest";
import { createPlaceholder } from "./placeholder";
import { svgOf, writeSvg } from "../../../../test/fixtures/images";

describe("createPlaceholder", () => {
  it("encodes a ThumbHash whose average colour and aspect ratio match the image", async () => {
    const inputPath = await writeSvg({
      name: "halves.jpg",
      svg: svgOf({ width: 640, height: 320, body: `<rect width="320" height="320" fill="#f08020"/><rect x="320" width="320" height="320" fill="#208080"/>` }),
    });
    const result = await createPlaceholder({ inputPath });
    expect(result.text).toBe(result.data.thumbhash);
    expect(result.data).toMatchObject({ width: 640, height: 320 });

    const hash = Buffer.from(result.text, "base64");
    expect(hash.length).toBeGreaterThan(5);
    expect(hash.length).toBeLessThan(40);
    const average = thumbHashToAverageRGBA(hash);
    expect(average.r * 255).toBeCloseTo((0xf0 + 0x20) / 2, -1);
    expect(average.g * 255).toBeCloseTo((0x80 + 0x80) / 2, -1);
    expect(average.b * 255).toBeCloseTo((0x20 + 0x80) / 2, -1);
    expect(thumbHashToApproximateAspectRatio(hash)).toBeCloseTo(2, 0);

    // The decoded preview is orange on the left and teal on the right.
    const decoded = thumbHashToRGBA(hash);
    const left = decoded.rgba.subarray(((decoded.h >> 1) * decoded.w + 2) * 4);
    const right = decoded.rgba.subarray(((decoded.h >> 1) * decoded.w + decoded.w - 3) * 4);
    expect(left[0]).toBeGreaterThan(left[2]);
    expect(right[2]).toBeGreaterThan(right[0]);
  });

  it("returns a PNG data URL unless told not to", async () => {
    const inputPath = await writeSvg({ name: "square.png", svg: svgOf({ width: 50, height: 50, body: `<rect width="50" height="50" fill="#3366cc"/>` }) });
    const withUrl = await createPlaceholder({ inputPath });
    const url = withUrl.data.data_url ?? "";
    expect(url.startsWith("data:image/png;base64,")).toBe(true);
    const png = await sharp(Buffer.from(url.split(",")[1], "base64")).metadata();
    expect(png.format).toBe("png");

    const without = await createPlaceholder({ inputPath, options: { data_url: false } });
    expect(without.data).not.toHaveProperty("data_url");
    expect(without.text).toBe(withUrl.text);
  });
});

import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/core/errors";
import { type ImageOutputFormat, convertImage } from "./convert-image";
import { gradient, makeAnimatedGif, makeTempDir } from "../../../test/fixtures/media";

const dir = makeTempDir("convert-image");
const file = (name: string) => path.join(dir, name);
let outputs = 0;
const output = (ext: string) => file(`out-${++outputs}.${ext}`);

// Every input shows 120×80 once EXIF orientation is applied.
const INPUTS = {
  jpeg: "in.jpg",
  "exif-rotated jpeg": "rotated.jpg",
  png: "in.png",
  "16-bit png": "deep.png",
  "rgba png": "alpha.png",
  webp: "in.webp",
  "animated gif": "anim.gif",
  avif: "in.avif",
  tiff: "in.tiff",
};

beforeAll(async () => {
  const image = gradient(120, 80);
  await image.clone().jpeg().toFile(file(INPUTS.jpeg));
  await gradient(80, 120).jpeg().withMetadata({ orientation: 6 }).toFile(file(INPUTS["exif-rotated jpeg"]));
  await image.clone().png().toFile(file(INPUTS.png));
  await image.clone().toColourspace("rgb16").png().toFile(file(INPUTS["16-bit png"]));
  await gradient(120, 80, 4).png().toFile(file(INPUTS["rgba png"]));
  await image.clone().webp().toFile(file(INPUTS.webp));
  await makeAnimatedGif(file(INPUTS["animated gif"]), { width: 120, height: 80, frames: 4 });
  await image.clone().avif({ effort: 0 }).toFile(file(INPUTS.avif));
  await image.clone().tiff().toFile(file(INPUTS.tiff));
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const RESIZES = [
  { ask: {}, expected: [120, 80] },
  { ask: { width: 60 }, expected: [60, 40] },
  { ask: { height: 20 }, expected: [30, 20] },
  { ask: { width: 50, height: 50 }, expected: [50, 50] },
  { ask: { aspect: "1:1" }, expected: [80, 80] },
  { ask: { aspect: "16:9", width: 64 }, expected: [64, 36] },
  { ask: { width: 500 }, expected: [120, 80] },
] as const;

const FORMATS: ImageOutputFormat[] = ["png", "jpeg", "webp"];

describe.each(Object.entries(INPUTS))("convertImage from %s", (_label, input) => {
  it.each(FORMATS)("to %s at every size request", async (format) => {
    for (const { ask, expected } of RESIZES) {
      const target = output(format);
      const result = await convertImage({ inputPath: file(input), outputPath: target, format, ...ask });
      const decoded = await sharp(target).metadata();
      expect(decoded.format, JSON.stringify(ask)).toBe(format);
      expect([decoded.width, decoded.pageHeight ?? decoded.height], JSON.stringify(ask)).toEqual(expected);
      expect(result).toEqual({ width: expected[0], height: expected[1], mime: `image/${format}`, sizeBytes: fs.statSync(target).size });
    }
  });
});

describe("convertImage behaviour", () => {
  it("applies EXIF orientation to the pixels and strips the metadata", async () => {
    const target = output("png");
    await convertImage({ inputPath: file(INPUTS["exif-rotated jpeg"]), outputPath: target, format: "png" });
    const { data, info } = await sharp(target).raw().toBuffer({ resolveWithObject: true });
    const green = (x: number, y: number) => data[(y * info.width + x) * info.channels + 1];
    // Stored 80×120 with green rising downwards; turned 90° clockwise, green now falls from left to right.
    expect(green(2, 2)).toBeGreaterThan(200);
    expect(green(info.width - 3, 2)).toBeLessThan(50);
    const jpeg = output("jpg");
    await convertImage({ inputPath: file(INPUTS["exif-rotated jpeg"]), outputPath: jpeg, format: "jpeg" });
    const metadata = await sharp(jpeg).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([120, 80]);
  });

  it("crops around the centre", async () => {
    const target = output("png");
    await convertImage({ inputPath: file(INPUTS.png), outputPath: target, format: "png", aspect: "1:1" });
    const { data, info } = await sharp(target).raw().toBuffer({ resolveWithObject: true });
    // The 80×80 square starts at x = 20 of 120, where red is 255 × 20/120 ≈ 43.
    expect(data[0]).toBeGreaterThan(35);
    expect(data[0]).toBeLessThan(50);
    expect(data[(info.width - 1) * info.channels]).toBeGreaterThan(205);
    expect(data[(info.width - 1) * info.channels]).toBeLessThan(220);
  });

  it("makes smaller files at lower quality", async () => {
    const photo = file("noise.png");
    const noise = Buffer.alloc(200 * 200 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    await sharp(noise, { raw: { width: 200, height: 200, channels: 3 } }).png().toFile(photo);
    for (const format of ["jpeg", "webp"] as const) {
      const low = await convertImage({ inputPath: photo, outputPath: output(format), format, quality: 20 });
      const high = await convertImage({ inputPath: photo, outputPath: output(format), format, quality: 95 });
      expect(low.sizeBytes).toBeLessThan(high.sizeBytes * 0.7);
    }
  });

  it("flattens transparency onto white for JPEG and keeps it for WebP", async () => {
    const jpeg = output("jpg");
    await convertImage({ inputPath: file(INPUTS["rgba png"]), outputPath: jpeg, format: "jpeg" });
    const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
    const right = (40 * info.width + 110) * info.channels;
    expect([data[right], data[right + 1], data[right + 2]].every((v) => v > 240)).toBe(true);
    const webp = output("webp");
    await convertImage({ inputPath: file(INPUTS["rgba png"]), outputPath: webp, format: "webp" });
    expect((await sharp(webp).metadata()).hasAlpha).toBe(true);
  });

  it("keeps an animated GIF animated as WebP, and takes the first frame for PNG", async () => {
    const webp = output("webp");
    await convertImage({ inputPath: file(INPUTS["animated gif"]), outputPath: webp, format: "webp", width: 60, height: 60 });
    const animated = await sharp(webp).metadata();
    expect(animated.pages).toBe(4);
    expect(animated.delay).toEqual([100, 100, 100, 100]);
    expect([animated.width, animated.pageHeight ?? animated.height]).toEqual([60, 60]);

    const png = output("png");
    await convertImage({ inputPath: file(INPUTS["animated gif"]), outputPath: png, format: "png" });
    const still = await sharp(png).metadata();
    expect(still.pages ?? 1).toBe(1);
    const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBe(0); // the first frame is black; later frames are lighter
  });

  it("refuses a truncated JPEG and leaves no output behind", async () => {
    const whole = await gradient(400, 300).jpeg({ quality: 95 }).toBuffer();
    fs.writeFileSync(file("cut.jpg"), whole.subarray(0, Math.floor(whole.length / 2)));
    const target = output("webp");
    const error = await convertImage({ inputPath: file("cut.jpg"), outputPath: target, format: "webp" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe("invalid_media");
    expect(fs.existsSync(target)).toBe(false);
  });

  it.each([
    [{ quality: 0 }, "quality"],
    [{ quality: 101 }, "quality"],
    [{ quality: 50.5 }, "quality"],
    [{ aspect: "wide" }, "aspect"],
    [{ width: -1 }, "width"],
  ])("refuses %o with invalid_option", async (ask, words) => {
    const target = output("webp");
    const error = await convertImage({ inputPath: file(INPUTS.png), outputPath: target, format: "webp", ...ask }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe("invalid_option");
    expect((error as ApiError).message).toContain(words);
    expect(fs.existsSync(target)).toBe(false);
  });

  it("refuses a WebP wider than the format allows", async () => {
    await sharp({ create: { width: 17_000, height: 4, channels: 3, background: "#336699" } }).png().toFile(file("strip.png"));
    const error = await convertImage({ inputPath: file("strip.png"), outputPath: output("webp"), format: "webp" }).catch((e: unknown) => e);
    expect((error as ApiError).code).toBe("invalid_option");
    const ok = await convertImage({ inputPath: file("strip.png"), outputPath: output("webp"), format: "webp", width: 16_000 });
    expect(ok.width).toBe(16_000);
  });
});

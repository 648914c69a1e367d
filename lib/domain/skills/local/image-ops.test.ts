import fs from "node:fs";
import sharp from "sharp";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/core/errors";
import { resetEnvForTests } from "@/lib/platform/config/env";
import { blurImage, compressImage, cropImage, grayscaleImage, resizeImage, rotateImage, watermarkImage } from "./image-ops";
import type { StartTimer } from "./open-image";
import { readPixels, scratchPath, svgOf, writeSvg } from "../../../../test/fixtures/images";

let counter = 0;
const out = (ext: string) => scratchPath(`out-${++counter}.${ext}`);

async function expectApiError(promise: Promise<unknown>, code: string, status: number) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ code, status });
}

/** 400×300 with a red marker in the top-left corner on blue. */
const markedPng = () =>
  writeSvg({
    name: `marked-${++counter}.png`,
    svg: svgOf({ width: 400, height: 300, body: `<rect width="400" height="300" fill="#0000ff"/><rect width="40" height="40" fill="#ff0000"/>` }),
  });

describe("resizeImage", () => {
  it("fits inside a width, keeping the aspect ratio and the format", async () => {
    const result = await resizeImage({ inputPath: await markedPng(), outputPath: out("png"), options: { width: 200 } });
    expect(result).toMatchObject({ mime: "image/png", width: 200, height: 150 });
  });

  it("produces exact sizes for cover and fill", async () => {
    const input = await markedPng();
    const cover = await resizeImage({ inputPath: input, outputPath: out("png"), options: { width: 100, height: 100, fit: "cover" } });
    const fillPath = out("png");
    const fill = await resizeImage({ inputPath: input, outputPath: fillPath, options: { width: 120, height: 50, fit: "fill" } });
    expect([cover.width, cover.height]).toEqual([100, 100]);
    expect([fill.width, fill.height]).toEqual([120, 50]);
    const meta = await sharp(fillPath).metadata();
    expect([meta.width, meta.height]).toEqual([120, 50]);
    expect(fill.sizeBytes).toBe(fs.statSync(fillPath).size);
  });

  it("pads with the background colour under contain", async () => {
    const outputPath = out("png");
    await resizeImage({ inputPath: await markedPng(), outputPath, options: { width: 300, height: 300, fit: "contain", background: "#00ff00" } });
    const pixels = await readPixels(outputPath);
    expect([pixels.width, pixels.height]).toEqual([300, 300]);
    expect(pixels.at(150, 5)).toEqual([0, 255, 0, 255]);
    expect(pixels.at(150, 150).slice(0, 3)).toEqual([0, 0, 255]);
  });

  it("never enlarges when asked not to", async () => {
    const result = await resizeImage({ inputPath: await markedPng(), outputPath: out("png"), options: { width: 800, without_enlargement: true } });
    expect([result.width, result.height]).toEqual([400, 300]);
  });

  it("applies EXIF orientation and strips metadata", async () => {
    const inputPath = scratchPath("oriented.jpg");
    await sharp({ create: { width: 400, height: 300, channels: 3, background: "#808080" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toFile(inputPath);
    const outputPath = out("jpg");
    const result = await resizeImage({ inputPath, outputPath, options: { width: 150 } });
    expect(result).toMatchObject({ mime: "image/jpeg", width: 150, height: 200 });
    const meta = await sharp(outputPath).metadata();
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
  });

  it("refuses bad options with 4xx codes", async () => {
    const inputPath = await markedPng();
    await expectApiError(resizeImage({ inputPath, outputPath: out("png"), options: {} }), "invalid_option", 400);
    await expectApiError(resizeImage({ inputPath, outputPath: out("png"), options: { width: 0 } }), "invalid_option", 400);
    await expectApiError(
      resizeImage({ inputPath, outputPath: out("png"), options: { width: 100, widht: 5 } as { width: number } }),
      "unknown_option",
      400,
    );
    await expectApiError(resizeImage({ inputPath, outputPath: out("png"), options: { width: 16_000, height: 16_000, fit: "fill" } }), "invalid_option", 400);
  });
});

describe("cropImage", () => {
  /** 600×200 plain white with a saturated, detailed subject near the right edge. */
  const subjectOnRight = () =>
    writeSvg({
      name: `subject-${++counter}.png`,
      svg: svgOf({
        width: 600,
        height: 200,
        body: `<rect width="600" height="200" fill="#ffffff"/><circle cx="500" cy="100" r="60" fill="#ff2200"/><circle cx="500" cy="100" r="25" fill="#00aa00"/><circle cx="485" cy="85" r="8" fill="#0000ff"/>`,
      }),
    });

  it("produces the exact size asked for", async () => {
    const result = await cropImage({ inputPath: await markedPng(), outputPath: out("png"), options: { width: 100, height: 100 } });
    expect([result.width, result.height]).toEqual([100, 100]);
  });

  it("cuts the largest area of an aspect ratio without scaling, or scales to a given side", async () => {
    const input = await markedPng();
    const square = await cropImage({ inputPath: input, outputPath: out("png"), options: { aspect: "1:1" } });
    const wide = await cropImage({ inputPath: input, outputPath: out("png"), options: { aspect: "16:9", width: 160 } });
    expect([square.width, square.height]).toEqual([300, 300]);
    expect([wide.width, wide.height]).toEqual([160, 90]);
  });

  it("keeps the interesting part with attention and entropy, the middle with center", async () => {
    const input = await subjectOnRight();
    for (const strategy of ["attention", "entropy"] as const) {
      const outputPath = out("png");
      await cropImage({ inputPath: input, outputPath, options: { aspect: "1:1", strategy } });
      const pixels = await readPixels(outputPath);
      expect(pixels.width).toBe(200);
      expect(pixels.at(100, 100).slice(0, 3), strategy).not.toEqual([255, 255, 255]);
    }
    const centerPath = out("png");
    await cropImage({ inputPath: input, outputPath: centerPath, options: { aspect: "1:1", strategy: "center" } });
    expect((await readPixels(centerPath)).at(100, 100).slice(0, 3)).toEqual([255, 255, 255]);
  });

  it("refuses incomplete or conflicting sizes", async () => {
    const inputPath = await markedPng();
    await expectApiError(cropImage({ inputPath, outputPath: out("png"), options: { width: 100 } }), "invalid_option", 400);
    await expectApiError(cropImage({ inputPath, outputPath: out("png"), options: { width: 100, height: 100, aspect: "1:1" } }), "invalid_option", 400);
    await expectApiError(cropImage({ inputPath, outputPath: out("png"), options: { aspect: "0:1" } }), "invalid_option", 400);
    await expectApiError(cropImage({ inputPath, outputPath: out("png"), options: { aspect: "16/9" } }), "invalid_option", 400);
  });
});

describe("blurImage", () => {
  it("lowers the contrast across a hard edge", async () => {
    const inputPath = await writeSvg({
      name: "edge.png",
      svg: svgOf({ width: 200, height: 100, body: `<rect width="100" height="100" fill="#000000"/><rect x="100" width="100" height="100" fill="#ffffff"/>` }),
    });
    const outputPath = out("png");
    await blurImage({ inputPath, outputPath, options: { sigma: 5 } });
    const before = await readPixels(inputPath);
    const after = await readPixels(outputPath);
    const step = (p: typeof before) => p.at(100, 50)[0] - p.at(99, 50)[0];
    expect(step(before)).toBe(255);
    expect(step(after)).toBeLessThan(60);
    expect(after.at(5, 50)[0]).toBeLessThan(10);
  });

  it("keeps sigma within 0.3–100", async () => {
    const inputPath = await markedPng();
    await expectApiError(blurImage({ inputPath, outputPath: out("png"), options: { sigma: 0.1 } }), "invalid_option", 400);
    await expectApiError(blurImage({ inputPath, outputPath: out("png"), options: { sigma: 101 } }), "invalid_option", 400);
  });
});

describe("grayscaleImage", () => {
  it("makes every pixel neutral", async () => {
    const inputPath = await writeSvg({
      name: "colours.webp",
      svg: svgOf({ width: 90, height: 30, body: `<rect width="30" height="30" fill="#ff0000"/><rect x="30" width="30" height="30" fill="#00ff00"/><rect x="60" width="30" height="30" fill="#0000ff"/>` }),
    });
    const outputPath = out("webp");
    const result = await grayscaleImage({ inputPath, outputPath });
    expect(result.mime).toBe("image/webp");
    const pixels = await readPixels(outputPath);
    const seen = new Set<number>();
    for (let y = 0; y < pixels.height; y += 3) {
      for (let x = 0; x < pixels.width; x += 3) {
        const [r, g, b] = pixels.at(x, y);
        expect(Math.abs(r - g) + Math.abs(g - b)).toBeLessThanOrEqual(2);
        seen.add(Math.round(r / 10));
      }
    }
    expect(seen.size).toBeGreaterThanOrEqual(3);
  });
});

describe("rotateImage", () => {
  it("swaps the dimensions at 90° and moves the corner clockwise", async () => {
    const outputPath = out("png");
    const result = await rotateImage({ inputPath: await markedPng(), outputPath, options: { angle: 90 } });
    expect([result.width, result.height]).toEqual([300, 400]);
    const pixels = await readPixels(outputPath);
    expect(pixels.at(280, 20).slice(0, 3)).toEqual([255, 0, 0]);
    expect(pixels.at(20, 20).slice(0, 3)).toEqual([0, 0, 255]);
  });

  it("fills the corners of a free angle: transparent in PNG, white in JPEG, or the given colour", async () => {
    const png = await markedPng();
    const pngOut = out("png");
    await rotateImage({ inputPath: png, outputPath: pngOut, options: { angle: 45 } });
    expect((await readPixels(pngOut)).at(0, 0)[3]).toBe(0);

    const jpg = scratchPath("blue.jpg");
    await sharp({ create: { width: 200, height: 200, channels: 3, background: "#0000ff" } }).jpeg().toFile(jpg);
    const jpgOut = out("jpg");
    await rotateImage({ inputPath: jpg, outputPath: jpgOut, options: { angle: 30 } });
    expect((await readPixels(jpgOut)).at(1, 1).slice(0, 3).every((v) => v > 245)).toBe(true);

    const greenOut = out("png");
    await rotateImage({ inputPath: png, outputPath: greenOut, options: { angle: -30, background: "#00ff00" } });
    expect((await readPixels(greenOut)).at(0, 0)).toEqual([0, 255, 0, 255]);
  });
});

describe("watermarkImage", () => {
  const plain = () =>
    writeSvg({ name: `plain-${++counter}.png`, svg: svgOf({ width: 400, height: 300, body: `<rect width="400" height="300" fill="#404040"/>` }) });

  const changedIn = async (file: string, region: { x0: number; y0: number; x1: number; y1: number }) => {
    const pixels = await readPixels(file);
    let changed = 0;
    for (let y = region.y0; y < region.y1; y++) {
      for (let x = region.x0; x < region.x1; x++) if (pixels.at(x, y)[0] !== 0x40) changed++;
    }
    return changed;
  };

  it("draws the text in the chosen corner only", async () => {
    const outputPath = out("png");
    await watermarkImage({ inputPath: await plain(), outputPath, options: { text: "DARKROOM", position: "bottom-right", opacity: 0.9, size: 10 } });
    expect(await changedIn(outputPath, { x0: 200, y0: 150, x1: 400, y1: 300 })).toBeGreaterThan(300);
    expect(await changedIn(outputPath, { x0: 0, y0: 0, x1: 200, y1: 150 })).toBe(0);
    expect(await changedIn(outputPath, { x0: 0, y0: 150, x1: 200, y1: 300 })).toBe(0);
  });

  it("draws top-left and keeps markup characters as text", async () => {
    const outputPath = out("png");
    await watermarkImage({ inputPath: await plain(), outputPath, options: { text: `<b>"A&B"</b> 'x'`, position: "top-left" } });
    expect(await changedIn(outputPath, { x0: 0, y0: 0, x1: 200, y1: 60 })).toBeGreaterThan(50);
    expect(await changedIn(outputPath, { x0: 0, y0: 150, x1: 400, y1: 300 })).toBe(0);
  });

  it("shrinks long text to stay inside the image", async () => {
    const outputPath = out("png");
    await watermarkImage({ inputPath: await plain(), outputPath, options: { text: "W".repeat(60), position: "center", size: 20 } });
    expect(await changedIn(outputPath, { x0: 0, y0: 0, x1: 3, y1: 300 })).toBe(0);
    expect(await changedIn(outputPath, { x0: 397, y0: 0, x1: 400, y1: 300 })).toBe(0);
    expect(await changedIn(outputPath, { x0: 150, y0: 120, x1: 250, y1: 180 })).toBeGreaterThan(50);
  });

  it("refuses text with nothing printable", async () => {
    await expectApiError(watermarkImage({ inputPath: await plain(), outputPath: out("png"), options: { text: "\u0001\u0002 " } }), "invalid_option", 400);
  });
});

describe("compressImage", () => {
  /** A 480×320 photo-like PNG: smooth gradients plus sensor-like noise. */
  async function photoPng(): Promise<string> {
    const width = 480;
    const height = 320;
    const data = Buffer.alloc(width * height * 3);
    let seed = 7;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        const noise = (seed % 17) - 8;
        const i = (y * width + x) * 3;
        data[i] = Math.max(0, Math.min(255, (x * 255) / width + noise));
        data[i + 1] = Math.max(0, Math.min(255, (y * 255) / height + noise));
        data[i + 2] = Math.max(0, Math.min(255, 128 + 100 * Math.sin(x / 30) + noise));
      }
    }
    const file = scratchPath(`photo-${++counter}.png`);
    await sharp(data, { raw: { width, height, channels: 3 } }).withMetadata({ orientation: 1 }).png().toFile(file);
    return file;
  }

  it("makes WebP, JPEG, AVIF and palette PNG smaller than the PNG input", async () => {
    const inputPath = await photoPng();
    const inputSize = fs.statSync(inputPath).size;
    for (const [format, mime, ext] of [
      ["webp", "image/webp", "webp"],
      ["jpeg", "image/jpeg", "jpg"],
      ["avif", "image/avif", "avif"],
      ["keep", "image/png", "png"],
    ] as const) {
      const outputPath = out(ext);
      const result = await compressImage({ inputPath, outputPath, options: { format, quality: 60 } });
      expect(result, format).toMatchObject({ mime, width: 480, height: 320 });
      expect(result.sizeBytes, format).toBeLessThan(inputSize * 0.8);
      const meta = await sharp(outputPath).metadata();
      expect(meta.width).toBe(480);
      expect(meta.exif).toBeUndefined();
    }
  });

  it("refuses an unknown format", async () => {
    await expectApiError(compressImage({ inputPath: await markedPng(), outputPath: out("bmp"), options: { format: "bmp" as "png" } }), "invalid_option", 400);
  });
});

describe("bad inputs", () => {
  afterEach(() => {
    delete process.env.MAX_INPUT_PIXELS;
    delete process.env.MEDIA_TIMEOUT_SECONDS;
    resetEnvForTests();
  });

  it("refuses non-images, SVG and broken files with 4xx codes", async () => {
    const text = scratchPath("notes.png");
    fs.writeFileSync(text, "just some text, not an image");
    await expectApiError(blurImage({ inputPath: text, outputPath: out("png") }), "unsupported_format", 400);

    const svg = scratchPath("drawing.png");
    fs.writeFileSync(svg, svgOf({ width: 10, height: 10, body: "" }));
    await expectApiError(blurImage({ inputPath: svg, outputPath: out("png") }), "unsupported_format", 400);

    const whole = fs.readFileSync(await markedPng());
    const truncated = scratchPath("truncated.png");
    fs.writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    await expectApiError(blurImage({ inputPath: truncated, outputPath: out("png") }), "invalid_media", 422);
  });

  it("refuses images over the pixel limit before decoding", async () => {
    const inputPath = await markedPng();
    process.env.MAX_INPUT_PIXELS = "100000";
    resetEnvForTests();
    await expectApiError(grayscaleImage({ inputPath, outputPath: out("png") }), "media_too_large", 413);
  });

  it("stops work that runs past the media time limit, leaving no output", async () => {
    process.env.MEDIA_TIMEOUT_SECONDS = "7";
    resetEnvForTests();
    const limits: number[] = [];
    // A clock on which the limit passes as soon as the blur starts (the header read before it ends in time).
    const timer: StartTimer = (ms, onExpire) => {
      limits.push(ms);
      if (limits.length > 1) queueMicrotask(onExpire);
      return () => {};
    };
    const outputPath = out("png");
    await expectApiError(blurImage({ inputPath: await markedPng(), outputPath, options: { sigma: 100 }, timer }), "processing_timeout", 422);
    expect(limits).toEqual([7000, 7000]);
    expect(fs.existsSync(outputPath)).toBe(false);
    // The abandoned blur runs on in libvips up to its own limit; once it settles its partial file is gone, and nothing writes here after the test.
    await vi.waitFor(
      () => {
        const { queue, process: running } = sharp.counters();
        expect(queue + running).toBe(0);
        expect(fs.existsSync(`${outputPath}.partial`)).toBe(false);
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(fs.existsSync(outputPath)).toBe(false);
  });

  it("clears the time limit of work that ends in time", async () => {
    let started = 0;
    let cleared = 0;
    const timer: StartTimer = (ms) => {
      started++;
      expect(ms).toBe(600_000);
      return () => cleared++;
    };
    const result = await blurImage({ inputPath: await markedPng(), outputPath: out("png"), options: { sigma: 2 }, timer });
    expect(result).toMatchObject({ width: 400, height: 300 });
    expect([started, cleared]).toEqual([2, 2]);
  });
});

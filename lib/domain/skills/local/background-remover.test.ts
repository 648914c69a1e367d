import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { releaseBackgroundModel } from "./background-model";
import { removeBackground } from "./background-remover";
import { readPixels, scratchPath, svgOf } from "../../../../test/fixtures/images";

// The first image starts the model process (seconds on an idle machine, more beside a busy test run).
const MODEL_TIMEOUT = 300_000;

afterAll(releaseBackgroundModel, MODEL_TIMEOUT);

/** A red disc on a light grey backdrop, stored sideways with EXIF orientation 6 (displayed 640×480). */
async function discPhoto(): Promise<string> {
  const file = scratchPath("disc.jpg");
  const svg = svgOf({ width: 640, height: 480, body: `<rect width="640" height="480" fill="#e8e8e8"/><circle cx="320" cy="240" r="140" fill="#c0392b"/>` });
  // Stored rotated a quarter turn anticlockwise; orientation 6 tells viewers to turn it back.
  await sharp(Buffer.from(svg)).rotate(-90).jpeg({ quality: 92 }).withMetadata({ orientation: 6 }).toFile(file);
  return file;
}

describe("removeBackground", () => {
  it("makes the backdrop transparent and keeps the subject, at the input's displayed size", { timeout: MODEL_TIMEOUT }, async () => {
    const inputPath = await discPhoto();
    const outputPath = scratchPath("disc-cut.png");
    const result = await removeBackground({ inputPath, outputPath });
    expect(result).toMatchObject({ mime: "image/png", width: 640, height: 480 });

    const pixels = await readPixels(outputPath);
    for (const [x, y] of [[3, 3], [636, 3], [3, 476], [636, 476], [100, 240], [540, 240]]) {
      expect(pixels.at(x, y)[3], `alpha at ${x},${y}`).toBeLessThan(10);
    }
    for (const [x, y] of [[320, 240], [250, 180], [400, 320]]) {
      const [r, g, b, a] = pixels.at(x, y);
      expect(a, `alpha at ${x},${y}`).toBeGreaterThan(240);
      expect(r).toBeGreaterThan(150);
      expect(g + b).toBeLessThan(180);
    }
  });

  it("puts a colour behind the subject and writes WebP, with two calls in flight at once", { timeout: MODEL_TIMEOUT }, async () => {
    const inputPath = await discPhoto();
    const [webp, green] = await Promise.all([
      removeBackground({ inputPath, outputPath: scratchPath("disc-cut.webp"), options: { output_format: "webp" } }),
      removeBackground({ inputPath, outputPath: scratchPath("disc-green.png"), options: { background: "#00ff00" } }),
    ]);
    expect(webp).toMatchObject({ mime: "image/webp", width: 640, height: 480 });
    expect((await sharp(scratchPath("disc-cut.webp")).metadata()).hasAlpha).toBe(true);

    expect(green.mime).toBe("image/png");
    const pixels = await readPixels(scratchPath("disc-green.png"));
    expect(pixels.at(5, 5)).toEqual([0, 255, 0, 255]);
    expect(pixels.at(320, 240)[0]).toBeGreaterThan(150);
  });

  it("refuses a translucent background colour and unknown options before loading the model", async () => {
    const inputPath = await discPhoto();
    const outputPath = scratchPath("never.png");
    await expect(removeBackground({ inputPath, outputPath, options: { background: "#00ff0080" } })).rejects.toMatchObject({ code: "invalid_option" });
    await expect(removeBackground({ inputPath, outputPath, options: { format: "png" } as object })).rejects.toMatchObject({ code: "unknown_option" });
  });
});

/** Intersection over union of two masks, each pixel counted as subject at alpha 128 or more. */
function maskIoU(a: Buffer, b: Buffer): number {
  let both = 0;
  let either = 0;
  for (let i = 0; i < a.length; i++) {
    const [x, y] = [a[i] >= 128, b[i] >= 128];
    if (x && y) both++;
    if (x || y) either++;
  }
  return either ? both / either : 1;
}

describe("removeBackground on real photographs", () => {
  // test/fixtures/photos/masks holds what the package's float16 model made of each (see the README there).
  it.each(["astronaut", "coffee", "water-splash", "dandelion-seeds"])("cuts %s out as the package's own model does (IoU ≥ 0.97)", { timeout: MODEL_TIMEOUT }, async (name) => {
    const outputPath = scratchPath(`${name}-cut.png`);
    await removeBackground({ inputPath: `test/fixtures/photos/${name}.jpg`, outputPath });
    const alpha = await sharp(outputPath).extractChannel(3).raw().toBuffer();
    const expected = await sharp(`test/fixtures/photos/masks/${name}.png`).extractChannel(0).raw().toBuffer();
    expect(alpha).toHaveLength(expected.length);
    expect(maskIoU(alpha, expected)).toBeGreaterThanOrEqual(0.97);
  });
});

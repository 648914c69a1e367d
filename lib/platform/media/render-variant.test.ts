import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { avifEffort, renderVariant } from "./render-variant";
import { makeTempDir } from "../../../test/fixtures/media";

const dir = makeTempDir("render-variant");
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

async function original(width: number, height: number): Promise<string> {
  const file = path.join(dir, `in-${width}x${height}.png`);
  await sharp({ create: { width, height, channels: 3, background: "#336699" } }).png().toFile(file);
  return file;
}

describe("renderVariant", () => {
  it("bounds the render by the time it is given (DELIVERY_RENDER_TIMEOUT_SECONDS), not the media tools' ten minutes", async () => {
    const timeout = vi.spyOn(sharp.prototype, "timeout");
    const bytes = await renderVariant(await original(64, 48), { width: 32, format: "webp" }, { inputFormat: "png", timeoutSeconds: 7, outputPixels: 32 * 24 });
    expect((await sharp(bytes).metadata()).width).toBe(32);
    expect(timeout).toHaveBeenCalledWith({ seconds: 7 });
  });

  it("encodes a large AVIF with less effort than a small one", async () => {
    expect([avifEffort(1_000_000), avifEffort(2_000_000), avifEffort(5_000_000), avifEffort(8_000_000), avifEffort(25_000_000)]).toEqual([4, 4, 2, 2, 0]);
    const avif = vi.spyOn(sharp.prototype, "avif");
    const file = await original(40, 30);
    await renderVariant(file, { format: "avif" }, { inputFormat: "png", timeoutSeconds: 20, outputPixels: 40 * 30 });
    await renderVariant(file, { format: "avif" }, { inputFormat: "png", timeoutSeconds: 20, outputPixels: 24_000_000 });
    expect(avif.mock.calls.map(([options]) => (options as { effort?: number } | undefined)?.effort)).toEqual([4, 0]);
  });
});

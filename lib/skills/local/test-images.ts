import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { scratchRoot } from "@/lib/storage";

/** A path in this test file's scratch folder (removed with its DATA_DIR). */
export function scratchPath(name: string): string {
  const dir = path.join(scratchRoot(), "skills-local");
  fs.mkdirSync(dir, { recursive: true });
  return path.join(dir, name);
}

/** Renders SVG markup to an image file in the format its extension names. */
export async function writeSvg({ name, svg }: { name: string; svg: string }): Promise<string> {
  const file = scratchPath(name);
  await sharp(Buffer.from(svg)).toFile(file);
  return file;
}

export function svgOf({ width, height, body }: { width: number; height: number; body: string }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`;
}

export type Pixels = { width: number; height: number; at: (x: number, y: number) => [number, number, number, number] };

/** Decodes any image to sRGB RGBA for pixel assertions. */
export async function readPixels(file: string): Promise<Pixels> {
  const { data, info } = await sharp(file).toColourspace("srgb").ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    at: (x, y) => {
      const i = (y * info.width + x) * 4;
      return [data[i], data[i + 1], data[i + 2], data[i + 3]];
    },
  };
}

import { z } from "zod";
import { toHex } from "./colors";
import { openImage, runSharp } from "./open-image";
import { parseOptions } from "@/lib/core/parse-options";
import type { DataResult, InlineSkillArgs } from "./types";

export const PaletteOptions = z
  .object({
    count: z.number().int().min(1).max(12).default(5).describe("How many dominant colours to return, at most"),
  })
  .strict();

export type PaletteColor = { hex: string; rgb: [number, number, number]; fraction: number };

// Nearest-neighbour sampling of at most 100×100 pixels: representative, and never invents blended edge colours.
const SAMPLE_SIDE = 100;
const MAX_ITERATIONS = 24;

/** Dominant colours by weighted k-means over a 15-bit colour histogram, most common first; transparent pixels are ignored. */
export async function extractPalette({ inputPath, options }: InlineSkillArgs<z.input<typeof PaletteOptions>>): Promise<DataResult<{ colors: PaletteColor[] }>> {
  const o = parseOptions({ schema: PaletteOptions, options });
  const input = await openImage({ inputPath });
  const pixels = await runSharp(() =>
    input
      .pipeline()
      .resize(SAMPLE_SIDE, SAMPLE_SIDE, { fit: "inside", kernel: "nearest", withoutEnlargement: true })
      .toColourspace("srgb")
      .ensureAlpha()
      .raw()
      .toBuffer(),
  );
  return { data: { colors: clusterColors({ bins: histogram(pixels), count: o.count }) } };
}

type Bin = { r: number; g: number; b: number; weight: number };

function histogram(rgba: Buffer): Bin[] {
  const bins = new Map<number, Bin>();
  for (let i = 0; i < rgba.length; i += 4) {
    if (rgba[i + 3] < 128) continue;
    const key = ((rgba[i] >> 3) << 10) | ((rgba[i + 1] >> 3) << 5) | (rgba[i + 2] >> 3);
    const bin = bins.get(key) ?? { r: 0, g: 0, b: 0, weight: 0 };
    bin.r += rgba[i];
    bin.g += rgba[i + 1];
    bin.b += rgba[i + 2];
    bin.weight += 1;
    bins.set(key, bin);
  }
  return [...bins.values()].map((bin) => ({ r: bin.r / bin.weight, g: bin.g / bin.weight, b: bin.b / bin.weight, weight: bin.weight }));
}

function clusterColors({ bins, count }: { bins: Bin[]; count: number }): PaletteColor[] {
  const total = bins.reduce((sum, bin) => sum + bin.weight, 0);
  if (total === 0) return [];
  let centers = seedCenters({ bins, count });
  const owner = new Int32Array(bins.length).fill(-1);
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    let moved = false;
    bins.forEach((bin, i) => {
      const nearest = nearestCenter(bin, centers);
      if (owner[i] !== nearest) {
        owner[i] = nearest;
        moved = true;
      }
    });
    if (!moved) break;
    centers = centers.map((center, c) => {
      const sum = { r: 0, g: 0, b: 0, weight: 0 };
      bins.forEach((bin, i) => {
        if (owner[i] !== c) return;
        sum.r += bin.r * bin.weight;
        sum.g += bin.g * bin.weight;
        sum.b += bin.b * bin.weight;
        sum.weight += bin.weight;
      });
      return sum.weight ? { r: sum.r / sum.weight, g: sum.g / sum.weight, b: sum.b / sum.weight, weight: sum.weight } : { ...center, weight: 0 };
    });
  }
  return centers
    .filter((center) => center.weight > 0)
    .sort((a, b) => b.weight - a.weight)
    .map((center) => {
      const rgb: [number, number, number] = [Math.round(center.r), Math.round(center.g), Math.round(center.b)];
      return { hex: toHex(center), rgb, fraction: Math.round((center.weight / total) * 10_000) / 10_000 };
    });
}

/** Deterministic k-means++: the heaviest bin first, then each bin with the largest weighted squared distance to its nearest centre. */
function seedCenters({ bins, count }: { bins: Bin[]; count: number }): Bin[] {
  const first = bins.reduce((best, bin) => (bin.weight > best.weight ? bin : best));
  const centers: Bin[] = [first];
  while (centers.length < count) {
    let best: Bin | undefined;
    let bestScore = 0;
    for (const bin of bins) {
      const score = bin.weight * distance(bin, centers[nearestCenter(bin, centers)]);
      if (score > bestScore) {
        best = bin;
        bestScore = score;
      }
    }
    if (!best) break;
    centers.push(best);
  }
  return centers.map((center) => ({ ...center }));
}

function nearestCenter(bin: Bin, centers: Bin[]): number {
  let nearest = 0;
  let nearestDistance = Infinity;
  centers.forEach((center, c) => {
    const d = distance(bin, center);
    if (d < nearestDistance) {
      nearest = c;
      nearestDistance = d;
    }
  });
  return nearest;
}

function distance(a: Bin, b: Bin): number {
  return (a.r - b.r) ** 2 + (a.g - b.g) ** 2 + (a.b - b.b) ** 2;
}

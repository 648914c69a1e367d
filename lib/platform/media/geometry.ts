import { ApiError } from "@/lib/core/errors";

export type ResizeRequest = {
  width?: number;
  height?: number;
  /** `original` (default) or `W:H`, e.g. `16:9`, `1:1`, `1.91:1`. */
  aspect?: string;
};

export type ResizePlan = {
  width: number;
  height: number;
  /** True when the output proportions differ from the source's, so the source is centre-cropped (cover). */
  crop: boolean;
};

/**
 * Output size for a source of `sourceWidth`×`sourceHeight` (display orientation), shared by images and video:
 * - nothing asked → the source size;
 * - `width` only or `height` only → scaled, proportions kept;
 * - `width` and `height` → exactly W×H, scaled to cover and centre-cropped (`aspect` is then ignored);
 * - `aspect` W:H → centre-cropped to that ratio; with `width` or `height` the cropped picture is scaled to it;
 * - never enlarged: a request bigger than the source gives the largest size with the requested
 *   proportions the source can fill (upscaling adds no detail and would let a tiny upload demand a huge output).
 * `even` rounds both sides to even numbers (yuv420p video needs them).
 */
export function planResize({
  sourceWidth,
  sourceHeight,
  width,
  height,
  aspect,
  even = false,
}: ResizeRequest & { sourceWidth: number; sourceHeight: number; even?: boolean }): ResizePlan {
  checkSide("width", width);
  checkSide("height", height);
  const sourceRatio = sourceWidth / sourceHeight;
  const asked = parseAspect(aspect);

  let ratio: number;
  let wanted: { width: number; height: number } | undefined;
  if (width && height) {
    ratio = width / height;
    wanted = { width, height };
  } else {
    ratio = asked ?? sourceRatio;
    if (width) wanted = { width, height: width / ratio };
    else if (height) wanted = { width: height * ratio, height };
  }

  // The largest region with the target proportions that fits inside the source.
  const fit = sourceRatio > ratio ? { width: sourceHeight * ratio, height: sourceHeight } : { width: sourceWidth, height: sourceWidth / ratio };
  const scale = wanted ? Math.min(1, fit.width / wanted.width) : 1;
  const target = wanted ? { width: wanted.width * scale, height: wanted.height * scale } : fit;

  const side = (n: number, max: number) =>
    even ? Math.min(Math.max(2, Math.round(n / 2) * 2), Math.max(2, max - (max % 2))) : Math.min(Math.max(1, Math.round(n)), max);
  return {
    width: side(target.width, sourceWidth),
    height: side(target.height, sourceHeight),
    crop: Math.abs(ratio - sourceRatio) > 1e-6,
  };
}

/** `original` / undefined → null; `W:H` with positive numbers → W/H; anything else is `400 invalid_option`. */
export function parseAspect(aspect: string | undefined): number | null {
  if (aspect === undefined || aspect === "original") return null;
  const ratio = aspectRatio(aspect);
  if (ratio === null) {
    throw new ApiError("invalid_option", `aspect must be "original" or W:H with positive numbers (e.g. "16:9"), got "${aspect}".`);
  }
  return ratio;
}

/** W/H for a `W:H` between 1:100 and 100:1; null for anything else (including `original`). */
export function aspectRatio(aspect: string): number | null {
  const match = /^(\d+(?:\.\d+)?):(\d+(?:\.\d+)?)$/.exec(aspect.trim());
  const ratio = match ? Number(match[1]) / Number(match[2]) : NaN;
  return Number.isFinite(ratio) && ratio >= 0.01 && ratio <= 100 ? ratio : null;
}

function checkSide(name: string, value: number | undefined): void {
  if (value === undefined) return;
  if (!Number.isInteger(value) || value < 1 || value > 100_000) {
    throw new ApiError("invalid_option", `${name} must be a whole number of pixels from 1 to 100000, got ${value}.`);
  }
}

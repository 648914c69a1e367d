import { ApiError } from "@/lib/core/errors";
import { env } from "@/lib/platform/config/env";
import type { DeliveryTransform } from "@/lib/platform/links/delivery";

/** The stored image's size as the Vault recorded it (null when it was not read). */
export type StoredSize = { width: number | null; height: number | null };

/**
 * The most pixels a transform's output can have, from the original's recorded size alone (nothing is
 * decoded): as sharp resizes it, never enlarged; `contain` pads to both sides given; the original's
 * orientation may turn it, so both ways are reckoned and the larger kept. Null when the original's size
 * is not known and the transform names no area of its own.
 */
export function outputPixels(size: StoredSize, transform: DeliveryTransform): number | null {
  const { width: w, height: h } = transform;
  const fit = transform.fit ?? (w !== undefined && h !== undefined ? "cover" : "inside");
  if (w !== undefined && h !== undefined && fit === "contain") return w * h;
  if (!size.width || !size.height) return w !== undefined && h !== undefined ? w * h : null;
  const turned = [
    [size.width, size.height],
    [size.height, size.width],
  ];
  return Math.max(...turned.map(([W, H]) => orientedPixels(W, H, w, h, fit)));
}

function orientedPixels(W: number, H: number, w: number | undefined, h: number | undefined, fit: "cover" | "contain" | "inside"): number {
  if (w === undefined && h === undefined) return W * H;
  if (w === undefined || h === undefined) {
    const s = Math.min(1, w !== undefined ? w / W : h! / H);
    return Math.round(W * s) * Math.round(H * s);
  }
  if (fit === "inside") {
    const s = Math.min(1, w / W, h / H);
    return Math.round(W * s) * Math.round(H * s);
  }
  // cover: scaled until both sides are covered (never past the original), then cropped to the box.
  const s = Math.min(1, Math.max(w / W, h / H));
  return Math.min(w, Math.round(W * s)) * Math.min(h, Math.round(H * s));
}

/** Refuses a transform whose output would pass DELIVERY_MAX_OUTPUT_PIXELS with `422 output_too_large`; answers its pixels (null: not known). */
export function assertOutputFits(size: StoredSize, transform: DeliveryTransform): number | null {
  const pixels = outputPixels(size, transform);
  const max = env().DELIVERY_MAX_OUTPUT_PIXELS;
  if (pixels !== null && pixels > max) {
    throw new ApiError(
      "output_too_large",
      `This transform would make an image of ${(pixels / 1e6).toFixed(1)} MP; delivery variants are at most ${(max / 1e6).toFixed(1)} MP. Ask for a smaller width or height.`,
    );
  }
  return pixels;
}

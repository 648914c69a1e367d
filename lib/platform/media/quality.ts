import { ApiError } from "@/lib/core/errors";

/** `quality` is a whole number from 1 to 100 for every encoder; anything else is `400 invalid_option`. */
export function checkQuality(quality: number): void {
  if (!Number.isInteger(quality) || quality < 1 || quality > 100) {
    throw new ApiError("invalid_option", `quality must be a whole number from 1 to 100, got ${quality}.`);
  }
}

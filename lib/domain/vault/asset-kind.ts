import type { AssetKind } from "./schema";

const TEXT_MIMES = new Set(["application/json", "application/x-subrip"]);

/** The kind a stored file is listed and previewed as, from its media type. */
export function assetKindOf(mime: string): AssetKind | "other" {
  const [top] = mime.split("/");
  if (top === "image" || top === "video" || top === "audio" || top === "text") return top;
  return TEXT_MIMES.has(mime) ? "text" : "other";
}

/** Images and videos get a cached preview; sound and text have nothing to picture. */
export function hasThumbnail(mime: string): boolean {
  const kind = assetKindOf(mime);
  return kind === "image" || kind === "video";
}

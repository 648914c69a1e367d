// Without zod, so the Vault page can read kinds without loading it.
export const ASSET_KINDS = ["image", "video", "audio", "text"] as const;
export type AssetKind = (typeof ASSET_KINDS)[number];

/** The orders a Vault search takes (`sort`), newest first by default; each also reversed with `-`. */
export const ASSET_SORTS = ["-created_at", "created_at", "name", "-name", "size", "-size", "taken_at", "-taken_at"] as const;
export type AssetSort = (typeof ASSET_SORTS)[number];

/** The order a `?sort=` value names, or undefined. */
export function assetSortNamed(value: string | null): AssetSort | undefined {
  return (ASSET_SORTS as readonly (string | null)[]).includes(value) ? (value as AssetSort) : undefined;
}

/** The kind a `?kind=` value names, or undefined. */
export function assetKindNamed(value: string | null): AssetKind | undefined {
  return (ASSET_KINDS as readonly (string | null)[]).includes(value) ? (value as AssetKind) : undefined;
}

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

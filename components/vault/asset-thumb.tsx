import type { AssetView } from "@/lib/domain/vault/schema";

/** The asset's preview, or its kind as a word when there is none (audio, text). */
export function AssetThumb({ asset }: { asset: Pick<AssetView, "name" | "kind" | "thumbnail_url" | "description"> }) {
  if (asset.thumbnail_url) {
    // eslint-disable-next-line @next/next/no-img-element -- signed, expiring URLs: the image optimizer would cache them wrongly.
    return <img src={asset.thumbnail_url} alt={asset.description ?? asset.name} loading="lazy" className="checkerboard size-full object-cover" />;
  }
  return <span className="flex size-full items-center justify-center text-xs font-medium tracking-wide text-zinc-500 uppercase">{asset.kind}</span>;
}

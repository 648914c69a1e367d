"use client";

import { useState } from "react";
import { useVariantUrl, type VariantInput } from "@/lib/client/hooks/use-assets";
import type { AssetView } from "@/lib/domain/vault/schema";

// Square tiles at up to twice their CSS size; `auto` lets each browser get AVIF or WebP.
const THUMB_VARIANT: VariantInput = { width: 400, height: 400, fit: "cover", format: "auto" };

type ThumbAsset = Pick<AssetView, "id" | "name" | "kind" | "mime" | "thumbnail_url" | "description">;

/**
 * The asset's preview: an image through its cacheable delivery URL (the signed ten-minute link only
 * until that URL is known, or when it cannot be made); a video's poster frame; else its kind as a word.
 */
export function AssetThumb({ asset }: { asset: ThumbAsset }) {
  const deliverable = asset.kind === "image" && asset.mime !== "image/svg+xml";
  const variant = useVariantUrl(asset.id, deliverable ? THUMB_VARIANT : null);
  // A delivery URL that is refused (the account's render budget spent for this minute: 429) falls back to the signed thumbnail link.
  const [refused, setRefused] = useState(false);
  const src = (refused ? null : variant.data) ?? (deliverable && variant.isPending ? null : asset.thumbnail_url);
  if (src) {
    const onError = src === variant.data ? () => setRefused(true) : undefined;
    // eslint-disable-next-line @next/next/no-img-element -- delivery URLs are already cached variants; the image optimizer would render them twice.
    return <img src={src} alt={asset.description ?? asset.name} loading="lazy" onError={onError} className="checkerboard size-full object-cover" />;
  }
  if (deliverable && variant.isPending) return <span className="block size-full" aria-hidden />;
  return <span className="flex size-full items-center justify-center text-xs font-medium tracking-wide text-zinc-500 uppercase">{asset.kind}</span>;
}

"use client";

import { Badge } from "@/components/ui/badge";
import { cx } from "@/components/ui/cx";
import type { ReviewItem } from "@/lib/domain/galleries/review-page";
import { itemUrls } from "./review-actions";

type AssetTileProps = { token: string; item: ReviewItem; onOpen: () => void; onFavourite: () => void };

const KIND_LABEL: Record<ReviewItem["kind"], string> = { image: "Image", video: "Video", audio: "Audio", text: "Text", other: "File" };

/** One grid cell: the cached preview (or a labelled placeholder), its name, and the reviewer's marks. */
export function AssetTile({ token, item, onOpen, onFavourite }: AssetTileProps) {
  const { preview } = itemUrls(token, item);
  return (
    <article className="group relative overflow-hidden rounded-lg border border-zinc-200 bg-white shadow-sm">
      <button
        type="button"
        onClick={onOpen}
        aria-label={`Open ${item.name}`}
        className="block aspect-square w-full bg-zinc-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent-600"
      >
        {preview ? (
          // eslint-disable-next-line @next/next/no-img-element -- previews are served by a token-checked route, not the image optimizer
          <img src={preview} alt={item.description ?? item.name} loading="lazy" decoding="async" className="checkerboard size-full object-cover transition-transform group-hover:scale-[1.02]" />
        ) : (
          <span className="flex size-full flex-col items-center justify-center gap-1 text-sm text-zinc-500">
            <span className="text-base font-medium text-zinc-700">{KIND_LABEL[item.kind]}</span>
            {item.name}
          </span>
        )}
        {item.kind === "video" && (
          <span aria-hidden className="absolute left-2 top-2 rounded bg-zinc-950/70 px-1.5 py-0.5 text-xs font-medium text-white">
            Video
          </span>
        )}
      </button>
      <button
        type="button"
        onClick={onFavourite}
        aria-pressed={item.favourite}
        aria-label={`Favourite ${item.name}`}
        className={cx(
          "absolute right-2 top-2 flex size-9 items-center justify-center rounded-full text-lg shadow-sm transition-colors focus-visible:outline-2 focus-visible:outline-accent-600",
          item.favourite ? "bg-rose-600 text-white" : "bg-white/90 text-zinc-500 hover:text-rose-600",
        )}
      >
        <span aria-hidden>{item.favourite ? "♥" : "♡"}</span>
      </button>
      <div className="flex min-h-12 items-center justify-between gap-2 px-3 py-2">
        <p className="truncate text-sm text-zinc-800" title={item.name}>
          {item.name}
        </p>
        <div className="flex shrink-0 items-center gap-1">
          {item.verdict === "approved" && <Badge tone="success">Approved</Badge>}
          {item.verdict === "rejected" && <Badge tone="danger">Rejected</Badge>}
          {item.commentCount > 0 && (
            <Badge>
              {item.commentCount} <span className="sr-only">&nbsp;comments</span>
              <span aria-hidden>&nbsp;💬</span>
            </Badge>
          )}
        </div>
      </div>
    </article>
  );
}

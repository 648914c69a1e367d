"use client";

import { useMemo, useState } from "react";
import type { ReviewItem } from "@/lib/domain/galleries/review-page";
import { AssetTile } from "./asset-tile";
import { Lightbox } from "./lightbox";
import { reviewActions, type ItemUpdate } from "./review-actions";
import { ReviewerBar } from "./reviewer-bar";

type ReviewGalleryProps = { token: string; name: string; allowDownload: boolean; reviewerName: string | null; items: ReviewItem[] };

/** The open review page: a grid of previews, a lightbox, and the reviewer's feedback. */
export function ReviewGallery({ token, name, allowDownload, reviewerName: initialName, items: initialItems }: ReviewGalleryProps) {
  const [items, setItems] = useState(initialItems);
  const [reviewerName, setReviewerName] = useState(initialName);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const actions = useMemo(() => {
    const onItemChange: ItemUpdate = (id, change) => setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change(item) } : item)));
    return reviewActions({ token, onItemChange });
  }, [token]);

  function favourite(index: number) {
    const item = items[index];
    // Without a name the lightbox asks for it first.
    if (!reviewerName) setOpenIndex(index);
    else void actions.react(item, { favourite: !item.favourite }).catch(() => setOpenIndex(index));
  }

  return (
    <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <header className="flex flex-wrap items-end justify-between gap-6 border-b border-zinc-200 pb-6">
        <div className="min-w-0">
          <p className="flex items-center gap-2 text-sm font-medium text-zinc-500">
            <span aria-hidden className="size-2.5 rounded-full bg-accent-600" />
            Darkroom gallery
          </p>
          <h1 className="mt-1 text-2xl font-semibold tracking-tight break-words text-zinc-900">{name}</h1>
          <p className="mt-1 text-sm text-zinc-600">
            {items.length} {items.length === 1 ? "item" : "items"} · {allowDownload ? "Downloads allowed" : "Previews only"}
          </p>
        </div>
        <ReviewerBar reviewerName={reviewerName} onSave={actions.rename} onNamed={setReviewerName} />
      </header>
      {items.length === 0 ? (
        <p className="mt-10 text-center text-zinc-500">This gallery is empty.</p>
      ) : (
        <ul role="list" aria-label="Gallery items" className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5">
          {items.map((item, index) => (
            <li key={item.id}>
              <AssetTile token={token} item={item} onOpen={() => setOpenIndex(index)} onFavourite={() => favourite(index)} />
            </li>
          ))}
        </ul>
      )}
      {openIndex !== null && items[openIndex] && (
        <Lightbox
          token={token}
          items={items}
          index={openIndex}
          allowDownload={allowDownload}
          reviewerName={reviewerName}
          actions={actions}
          onNamed={setReviewerName}
          onNavigate={setOpenIndex}
          onClose={() => setOpenIndex(null)}
        />
      )}
    </main>
  );
}

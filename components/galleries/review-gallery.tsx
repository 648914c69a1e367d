"use client";

import { useMemo, useState } from "react";
import type { CSSProperties } from "react";
import type { ReviewBrand, ReviewItem } from "@/lib/domain/galleries/review-page";
import { AssetTile } from "./asset-tile";
import { HandOffBar } from "./hand-off-bar";
import { Lightbox } from "./lightbox";
import { reviewActions, type ItemUpdate } from "./review-actions";
import { ReviewerBar } from "./reviewer-bar";

type ReviewGalleryProps = { token: string; name: string; allowDownload: boolean; reviewerName: string | null; items: ReviewItem[]; brand: ReviewBrand };

/** The owner's accent colour for this page's accented controls (Tailwind reads the theme's colours from these variables). */
function accentStyle(accent: string | null): CSSProperties | undefined {
  return accent ? ({ "--color-accent-600": accent, "--color-accent-700": accent } as CSSProperties) : undefined;
}

/** The open review page: a grid of previews, a lightbox, and the reviewer's feedback. */
export function ReviewGallery({ token, name, allowDownload, reviewerName: initialName, items: allItems, brand }: ReviewGalleryProps) {
  const [everything, setItems] = useState(allItems);
  const [onlyFavourites, setOnlyFavourites] = useState(false);
  const items = onlyFavourites ? everything.filter((item) => item.favourite) : everything;
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
    <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8" style={accentStyle(brand.accentColor)}>
      {brand.coverUrl && (
        // eslint-disable-next-line @next/next/no-img-element -- a signed delivery URL, not the image optimizer
        <img src={brand.coverUrl} alt="" className="mb-6 aspect-[8/3] w-full rounded-lg object-cover" />
      )}
      <header className="flex flex-wrap items-end justify-between gap-6 border-b border-zinc-200 pb-6">
        <div className="min-w-0">
          {brand.logoUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- a signed delivery URL, not the image optimizer
            <img src={brand.logoUrl} alt="Logo" className="mb-2 h-12 w-auto max-w-60 object-contain" />
          ) : (
            <p className="flex items-center gap-2 text-sm font-medium text-zinc-500">
              <span aria-hidden className="size-2.5 rounded-full bg-accent-600" />
              Darkroom gallery
            </p>
          )}
          <h1 className="mt-1 text-2xl font-semibold tracking-tight break-words text-zinc-900">{name}</h1>
          <p className="mt-1 text-sm text-zinc-600">
            {everything.length} {everything.length === 1 ? "item" : "items"} · {allowDownload ? "Downloads allowed" : "Previews only"}
          </p>
        </div>
        <ReviewerBar reviewerName={reviewerName} onSave={actions.rename} onNamed={setReviewerName} />
      </header>
      {everything.length > 0 && (
        <HandOffBar
          token={token}
          total={everything.length}
          favourites={everything.filter((item) => item.favourite).length}
          onlyFavourites={onlyFavourites}
          onFilter={(only) => {
            setOpenIndex(null);
            setOnlyFavourites(only);
          }}
          allowDownload={allowDownload}
          reviewerName={reviewerName}
          actions={actions}
        />
      )}
      {items.length === 0 ? (
        <p className="mt-10 text-center text-zinc-500">{onlyFavourites ? "No favourites yet: tap ♡ on the items you pick." : "This gallery is empty."}</p>
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

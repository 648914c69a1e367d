"use client";

import { useEffect, useId, useRef, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import type { ReviewItem } from "@/lib/domain/galleries/review-page";
import { FeedbackPanel } from "./feedback-panel";
import { itemUrls, type ReviewActions } from "./review-actions";

type LightboxProps = {
  token: string;
  items: ReviewItem[];
  index: number;
  allowDownload: boolean;
  reviewerName: string | null;
  actions: ReviewActions;
  onNamed: (name: string) => void;
  onNavigate: (index: number) => void;
  onClose: () => void;
};

const TYPING = new Set(["INPUT", "TEXTAREA", "SELECT"]);

/**
 * One item large, on a modal <dialog> (the page behind is inert, focus returns to the tile on close):
 * ← and → step through the gallery, Esc closes. Originals appear only when downloads are allowed.
 */
export function Lightbox({ token, items, index, allowDownload, reviewerName, actions, onNamed, onNavigate, onClose }: LightboxProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const item = items[index];
  const hasPrevious = index > 0;
  const hasNext = index < items.length - 1;

  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      opener?.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (TYPING.has((event.target as HTMLElement).tagName)) return;
    if (event.key === "ArrowLeft" && hasPrevious) onNavigate(index - 1);
    else if (event.key === "ArrowRight" && hasNext) onNavigate(index + 1);
    else return;
    event.preventDefault();
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-0 h-dvh max-h-none w-dvw max-w-none overflow-hidden bg-zinc-950 p-0 text-white backdrop:bg-zinc-950/80"
    >
      <div className="flex h-full flex-col lg:flex-row">
        <div className="relative flex min-h-0 flex-1 flex-col">
          <div className="flex items-center justify-between gap-3 px-4 py-3">
            <p className="text-sm text-zinc-300" aria-live="polite">
              {index + 1} of {items.length}
            </p>
            <Button variant="secondary" size="sm" onClick={onClose} aria-label="Close">
              Close <kbd className="text-xs text-zinc-500">Esc</kbd>
            </Button>
          </div>
          <div className="flex min-h-0 flex-1 items-center justify-center px-14 pb-4">
            <ItemMedia key={item.id} token={token} item={item} allowDownload={allowDownload} />
          </div>
          <NavButton label="Previous" side="left" disabled={!hasPrevious} onClick={() => onNavigate(index - 1)} />
          <NavButton label="Next" side="right" disabled={!hasNext} onClick={() => onNavigate(index + 1)} />
        </div>
        <aside className="max-h-[45dvh] w-full shrink-0 overflow-y-auto bg-white p-5 text-zinc-900 lg:max-h-none lg:w-96">
          <h2 id={titleId} className="text-base font-semibold break-words">
            {item.name}
          </h2>
          {item.width && item.height && (
            <p className="mt-1 text-sm text-zinc-500">
              {item.width} × {item.height}
            </p>
          )}
          {item.description && <p className="mt-3 text-sm text-zinc-700">{item.description}</p>}
          {allowDownload && (
            <a
              href={itemUrls(token, item).download}
              className="mt-4 inline-flex h-8 items-center rounded-md border border-zinc-300 px-3 text-sm font-medium text-zinc-900 shadow-sm hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
            >
              Download original
            </a>
          )}
          <div className="mt-6">
            <FeedbackPanel item={item} reviewerName={reviewerName} actions={actions} onNamed={onNamed} />
          </div>
        </aside>
      </div>
    </dialog>
  );
}

function ItemMedia({ token, item, allowDownload }: { token: string; item: ReviewItem; allowDownload: boolean }) {
  const urls = itemUrls(token, item);
  const alt = item.description ?? item.name;
  if (item.kind === "video" && allowDownload) {
    return <video src={urls.original} poster={urls.preview ?? undefined} controls className="max-h-full max-w-full" aria-label={alt} />;
  }
  if (item.kind === "audio" && allowDownload) return <audio src={urls.original} controls aria-label={alt} />;
  const src = item.kind === "image" && allowDownload ? (item.largeUrl ?? urls.original) : urls.preview;
  if (!src) return <p className="text-zinc-400">No preview for this file{allowDownload ? "; download it to open it." : "."}</p>;
  // eslint-disable-next-line @next/next/no-img-element -- delivery URLs and token-checked routes, not the image optimizer
  return <img src={src} alt={alt} className="checkerboard max-h-full max-w-full object-contain" />;
}

function NavButton({ label, side, disabled, onClick }: { label: string; side: "left" | "right"; disabled: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className={`absolute top-1/2 ${side === "left" ? "left-2" : "right-2"} flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/10 text-xl text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white disabled:opacity-30`}
    >
      <span aria-hidden>{side === "left" ? "←" : "→"}</span>
    </button>
  );
}

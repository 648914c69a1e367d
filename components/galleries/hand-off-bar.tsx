"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { archiveUrls, type ReviewActions } from "./review-actions";

type HandOffBarProps = {
  token: string;
  total: number;
  favourites: number;
  onlyFavourites: boolean;
  onFilter: (onlyFavourites: boolean) => void;
  allowDownload: boolean;
  reviewerName: string | null;
  actions: ReviewActions;
};

/** The client's hand-off: show all or only favourites, submit the favourites as the selection, and download as a ZIP. */
export function HandOffBar({ token, total, favourites, onlyFavourites, onFilter, allowDownload, reviewerName, actions }: HandOffBarProps) {
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const urls = archiveUrls(token);

  async function submit() {
    setSending(true);
    setStatus(null);
    try {
      const sent = await actions.submitSelection();
      const count = sent.asset_ids.length;
      setStatus(`Selection sent: ${count} ${count === 1 ? "favourite" : "favourites"} at ${new Date(sent.submitted_at).toLocaleTimeString()}.`);
    } catch (error) {
      setStatus(error instanceof Error ? error.message : "The selection could not be sent. Try again.");
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-label="Your selection" className="mt-4 flex flex-wrap items-center gap-3">
      <div role="group" aria-label="Show" className="inline-flex rounded-md border border-zinc-300 bg-white p-0.5 shadow-sm">
        {[
          { label: `All (${total})`, value: false },
          { label: `Favourites (${favourites})`, value: true },
        ].map((choice) => (
          <button
            key={choice.label}
            type="button"
            aria-pressed={onlyFavourites === choice.value}
            onClick={() => onFilter(choice.value)}
            className={cx(
              "h-8 rounded px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-accent-600",
              onlyFavourites === choice.value ? "bg-accent-600 text-white" : "text-zinc-700 hover:bg-zinc-100",
            )}
          >
            {choice.label}
          </button>
        ))}
      </div>
      <Button size="sm" onClick={() => void submit()} pending={sending} disabled={!reviewerName || favourites === 0} title={!reviewerName ? "Give your name first" : undefined}>
        Submit selection
      </Button>
      {allowDownload && (
        <span className="flex flex-wrap gap-2">
          <a href={urls.all} download className="inline-flex h-8 items-center rounded-md border border-zinc-300 bg-white px-3 text-sm font-medium text-zinc-900 shadow-sm hover:bg-zinc-50">
            Download all
          </a>
          {favourites > 0 && reviewerName && (
            <a href={urls.favourites} download className="inline-flex h-8 items-center rounded-md border border-zinc-300 bg-white px-3 text-sm font-medium text-zinc-900 shadow-sm hover:bg-zinc-50">
              Download favourites
            </a>
          )}
        </span>
      )}
      <p role="status" className="w-full text-sm text-zinc-600 empty:hidden">
        {status}
      </p>
    </section>
  );
}

"use client";

import { useId } from "react";
import { Card, CardHeader } from "@/components/ui/card";
import { formatDateTime } from "@/lib/client/format";
import { useGalleryFeedback, type GalleryView } from "@/lib/client/hooks/use-galleries";

/** The selections reviewers submitted ("these are the ones"), newest first, each with the assets they picked. */
export function GallerySelections({ gallery }: { gallery: GalleryView }) {
  const titleId = useId();
  const selections = [...gallery.selections].reverse();
  // The feedback view names every asset of the gallery; an asset removed since shows its id.
  const feedback = useGalleryFeedback(gallery.id);
  const nameOf = (id: string) => feedback.data?.assets.find((asset) => asset.asset_id === id)?.name ?? id;
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader titleId={titleId} title="Submitted selections" description={selections.length ? undefined : "No reviewer has submitted a selection yet."} />
      {selections.length > 0 && (
        <ul aria-label="Submitted selections" className="divide-y divide-zinc-200 px-5">
          {selections.map((selection) => (
            <li key={`${selection.reviewer}-${selection.submitted_at}`} className="py-3 text-sm">
              <p className="text-zinc-900">
                <strong className="font-semibold">{selection.reviewer}</strong> picked {selection.asset_ids.length}{" "}
                {selection.asset_ids.length === 1 ? "asset" : "assets"}
                <span className="text-zinc-500"> · {formatDateTime(selection.submitted_at)}</span>
              </p>
              <p className="mt-1 break-words text-zinc-600">{selection.asset_ids.map(nameOf).join(", ") || "(none)"}</p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

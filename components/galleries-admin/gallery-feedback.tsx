"use client";

import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { LoadError, Loading } from "@/components/ui/load-state";
import { formatDateTime, formatRelativeTime } from "@/lib/client/format";
import { useGalleryFeedback, type AssetFeedbackView } from "@/lib/client/hooks/use-galleries";

/** What reviewers said, asset by asset: favourites, verdicts and comments. */
export function GalleryFeedback({ galleryId }: { galleryId: string }) {
  const feedback = useGalleryFeedback(galleryId);
  const titleId = useId();
  const reviewers = feedback.data?.reviewers ?? [];

  return (
    <Card aria-labelledby={titleId}>
      <CardHeader
        titleId={titleId}
        title="Feedback"
        description={feedback.data ? (reviewers.length ? `From ${reviewers.join(", ")}` : "No reviewer has responded yet.") : undefined}
        actions={
          <Button variant="secondary" size="sm" pending={feedback.isFetching && !feedback.isPending} onClick={() => feedback.refetch()}>
            Refresh
          </Button>
        }
      />
      <div className="p-5">
        {feedback.isPending ? (
          <Loading>Loading feedback…</Loading>
        ) : feedback.isError ? (
          <LoadError title="Could not load feedback" error={feedback.error} onRetry={() => feedback.refetch()} />
        ) : feedback.data.assets.length === 0 ? (
          <p className="text-sm text-zinc-600">The gallery has no assets.</p>
        ) : (
          <ul aria-label="Feedback per asset" className="divide-y divide-zinc-200">
            {feedback.data.assets.map((item) => (
              <AssetFeedback key={item.asset_id} item={item} />
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

function AssetFeedback({ item }: { item: AssetFeedbackView }) {
  const quiet = item.favourites === 0 && item.approvals.length === 0 && item.rejections.length === 0 && item.comments.length === 0;
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-2">
        <p className="min-w-0 truncate text-sm font-medium text-zinc-900">{item.name}</p>
        {item.favourites > 0 && <Badge tone="accent">{`★ ${item.favourites} ${item.favourites === 1 ? "favourite" : "favourites"}`}</Badge>}
        {item.approvals.length > 0 && <Badge tone="success">{`Approved by ${item.approvals.join(", ")}`}</Badge>}
        {item.rejections.length > 0 && <Badge tone="danger">{`Rejected by ${item.rejections.join(", ")}`}</Badge>}
        {quiet && <span className="text-sm text-zinc-500">No feedback</span>}
      </div>
      {item.favourited_by.length > 0 && <p className="mt-1 text-xs text-zinc-600">Favourited by {item.favourited_by.join(", ")}</p>}
      {item.comments.length > 0 && (
        <ul aria-label={`Comments on ${item.name}`} className="mt-2 space-y-2">
          {item.comments.map((comment) => (
            <li key={comment.id} className="rounded-lg bg-zinc-50 px-3 py-2 text-sm">
              <p className="text-xs text-zinc-600">
                <span className="font-medium text-zinc-900">{comment.name}</span> ·{" "}
                <time dateTime={comment.created_at} title={formatDateTime(comment.created_at)}>
                  {formatRelativeTime({ iso: comment.created_at })}
                </time>
              </p>
              <p className="mt-0.5 whitespace-pre-wrap text-zinc-800">{comment.text}</p>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

"use client";

import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { formatDateTime } from "@/lib/client/format";
import type { Verdict } from "@/lib/domain/galleries/feedback";
import type { ReviewItem } from "@/lib/domain/galleries/review-page";
import { LIMITS } from "@/lib/platform/config/limits";

const MAX_COMMENT_CHARS = LIMITS.commentChars.value;
import type { ReviewActions } from "./review-actions";
import { ReviewerNameForm } from "./reviewer-name-form";

type FeedbackPanelProps = {
  item: ReviewItem;
  reviewerName: string | null;
  actions: ReviewActions;
  onNamed: (name: string) => void;
};

/** The reviewer's side of one item: favourite, approve or reject, and the comment thread. */
export function FeedbackPanel({ item, reviewerName, actions, onNamed }: FeedbackPanelProps) {
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(label: string, work: () => Promise<void>) {
    setPending(label);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "That did not work. Try again.");
    } finally {
      setPending(null);
    }
  }

  const setVerdict = (verdict: Verdict) => run(verdict, () => actions.react(item, { verdict: item.verdict === verdict ? null : verdict }));

  return (
    <div className="space-y-6">
      {reviewerName ? (
        <div className="flex flex-wrap gap-2" role="group" aria-label="Your feedback">
          <Button
            variant={item.favourite ? "primary" : "secondary"}
            size="sm"
            aria-pressed={item.favourite}
            pending={pending === "favourite"}
            onClick={() => run("favourite", () => actions.react(item, { favourite: !item.favourite }))}
          >
            <span aria-hidden>{item.favourite ? "♥" : "♡"}</span> Favourite
          </Button>
          <Button
            variant={item.verdict === "approved" ? "primary" : "secondary"}
            size="sm"
            aria-pressed={item.verdict === "approved"}
            pending={pending === "approved"}
            onClick={() => setVerdict("approved")}
          >
            {item.verdict === "approved" && <span aria-hidden>✓</span>} Approve
          </Button>
          <Button
            variant={item.verdict === "rejected" ? "danger" : "secondary"}
            size="sm"
            aria-pressed={item.verdict === "rejected"}
            pending={pending === "rejected"}
            onClick={() => setVerdict("rejected")}
          >
            {item.verdict === "rejected" && <span aria-hidden>✕</span>} Reject
          </Button>
        </div>
      ) : (
        <ReviewerNameForm hint="Give your name first; your feedback is shown under it." onSave={actions.rename} onSaved={onNamed} />
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <CommentThread item={item} canComment={reviewerName !== null} onComment={(text) => actions.comment(item, text)} onMore={() => actions.moreComments(item)} />
    </div>
  );
}

type CommentThreadProps = { item: ReviewItem; canComment: boolean; onComment: (text: string) => Promise<void>; onMore: () => Promise<void> };

function CommentThread({ item, canComment, onComment, onMore }: CommentThreadProps) {
  const headingId = useId();
  const fieldId = useId();
  const errorId = useId();
  const [text, setText] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);

  async function showMore() {
    setLoadingMore(true);
    setMoreError(null);
    try {
      await onMore();
    } catch (failure) {
      setMoreError(failure instanceof Error ? failure.message : "Could not load more comments. Try again.");
    } finally {
      setLoadingMore(false);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await onComment(text);
      setText("");
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "Could not post the comment. Try again.");
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-sm font-semibold text-zinc-900">
        Comments <span className="font-normal text-zinc-500">({item.commentCount})</span>
      </h3>
      {item.comments.length > 0 ? (
        <ol className="mt-3 space-y-3">
          {item.comments.map((comment) => (
            <li key={comment.id} className="rounded-md bg-zinc-50 px-3 py-2">
              <p className="flex flex-wrap items-baseline justify-between gap-x-2 text-xs text-zinc-500">
                <span className="font-medium text-zinc-800">{comment.name}</span>
                <time dateTime={comment.created_at} suppressHydrationWarning>
                  {formatDateTime(comment.created_at)}
                </time>
              </p>
              <p className="mt-1 text-sm whitespace-pre-wrap break-words text-zinc-800">{comment.text}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-sm text-zinc-500">No comments yet.</p>
      )}
      {item.nextCommentCursor && (
        <div className="mt-3">
          <Button variant="secondary" size="sm" pending={loadingMore} onClick={() => void showMore()}>
            Show more comments ({Math.max(0, item.commentCount - item.comments.length)} more)
          </Button>
          {moreError && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {moreError}
            </p>
          )}
        </div>
      )}
      {canComment && (
        <form onSubmit={submit} className="mt-4">
          <Label htmlFor={fieldId}>Add a comment</Label>
          <textarea
            id={fieldId}
            value={text}
            onChange={(event) => setText(event.target.value)}
            required
            maxLength={MAX_COMMENT_CHARS}
            rows={3}
            aria-describedby={error ? errorId : undefined}
            className="mt-1.5 block w-full resize-y rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 shadow-sm focus:outline-2 focus:-outline-offset-1 focus:outline-accent-600"
          />
          <div className="mt-2 flex items-center justify-between gap-2">
            <span className="text-xs text-zinc-500">
              {text.length} / {MAX_COMMENT_CHARS}
            </span>
            <Button type="submit" size="sm" pending={pending} disabled={!text.trim()}>
              Post comment
            </Button>
          </div>
          {error && (
            <p id={errorId} role="alert" className="mt-2 text-sm text-red-700">
              {error}
            </p>
          )}
        </form>
      )}
    </section>
  );
}

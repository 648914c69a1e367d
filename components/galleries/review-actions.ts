import { apiFetch } from "@/lib/client/api";
import type { ReviewComment, Verdict } from "@/lib/domain/galleries/feedback";
import type { ReviewItem } from "@/lib/domain/galleries/review-page";

export type ItemUpdate = (id: string, change: (item: ReviewItem) => Partial<ReviewItem>) => void;

/** The reviewer's writes for one gallery; each applies the server's answer to the shown item. */
export function reviewActions({ token, onItemChange }: { token: string; onItemChange: ItemUpdate }) {
  const base = `/g/${token}`;
  return {
    async react(item: ReviewItem, input: { favourite?: boolean; verdict?: Verdict | null }) {
      const result = await apiFetch<{ favourite: boolean; verdict: Verdict | null }>(`${base}/assets/${item.id}/reaction`, { method: "POST", json: input });
      onItemChange(item.id, () => ({ favourite: result.favourite, verdict: result.verdict }));
    },
    async comment(item: ReviewItem, text: string) {
      const added = await apiFetch<ReviewComment>(`${base}/assets/${item.id}/comments`, { method: "POST", json: { text } });
      onItemChange(item.id, (current) => ({ comments: mergeComments(current.comments, [added]), commentCount: current.commentCount + 1 }));
    },
    async moreComments(item: ReviewItem) {
      if (!item.nextCommentCursor) return;
      const query = new URLSearchParams({ cursor: item.nextCommentCursor });
      const page = await apiFetch<{ comments: ReviewComment[]; next_cursor: string | null }>(`${base}/assets/${item.id}/comments?${query}`);
      onItemChange(item.id, (current) => ({ comments: mergeComments(current.comments, page.comments), nextCommentCursor: page.next_cursor }));
    },
    async submitSelection(): Promise<{ submitted_at: string; asset_ids: string[] }> {
      return apiFetch<{ submitted_at: string; asset_ids: string[] }>(`${base}/selection`, { method: "POST", json: {} });
    },
    async rename(name: string): Promise<string> {
      return (await apiFetch<{ name: string }>(`${base}/reviewer`, { method: "POST", json: { name } })).name;
    },
  };
}

export type ReviewActions = ReturnType<typeof reviewActions>;

/** Shown comments plus newly fetched ones, once each, oldest first (ids sort by creation time, as the server pages them). */
function mergeComments(shown: ReviewComment[], fetched: ReviewComment[]): ReviewComment[] {
  const byId = new Map([...shown, ...fetched].map((comment) => [comment.id, comment]));
  return [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The gallery's ZIP downloads: every original, or the reviewer's favourites. */
export function archiveUrls(token: string) {
  return { all: `/g/${token}/archive`, favourites: `/g/${token}/archive?favourites=1` };
}

/** An item's preview (an image's delivery URL, else the review route) and, when allowed, its original. */
export function itemUrls(token: string, item: ReviewItem) {
  const base = `/g/${token}/assets/${encodeURIComponent(item.id)}`;
  return { preview: item.previewUrl ?? (item.hasPreview ? `${base}/thumbnail` : null), original: `${base}/file`, download: `${base}/file?download=1` };
}

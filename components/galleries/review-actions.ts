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
      onItemChange(item.id, (current) => ({ comments: [...current.comments, added] }));
    },
    async rename(name: string): Promise<string> {
      return (await apiFetch<{ name: string }>(`${base}/reviewer`, { method: "POST", json: { name } })).name;
    },
  };
}

export type ReviewActions = ReturnType<typeof reviewActions>;

/** Same-origin paths to an item's preview and (when allowed) its original. */
export function itemUrls(token: string, item: ReviewItem) {
  const base = `/g/${token}/assets/${encodeURIComponent(item.id)}`;
  return { preview: item.hasPreview ? `${base}/thumbnail` : null, original: `${base}/file`, download: `${base}/file?download=1` };
}

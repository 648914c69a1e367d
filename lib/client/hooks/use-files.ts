"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { UploadListView, UploadView } from "@/lib/domain/files/schema";
import { apiFetch } from "../api";
import { useUploadsStore, type PendingUpload } from "../stores/uploads-store";
import { useIntentMutation } from "./use-intent-mutation";

export const uploadsKey = ["uploads"] as const;

// Signed links last ten minutes; read the list again well before.
const LINKS_FRESH_MS = 5 * 60_000;

function entryOf(upload: UploadView): PendingUpload {
  return { id: upload.id, name: upload.name, mime: upload.mime, size: upload.size_bytes, previewUrl: upload.url ?? "", progress: 1, status: "done", jobId: upload.id, error: null };
}

/**
 * The Files list: the account's kept uploads on the server (GET /api/v1/uploads, so the same on
 * every page and after a reload) after the files dropped in this tab that are still on their way or
 * were refused; the selected one (by default the newest that can run) is what a line runs on.
 */
export function useFiles() {
  const queryClient = useQueryClient();
  const kept = useQuery({ queryKey: uploadsKey, queryFn: ({ signal }) => apiFetch<UploadListView>("/api/v1/uploads", { signal }), staleTime: LINKS_FRESH_MS, refetchInterval: LINKS_FRESH_MS });
  const { uploads, selectedId, select, remove: removeLocal } = useUploadsStore();
  const local = new Set(uploads.map((u) => u.id));
  const files = [...uploads, ...(kept.data?.uploads ?? []).filter((u) => !local.has(u.id)).map(entryOf)];
  const runnable = files.filter((f) => f.status !== "failed");
  const selected = runnable.find((f) => f.id === selectedId) ?? runnable[0] ?? null;
  const settled = () => queryClient.invalidateQueries({ queryKey: uploadsKey });
  const forget = useIntentMutation({ send: ({ id }: { id: string }) => apiFetch<unknown>(`/api/v1/uploads/${encodeURIComponent(id)}`, { method: "DELETE" }), onSettled: settled });
  const clear = useIntentMutation({ send: () => apiFetch<unknown>("/api/v1/uploads", { method: "DELETE" }), onSettled: settled });
  const hide = (keep: (upload: UploadView) => boolean) =>
    queryClient.setQueryData<UploadListView>(uploadsKey, (data) => (data ? { uploads: data.uploads.filter(keep) } : data));

  return {
    files,
    selected,
    select,
    isLoading: kept.isPending,
    error: kept.error ?? forget.error ?? clear.error,
    /** Takes a file off the list; a stored one is let go on the server too. */
    remove(file: PendingUpload) {
      if (file.previewUrl.startsWith("blob:")) URL.revokeObjectURL(file.previewUrl);
      removeLocal(file.id);
      if (!file.jobId) return;
      hide((u) => u.id !== file.jobId);
      forget.mutate({ id: file.jobId });
    },
    /** Lets every kept upload go; files still on their way stay. */
    clear(onCleared?: () => void) {
      for (const file of uploads) if (file.status !== "uploading") removeLocal(file.id);
      hide(() => false);
      clear.mutate(undefined, { onSuccess: onCleared });
    },
    clearing: clear.isPending,
  };
}

"use client";

import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../api";
import type { AssetKind, AssetListView, AssetView } from "@/lib/domain/vault/schema";

export type { AssetKind, AssetListView, AssetView };

export const vaultKey = ["vault"] as const;

/** The Vault, newest first, a page at a time; every page repeats the room figures, so the first is current. */
export function useVault({ kind }: { kind?: AssetKind } = {}) {
  return useInfiniteQuery({
    queryKey: [...vaultKey, kind ?? "all"],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: "48" });
      if (kind) params.set("kind", kind);
      if (pageParam) params.set("cursor", pageParam);
      return apiFetch<AssetListView>(`/api/v1/assets?${params}`, { signal });
    },
    getNextPageParam: (page) => page.next_cursor,
  });
}

/** Deletes the given assets one by one; resolves with the ids that could not be deleted. */
export function useDeleteAssets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ids }: { ids: string[] }) => {
      const failed: string[] = [];
      for (const id of ids) {
        await apiFetch<unknown>(`/api/v1/assets/${encodeURIComponent(id)}`, { method: "DELETE" }).catch(() => failed.push(id));
      }
      return { failed };
    },
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: vaultKey }), queryClient.invalidateQueries({ queryKey: ["account"] })]),
  });
}

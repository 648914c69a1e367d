"use client";

import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../api";
import type { AssetKind, AssetListView, AssetView } from "@/lib/domain/vault/schema";
import type { VariantInput } from "@/lib/domain/delivery/schema";
import { useIntentMutation } from "./use-intent-mutation";

export type { AssetKind, AssetListView, AssetView, VariantInput };

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
  return useIntentMutation({
    send: async ({ ids }: { ids: string[] }) => {
      const failed: string[] = [];
      for (const id of ids) {
        await apiFetch<unknown>(`/api/v1/assets/${encodeURIComponent(id)}`, { method: "DELETE" }).catch(() => failed.push(id));
      }
      return { failed };
    },
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: vaultKey }), queryClient.invalidateQueries({ queryKey: ["account"] })]),
  });
}

/** The delivery URL of one transform of an image asset: stable until the owner rotates the secret (the old one works 24 h), so kept an hour. */
export function useVariantUrl(assetId: string, variant: VariantInput | null) {
  return useQuery({
    queryKey: ["delivery", assetId, variant],
    enabled: variant !== null,
    staleTime: 60 * 60_000,
    queryFn: ({ signal }) => apiFetch<{ url: string }>(`/api/v1/assets/${encodeURIComponent(assetId)}/variants`, { method: "POST", json: variant, signal }).then((answer) => answer.url),
  });
}

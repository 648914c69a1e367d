"use client";

import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../api";
import type { AssetKind, AssetListView, AssetSort, AssetView, BulkAssetsInput, BulkResultView, FolderTreeView } from "@/lib/domain/vault/schema";
import type { VariantInput } from "@/lib/domain/delivery/schema";
import { useIntentMutation } from "./use-intent-mutation";

export type { AssetKind, AssetListView, AssetSort, AssetView, BulkAssetsInput, FolderTreeView, VariantInput };

export const vaultKey = ["vault"] as const;

/** A Vault search as the page's URL holds it: the API's own query parameters. */
export type VaultSearch = { q?: string; type?: AssetKind; tag?: string; folder?: string; sort?: AssetSort; taken_after?: string; taken_before?: string };

/** A Vault search a page at a time; every page repeats the room figures, so the first is current. */
export function useVault(search: VaultSearch = {}) {
  return useInfiniteQuery({
    queryKey: [...vaultKey, "search", search],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: "48" });
      for (const [name, value] of Object.entries(search)) if (value) params.set(name, value);
      if (pageParam) params.set("cursor", pageParam);
      return apiFetch<AssetListView>(`/api/v1/assets?${params}`, { signal });
    },
    getNextPageParam: (page) => page.next_cursor,
  });
}

/** The Vault's folder tree with counts. */
export function useAssetFolders() {
  return useQuery({ queryKey: [...vaultKey, "folders"], queryFn: ({ signal }) => apiFetch<FolderTreeView>("/api/v1/assets/folders", { signal }) });
}

/** One bulk action (tag, untag, move, delete) on many assets, all or none; the Vault, its folders and the account's room are read again. */
export function useBulkAssets() {
  const queryClient = useQueryClient();
  return useIntentMutation({
    send: (input: BulkAssetsInput, headers) => apiFetch<BulkResultView>("/api/v1/assets/bulk", { method: "POST", headers, json: input }),
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

/** Downloads a ZIP of the given assets (the server streams it; the browser saves it as vault.zip). */
export async function downloadVaultArchive(ids: string[]): Promise<void> {
  const response = await fetch("/api/v1/assets/archive", { method: "POST", credentials: "same-origin", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ ids }) });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new Error(body?.error?.message ?? `The server answered ${response.status}.`);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement("a"), { href: url, download: "vault.zip" });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

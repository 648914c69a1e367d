"use client";

import { useInfiniteQuery, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../api";
import type { AssetView } from "@/lib/domain/vault/schema";
import { useIntentMutation } from "./use-intent-mutation";
import type { z } from "zod";
import type { AssetFeedbackView, GalleryFeedbackView, GalleryListView, GalleryView, UpdateGalleryInput } from "@/lib/domain/galleries/schema";

export type { AssetFeedbackView, GalleryView };

export const galleriesKey = ["galleries"] as const;

/** What the Workbench sends to change a gallery: dates already ISO strings, null clears. */
export type GalleryPatch = z.input<typeof UpdateGalleryInput>;

function galleryPath(id: string): string {
  return `/api/v1/galleries/${encodeURIComponent(id)}`;
}

export function useGalleries() {
  return useInfiniteQuery({
    queryKey: galleriesKey,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiFetch<GalleryListView>(`/api/v1/galleries${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ""}`, { signal }),
    getNextPageParam: (page) => page.next_cursor,
  });
}

export function useGallery(id: string) {
  return useQuery({ queryKey: [...galleriesKey, id], queryFn: ({ signal }) => apiFetch<GalleryView>(galleryPath(id), { signal }) });
}

/** Each asset of a gallery with fresh thumbnail links; an asset deleted meanwhile comes back as an error. */
export function useGalleryAssets(ids: string[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: ["vault", "asset", id],
      queryFn: ({ signal }: { signal: AbortSignal }) => apiFetch<AssetView>(`/api/v1/assets/${encodeURIComponent(id)}`, { signal }),
      staleTime: 5 * 60_000,
    })),
  });
}

export function useGalleryFeedback(id: string) {
  return useQuery({
    queryKey: [...galleriesKey, id, "feedback"],
    queryFn: ({ signal }) => apiFetch<GalleryFeedbackView>(`${galleryPath(id)}/feedback`, { signal }),
  });
}

/** Creates a gallery, once per click (see useIntentMutation). */
export function useCreateGallery() {
  const queryClient = useQueryClient();
  return useIntentMutation({
    send: (input: { name: string; asset_ids: string[]; expires_at?: null }, headers) => apiFetch<GalleryView>("/api/v1/galleries", { method: "POST", headers, json: input }),
    onSuccess: (gallery) => queryClient.setQueryData([...galleriesKey, gallery.id], gallery),
    onSettled: () => queryClient.invalidateQueries({ queryKey: galleriesKey, exact: true }),
  });
}

/** Changes a gallery; the answer replaces the cached gallery so the form shows what the server kept. */
export function useUpdateGallery(id: string) {
  const queryClient = useQueryClient();
  return useIntentMutation({
    send: (patch: GalleryPatch) => apiFetch<GalleryView>(galleryPath(id), { method: "PATCH", json: patch }),
    onSuccess: (gallery) => queryClient.setQueryData([...galleriesKey, id], gallery),
    // The feedback lists assets in display order, so a reorder or removal changes it too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: galleriesKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: [...galleriesKey, id, "feedback"] }),
      ]),
  });
}

export function useRotateLink(id: string) {
  const queryClient = useQueryClient();
  return useIntentMutation({
    send: (_: void, headers) => apiFetch<GalleryView>(`${galleryPath(id)}/rotate-link`, { method: "POST", headers }),
    onSuccess: (gallery) => queryClient.setQueryData([...galleriesKey, id], gallery),
    onSettled: () => queryClient.invalidateQueries({ queryKey: galleriesKey, exact: true }),
  });
}

export function useDeleteGallery() {
  const queryClient = useQueryClient();
  return useIntentMutation({
    send: ({ id }: { id: string }) => apiFetch<unknown>(galleryPath(id), { method: "DELETE" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: galleriesKey }),
  });
}

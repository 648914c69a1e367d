"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { RecipeListView, RecipeView } from "@/lib/domain/recipes/schema";
import type { StepInput } from "@/lib/domain/lines/schema";
import { apiFetch } from "../api";
import { useIntentMutation } from "./use-intent-mutation";
import { lineOutputBody, type LineOutputDraft } from "../stores/line-store";

export type { RecipeView };

export const recipesQueryKey = ["recipes"] as const;

export function useRecipes() {
  return useQuery({
    queryKey: recipesQueryKey,
    queryFn: ({ signal }) => apiFetch<z.infer<typeof RecipeListView>>("/api/v1/recipes", { signal }),
    select: (data) => data.recipes,
  });
}

export function useRecipe(id: string | null) {
  return useQuery({
    queryKey: [...recipesQueryKey, id],
    queryFn: ({ signal }) => apiFetch<RecipeView>(`/api/v1/recipes/${encodeURIComponent(id ?? "")}`, { signal }),
    enabled: id !== null,
  });
}

/** Saves a line, once per click; the answer lists options the server dropped because a skill lacks them. */
export function useSaveRecipe() {
  const queryClient = useQueryClient();
  return useIntentMutation({
    send: ({ output, ...input }: { name: string; description?: string; steps: StepInput[]; output?: LineOutputDraft | null }, headers) =>
      apiFetch<RecipeView>("/api/v1/recipes", { method: "POST", headers, json: { ...input, ...(output ? { output: lineOutputBody(output) } : {}) } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recipesQueryKey }),
  });
}

export function useUpdateRecipe() {
  const queryClient = useQueryClient();
  return useIntentMutation({
    send: ({ id, ...patch }: { id: string; name?: string; description?: string }) =>
      apiFetch<RecipeView>(`/api/v1/recipes/${encodeURIComponent(id)}`, { method: "PATCH", json: patch }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recipesQueryKey }),
  });
}

export function useDeleteRecipe() {
  const queryClient = useQueryClient();
  return useIntentMutation({
    send: ({ id }: { id: string }) => apiFetch<void>(`/api/v1/recipes/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recipesQueryKey }),
  });
}

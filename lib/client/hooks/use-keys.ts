"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../api";
import { queryKeys } from "../query-keys";
import { useIntentMutation } from "./use-intent-mutation";
import type { KeyListView, RevokedKeyView } from "@/lib/domain/keys/schema";
import type { z } from "zod";
import type { CreatedApiKey } from "../types";

/** The account's API keys, newest first as the server orders them. */
export function useKeys() {
  return useQuery({
    queryKey: queryKeys.keys,
    queryFn: ({ signal }) => apiFetch<z.infer<typeof KeyListView>>("/api/v1/keys", { signal }),
    select: (data) => data.keys,
  });
}

/** Creates a key; the mutation's data holds the plaintext, which no later read returns. */
export function useCreateKey() {
  const queryClient = useQueryClient();
  return useIntentMutation({
    send: ({ name, test }: { name?: string; test?: boolean }, headers) =>
      apiFetch<CreatedApiKey>("/api/v1/keys", { method: "POST", headers, json: { ...(name ? { name } : {}), ...(test ? { test } : {}) } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.keys }),
  });
}

export function useRevokeKey() {
  const queryClient = useQueryClient();
  return useIntentMutation({
    send: ({ id }: { id: string }) =>
      apiFetch<z.infer<typeof RevokedKeyView>>(`/api/v1/keys/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: ({ id, revoked_at }) => {
      // Show the new status at once; the refetch below confirms it.
      queryClient.setQueryData<z.infer<typeof KeyListView>>(queryKeys.keys, (data) =>
        data ? { keys: data.keys.map((key) => (key.id === id ? { ...key, revoked_at } : key)) } : data,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.keys }),
  });
}

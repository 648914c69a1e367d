"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import type { LedgerEntryView, LedgerView } from "@/lib/domain/credits/schema";
import { apiFetch } from "../api";

export type LedgerEntry = LedgerEntryView;

/** The balance and the ledger, newest first; the first page's balance is the current one. */
export function useCredits() {
  return useInfiniteQuery({
    queryKey: ["credits"],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: "50" });
      if (pageParam) params.set("cursor", pageParam);
      return apiFetch<LedgerView>(`/api/v1/credits?${params}`, { signal });
    },
    getNextPageParam: (page) => page.next_cursor,
  });
}

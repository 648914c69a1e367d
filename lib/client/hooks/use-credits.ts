"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { apiFetch } from "../api";

export type LedgerEntry = {
  id: string;
  amount: number;
  balance_after: number;
  reason: string;
  job_id: string | null;
  run_id: string | null;
  note: string | null;
  created_at: string;
};

export type LedgerPage = { balance: number; entries: LedgerEntry[]; next_cursor: string | null };

/** The balance and the ledger, newest first; the first page's balance is the current one. */
export function useCredits() {
  return useInfiniteQuery({
    queryKey: ["credits"],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: "50" });
      if (pageParam) params.set("cursor", pageParam);
      return apiFetch<LedgerPage>(`/api/v1/credits?${params}`, { signal });
    },
    getNextPageParam: (page) => page.next_cursor,
  });
}

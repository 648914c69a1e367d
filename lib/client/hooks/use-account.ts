"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../api";
import { queryKeys } from "../query-keys";
import type { AccountView } from "../types";

/** The signed-in account: plan, rate limit, credits and Vault room. */
export function useAccount() {
  return useQuery({
    queryKey: queryKeys.account,
    queryFn: ({ signal }) => apiFetch<AccountView>("/api/v1/account", { signal }),
  });
}

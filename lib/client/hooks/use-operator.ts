"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../api";
import type { PlanId } from "@/lib/domain/accounts/plans";

export type OperatorAccount = { id: string; email: string; plan: PlanId; role: "operator" | "user"; credits: number; active_keys: number; created_at: string };

const operatorAccountsKey = ["operator", "accounts"] as const;

export function useOperatorAccounts() {
  return useQuery({
    queryKey: operatorAccountsKey,
    queryFn: ({ signal }) => apiFetch<{ accounts: OperatorAccount[] }>("/api/admin/accounts", { signal }),
    select: (data) => data.accounts,
  });
}

// The operator may change their own account too, so the account and ledger caches go stale as well.
function useInvalidateAccounts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: operatorAccountsKey }),
      queryClient.invalidateQueries({ queryKey: ["account"] }),
      queryClient.invalidateQueries({ queryKey: ["credits"] }),
    ]);
}

export function useGrantCredits() {
  const invalidate = useInvalidateAccounts();
  return useMutation({
    mutationFn: (input: { email: string; amount: number; note?: string }) =>
      apiFetch<{ account_id: string; email: string; credits: number }>("/api/admin/credits", { method: "POST", json: input }),
    onSettled: invalidate,
  });
}

export function useSetPlan() {
  const invalidate = useInvalidateAccounts();
  return useMutation({
    mutationFn: (input: { email: string; plan: PlanId }) =>
      apiFetch<{ account_id: string; email: string; plan: PlanId }>("/api/admin/plan", { method: "POST", json: input }),
    onSettled: invalidate,
  });
}

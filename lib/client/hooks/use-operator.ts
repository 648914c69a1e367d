"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../api";
import type { PlanId } from "@/lib/domain/accounts/plans";
import { useIntentMutation } from "./use-intent-mutation";

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

// The operator page acts on accounts it lists (a web sign-up among them): `existing` is the CLI's --existing, said by the page.
export function useGrantCredits() {
  const invalidate = useInvalidateAccounts();
  return useIntentMutation({
    send: (input: { email: string; amount: number; note?: string }, headers) =>
      apiFetch<{ account_id: string; email: string; credits: number }>("/api/admin/credits", { method: "POST", headers, json: { ...input, existing: true } }),
    onSettled: invalidate,
  });
}

export function useSetPlan() {
  const invalidate = useInvalidateAccounts();
  return useIntentMutation({
    send: (input: { email: string; plan: PlanId }, headers) =>
      apiFetch<{ account_id: string; email: string; plan: PlanId }>("/api/admin/plan", { method: "POST", headers, json: { ...input, existing: true } }),
    onSettled: invalidate,
  });
}

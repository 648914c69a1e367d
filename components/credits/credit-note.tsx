"use client";

import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useEffect, type ReactNode } from "react";
import { Notice } from "@/components/ui/notice";
import { formatNumber } from "@/lib/client/format";
import { useAccount } from "@/lib/client/hooks/use-account";
import { queryKeys } from "@/lib/client/query-keys";

const credits = (n: number) => `${formatNumber(n)} credit${n === 1 ? "" : "s"}`;

/** The balance against a cost; `short` once the balance is known and does not cover it. */
export function useBalance(cost: number) {
  const account = useAccount();
  const balance = account.data?.credits;
  return { balance, isOperator: account.data?.role === "operator", short: balance !== undefined && cost > balance };
}

/** Reads the balance and the ledger again once a job or run has finished: its charge and any refund are in. */
export function useRefreshBalance(finished: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!finished) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.account });
    void queryClient.invalidateQueries({ queryKey: ["credits"] });
  }, [finished, queryClient]);
}

/** The paid action (`children`) with the balance beside it and, when it is short, how to get more: the operator grants credits. */
export function CreditNote({ cost, children }: { cost: number; children: ReactNode }) {
  const { balance, isOperator, short } = useBalance(cost);
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      {children}
      {balance !== undefined && (
        <p className="text-sm text-zinc-600">
          Balance: <span className="font-medium text-zinc-900 tabular-nums">{credits(balance)}</span>
        </p>
      )}
      {short && (
        <Notice tone="warning" className="w-full" title={`This costs ${credits(cost)}; the balance is ${credits(balance ?? 0)}.`}>
          {isOperator ? (
            <>
              As the operator, grant yourself credits on the{" "}
              <Link href="/usage/operator" className="font-medium underline">
                Operator page
              </Link>
              .
            </>
          ) : (
            "Ask the operator of this Darkroom server to grant you credits."
          )}
        </Notice>
      )}
    </div>
  );
}

"use client";

import Link from "next/link";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { formatNumber } from "@/lib/client/format";
import { useAccount } from "@/lib/client/hooks/use-account";
import { useCredits } from "@/lib/client/hooks/use-credits";
import { LedgerTable } from "./ledger-table";

/** The /usage page: the credit balance and where every credit went. */
export function UsagePage() {
  const credits = useCredits();
  const account = useAccount();
  const balance = credits.data?.pages[0]?.balance;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-zinc-900">Usage</h1>
          <p className="mt-1 max-w-2xl text-sm text-zinc-600">Your credit balance and every charge, refund and grant.</p>
        </div>
        {account.data?.role === "operator" && (
          <Link href="/usage/operator" className="text-sm font-medium text-accent-700 hover:underline focus-visible:outline-2 focus-visible:outline-accent-600">
            Operator: accounts and credits →
          </Link>
        )}
      </div>
      <Card aria-label="Balance" className="p-5">
        <p className="text-sm font-medium text-zinc-600">Credit balance</p>
        <p className="mt-1 text-3xl font-semibold tracking-tight text-zinc-900 tabular-nums">
          {balance === undefined ? credits.isError ? "—" : <Spinner label="Loading the balance" /> : formatNumber(balance)}
        </p>
      </Card>
      <LedgerTable credits={credits} />
    </div>
  );
}

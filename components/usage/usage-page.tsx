"use client";

import Link from "next/link";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { formatNumber } from "@/lib/client/format";
import { useAccount } from "@/lib/client/hooks/use-account";
import { useCredits } from "@/lib/client/hooks/use-credits";
import type { WorkSummary } from "@/lib/domain/jobs/view";
import { LedgerTable } from "./ledger-table";
import { WorkTable } from "./work-table";

/** The /usage page: the credit balance, the latest jobs and runs, and where every credit went. */
export function UsagePage({ work }: { work: WorkSummary[] }) {
  const credits = useCredits();
  const account = useAccount();
  const balance = credits.data?.pages[0]?.balance;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-zinc-900">Usage</h1>
          <p className="mt-1 max-w-2xl text-sm text-zinc-600">Your credit balance, your jobs and runs, and every charge, refund and grant.</p>
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
      <WorkTable work={work} />
      <LedgerTable credits={credits} />
    </div>
  );
}

"use client";

import Link from "next/link";
import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { cx } from "@/components/ui/cx";
import { LoadError, Loading } from "@/components/ui/load-state";
import { formatDateTime, formatNumber } from "@/lib/client/format";
import type { useCredits, LedgerEntry } from "@/lib/client/hooks/use-credits";

const REASONS: Record<string, { label: string; tone: "neutral" | "accent" | "success" | "warning" | "danger" }> = {
  charge: { label: "Charge", tone: "neutral" },
  refund: { label: "Refund", tone: "success" },
  grant: { label: "Grant", tone: "accent" },
  adjustment: { label: "Adjustment", tone: "warning" },
};

/** The ledger, newest first: every charge and refund points at the job or run it paid for. */
export function LedgerTable({ credits }: { credits: ReturnType<typeof useCredits> }) {
  const titleId = useId();
  const entries = credits.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <Card aria-labelledby={titleId}>
      <CardHeader titleId={titleId} title="Ledger" description="Credits are charged when a paid skill starts and refunded if it fails." />
      {credits.isPending ? (
        <div className="px-5">
          <Loading>Loading the ledger…</Loading>
        </div>
      ) : credits.isError ? (
        <div className="p-5">
          <LoadError title="Could not load the ledger" error={credits.error} onRetry={() => credits.refetch()} />
        </div>
      ) : entries.length === 0 ? (
        <div className="px-5 py-10 text-center">
          <p className="text-sm font-medium text-zinc-900">No credit movements yet</p>
          <p className="mt-1 text-sm text-zinc-600">Free skills and converts cost nothing; paid skills show up here.</p>
        </div>
      ) : (
        <div role="region" aria-label="Scrollable table" tabIndex={0} className="relative overflow-x-auto">
          {/* relative: it holds the cells' sr-only text, which would otherwise widen the page past the scroller */}
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="border-b border-zinc-200 bg-zinc-50 text-xs font-medium tracking-wide text-zinc-600 uppercase">
              <tr>
                <th scope="col" className="px-5 py-2.5">When</th>
                <th scope="col" className="px-5 py-2.5">What</th>
                <th scope="col" className="px-5 py-2.5 text-right">Amount</th>
                <th scope="col" className="px-5 py-2.5 text-right">Balance</th>
                <th scope="col" className="px-5 py-2.5">For</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-zinc-200">
              {entries.map((entry) => (
                <LedgerRow key={entry.id} entry={entry} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {credits.hasNextPage && (
        <div className="flex justify-center border-t border-zinc-200 p-4">
          <Button variant="secondary" pending={credits.isFetchingNextPage} onClick={() => credits.fetchNextPage()}>
            Load older entries
          </Button>
        </div>
      )}
    </Card>
  );
}

function LedgerRow({ entry }: { entry: LedgerEntry }) {
  const reason = REASONS[entry.reason] ?? { label: entry.reason, tone: "neutral" as const };
  return (
    <tr>
      <td className="px-5 py-3 whitespace-nowrap text-zinc-700">
        <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
      </td>
      <td className="px-5 py-3">
        <Badge tone={reason.tone}>{reason.label}</Badge>
        {entry.note && <span className="ml-2 text-zinc-600">{entry.note}</span>}
      </td>
      <td className={cx("px-5 py-3 text-right font-medium tabular-nums", entry.amount < 0 ? "text-zinc-900" : "text-emerald-700")}>
        {entry.amount > 0 ? "+" : ""}
        {formatNumber(entry.amount)}
      </td>
      <td className="px-5 py-3 text-right text-zinc-700 tabular-nums">{formatNumber(entry.balance_after)}</td>
      <td className="px-5 py-3">
        <span className="flex flex-col gap-0.5">
          {entry.job_id && <SourceLink label="Job" id={entry.job_id} />}
          {entry.run_id && <SourceLink label="Run" id={entry.run_id} />}
          {!entry.job_id && !entry.run_id && <span className="text-zinc-500">—</span>}
        </span>
      </td>
    </tr>
  );
}

function SourceLink({ label, id }: { label: string; id: string }) {
  return (
    <Link href={`/jobs/${encodeURIComponent(id)}`} className="font-mono text-[13px] text-accent-700 hover:underline focus-visible:outline-2 focus-visible:outline-accent-600">
      <span className="sr-only">{label} </span>
      {id}
    </Link>
  );
}

"use client";

import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { LoadError } from "@/components/ui/load-state";
import { Notice } from "@/components/ui/notice";
import { Spinner } from "@/components/ui/spinner";
import { PLANS } from "@/lib/domain/accounts/plans";
import { formatNumber } from "@/lib/client/format";
import { useAccount } from "@/lib/client/hooks/use-account";

/** Plan, request ceiling and credit balance, and a note when the plan has no API access. */
export function PlanSummary() {
  const account = useAccount();

  if (account.isPending) {
    return (
      <Card className="flex items-center gap-2 p-5 text-sm text-zinc-600" aria-label="Plan">
        <Spinner /> Loading your plan…
      </Card>
    );
  }
  if (account.isError) {
    return (
      <LoadError title="Could not load your plan" error={account.error} onRetry={() => account.refetch()} />
    );
  }

  const { plan, rate_limit, credits } = account.data;
  const policy = PLANS[plan];
  return (
    <div className="space-y-4">
      <Card aria-label="Plan">
        <dl className="grid grid-cols-1 divide-y divide-zinc-200 sm:grid-cols-3 sm:divide-x sm:divide-y-0">
          <Stat label="Plan">
            <span className="flex items-center gap-2">
              {policy.title}
              <Badge tone={policy.apiAccess ? "accent" : "neutral"}>{policy.apiAccess ? "API access" : "No API access"}</Badge>
            </span>
          </Stat>
          <Stat label="Rate limit">
            {policy.apiAccess ? (
              <>
                {formatNumber(rate_limit.limit_per_minute)} <span className="text-sm font-normal text-zinc-600">requests / minute</span>
              </>
            ) : (
              "—"
            )}
          </Stat>
          <Stat label="Credits">{formatNumber(credits)}</Stat>
        </dl>
      </Card>
      {!policy.apiAccess && (
        <Notice tone="warning" title={`The ${policy.title} plan has no API access`}>
          You can create keys now, but the REST API and MCP refuse them with <code className="font-mono">403 plan_required</code> until
          the account moves to Plus, Pro or Business. Ask your Darkroom operator to change the plan.
        </Notice>
      )}
    </div>
  );
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="px-5 py-4">
      <dt className="text-sm text-zinc-600">{label}</dt>
      <dd className="mt-1 text-xl font-semibold text-zinc-900">{children}</dd>
    </div>
  );
}

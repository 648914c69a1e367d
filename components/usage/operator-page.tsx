"use client";

import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Card, CardHeader } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { LoadError, Loading } from "@/components/ui/load-state";
import { PLAN_IDS, PLANS, planId, type PlanId } from "@/lib/domain/accounts/plans";
import { formatDate, formatNumber } from "@/lib/client/format";
import { useOperatorAccounts, useSetPlan, type OperatorAccount } from "@/lib/client/hooks/use-operator";
import { GrantCreditsForm } from "./grant-credits-form";

/** The operator's view of the instance: every account, its plan (changeable) and credits. */
export function OperatorPage() {
  const accounts = useOperatorAccounts();
  const setPlan = useSetPlan();
  const [message, setMessage] = useState("");
  const titleId = useId();

  function changePlan(account: OperatorAccount, plan: PlanId) {
    setPlan.mutate({ email: account.email, plan }, { onSuccess: (result) => setMessage(`${result.email} is now on ${PLANS[result.plan].title}.`) });
  }

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-zinc-900">Operator</h1>
        <p className="mt-1 max-w-2xl text-sm text-zinc-600">Accounts of this instance: set their plans and grant credits.</p>
      </div>
      <GrantCreditsForm emails={accounts.data?.map((account) => account.email) ?? []} />
      <Card aria-labelledby={titleId}>
        <CardHeader titleId={titleId} title="Accounts" description={accounts.data ? `${accounts.data.length} in all` : undefined} />
        {setPlan.isError && (
          <div className="px-5 pt-4">
            <Notice tone="danger">{setPlan.error.message}</Notice>
          </div>
        )}
        <p aria-live="polite" className="sr-only">
          {message}
        </p>
        {accounts.isPending ? (
          <div className="px-5">
            <Loading>Loading accounts…</Loading>
          </div>
        ) : accounts.isError ? (
          <div className="p-5">
            <LoadError title="Could not load accounts" error={accounts.error} onRetry={() => accounts.refetch()} />
          </div>
        ) : (
          <div role="region" aria-label="Scrollable table" tabIndex={0} className="relative overflow-x-auto">
            {/* relative: it holds the cells' sr-only text, which would otherwise widen the page past the scroller */}
            <table className="w-full min-w-[44rem] text-left text-sm">
              <thead className="border-b border-zinc-200 bg-zinc-50 text-xs font-medium tracking-wide text-zinc-600 uppercase">
                <tr>
                  <th scope="col" className="px-5 py-2.5">E-mail</th>
                  <th scope="col" className="px-5 py-2.5">Plan</th>
                  <th scope="col" className="px-5 py-2.5 text-right">Credits</th>
                  <th scope="col" className="px-5 py-2.5 text-right">Active keys</th>
                  <th scope="col" className="px-5 py-2.5">Joined</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-zinc-200">
                {accounts.data.map((account) => (
                  <tr key={account.id}>
                    <td className="px-5 py-3">
                      <span className="flex items-center gap-2">
                        {account.email}
                        {account.role === "operator" && <Badge tone="accent">Operator</Badge>}
                      </span>
                    </td>
                    <td className="px-5 py-3">
                      <select
                        aria-label={`Plan for ${account.email}`}
                        value={account.plan}
                        disabled={setPlan.isPending}
                        onChange={(event) => changePlan(account, planId(event.target.value))}
                        className="h-8 rounded-md border border-zinc-300 bg-white px-2 text-sm focus:outline-2 focus:outline-accent-600"
                      >
                        {PLAN_IDS.map((plan) => (
                          <option key={plan} value={plan}>
                            {PLANS[plan].title}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td className="px-5 py-3 text-right tabular-nums">{formatNumber(account.credits)}</td>
                    <td className="px-5 py-3 text-right tabular-nums">{account.active_keys}</td>
                    <td className="px-5 py-3 text-zinc-700">{formatDate(account.created_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </div>
  );
}

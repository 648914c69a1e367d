"use client";

import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { LoadError } from "@/components/ui/load-state";
import { Spinner } from "@/components/ui/spinner";
import { formatDate, formatDateTime, formatRelativeTime } from "@/lib/client/format";
import { useKeys } from "@/lib/client/hooks/use-keys";
import type { ApiKeyView } from "@/lib/client/types";

type KeysTableProps = { onRevoke: (key: ApiKeyView) => void };

/** Every key of the account with its fragment, dates and status; active keys can be revoked. */
export function KeysTable({ onRevoke }: KeysTableProps) {
  const titleId = useId();
  const keys = useKeys();
  const activeCount = keys.data?.filter((key) => !key.revoked_at).length;

  return (
    <Card aria-labelledby={titleId}>
      <CardHeader
        titleId={titleId}
        title="Your keys"
        description={activeCount === undefined ? undefined : `${activeCount} active of ${keys.data?.length ?? 0}`}
      />
      {keys.isPending ? (
        <p className="flex items-center gap-2 px-5 py-8 text-sm text-zinc-600">
          <Spinner /> Loading keys…
        </p>
      ) : keys.isError ? (
        <div className="p-5">
          <LoadError title="Could not load your keys" error={keys.error} onRetry={() => keys.refetch()} />
        </div>
      ) : keys.data.length === 0 ? (
        <div className="px-5 py-10 text-center">
          <p className="text-sm font-medium text-zinc-900">No keys yet</p>
          <p className="mt-1 text-sm text-zinc-600">Create one above to call the API from scripts, SDKs or agents.</p>
        </div>
      ) : (
        <div role="region" aria-label="Scrollable table" tabIndex={0} className="relative overflow-x-auto">
          {/* relative: it holds the cells' sr-only text, which would otherwise widen the page past the scroller */}
          <table className="w-full min-w-[44rem] text-left text-sm">
            <thead className="border-b border-zinc-200 bg-zinc-50 text-xs font-medium tracking-wide text-zinc-600 uppercase">
              <tr>
                <th scope="col" className="px-5 py-2.5">Name</th>
                <th scope="col" className="px-5 py-2.5">Key</th>
                <th scope="col" className="px-5 py-2.5">Created</th>
                <th scope="col" className="px-5 py-2.5">Last used</th>
                <th scope="col" className="px-5 py-2.5">Status</th>
                <th scope="col" className="w-28 px-5 py-2.5">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-zinc-200">
              {keys.data.map((key) => (
                <KeyRow key={key.id} apiKey={key} onRevoke={onRevoke} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

function KeyRow({ apiKey, onRevoke }: { apiKey: ApiKeyView; onRevoke: (key: ApiKeyView) => void }) {
  const revoked = apiKey.revoked_at !== null;
  const label = apiKey.name || "Untitled key";
  return (
    <tr className={revoked ? "text-zinc-500" : "text-zinc-900"}>
      <th scope="row" className="px-5 py-3 font-medium">
        <span className={apiKey.name ? undefined : "italic text-zinc-500"}>{label}</span>
      </th>
      <td className="px-5 py-3">
        <code className="rounded bg-zinc-100 px-1.5 py-0.5 font-mono text-[13px] text-zinc-800">{apiKey.start}</code>
        {apiKey.mode === "test" && <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">test</span>}
      </td>
      <td className="px-5 py-3 whitespace-nowrap">
        <time dateTime={apiKey.created_at} title={formatDateTime(apiKey.created_at)}>
          {formatDate(apiKey.created_at)}
        </time>
      </td>
      <td className="px-5 py-3 whitespace-nowrap">
        {apiKey.last_used_at ? (
          <time dateTime={apiKey.last_used_at} title={formatDateTime(apiKey.last_used_at)}>
            {formatRelativeTime({ iso: apiKey.last_used_at })}
          </time>
        ) : (
          <span className="text-zinc-500">Never</span>
        )}
      </td>
      <td className="px-5 py-3 whitespace-nowrap">
        {apiKey.revoked_at ? (
          <span title={`Revoked ${formatDateTime(apiKey.revoked_at)}`}>
            <Badge tone="neutral">Revoked</Badge>
          </span>
        ) : (
          <Badge tone="success">Active</Badge>
        )}
      </td>
      <td className="px-5 py-3 text-right">
        {!revoked && (
          <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50 hover:text-red-800" onClick={() => onRevoke(apiKey)}>
            Revoke<span className="sr-only"> {apiKey.name || apiKey.start}</span>
          </Button>
        )}
      </td>
    </tr>
  );
}

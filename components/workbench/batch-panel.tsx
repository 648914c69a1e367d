"use client";

import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { Spinner } from "@/components/ui/spinner";
import { useBatch, useStartBatch, type BatchView } from "@/lib/client/hooks/use-batches";
import { useQuote, type LineStep } from "@/lib/client/hooks/use-runs";
import type { LineOutputDraft } from "@/lib/client/stores/line-store";
import { useUploadsStore } from "@/lib/client/stores/uploads-store";
import { CreditNote, useBalance, useRefreshBalance } from "../credits/credit-note";

const TONES = { complete: "success", failed: "danger", canceled: "warning", running: "accent", queued: "neutral" } as const;

function credits(n: number): string {
  return n === 0 ? "free" : `${n} credit${n === 1 ? "" : "s"}`;
}

type BatchPanelProps = { steps: LineStep[] | null; output: LineOutputDraft | null; blocked: boolean };

/**
 * Runs the line on every file dropped here as one batch: the price for all of them, one Run click
 * (one batch however often it is clicked), a grid of each file's progress, and the ZIP of every
 * result once the batch has ended. Shown once two or more files are stored.
 */
export function BatchPanel({ steps, output, blocked }: BatchPanelProps) {
  const uploads = useUploadsStore((s) => s.uploads);
  const stored = uploads.filter((u) => u.status === "done" && u.jobId !== null);
  const uploading = uploads.some((u) => u.status === "uploading");
  const runnable = steps !== null && !blocked && stored.length >= 2 && !uploading;
  const quote = useQuote({ jobId: stored[0]?.jobId ?? null, steps: steps ?? [], output, enabled: runnable });
  const perFile = quote.data?.quote.total_credits ?? 0;
  const total = perFile * stored.length;
  const { short } = useBalance(total);
  const start = useStartBatch();
  const [batchId, setBatchId] = useState<string | null>(null);
  const batch = useBatch(batchId);
  const ended = Boolean(batch.data?.completed_at);
  useRefreshBalance(ended);
  const running = start.isPending || (batchId !== null && !ended);

  if (stored.length < 2 && batchId === null) return null;

  function runAll() {
    if (!steps) return;
    start.mutate({ jobIds: stored.map((u) => u.jobId!), steps, output }, { onSuccess: ({ id }) => setBatchId(id) });
  }

  return (
    <Card aria-labelledby="batch-title">
      <CardHeader title="Every file" titleId="batch-title" description="One batch: each file runs the line on its own, and one ZIP holds every result." />
      <div className="space-y-4 p-4">
        {runnable && quote.data && (
          <p className="text-sm text-zinc-700">
            {stored.length} files × {credits(perFile)} = <span className="font-semibold">{credits(total)}</span>
          </p>
        )}
        {quote.error && runnable && <Notice tone="danger" title="The server refused this line">{quote.error.message}</Notice>}
        <CreditNote cost={total}>
          <Button onClick={runAll} disabled={!runnable || short || Boolean(quote.error) || running} pending={running}>
            {running ? "Running…" : `Run on ${stored.length} files`}
          </Button>
        </CreditNote>
        {start.error && <Notice tone="danger" title="The batch was refused">{start.error.message}</Notice>}
        {batch.error && <Notice tone="danger">{batch.error.message}</Notice>}
        {batch.data && <BatchProgress batch={batch.data} />}
      </div>
    </Card>
  );
}

/** The batch's counts, one tile per file with its status (and its result's preview once there), and the ZIP. */
function BatchProgress({ batch }: { batch: BatchView }) {
  const { complete, failed } = batch.counts;
  const done = complete + failed;
  return (
    <div className="space-y-3">
      <p role="status" className="flex items-center gap-2 text-sm text-zinc-700">
        {!batch.completed_at && <Spinner className="text-accent-600" />}
        <span>
          {done} of {batch.item_count} done{failed ? `, ${failed} failed` : ""} · {batch.status}
        </span>
      </p>
      <progress className="h-2 w-full" max={batch.item_count} value={done} aria-label="Files done" />
      <ul aria-label="Batch progress" className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4">
        {batch.items.map((item) => {
          const preview = item.outputs.find((o) => o.mime.startsWith("image/") && o.url);
          return (
            <li key={item.run_id} className="space-y-1 rounded-md border border-zinc-200 p-2 text-xs">
              <div className="flex aspect-square items-center justify-center overflow-hidden rounded bg-zinc-50">
                {preview ? (
                  // eslint-disable-next-line @next/next/no-img-element -- a signed, expiring link next/image cannot optimise
                  <img src={preview.url} alt={`Result for ${item.input.name ?? "this file"}`} className="h-full w-full object-contain" />
                ) : item.status === "running" ? (
                  <Spinner className="text-accent-600" />
                ) : null}
              </div>
              <p className="truncate font-medium text-zinc-900" title={item.input.name ?? undefined}>
                {item.input.name ?? item.input.url ?? item.input.job_id}
              </p>
              <Badge tone={TONES[item.status]}>{item.status}</Badge>
              {item.error && <p className="text-red-700">{item.error.message}</p>}
            </li>
          );
        })}
      </ul>
      {batch.archive_url && (
        <a href={batch.archive_url} download className="inline-flex items-center rounded-md bg-accent-600 px-3 py-2 text-sm font-medium text-white hover:bg-accent-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600">
          Download ZIP
        </a>
      )}
    </div>
  );
}

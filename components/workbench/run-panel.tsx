"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { Spinner } from "@/components/ui/spinner";
import { useQuote, useRun, useStartRun, type LineStep } from "@/lib/client/hooks/use-runs";
import { isFinished } from "@/lib/core/job-status";
import { useLineStore, type LineOutputDraft } from "@/lib/client/stores/line-store";
import type { PendingUpload } from "@/lib/client/stores/uploads-store";
import { useSkills } from "@/lib/client/hooks/use-skills";
import { CreditNote, useBalance, useRefreshBalance } from "../credits/credit-note";
import { RunSteps } from "@/components/jobs/run-steps";
import { useDebouncedValue } from "./use-debounced-value";
import type { StartedRun } from "./run-result";

// Shown once a run is complete: loaded then, so the page starts lighter.
const RunResult = dynamic(() => import("./run-result").then((m) => m.RunResult), { loading: () => <Spinner label="Loading the result" /> });

type Started = StartedRun;

function credits(n: number): string {
  return n === 0 ? "Free" : `${n} credit${n === 1 ? "" : "s"}`;
}

/** `blocked`: a problem the line shows stops it; `steps` null without it means required fields a Run click reveals. */
type RunPanelProps = {
  steps: LineStep[] | null;
  output: LineOutputDraft | null;
  hasSteps: boolean;
  blocked: boolean;
  upload: PendingUpload | null;
  /** Says what became of a run, for the page's live region. */
  onAnnounce: (message: string) => void;
};

/**
 * The quote for the current line, the balance, the Run button and live progress, kept in view at the
 * bottom of the screen (from lg up; on a phone it would hide the line) while a long line scrolls past;
 * the result follows in its own card. A refusal of the quote shows only once a field was edited or a
 * run tried: a step just added is not yet wrong.
 */
export function RunPanel({ steps, output, hasSteps, blocked, upload, onAnnounce }: RunPanelProps) {
  const jobId = upload?.jobId ?? null;
  const waitingForUpload = upload !== null && upload.status === "uploading";
  const ready = steps !== null && !waitingForUpload && !(upload && upload.status === "failed");
  // Typing in an option field should not send a quote request per keystroke.
  const quoted = useDebouncedValue({ jobId, steps: ready ? steps : null }, 300);
  const quote = useQuote({ jobId: quoted.jobId, steps: quoted.steps ?? [], output, enabled: ready && quoted.steps !== null });
  const cost = ready && quote.data ? quote.data.quote.total_credits : 0;
  const { short } = useBalance(cost);
  const titles = new Map((useSkills().data ?? []).map((s) => [s.slug, s.title]));
  const start = useStartRun();
  const clearOutput = useLineStore((s) => s.clearOutput);
  const reveal = useLineStore((s) => s.reveal);
  const [started, setStarted] = useState<Started | null>(null);
  const run = useRun(started?.runId ?? null);
  const running = start.isPending || (started !== null && !isFinished(run.data?.status));
  useRefreshBalance(isFinished(run.data?.status));
  const edited = useLineStore((s) => s.steps.some((step) => step.revealed || (step.touched?.length ?? 0) > 0));
  const announced = useRef<string | null>(null);
  useEffect(() => {
    const finished = run.data;
    if (!started || !finished || !isFinished(finished.status) || announced.current === started.runId) return;
    announced.current = started.runId;
    const files = finished.outputs.length;
    onAnnounce(finished.status === "complete" ? `The run finished: ${files} file${files === 1 ? "" : "s"} ready below.` : `The run ${finished.status}: ${finished.error?.message ?? "no result."}`);
  }, [started, run.data, onAnnounce]);

  function runLine() {
    // Fields left empty are not called errors until someone tries to run: this is that try.
    if (!steps) {
      reveal();
      return;
    }
    const before = upload ? { url: upload.previewUrl, mime: upload.mime } : null;
    start.mutate({ jobId, steps, output }, { onSuccess: ({ id }) => setStarted({ runId: id, steps, output, before }) });
  }

  const cannotRun = !hasSteps || blocked || waitingForUpload || upload?.status === "failed" || Boolean(quote.error) || short;

  return (
    <>
      <Card aria-labelledby="run-title" data-sticky="bottom" className="z-10 shadow-lg lg:sticky lg:bottom-2">
        <div className="space-y-3 p-4">
          <h2 id="run-title" className="text-base font-semibold text-zinc-900">
            Run
          </h2>
          {!hasSteps && <p className="text-sm text-zinc-500">Add a step to see the price.</p>}
          {hasSteps && blocked && <p className="text-sm text-zinc-600">Fix the marked steps and fields to get a price.</p>}
          {hasSteps && !blocked && !steps && <p className="text-sm text-zinc-600">Fill in the required fields to get a price.</p>}
          {waitingForUpload && <p className="text-sm text-zinc-600">Waiting for the upload to finish…</p>}
          {quote.isFetching && <Spinner label="Pricing the line" />}
          {quote.error && (edited || start.error) && <Notice tone="danger" title="The server refused this line">{quote.error.message}</Notice>}
          {quote.error && !edited && !start.error && <p className="text-sm text-zinc-600">Set the steps’ options to get a price.</p>}
          {output && (
            <p className="flex items-center gap-2 text-sm text-zinc-600">
              Output: {output.format}
              {output.quality !== undefined && `, quality ${output.quality}`}
              <Button variant="ghost" size="sm" onClick={clearOutput}>
                Keep each step’s format
              </Button>
            </p>
          )}
          {ready && quote.data && (
            // Held to a few rows: this card stays on screen over the line, which must stay workable.
            <div className="text-sm">
              <div role="region" aria-label="Price per step" tabIndex={0} className="max-h-32 overflow-y-auto">
                <dl aria-label="Quote">
                  {quote.data.quote.steps.map((s) => (
                    <div key={s.step} className="flex justify-between border-b border-zinc-100 py-1">
                      <dt className="text-zinc-600">
                        {s.step + 1}. {titles.get(s.tool) ?? s.tool}
                      </dt>
                      <dd>{credits(s.credits)}</dd>
                    </div>
                  ))}
                </dl>
              </div>
              <dl className="flex justify-between py-1 font-semibold">
                <dt>Total</dt>
                <dd>{credits(quote.data.quote.total_credits)}</dd>
              </dl>
            </div>
          )}
          <CreditNote cost={cost}>
            <Button onClick={runLine} disabled={cannotRun || running} pending={running}>
              {running ? "Running…" : "Run line"}
            </Button>
          </CreditNote>
          {start.error && <Notice tone="danger" title="The run was refused">{start.error.message}</Notice>}
          {run.data && (
            <div role="region" aria-label="Progress of each step" tabIndex={0} className="max-h-40 overflow-y-auto">
              <RunSteps run={run.data} />
            </div>
          )}
          {run.error && <Notice tone="danger">{run.error.message}</Notice>}
          {run.data?.status === "failed" && <Notice tone="danger" title="The run failed">{run.data.error?.message}</Notice>}
        </div>
      </Card>
      {run.data?.status === "complete" && started && <RunResult run={run.data} started={started} />}
    </>
  );
}

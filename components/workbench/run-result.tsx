"use client";

import { JobOutputs } from "@/components/jobs/job-outputs";
import { ResultActions } from "@/components/jobs/result-actions";
import { Card, CardHeader } from "@/components/ui/card";
import type { LineStep, RunView } from "@/lib/client/hooks/use-runs";
import type { LineOutputDraft } from "@/lib/client/stores/line-store";

export type StartedRun = { runId: string; steps: LineStep[]; output: LineOutputDraft | null; before: { url: string; mime: string } | null };

/** A complete run's files (a video plays, an image beside its original) and what to do with them. */
export function RunResult({ run, started }: { run: RunView; started: StartedRun }) {
  return (
    <Card aria-labelledby="result-title">
      <CardHeader title="Result" titleId="result-title" />
      <div className="space-y-4 p-4">
        <JobOutputs outputs={run.outputs} text={typeof run.text === "string" ? run.text : undefined} data={run.data} before={started.before} />
        <ResultActions jobId={started.runId} steps={started.steps} output={started.output} />
      </div>
    </Card>
  );
}

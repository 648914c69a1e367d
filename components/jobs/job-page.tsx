"use client";

import Link from "next/link";
import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { Card, CardHeader } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { LoadError, Loading } from "@/components/ui/load-state";
import { JobOutputs } from "@/components/jobs/job-outputs";
import { RunSteps } from "@/components/jobs/run-steps";
import { ApiClientError } from "@/lib/client/api";
import { formatDateTime } from "@/lib/client/format";
import { useJob, useRun, type JobView, type RunView } from "@/lib/client/hooks/use-runs";

const TONES = { complete: "success", failed: "danger", canceled: "warning", running: "accent", queued: "neutral" } as const;

/** What a job and a run have in common on this page. */
type Shown = Pick<JobView, "kind" | "skill" | "created_at" | "completed_at" | "error" | "outputs" | "data" | "credits_charged"> & { status: string; text?: unknown };

/** One job or run of the account, as the ledger links to it: status, charge, steps, results. */
export function JobPage({ id }: { id: string }) {
  const isRun = id.startsWith("run_");
  const job = useJob(isRun ? null : id);
  const run = useRun(isRun ? id : null);
  const query = isRun ? run : job;

  return (
    <div className="space-y-6">
      <div>
        <Breadcrumb href="/usage" parent="Usage" here={isRun ? "Run" : "Job"} />
        <h1 className="mt-1 font-mono text-xl font-semibold tracking-tight text-zinc-900 break-all">{id}</h1>
      </div>
      {query.isPending ? (
        <Loading>Loading…</Loading>
      ) : query.error instanceof ApiClientError && query.error.status === 404 ? (
        // Trying again cannot find it: say so and point back to where jobs and runs are listed.
        <Notice tone="warning" title={`${isRun ? "Run" : "Job"} not found`}>
          This account has no {isRun ? "run" : "job"} <span className="font-mono">{id}</span>: the link may be mistyped, or it belongs to another account.{" "}
          <Link href="/usage" className="font-medium underline">
            See your jobs and runs
          </Link>
        </Notice>
      ) : query.isError ? (
        <LoadError title={`Could not load this ${isRun ? "run" : "job"}`} error={query.error} onRetry={() => query.refetch()} />
      ) : (
        <JobDetails data={query.data} run={isRun ? run.data : undefined} />
      )}
    </div>
  );
}

function JobDetails({ data, run }: { data: Shown; run?: RunView }) {
  const titleId = useId();
  const credits = run ? run.steps.reduce((sum, step) => sum + (step.refunded ? 0 : step.credits_charged), 0) : data.credits_charged;
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader
        titleId={titleId}
        title={run ? "Line" : data.skill ?? data.kind}
        description={`Started ${formatDateTime(data.created_at)}${data.completed_at ? ` · finished ${formatDateTime(data.completed_at)}` : ""}`}
        actions={<Badge tone={TONES[data.status as keyof typeof TONES] ?? "neutral"}>{data.status}</Badge>}
      />
      <div className="space-y-4 p-5">
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
          <dt className="text-zinc-600">Kind</dt>
          <dd>{data.kind}</dd>
          <dt className="text-zinc-600">Credits</dt>
          <dd className="tabular-nums">{credits}</dd>
        </dl>
        {data.error && (
          <Notice tone="danger" title={data.error.code}>
            {data.error.message}
          </Notice>
        )}
        {run && <RunSteps run={run} />}
        {data.status === "complete" && <JobOutputs outputs={data.outputs} text={typeof data.text === "string" ? data.text : undefined} data={data.data} />}
        {data.status === "complete" && data.outputs.length > 0 && (
          <p className="text-xs text-zinc-500">Download links expire after ten minutes; reload this page for fresh ones.</p>
        )}
      </div>
    </Card>
  );
}

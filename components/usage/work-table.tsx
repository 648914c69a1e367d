"use client";

import Link from "next/link";
import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import { Card, CardHeader } from "@/components/ui/card";
import { formatDateTime, formatNumber } from "@/lib/client/format";
import { useSkills } from "@/lib/client/hooks/use-skills";
import type { WorkSummary } from "@/lib/domain/jobs/view";

const TONES = { complete: "success", failed: "danger", canceled: "warning", running: "accent", queued: "neutral" } as const;

/** What a piece of work did, in the words the Workbench uses: skill titles, a line's steps in order. */
function describeWork(work: WorkSummary, titleOf: (slug: string) => string): string {
  if (work.kind === "run") return work.tools.length ? `Line: ${work.tools.map(titleOf).join(" → ")}` : "Line";
  if (work.kind === "skill" && work.skill) return titleOf(work.skill);
  return work.kind === "convert" ? "Convert" : work.kind;
}

/** The account's latest jobs and runs, newest first, each linked to its page. */
export function WorkTable({ work }: { work: WorkSummary[] }) {
  const titleId = useId();
  const skills = useSkills();
  const titleOf = (slug: string) => skills.data?.find((s) => s.slug === slug)?.title ?? slug;

  return (
    <Card aria-labelledby={titleId}>
      <CardHeader titleId={titleId} title="Jobs and runs" description={`Your latest ${work.length === 50 ? "50 " : ""}skills, lines and converts, newest first.`} />
      {work.length === 0 ? (
        <div className="px-5 py-10 text-center">
          <p className="text-sm font-medium text-zinc-900">Nothing run yet</p>
          <p className="mt-1 text-sm text-zinc-600">
            Run a skill or a line on the{" "}
            <Link href="/" className="font-medium text-accent-700 hover:underline">
              Workbench
            </Link>{" "}
            and it shows up here.
          </p>
        </div>
      ) : (
        <ul className="divide-y divide-zinc-200" aria-label="Jobs and runs">
          {work.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-5 py-3 text-sm">
              <Link href={`/jobs/${encodeURIComponent(item.id)}`} className="min-w-0 flex-1 font-medium text-accent-700 hover:underline focus-visible:outline-2 focus-visible:outline-accent-600">
                {describeWork(item, titleOf)}
              </Link>
              <Badge tone={TONES[item.status as keyof typeof TONES] ?? "neutral"}>{item.status}</Badge>
              <span className="w-24 text-right text-zinc-700 tabular-nums">{item.credits_charged > 0 ? `${formatNumber(item.credits_charged)} credit${item.credits_charged === 1 ? "" : "s"}` : "Free"}</span>
              <time dateTime={item.created_at} className="w-44 text-right whitespace-nowrap text-zinc-600">
                {formatDateTime(item.created_at)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

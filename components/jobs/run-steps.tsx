"use client";

import { Badge } from "@/components/ui/badge";
import { Spinner } from "@/components/ui/spinner";
import type { RunView } from "@/lib/client/hooks/use-runs";
import { useSkills } from "@/lib/client/hooks/use-skills";

const TONES = { complete: "success", failed: "danger", canceled: "warning", running: "accent", queued: "neutral" } as const;

/** Each step's live status, charge and error while a run goes on; steps are named by title, as the picker names them. */
export function RunSteps({ run }: { run: RunView }) {
  const titles = new Map((useSkills().data ?? []).map((s) => [s.slug, s.title]));
  return (
    <ol className="space-y-1.5" aria-label="Run progress">
      {run.steps.map((step) => (
        <li key={step.step} className="flex flex-wrap items-center gap-2 text-sm">
          <span className="w-5 text-xs font-semibold text-zinc-500">{step.step + 1}</span>
          <span className="font-medium text-zinc-900">{titles.get(step.tool) ?? step.tool}</span>
          {step.status === "running" && <Spinner className="text-accent-600" />}
          <Badge tone={TONES[step.status as keyof typeof TONES] ?? "neutral"}>{step.status}</Badge>
          {step.credits_charged > 0 && (
            <span className="text-xs text-zinc-500">
              {step.credits_charged} credits{step.refunded ? " (refunded)" : ""}
            </span>
          )}
          {step.error && <span className="w-full pl-7 text-xs text-red-700">{step.error.message}</span>}
        </li>
      ))}
    </ol>
  );
}

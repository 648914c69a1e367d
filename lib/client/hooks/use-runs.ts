"use client";

import type { AcceptedView, JobView } from "@/lib/domain/jobs/schema";
import type { DryRunView, RunView } from "@/lib/domain/runs/schema";
import type { StepInput } from "@/lib/domain/lines/schema";
import type { StoredView } from "@/lib/domain/vault/schema";
import { isFinished } from "@/lib/core/job-status";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../api";
import { useIntentMutation } from "./use-intent-mutation";
import { lineOutputBody, type LineOutputDraft } from "../stores/line-store";

export type { RunView };
export type { JobView };
export type LineStep = StepInput;

const POLL_MS = 1000;

function lineBody({ jobId, steps, output }: { jobId: string | null; steps: LineStep[]; output: LineOutputDraft | null }) {
  return { ...(jobId ? { job_id: jobId } : {}), steps, ...(output ? { output: lineOutputBody(output) } : {}) };
}

/** Prices a line without running it; refusals (misplaced step, bad option) come back as errors. */
export function useQuote({ jobId, steps, output, enabled }: { jobId: string | null; steps: LineStep[]; output: LineOutputDraft | null; enabled: boolean }) {
  return useQuery({
    queryKey: ["runs", "quote", jobId, steps, output],
    queryFn: ({ signal }) =>
      apiFetch<DryRunView>("/api/v1/runs", { method: "POST", signal, json: { ...lineBody({ jobId, steps, output }), wait: false, dry_run: true } }),
    enabled,
    retry: false,
    staleTime: 30_000,
  });
}

/** Starts a line without waiting, once per click (see useIntentMutation); the answer carries the run id to poll. */
export function useStartRun() {
  return useIntentMutation({
    send: (line: { jobId: string | null; steps: LineStep[]; output: LineOutputDraft | null }, headers) =>
      apiFetch<AcceptedView>("/api/v1/runs", { method: "POST", headers, json: { ...lineBody(line), wait: false } }),
  });
}

/** Reads a run every second until it has finished. */
export function useRun(runId: string | null) {
  return useQuery({
    queryKey: ["runs", runId],
    queryFn: ({ signal }) => apiFetch<RunView>(`/api/v1/runs/${encodeURIComponent(runId ?? "")}`, { signal }),
    enabled: runId !== null,
    refetchInterval: (query) => (isFinished(query.state.data?.status) ? false : POLL_MS),
  });
}

type SkillRunInput = { slug: string; jobId: string | null; options: Record<string, unknown>; prompt?: string; model?: string };

/** Starts one skill without waiting, once per click; poll the job with useJob. */
export function useRunSkill() {
  return useIntentMutation({
    send: ({ slug, jobId, options, prompt, model }: SkillRunInput, headers) =>
      apiFetch<AcceptedView>(`/api/v1/run/${encodeURIComponent(slug)}`, {
        method: "POST",
        headers,
        json: { ...(jobId ? { job_id: jobId } : {}), options, ...(prompt ? { prompt } : {}), ...(model ? { model } : {}), wait: false },
      }),
  });
}

/** Reads a job every second until it has finished. */
export function useJob(jobId: string | null) {
  return useQuery({
    queryKey: ["jobs", jobId],
    queryFn: ({ signal }) => apiFetch<JobView>(`/api/v1/jobs/${encodeURIComponent(jobId ?? "")}`, { signal }),
    enabled: jobId !== null,
    refetchInterval: (query) => (isFinished(query.state.data?.status) ? false : POLL_MS),
  });
}

/** Stores a finished job's or run's outputs in the Vault, once per click. */
export function useSendToVault() {
  return useIntentMutation({
    send: ({ jobId }: { jobId: string }, headers) => apiFetch<StoredView>("/api/v1/assets", { method: "POST", headers, json: { job_id: jobId } }),
  });
}

"use client";

import type { BatchAccepted, BatchView } from "@/lib/domain/batches/schema";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../api";
import { useIntentMutation } from "./use-intent-mutation";
import { lineOutputBody, type LineOutputDraft } from "../stores/line-store";
import type { LineStep } from "./use-runs";

export type { BatchView };

const POLL_MS = 1000;

/** Starts one batch of the line over the given uploads (by job id), once per click (see useIntentMutation). */
export function useStartBatch() {
  return useIntentMutation({
    send: ({ jobIds, steps, output }: { jobIds: string[]; steps: LineStep[]; output: LineOutputDraft | null }, headers) =>
      apiFetch<BatchAccepted>("/api/v1/batches", {
        method: "POST",
        headers,
        json: { steps, ...(output ? { output: lineOutputBody(output) } : {}), inputs: jobIds.map((job_id) => ({ job_id })) },
      }),
  });
}

/** Reads a batch every second until it has ended. */
export function useBatch(batchId: string | null) {
  return useQuery({
    queryKey: ["batches", batchId],
    queryFn: ({ signal }) => apiFetch<BatchView>(`/api/v1/batches/${encodeURIComponent(batchId ?? "")}`, { signal }),
    enabled: batchId !== null,
    refetchInterval: (query) => (query.state.data?.completed_at ? false : POLL_MS),
  });
}

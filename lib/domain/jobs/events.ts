import { EventEmitter } from "node:events";
import type { Lane } from "@/lib/platform/config/lanes";
import { processState } from "@/lib/core/process-state";
import type { JobOutputRow, JobRow } from "@/lib/platform/db";

/**
 * A job changed; a newly queued job names its lane, so only a worker loop of that lane wakes. In this
 * process a change made here carries the row as written (and a completion its outputs), so a waiter
 * need not read them again; it is never sent to other processes.
 */
export type JobChange = { jobId: string; status: string; lane?: Lane; row?: JobRow; outputs?: NewJobOutput[] };

/** A job's output row as it is inserted, id included. */
export type NewJobOutput = Omit<JobOutputRow, "createdAt">;

declare module "@/lib/core/process-state" {
  interface ProcessState {
    jobEvents?: EventEmitter;
  }
}

/** In-process signal of job changes: wakes idle workers and waiting requests without polling delay. */
export function jobEvents(): EventEmitter {
  const state = processState();
  if (!state.jobEvents) {
    state.jobEvents = new EventEmitter();
    state.jobEvents.setMaxListeners(0);
  }
  return state.jobEvents;
}

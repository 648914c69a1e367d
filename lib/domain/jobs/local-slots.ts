import { processState } from "@/lib/core/process-state";
import type { Lane } from "@/lib/platform/config/lanes";
import type { JobRow } from "@/lib/platform/db";

/**
 * An idle worker loop of this process set aside for a job about to be queued: the job is written
 * already claimed by `workerId` (one statement, no announcement, no claim) and handed to the loop
 * with `run`; `release` gives the loop back when the job was queued instead or the enqueue failed.
 */
export type LocalSlot = { workerId: string; run: (job: JobRow) => void; release: () => void };

/** What offers slots: a Worker with loops of the lane that know the kind. */
export type SlotSource = { reserve: (lane: Lane, kind: string) => LocalSlot | null };

declare module "@/lib/core/process-state" {
  interface ProcessState {
    slotSources?: Set<SlotSource>;
  }
}

const sources = (): Set<SlotSource> => (processState().slotSources ??= new Set());

/** A running worker offers its idle loops to the requests of its process; stop() withdraws them. */
export function offerLocalSlots(source: SlotSource): () => void {
  sources().add(source);
  return () => sources().delete(source);
}

/** An idle loop of `lane` in this process that runs `kind`, taken from the idle set at once; null when every loop is busy. */
export function reserveLocalSlot(lane: Lane, kind: string): LocalSlot | null {
  for (const source of sources()) {
    const slot = source.reserve(lane, kind);
    if (slot) return slot;
  }
  return null;
}

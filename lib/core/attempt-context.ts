import { AsyncLocalStorage } from "node:async_hooks";
import { processState } from "@/lib/core/process-state";

/**
 * What a provider adapter may keep across attempts of the job it runs in: the predictions it
 * started, by a key of its own, so a retried attempt polls the one it paid for instead of paying again.
 */
export type PredictionMemory = {
  recall(key: string): string | undefined;
  remember(key: string, predictionId: string): Promise<void>;
};

declare module "@/lib/core/process-state" {
  interface ProcessState {
    attempt?: AsyncLocalStorage<PredictionMemory>;
  }
}

// One store per process, whichever bundle (routes, the server entry) loaded this module.
const storage = (processState().attempt ??= new AsyncLocalStorage<PredictionMemory>());

/** Runs `work` (a job's attempt) with its prediction memory. */
export function withPredictionMemory<T>(memory: PredictionMemory, work: () => Promise<T>): Promise<T> {
  return storage.run(memory, work);
}

/** The running attempt's memory; none outside a job (a test calling an adapter directly). */
export function predictionMemory(): PredictionMemory | undefined {
  return storage.getStore();
}

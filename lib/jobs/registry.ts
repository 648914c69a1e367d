import type { Tx } from "@/lib/db";
import type { JobRow } from "./queue";

export type JobInputFile = { path: string; name: string; mime: string };

/** What a job produced: files (already in blob storage) and/or inline results. */
export type JobOutcome = {
  outputs?: Array<{
    blobKey: string;
    name: string;
    mime: string;
    sizeBytes: number;
    width?: number | null;
    height?: number | null;
    durationSeconds?: number | null;
  }>;
  result?: Record<string, unknown>;
};

export type JobContext = {
  job: JobRow;
  input: JobInputFile | null;
  /** A private scratch directory, removed after the job. */
  workDir: string;
  signal: AbortSignal;
  reportProgress: (fraction: number) => void;
};

export type JobKind = {
  kind: string;
  handle: (ctx: JobContext) => Promise<JobOutcome>;
  /** Runs in the same transaction that marks the job failed or canceled: refunds live here. */
  onFailed?: (tx: Tx, job: JobRow) => Promise<void>;
};

const holder = globalThis as unknown as { __darkroomJobKinds?: Map<string, JobKind> };

function kinds(): Map<string, JobKind> {
  holder.__darkroomJobKinds ??= new Map();
  return holder.__darkroomJobKinds;
}

/** Registers how a kind of job runs; one registry, one executor (the worker). */
export function defineJobKind(definition: JobKind): JobKind {
  kinds().set(definition.kind, definition);
  return definition;
}

export function getJobKind(kind: string): JobKind | undefined {
  return kinds().get(kind);
}

import type { z } from "zod";
import { ApiError } from "@/lib/core/errors";
import type { Tx } from "@/lib/platform/db";
import type { Lane } from "@/lib/platform/config/lanes";
import type { JobRow } from "@/lib/platform/db";
import { log } from "@/lib/core/log";

export type JobInputFile = { path: string; name: string; mime: string };

/** One file a job produced, already in blob storage (see storeOutputFile). */
export type JobOutputFile = {
  blobKey: string;
  name: string;
  mime: string;
  sizeBytes: number;
  width?: number | null;
  height?: number | null;
  durationSeconds?: number | null;
};

/** What a job produced: files and/or inline results. */
export type JobOutcome = { outputs?: JobOutputFile[]; result?: Record<string, unknown> };

/** What the worker gives a handler; `params` are the row's params read with the kind's schema. */
export type JobContext<P> = {
  job: JobRow;
  params: P;
  input: JobInputFile | null;
  /** A private scratch directory, removed after the job. */
  workDir: string;
  signal: AbortSignal;
  reportProgress: (fraction: number) => void;
  /**
   * Locks the job's row in `tx` and throws `conflict` unless this attempt still owns it (the fencing
   * token): a write of a stale attempt, whose lease lapsed and whose job runs elsewhere, is refused.
   */
  fence: (tx: Tx) => Promise<void>;
};

/** The job's public fields its params add to the job view (a skill job names its skill). */
export type ParamsView = { skill?: string };

export type JobParams = Record<string, unknown>;

/** Everything a registry, the worker and the queue need of a kind, whatever its params. */
export type JobKind<K extends string = string> = {
  readonly kind: K;
  /** Names the work in messages ("Convert needs the plus, pro or business plan."). */
  readonly title: string;
  /** A run's id is `run_…` so the runs endpoints and the Vault can tell it apart. */
  readonly idPrefix: "job" | "run";
  /** Whether workers run it; an upload is finished when it is made. */
  readonly queued: boolean;
  /** Parses the row's params, or fails with an internal error (a row this version cannot read). */
  readParams(job: JobRow): unknown;
  /** Reads the params, then runs the handler. */
  run(ctx: Omit<JobContext<unknown>, "params">): Promise<JobOutcome>;
  /** Runs in the same transaction that marks the job failed or canceled: refunds live here. */
  onFailed?: (tx: Tx, job: JobRow) => Promise<void>;
  view(job: Pick<JobRow, "kind" | "params">): ParamsView;
};

/** A kind with its params' type known: what `defineJobKind` returns and `submitJob` takes. */
export type TypedJobKind<K extends string, P extends JobParams> = JobKind<K> & {
  readonly params: z.ZodType<P>;
  readParams(job: JobRow): P;
  /** The lane whose slots run a job of this kind with these params. */
  laneOf(params: P): Lane;
};

type Definition<K extends string, P extends JobParams> = {
  kind: K;
  title: string;
  params: z.ZodType<P>;
  idPrefix?: "job" | "run";
  /** Local media work is `cpu` (the default), waiting on a provider `io`; may depend on the params. */
  lane?: Lane | ((params: P) => Lane);
  /** Absent for a kind workers never run. */
  handle?: (ctx: JobContext<P>) => Promise<JobOutcome>;
  onFailed?: (tx: Tx, job: JobRow) => Promise<void>;
  view?: (params: P) => ParamsView;
};

/**
 * Declares one kind of job as a typed unit: its params schema, how it runs, how its failure is
 * undone. Defining registers nothing; `lib/domain/register.ts` lists every kind explicitly.
 */
export function defineJobKind<K extends string, P extends JobParams>(definition: Definition<K, P>): TypedJobKind<K, P> {
  const { kind, title, params, handle, onFailed, view, lane = "cpu" } = definition;
  const readParams = (job: JobRow): P => {
    const parsed = params.safeParse(job.params);
    if (parsed.success) return parsed.data;
    log().error({ job_id: job.id, kind, issues: parsed.error.issues }, "job params refused by their schema");
    throw new ApiError("internal_error", `Job ${job.id} carries ${kind} parameters this version cannot read, so it cannot run.`);
  };
  return {
    kind,
    title,
    params,
    idPrefix: definition.idPrefix ?? "job",
    queued: handle !== undefined,
    readParams,
    laneOf: (p: P) => (typeof lane === "function" ? lane(p) : lane),
    run: async (ctx) => {
      if (!handle) throw new ApiError("internal_error", `${kind} jobs are finished when made; no worker runs them.`);
      return handle({ ...ctx, params: readParams(ctx.job) });
    },
    onFailed,
    view: (job) => {
      const parsed = params.safeParse(job.params);
      return view && parsed.success ? view(parsed.data) : {};
    },
  };
}

/** A set of kinds looked up by name: the app's (lib/domain/register.ts) or a test's own. */
export type JobKinds = {
  readonly list: readonly JobKind[];
  /** The kind of that name; an unknown name is an internal error naming the known ones. */
  get(kind: string): JobKind;
  /** The failure hook of the row's kind; a kind this set does not know has nothing to undo. */
  onFailed(tx: Tx, job: JobRow): Promise<void>;
  /** The public fields the row's params add to its view; none for a kind this set does not know. */
  view(job: Pick<JobRow, "kind" | "params">): ParamsView;
};

export function jobKindRegistry(list: readonly JobKind[]): JobKinds {
  const byName = new Map(list.map((k) => [k.kind, k]));
  if (byName.size !== list.length) throw new Error("Two job kinds share a name.");
  return {
    list,
    get(kind) {
      const found = byName.get(kind);
      if (!found) throw new ApiError("internal_error", `Unknown job kind "${kind}"; this server runs ${[...byName.keys()].join(", ")}.`);
      return found;
    },
    async onFailed(tx, job) {
      await byName.get(job.kind)?.onFailed?.(tx, job);
    },
    view(job) {
      return byName.get(job.kind)?.view(job) ?? {};
    },
  };
}

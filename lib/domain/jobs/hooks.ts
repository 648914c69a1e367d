import { type SQL, sql } from "drizzle-orm";
import type { JobKinds } from "./job-kind";
import type { JobRow, Tx } from "@/lib/platform/db";

/**
 * What the domains above the queue add to it without the queue importing them: the kinds it runs,
 * and what happens in the transaction that ends a job. `lib/domain/register.ts` fills both once per
 * process (per bundle under Next), before any request or worker uses the queue.
 */
type JobEndedHook = (tx: Tx, job: JobRow) => Promise<(() => void) | void>;
/** Whether the hook has work for a job ending as `job` says, as an SQL condition the ending statement tests. */
type JobEndedWanted = (job: EndingJob) => SQL;
type EndingJob = Pick<JobRow, "accountId" | "kind" | "status" | "batchId">;

let kinds: JobKinds | null = null;
const endedHooks: { run: JobEndedHook; wanted?: JobEndedWanted }[] = [];

export function registerJobKinds(registry: JobKinds): void {
  kinds = registry;
}

/** The registered kinds; using the queue before `lib/domain/register.ts` ran is a wiring bug. */
export function registeredJobKinds(): JobKinds {
  if (!kinds) throw new Error("No job kinds registered: import @/lib/domain/register at the entry point.");
  return kinds;
}

/**
 * `hook` runs in the transaction that completes, fails or cancels a job; what it answers runs after the
 * commit. With `wanted`, a job for which it has no work may end in one statement without it
 * (finishComplete); without, every end runs it.
 */
export function onJobEnded(hook: JobEndedHook, { wanted }: { wanted?: JobEndedWanted } = {}): void {
  if (!endedHooks.some((h) => h.run === hook)) endedHooks.push({ run: hook, wanted });
}

/** The SQL condition under which some hook has work for a job ending as `job` says; null when a hook must always run. */
export function jobEndedHooksWanted(job: EndingJob): SQL | null {
  if (endedHooks.some((h) => !h.wanted)) return null;
  const wanted = endedHooks.map((h) => h.wanted!(job));
  return wanted.length === 0 ? sql`false` : sql`(${sql.join(wanted, sql` OR `)})`;
}

/** Runs every job-ended hook in `tx`; the answer runs their after-commit work. */
export async function runJobEndedHooks(tx: Tx, job: JobRow): Promise<() => void> {
  const after: (() => void)[] = [];
  for (const hook of endedHooks) {
    const then = await hook.run(tx, job);
    if (then) after.push(then);
  }
  return () => after.forEach((run) => run());
}

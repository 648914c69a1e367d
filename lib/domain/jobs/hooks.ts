import type { JobKinds } from "./job-kind";
import type { JobRow, Tx } from "@/lib/platform/db";

/**
 * What the domains above the queue add to it without the queue importing them: the kinds it runs,
 * and what happens in the transaction that ends a job. `lib/domain/register.ts` fills both once per
 * process (per bundle under Next), before any request or worker uses the queue.
 */
type JobEndedHook = (tx: Tx, job: JobRow) => Promise<(() => void) | void>;

let kinds: JobKinds | null = null;
const endedHooks: JobEndedHook[] = [];

export function registerJobKinds(registry: JobKinds): void {
  kinds = registry;
}

/** The registered kinds; using the queue before `lib/domain/register.ts` ran is a wiring bug. */
export function registeredJobKinds(): JobKinds {
  if (!kinds) throw new Error("No job kinds registered: import @/lib/domain/register at the entry point.");
  return kinds;
}

/** `hook` runs in the transaction that completes or fails a job; what it answers runs after the commit. */
export function onJobEnded(hook: JobEndedHook): void {
  if (!endedHooks.includes(hook)) endedHooks.push(hook);
}

/** Runs every job-ended hook in `tx`; the answer runs their after-commit work. */
export async function runJobEndedHooks(tx: Tx, job: JobRow): Promise<() => void> {
  const after: (() => void)[] = [];
  for (const hook of endedHooks) {
    const then = await hook(tx, job);
    if (then) after.push(then);
  }
  return () => after.forEach((run) => run());
}

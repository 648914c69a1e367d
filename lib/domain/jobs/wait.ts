import { jobEvents, type JobChange } from "./events";

/** How often a waiting call re-reads state that another process may have changed. */
const POLL_MS = 500;

/**
 * Resolves true once `isFinished()` holds, false after `timeoutMs`. Wakes at once on an in-process
 * change of `id` and polls for changes made elsewhere. The job itself is never touched: a waiting
 * client that goes away does not cancel it.
 */
export async function waitUntilFinished({
  id,
  isFinished,
  timeoutMs,
}: {
  id: string;
  /** Called first with no change, then with each change of `id` that woke the wait (none after a poll). */
  isFinished: (change?: JobChange) => Promise<boolean>;
  timeoutMs: number;
}): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  if (await isFinished()) return true;
  while (Date.now() < deadline) {
    const woke = await new Promise<JobChange | undefined>((resolve) => {
      const done = (change?: JobChange) => {
        clearTimeout(timer);
        jobEvents().off("change", onChange);
        resolve(change);
      };
      const onChange = (change: JobChange) => {
        if (change.jobId === id) done(change);
      };
      const timer = setTimeout(done, Math.min(POLL_MS, Math.max(0, deadline - Date.now())));
      jobEvents().on("change", onChange);
    });
    if (await isFinished(woke)) return true;
  }
  return false;
}

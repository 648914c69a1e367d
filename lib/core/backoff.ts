let pinned: (() => number) | undefined;

/**
 * The one backoff of the service, with full jitter: a wait drawn uniformly between 0 and
 * min(maxMs, baseMs · 2^attempt). Jitter spreads retries that failed together (a provider outage,
 * a database restart) so they do not come back together. `attempt` counts the waits before this
 * one (0 for the first); `random` (in [0, 1)) is for tests.
 */
export function backoffDelayMs({ attempt, baseMs, maxMs, random = pinned ?? Math.random }: { attempt: number; baseMs: number; maxMs: number; random?: () => number }): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt));
  return Math.floor(random() * ceiling);
}

/** Tests that wait on a retry make every draw `random` (`() => 0.5`: half of each ceiling); no argument restores Math.random. */
export function pinBackoffForTests(random?: () => number): void {
  pinned = random;
}

/**
 * Lanes as the workers view and the queue gauges report them. Until workers run lanes, a process
 * has one pool of loops, called `default`, and every kind runs in it.
 */
export function workerLanes(concurrency: number): Record<string, number> {
  return { default: concurrency };
}

/** The lane a job kind runs in. */
export function laneOf(_kind: string): string {
  return "default";
}

import v8 from "node:v8";

/** Every Darkroom process lets its old generation grow to twice what the last full collection kept. */
const HEAP_GROWING_PERCENT = 100;

/**
 * The V8 flag that fixes the heap's growth, or null when the process's command line sets its own.
 * Why: each upload passes megabytes through Buffers, for which V8 collects the young generation early
 * and promotes the requests then in flight; after its first full collection, V8's adaptive growth sets
 * the next limit so close to the live heap that it marks the whole heap again every 0.15–0.4 s, and a
 * busy server converts 15 % slower from then on (docs/benchmarks.md, `npm run bench:soak`).
 */
export function heapGrowthFlag(execArgv: readonly string[]): string | null {
  return execArgv.some((arg) => /^--heap[-_]growing[-_]percent(=|$)/.test(arg)) ? null : `--heap-growing-percent=${HEAP_GROWING_PERCENT}`;
}

/** Fixes this process's heap growth; V8 reads the flag at every full collection, so setting it at start-up is in time. */
export function fixHeapGrowth(): void {
  const flag = heapGrowthFlag(process.execArgv);
  if (flag) v8.setFlagsFromString(flag);
}

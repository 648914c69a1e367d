/** The service's notion of "now"; tests move it to check expiries without sleeping. */
let offsetMs = 0;

export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

export function advanceClockForTests(ms: number): void {
  offsetMs += ms;
}

export function resetClockForTests(): void {
  offsetMs = 0;
}

/** An ISO time as the `datetime-local` input shows it, in the browser's zone ("2026-11-30T14:00"). */
export function isoToLocalInput(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** The input's local wall time as ISO 8601 in UTC, or null when it is empty (no expiry). */
export function localInputToIso(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

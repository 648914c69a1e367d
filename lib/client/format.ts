const dateFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium" });
const dateTimeFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" });
const relativeFormat = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
const numberFormat = new Intl.NumberFormat("en");

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** "Nov 22, 2025". */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** "Nov 22, 2025, 4:13 PM", for tooltips beside a shorter form. */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

/** "just now", "5 minutes ago", "yesterday", "3 months ago". */
export function formatRelativeTime({ iso, now = Date.now() }: { iso: string; now?: number }): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relativeFormat.format(Math.trunc(seconds / size), unit);
  }
  return "just now";
}

/** "12,500". */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

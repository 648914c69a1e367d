const UNITS = ["bytes", "KiB", "MiB", "GiB", "TiB"];

/** "64 KiB", "2 GiB", "1.5 MiB": limits in error messages a person can read. */
export function formatByteSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${UNITS[unit]}`;
}

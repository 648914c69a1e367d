const UNITS = ["bytes", "KiB", "MiB", "GiB", "TiB"];

function shown(value: number): string {
  if (Number.isInteger(value)) return String(value);
  return value < 100 ? value.toFixed(1) : value.toFixed(0);
}

/**
 * "0 bytes", "9.3 KiB", "1 GiB": sizes and limits a person can read, in binary units as the plans'
 * Vault capacities are. Used by the server's messages and the Workbench alike.
 */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  // Step up once the shown number would reach 1024, so 1023.99 MiB reads "1.0 GiB", never "1024 MiB".
  while (Number(shown(value)) >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${shown(value)} ${UNITS[unit]}`;
}

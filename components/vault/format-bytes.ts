const UNITS = ["bytes", "KB", "MB", "GB", "TB"];

/** "0 bytes", "340 KB", "1.2 GB" (binary multiples, as the Vault capacities are). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  // 1023.99 MB reads better as 1.0 GB than as "1024 MB".
  while (value >= 1023.5 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? value : value.toFixed(value < 10 ? 1 : 0)} ${UNITS[unit]}`;
}

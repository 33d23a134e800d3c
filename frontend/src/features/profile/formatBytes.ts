const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** 1234567 as «1,2 MB» (Swiss German numbers, steps of 1024). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toLocaleString('de-CH', { maximumFractionDigits: digits })} ${UNITS[unit]}`;
}

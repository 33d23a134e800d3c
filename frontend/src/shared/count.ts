const count = new Intl.NumberFormat('de-CH', { maximumFractionDigits: 0 });

/** A whole number in Swiss notation, as the prices are written: "10’000". */
export function formatCount(value: number): string {
  return count.format(value);
}

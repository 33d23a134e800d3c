const chf = new Intl.NumberFormat('de-CH', {
  style: 'currency',
  currency: 'CHF',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * CHF with two decimals in Swiss notation, e.g. "CHF 1’234.50". A module of its own, without dayjs,
 * so that the landing page's prices load nothing else.
 */
export function formatChf(amount: number): string {
  return chf.format(amount);
}

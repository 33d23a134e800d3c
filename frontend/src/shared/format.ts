import dayjs from 'dayjs';

const chf = new Intl.NumberFormat('de-CH', {
  style: 'currency',
  currency: 'CHF',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** CHF with two decimals in Swiss notation, e.g. "CHF 1’234.50". */
export function formatChf(amount: number): string {
  return chf.format(amount);
}

/** Dates as dd.MM.yyyy. */
export function formatDate(value: string | Date): string {
  return dayjs(value).format('DD.MM.YYYY');
}

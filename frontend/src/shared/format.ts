import dayjs from 'dayjs';

export { formatChf } from './chf';

/** Dates as dd.MM.yyyy. */
export function formatDate(value: string | Date): string {
  return dayjs(value).format('DD.MM.YYYY');
}

import { formatDate } from '../../shared/format';
import { notificationTexts } from './texts';

const relative = new Intl.RelativeTimeFormat('de-CH', { style: 'short', numeric: 'auto' });

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/** "gerade eben", "vor 5 Min.", "vor 3 Std.", "gestern", "vor 4 Tagen"; older than a week: the date. */
export function timeAgo(value: string, now: number = Date.now()): string {
  const seconds = Math.round((now - new Date(value).getTime()) / 1000);
  if (Number.isNaN(seconds)) return '';
  if (seconds < MINUTE) return notificationTexts.justNow;
  if (seconds < HOUR) return relative.format(-Math.floor(seconds / MINUTE), 'minute');
  if (seconds < DAY) return relative.format(-Math.floor(seconds / HOUR), 'hour');
  if (seconds < WEEK) return relative.format(-Math.floor(seconds / DAY), 'day');
  return formatDate(value);
}

/**
 * Calendar days as the API names them (YYYY-MM-DD, Europe/Zurich), counted with UTC dates so that
 * no time zone of the browser moves a day.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

function toDate(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date));
}

function toDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function isDay(value: string | null): value is string {
  return value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && toDay(toDate(value)) === value;
}

export function addDays(day: string, days: number): string {
  return toDay(new Date(toDate(day).getTime() + days * DAY_MS));
}

/** The same day of the month `months` later (the month's last day when it has fewer days). */
export function addMonths(day: string, months: number): string {
  const date = toDate(day);
  const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return toDay(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(date.getUTCDate(), last))));
}

/** Monday of the day's week. */
function weekStart(day: string): string {
  const weekday = (toDate(day).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

export function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

function monthEnd(day: string): string {
  return addDays(addMonths(monthStart(day), 1), -1);
}

/** The days a view shows: the month's whole weeks (Monday to Sunday, at most 42 days), or the day's week. */
export function daysOf(view: 'month' | 'week', day: string): string[] {
  const from = view === 'week' ? weekStart(day) : weekStart(monthStart(day));
  const to = view === 'week' ? addDays(from, 6) : addDays(weekStart(monthEnd(day)), 6);
  const days: string[] = [];
  for (let current = from; current <= to; current = addDays(current, 1)) days.push(current);
  return days;
}

/** Today in Zurich. */
export function todayInZurich(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Zurich',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The Zurich day of an entry's `at`: a day as it is, a moment (an ISO date-time) on its day in Zurich. */
export function dayOfAt(at: string): string {
  return at.length === 10 ? at : todayInZurich(new Date(at));
}

const dayFormat = new Intl.DateTimeFormat('de-CH', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('de-CH', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortFormat = new Intl.DateTimeFormat('de-CH', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Montag, 4. März". */
export function dayLabel(day: string): string {
  return dayFormat.format(toDate(day));
}

/** "März 2030". */
export function monthLabel(day: string): string {
  return monthFormat.format(toDate(day));
}

/** "4. März 2030". */
export function shortDayLabel(day: string): string {
  return shortFormat.format(toDate(day));
}

export function dayNumberOf(day: string): number {
  return toDate(day).getUTCDate();
}

/** Calendar months as YYYY-MM, counted in Europe/Zurich like the server's statistics. */
const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** This month in Zurich, e.g. "2026-11" (also just after midnight on the 1st, when UTC is still in the old month). */
export function currentZurichMonth(now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Zurich',
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/** The month `delta` months away ("2026-01", -1 → "2025-12"). */
export function shiftMonth(month: string, delta: number): string {
  const [year, monthNumber] = month.split('-').map(Number);
  const index = year * 12 + (monthNumber - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** A month the statistics can show: well-formed and not after `latest` (YYYY-MM strings compare in calendar order). */
export function isSelectableMonth(value: string | null, latest: string): value is string {
  return value !== null && MONTH_PATTERN.test(value) && value <= latest;
}

/** Months as YYYY-MM in Europe/Zurich, where the product's calendar months are counted (their pattern: contracts/dashboards.ts). */

/** The current month in Zurich, e.g. "2026-11" (also just after midnight on the 1st, UTC still the 31st). */
export function currentZurichMonth(now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Zurich',
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/** The month before a YYYY-MM: "2026-01" → "2025-12". */
export function previousMonth(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
}

/**
 * The month's bounds as SQL over one parameter, its first day ('2026-11-01'): midnight in Zurich at
 * its start and at the next month's start, as timestamptz (so a DST change inside is handled by Postgres).
 */
export const MONTH_START_SQL = `((?::date)::timestamp at time zone 'Europe/Zurich')`;
export const MONTH_END_SQL = `(((?::date) + interval '1 month')::timestamp at time zone 'Europe/Zurich')`;

/** A Zurich day's bounds as SQL over one parameter (YYYY-MM-DD): midnight at its start and after it, as timestamptz. */
export const DAY_START_SQL = `((?::date)::timestamp at time zone 'Europe/Zurich')`;
export const DAY_END_SQL = `(((?::date) + 1)::timestamp at time zone 'Europe/Zurich')`;

/** Two capital letters for a designer's card: first and last word ("Dora Designer" → "DD"), or a single word's first two. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length > 1
      ? [...words[0]].slice(0, 1).concat([...words[words.length - 1]].slice(0, 1))
      : [...(words[0] ?? '')].slice(0, 2);
  return letters.join('').toLocaleUpperCase('de-CH');
}

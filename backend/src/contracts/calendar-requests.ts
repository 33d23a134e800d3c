/** The calendar's requests as zod schemas (see project-requests.ts on why apart from calendar.ts). */
import { z } from 'zod';
import { CALENDAR_MAX_DAYS, DAY_PATTERN } from './calendar.js';

const CALENDAR_REQUEST_TEXTS = {
  invalidDay: 'Bitte gib gültige Daten an (JJJJ-MM-TT)',
  order: 'Das Startdatum darf nicht nach dem Enddatum liegen',
  tooLong: `Der Zeitraum darf höchstens ${CALENDAR_MAX_DAYS} Tage umfassen`,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days since 1970-01-01 of a real calendar day (2026-02-30 is none), or null. */
function dayNumber(day: string): number | null {
  if (!DAY_PATTERN.test(day)) return null;
  const [year, month, date] = day.split('-').map(Number);
  const time = Date.UTC(year, month - 1, date);
  const back = new Date(time);
  return back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === date
    ? time / DAY_MS
    : null;
}

const day = (description: string) =>
  z
    .string({ error: CALENDAR_REQUEST_TEXTS.invalidDay })
    .refine((value) => dayNumber(value) !== null, CALENDAR_REQUEST_TEXTS.invalidDay)
    .meta({ example: '2026-11-01' })
    .describe(description);

/** `?from=&to=` of GET /api/clients/:clientId/calendar: Zurich days, both included, at most CALENDAR_MAX_DAYS of them. */
export const calendarQuerySchema = z
  .object({
    from: day('The first day (Europe/Zurich), YYYY-MM-DD'),
    to: day('The last day (Europe/Zurich, included), YYYY-MM-DD'),
  })
  .superRefine(({ from, to }, context) => {
    const first = dayNumber(from);
    const last = dayNumber(to);
    if (first === null || last === null) return;
    if (first > last) context.addIssue({ code: 'custom', path: ['to'], message: CALENDAR_REQUEST_TEXTS.order });
    else if (last - first + 1 > CALENDAR_MAX_DAYS)
      context.addIssue({ code: 'custom', path: ['to'], message: CALENDAR_REQUEST_TEXTS.tooLong });
  });

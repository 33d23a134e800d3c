import type { IdeaSlot } from '../../contracts/ideas.js';
import type { ContentType } from '../../contracts/projects.js';

export type { IdeaSlot };

/**
 * The calendar of a month plan of content ideas (issue 13): the next calendar month in Zurich, its
 * working days (Monday to Friday), its weeks ("Woche N" = the Nth Monday-started week of the month,
 * the first being the one that holds the 1st) and the slots the ideas go into. Pure: dates are
 * calendar dates (`YYYY-MM-DD`), computed in UTC so no time zone shifts a day.
 */

/** A calendar month: year and month 1–12. */
export interface CalendarMonth {
  year: number;
  month: number;
}

export interface MonthlyLimits {
  post: number;
  carousel: number;
  reel: number;
}

const ZURICH_MONTH = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich', year: 'numeric', month: '2-digit' });

/** The calendar month `now` falls in, in Zurich. */
export function currentMonth(now: Date): CalendarMonth {
  const parts = Object.fromEntries(ZURICH_MONTH.formatToParts(now).map((part) => [part.type, part.value]));
  return { year: Number(parts.year), month: Number(parts.month) };
}

/** The calendar month after the one `now` falls in, in Zurich. */
export function nextMonth(now: Date): CalendarMonth {
  const { year, month } = currentMonth(now);
  return month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
}

const ZURICH_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Zurich',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `YYYY-MM-DD`: the calendar day `now` falls on, in Zurich. */
export function zurichDay(now: Date): string {
  return ZURICH_DAY.format(now);
}

/** `YYYY-MM`, the key of a month's plan. */
export function monthKey({ year, month }: CalendarMonth): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** The month a `YYYY-MM` key names. */
export function parseMonthKey(key: string): CalendarMonth {
  const [year, month] = key.split('-').map(Number);
  return { year, month };
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Monday to Friday of the month, in order. */
export function workingDays({ year, month }: CalendarMonth): string[] {
  const days: string[] = [];
  for (
    let day = new Date(Date.UTC(year, month - 1, 1));
    day.getUTCMonth() === month - 1;
    day = new Date(day.getTime() + 86_400_000)
  ) {
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(isoDate(day));
  }
  return days;
}

/** "Woche N" of a date of the month: the week holding the 1st is 1, each Monday starts the next. */
export function weekOfMonth(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  // Monday = 0 ... Sunday = 6, for the 1st of the month.
  const firstWeekday = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
  return Math.floor((day - 1 + firstWeekday) / 7) + 1;
}

/**
 * One slot per idea: as many posts, carousels and reels as the plan's monthly limits, the types
 * interleaved (post, carousel, reel, post, ...) and spread evenly over the month's working days;
 * from `from` on (`YYYY-MM-DD`, the current month's today), when some working day is left then.
 */
export function ideaSlots(limits: MonthlyLimits, month: CalendarMonth, from?: string): IdeaSlot[] {
  const remaining = { ...limits };
  const order: ContentType[] = [];
  while (remaining.post + remaining.carousel + remaining.reel > 0) {
    for (const type of ['post', 'carousel', 'reel'] as const) {
      if (remaining[type] > 0) {
        order.push(type);
        remaining[type] -= 1;
      }
    }
  }
  const all = workingDays(month);
  const ahead = from ? all.filter((day) => day >= from) : all;
  const days = ahead.length > 0 ? ahead : all;
  return order.map((contentType, index) => {
    const date = days[Math.floor((index * days.length) / order.length)];
    return { contentType, date, weekNumber: weekOfMonth(date) };
  });
}

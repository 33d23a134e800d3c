import Holidays from 'date-holidays';
import { DateTime } from 'luxon';
import type { Canton } from '../../contracts/clocks.js';

/** Every clock, reminder and digest counts in Zurich's local time, daylight saving included. */
const ZURICH = 'Europe/Zurich';

/** A calendar day in Zurich, as `YYYY-MM-DD`. */
export type Day = string;

const HOUR_MS = 3_600_000;

/**
 * Zurich's offset from UTC (ms) by UTC hour, as luxon answered it. The offset changes only on a whole
 * UTC hour (01:00 UTC on the last Sundays of March and October), so one lookup answers a whole hour:
 * the stage clocks' scan turns every open order's instants into Zurich days and hours each minute,
 * and luxon's zone lookup per instant was the workers' hottest frame. Bounded: emptied at 10,000.
 */
const offsets = new Map<number, number>();

function zurichOffsetMs(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    if (offsets.size >= 10_000) offsets.clear();
    offset = DateTime.fromMillis(hour * HOUR_MS, { zone: ZURICH }).offset * 60_000;
    offsets.set(hour, offset);
  }
  return offset;
}

/** `instant` moved by Zurich's offset: its UTC fields read as Zurich's local date and time. */
const zurichFields = (instant: Date) => new Date(instant.getTime() + zurichOffsetMs(instant.getTime()));

/** The Zurich day `instant` falls on. */
export function dayOf(instant: Date): Day {
  return zurichFields(instant).toISOString().slice(0, 10);
}

/** The hour of the day (0–23) on Zurich's clock at `instant`. */
export function hourInZurich(instant: Date): number {
  return zurichFields(instant).getUTCHours();
}

/**
 * The instants of Zurich's local times already worked out, by day and time: every order view asks
 * for the same few days, and luxon's zone lookup is the costly part. Bounded: emptied at 10,000.
 */
const instants = new Map<string, number>();

function rememberedInstant(key: string, compute: () => Date): Date {
  let ms = instants.get(key);
  if (ms === undefined) {
    if (instants.size >= 10_000) instants.clear();
    ms = compute().getTime();
    instants.set(key, ms);
  }
  return new Date(ms);
}

/** The instant a Zurich day starts (midnight, whatever the offset that day). */
export function startOfDay(day: Day): Date {
  return rememberedInstant(day, () => DateTime.fromISO(day, { zone: ZURICH }).startOf('day').toJSDate());
}

/** The instant of a local time of day on a Zurich day (hours and minutes outside any clock change). */
export function atLocalTime(day: Day, hour: number, minute = 0): Date {
  return rememberedInstant(`${day} ${hour}:${minute}`, () =>
    DateTime.fromISO(day, { zone: ZURICH }).set({ hour, minute, second: 0, millisecond: 0 }).toJSDate(),
  );
}

/**
 * A calendar day as the UTC midnight of its date: arithmetic on days needs no time zone (a day is a
 * day in every zone), only turning an instant into a day and back does. Plain Date arithmetic: the
 * clocks count days in loops, and luxon's zone lookups there were the API's hottest frames.
 */
const utcMidnight = (day: Day) =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

/** The day after each day already asked for: the clocks walk the same few weeks day by day. Bounded: emptied at 10,000. */
const following = new Map<Day, Day>();

/** The calendar day after (or `n` days after) `day`. */
export function nextDay(day: Day, n = 1): Day {
  if (n !== 1) return new Date(utcMidnight(day) + n * 86_400_000).toISOString().slice(0, 10);
  let next = following.get(day);
  if (next === undefined) {
    if (following.size >= 10_000) following.clear();
    next = new Date(utcMidnight(day) + 86_400_000).toISOString().slice(0, 10);
    following.set(day, next);
  }
  return next;
}

/** Monday 1 … Sunday 7, as luxon (and ISO 8601) count them. */
function weekdayOf(day: Day): number {
  return new Date(utcMidnight(day)).getUTCDay() || 7;
}

/**
 * Zurich business days: Monday to Friday, except the public holidays of Switzerland and of the
 * installation's canton, as the date-holidays library knows them (its `public` type: Good Friday,
 * Easter Monday, Ascension, Whit Monday, 1 August, Christmas, St Stephen's Day, and the canton's
 * own, e.g. Zurich's 1 May or Bern's 2 January). The holidays of a year are computed once.
 */
export class BusinessCalendar {
  private readonly holidays: Holidays;
  private readonly years = new Map<number, ReadonlySet<Day>>();

  constructor(readonly canton: Canton) {
    this.holidays = new Holidays('CH', canton, { timezone: ZURICH, types: ['public'] });
  }

  isHoliday(day: Day): boolean {
    return this.holidaysOf(Number(day.slice(0, 4))).has(day);
  }

  isBusinessDay(day: Day): boolean {
    return weekdayOf(day) <= 5 && !this.isHoliday(day);
  }

  /** The first business day after `day` (not `day` itself). */
  nextBusinessDay(day: Day): Day {
    let candidate = nextDay(day);
    while (!this.isBusinessDay(candidate)) candidate = nextDay(candidate);
    return candidate;
  }

  /** The `n`-th business day after `day` (n ≥ 1): a stage started on `day` with n days is due then. */
  nthBusinessDayAfter(day: Day, n: number): Day {
    if (!Number.isInteger(n) || n < 1)
      throw new RangeError(`a number of business days must be a whole number of at least 1, not ${n}`);
    let result = day;
    for (let i = 0; i < n; i++) result = this.nextBusinessDay(result);
    return result;
  }

  /** The business days after `from` up to and including `to` (0 when `to` is not after `from`). */
  businessDaysAfter(from: Day, to: Day): number {
    let count = 0;
    for (let day = nextDay(from); day <= to; day = nextDay(day)) if (this.isBusinessDay(day)) count += 1;
    return count;
  }

  /**
   * The business time between two instants, in milliseconds: the parts of business days that lie
   * between them (a business day counts with its whole length, 23 or 25 hours on a clock change).
   */
  businessTimeBetween(from: Date, to: Date): number {
    let total = 0;
    for (let day = dayOf(from); startOfDay(day) < to; day = nextDay(day)) {
      if (!this.isBusinessDay(day)) continue;
      const start = Math.max(startOfDay(day).getTime(), from.getTime());
      const end = Math.min(startOfDay(nextDay(day)).getTime(), to.getTime());
      if (end > start) total += end - start;
    }
    return total;
  }

  /** The instant by which `ms` of business time have passed since `from`. */
  afterBusinessTime(from: Date, ms: number): Date {
    let left = ms;
    for (let day = dayOf(from); ; day = nextDay(day)) {
      if (!this.isBusinessDay(day)) continue;
      const start = Math.max(startOfDay(day).getTime(), from.getTime());
      const end = startOfDay(nextDay(day)).getTime();
      if (end - start >= left) return new Date(start + left);
      left -= end - start;
    }
  }

  private holidaysOf(year: number): ReadonlySet<Day> {
    let days = this.years.get(year);
    if (!days) {
      days = new Set(
        this.holidays
          .getHolidays(year)
          .filter((holiday) => holiday.type === 'public')
          .map((holiday) => holiday.date.slice(0, 10)),
      );
      this.years.set(year, days);
    }
    return days;
  }
}

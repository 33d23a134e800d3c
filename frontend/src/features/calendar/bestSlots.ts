import { addDays, dayOfAt } from '../../shared/calendarDates';

/** GET /api/clients/:clientId/best-times: a weekday × hour of a network, best first. */
export interface BestTime {
  network: string;
  /** 1 Monday … 7 Sunday (ISO). */
  weekday: number;
  /** 0–23, Europe/Zurich. */
  hour: number;
  score: number;
  /** figures: from the company's own published posts; default: the network's default until it has 10. */
  source?: 'figures' | 'default';
}

/** A proposed moment to post: its Zurich day and hour, the moment as ISO with Zurich's offset. */
export interface Slot {
  day: string;
  hour: number;
  weekday: number;
  at: string;
  /** Ranked from the company's own figures (false: the network's default, or 09:00 without any ranking). */
  fromFigures: boolean;
}

export interface ProposeSlotsInput {
  bestTimes: BestTime[];
  network: string;
  /**
   * The moments (ISO) the company already has a post due at on that network: never a proposal in
   * their hour, and no second post on their day while days are free.
   */
  taken: string[];
  count: number;
  /** Today in Zurich (YYYY-MM-DD); proposals start tomorrow. */
  today: string;
  /** How many days ahead to look (a month). */
  horizon?: number;
}

/** When the network has no ranking at all, 09:00 on every weekday (the schedule dialog's old default). */
const FALLBACK_HOUR = 9;

const HOUR_MS = 60 * 60_000;

/** The hour an instant falls in (a post at 18:30 takes the slot 18:00). */
const hourOf = (at: string) => Math.floor(new Date(at).getTime() / HOUR_MS);

/** The ISO weekday (1 Monday … 7 Sunday) of a YYYY-MM-DD day. */
export function isoWeekday(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  return ((new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7) + 1;
}

const partsFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Zurich',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** Zurich's offset from UTC at an instant, in minutes. */
function offsetAt(instant: number): number {
  const p = Object.fromEntries(partsFormat.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
  return Math.round((wall - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/** A whole hour of a Zurich day as ISO with its offset: «2026-12-01T18:00:00+01:00». */
export function zurichHourIso(day: string, hour: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, date, hour);
  const offset = offsetAt(wall - offsetAt(wall - 60 * 60_000) * 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day}T${pad(hour)}:00:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * The next best free slots for `count` posts on a network: every day of the coming month at the
 * hours its weekday ranks, best score first (the earlier day on a tie); one post a day while free days
 * last, never on a day that already has one of the network's posts, then a second at another ranked
 * hour — never in an hour that has one (nor one proposed to an earlier order). Chronological, so the first selected order goes out first. Fewer when the month is full.
 */
export function proposeSlots({ bestTimes, network, taken, count, today, horizon = 31 }: ProposeSlotsInput): Slot[] {
  const ranked = bestTimes.filter((time) => time.network === network);
  const hoursOf = (weekday: number) =>
    ranked.length > 0
      ? ranked.filter((time) => time.weekday === weekday)
      : [{ network, weekday, hour: FALLBACK_HOUR, score: 0, source: 'default' as const }];
  const candidates: (Slot & { score: number })[] = [];
  for (let offset = 1; offset <= horizon; offset += 1) {
    const day = addDays(today, offset);
    const weekday = isoWeekday(day);
    for (const time of hoursOf(weekday))
      candidates.push({
        day,
        hour: time.hour,
        weekday,
        score: time.score,
        at: zurichHourIso(day, time.hour),
        fromFigures: time.source !== 'default',
      });
  }
  candidates.sort((a, b) => b.score - a.score || a.day.localeCompare(b.day) || a.hour - b.hour);

  const busyDays = new Set(taken.map(dayOfAt));
  const takenHours = new Set(taken.map(hourOf));
  const chosen: Slot[] = [];
  const pick = (allowBusyDay: boolean) => {
    for (const candidate of candidates) {
      if (chosen.length >= count) return;
      if (takenHours.has(hourOf(candidate.at))) continue;
      if (!allowBusyDay && busyDays.has(candidate.day)) continue;
      chosen.push({
        day: candidate.day,
        hour: candidate.hour,
        weekday: candidate.weekday,
        at: candidate.at,
        fromFigures: candidate.fromFigures,
      });
      busyDays.add(candidate.day);
      takenHours.add(hourOf(candidate.at));
    }
  };
  pick(false);
  pick(true);
  return chosen.sort((a, b) => a.at.localeCompare(b.at));
}

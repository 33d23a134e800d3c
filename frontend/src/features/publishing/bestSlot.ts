import type { BestTime, SocialNetworkName } from '../../shared/contracts';
import { addDays, todayInZurich } from '../../shared/calendarDates';
import { zurichIso } from './zurichTime';

/** A proposed moment: the Zurich day and time, the slot it is an occurrence of. */
export interface ProposedSlot {
  day: string;
  time: string;
  weekday: number;
  hour: number;
  /** From the company's own figures (or the network's default). */
  own: boolean;
}

/** How far ahead a proposal lies at least, and how far it is looked for. */
const LEAD_MS = 60 * 60 * 1000;
export const PROPOSAL_DAYS = 14;

/** ISO weekday (1 Monday … 7 Sunday) of a Zurich day (YYYY-MM-DD). */
function isoWeekday(day: string): number {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/**
 * The next best free slot of a network (docs/decisions.md "Publishing, second round"): its slots
 * best first, each at its next occurrence at least an hour ahead that is not `taken` (moments the
 * order already has a post at on that account, and the company's other posts due on that network:
 * to the hour); the first slot with such an occurrence within two weeks. Null without slots for the network.
 */
export function nextBestSlot(
  bestTimes: readonly BestTime[],
  network: SocialNetworkName,
  now: Date,
  taken: readonly string[] = [],
): ProposedSlot | null {
  const busy = new Set(taken.map((at) => Math.floor(new Date(at).getTime() / LEAD_MS)));
  const today = todayInZurich(now);
  for (const slot of bestTimes.filter((each) => each.network === network)) {
    for (let offset = 0; offset <= PROPOSAL_DAYS; offset += 1) {
      const day = addDays(today, offset);
      if (isoWeekday(day) !== slot.weekday) continue;
      const time = `${String(slot.hour).padStart(2, '0')}:00`;
      const at = new Date(zurichIso({ day, time })).getTime();
      if (at < now.getTime() + LEAD_MS || busy.has(Math.floor(at / LEAD_MS))) continue;
      return { day, time, weekday: slot.weekday, hour: slot.hour, own: slot.source === 'figures' };
    }
  }
  return null;
}

import { type BusinessCalendar, type Day, dayOf } from './business-calendar.js';
import { digestAt, type Reminder, sendableAt } from './stage-clock.js';

/** What a scan at `now` does with a stage's reminders: those to send, and those only to record. */
export interface RemindersDue {
  send: Reminder[];
  /** Due but outrun by a later step to the same audience (a scan after an outage): recorded, not sent. */
  superseded: Reminder[];
}

/**
 * The steps of a stage (`remindersOf`) a scan at `now` sends: those whose moment has come and that
 * are not recorded yet, only within sending hours (a scan at 21:00 or on a Sunday sends nothing).
 * Of several due to the same audience only the latest is sent: whoever owes the move gets one
 * reminder, not the half and the due one at once; the others are recorded as superseded.
 */
export function remindersDue(
  reminders: readonly Reminder[],
  recorded: ReadonlySet<string>,
  now: Date,
  calendar: BusinessCalendar,
): RemindersDue {
  if (sendableAt(now, calendar).getTime() !== now.getTime()) return { send: [], superseded: [] };
  const due = reminders.filter((reminder) => reminder.at <= now && !recorded.has(reminder.step));
  const latest = new Map(due.map((reminder) => [reminder.to, reminder]));
  return { send: [...latest.values()], superseded: due.filter((reminder) => latest.get(reminder.to) !== reminder) };
}

const DAY_LABEL = new Intl.DateTimeFormat('de-CH', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'Europe/Zurich',
});

/** A Zurich day as the texts write it: "Do, 3. Dez." for 2026-12-03 (without the dot after the weekday). */
export function dayLabel(day: string): string {
  // Noon UTC lies on the same day in Zurich, whatever the offset.
  const noon = new Date(`${day}T12:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(noon.getTime())) throw new RangeError(`not a day: ${day}`);
  return DAY_LABEL.formatToParts(noon)
    .map((part) => (part.type === 'weekday' ? part.value.replace(/\.$/, '') : part.value))
    .join('');
}

/** The Zurich day whose morning digests a scan at `now` hands out: from 07:30 on a business day until the quiet hours; otherwise null. */
export function digestDayAt(now: Date, calendar: BusinessCalendar): Day | null {
  const day = dayOf(now);
  const from = digestAt(day, calendar);
  return from && now >= from && sendableAt(now, calendar).getTime() === now.getTime() ? day : null;
}

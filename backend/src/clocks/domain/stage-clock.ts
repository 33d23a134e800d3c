import type { ClockOwner, ClockStage, ClockState, Turnaround } from '../../contracts/clocks.js';
import type { ProjectStatus, VersionStatus } from '../../contracts/projects.js';
import {
  atLocalTime,
  type BusinessCalendar,
  type Day,
  dayOf,
  hourInZurich,
  nextDay,
  startOfDay,
} from './business-calendar.js';

/** The stage that runs and who owes its move. */
export interface OwedMove {
  stage: ClockStage;
  owedBy: ClockOwner;
}

/**
 * Who owes the next move in each status: the one table every clock, list and reminder reads. An
 * order without a designer waits for the admins; a designer reworks once a version came back.
 */
const OWED: Record<ProjectStatus, OwedMove | 'designer' | null> = {
  pending_approval: { stage: 'assign', owedBy: 'admin' },
  new: 'designer',
  in_progress: 'designer',
  admin_review: { stage: 'check', owedBy: 'admin' },
  review: { stage: 'review', owedBy: 'client' },
  completed: null,
};

/** The latest version's statuses that send the designer back to work on it. */
const SENT_BACK: readonly VersionStatus[] = ['sent_back', 'changes_requested'];

/** The stage an order in `status` (with its latest version's status) is in, or null when none runs. */
export function owedMove(status: ProjectStatus, version: VersionStatus | null): OwedMove | null {
  const owed = OWED[status];
  if (owed !== 'designer') return owed;
  return { stage: version !== null && SENT_BACK.includes(version) ? 'rework' : 'design', owedBy: 'designer' };
}

/** The business days a stage is allowed: its plan's, and the admins' check for an order waiting for a designer. */
export function allowanceOf(stage: ClockStage, turnaround: Turnaround): number {
  return turnaround[stage === 'assign' ? 'check' : stage];
}

export interface StageClock extends OwedMove {
  startedAt: Date;
  businessDaysAllowed: number;
  /** The last day of the allowance: the stage is due that day. */
  dueDay: Day;
  /** The end of the due day (the next day's midnight in Zurich): overdue from then on. */
  dueAt: Date;
  state: ClockState;
}

/**
 * A stage's clock: it starts on the day the stage started and is due on the n-th business day after
 * it, until the end of that day. A stage started on a Friday evening with one day is due on Monday;
 * one started on a Saturday too.
 */
export function stageClock(
  move: OwedMove,
  startedAt: Date,
  businessDaysAllowed: number,
  calendar: BusinessCalendar,
  now: Date,
): StageClock {
  return clockUntil(
    move,
    startedAt,
    businessDaysAllowed,
    calendar.nthBusinessDayAfter(dayOf(startedAt), businessDaysAllowed),
    now,
  );
}

/** A stage's clock whose due day was fixed when it began (the order keeps it): where it stands at `now`. */
export function clockUntil(
  move: OwedMove,
  startedAt: Date,
  businessDaysAllowed: number,
  dueDay: Day,
  now: Date,
): StageClock {
  const dueAt = startOfDay(nextDay(dueDay));
  const state: ClockState = now < startOfDay(dueDay) ? 'on_time' : now < dueAt ? 'due_today' : 'overdue';
  return { ...move, startedAt, businessDaysAllowed, dueDay, dueAt, state };
}

/** Reminders and mails go out between 07:00 and 19:00 Zurich time, on business days. */
const SENDING_HOURS = { from: 7, until: 19 } as const;

/** `instant`, or the next moment within sending hours on a business day. */
export function sendableAt(instant: Date, calendar: BusinessCalendar): Date {
  const day = dayOf(instant);
  if (calendar.isBusinessDay(day)) {
    const hour = hourInZurich(instant);
    if (hour >= SENDING_HOURS.from && hour < SENDING_HOURS.until) return instant;
    if (hour < SENDING_HOURS.from) return atLocalTime(day, SENDING_HOURS.from);
  }
  return atLocalTime(calendar.nextBusinessDay(day), SENDING_HOURS.from);
}

/**
 * The steps of a stage's reminders: at half its time (in-app), on the due day's morning (in-app and
 * e-mail); an overdue designer's or admins' stage goes to the admins; a client who has not reviewed
 * is reminded again every second business day, three reminders in all.
 */
type ReminderStep = 'half' | 'due' | 'overdue' | 'again-1' | 'again-2';

export interface Reminder {
  step: ReminderStep;
  at: Date;
  /** Whoever owes the move, or the admins (an escalation). */
  to: 'owner' | 'admins';
  email: boolean;
}

/** A stage's reminders in order, each at a sendable moment; the half reminder only when it comes before the due one. */
export function remindersOf(clock: StageClock, calendar: BusinessCalendar): Reminder[] {
  const due: Reminder = { step: 'due', at: sendableAt(startOfDay(clock.dueDay), calendar), to: 'owner', email: true };
  const halfway = calendar.afterBusinessTime(
    clock.startedAt,
    calendar.businessTimeBetween(clock.startedAt, clock.dueAt) / 2,
  );
  const half: Reminder = { step: 'half', at: sendableAt(halfway, calendar), to: 'owner', email: false };
  const reminders = half.at < due.at ? [half, due] : [due];
  if (clock.owedBy === 'client') {
    const again = (step: ReminderStep, days: number): Reminder => ({
      step,
      at: atLocalTime(calendar.nthBusinessDayAfter(clock.dueDay, days), SENDING_HOURS.from),
      to: 'owner',
      email: true,
    });
    return [...reminders, again('again-1', 2), again('again-2', 4)];
  }
  return [...reminders, { step: 'overdue', at: sendableAt(clock.dueAt, calendar), to: 'admins', email: true }];
}

/** The morning digest goes out at 07:30 Zurich time on business days. */
export function digestAt(day: Day, calendar: BusinessCalendar): Date | null {
  return calendar.isBusinessDay(day) ? atLocalTime(day, 7, 30) : null;
}

/** A stage that ended: what it was allowed and what it took, in business days, for the record. */
export interface EndedStage {
  stage: ClockStage;
  owedBy: ClockOwner;
  startedAt: string;
  endedAt: string;
  dueDay: Day;
  businessDaysAllowed: number;
  /** The business days after the day it began, up to the day it ended (the allowance's count). */
  businessDaysTaken: number;
  onTime: boolean;
}

/** The stage that `move` (begun at `startedAt`, due on `dueDay`) ran until `endedAt`. */
export function stageEnded(
  move: OwedMove,
  startedAt: Date,
  dueDay: Day,
  businessDaysAllowed: number,
  endedAt: Date,
  calendar: BusinessCalendar,
): EndedStage {
  const ended = dayOf(endedAt);
  return {
    ...move,
    startedAt: startedAt.toISOString(),
    endedAt: endedAt.toISOString(),
    dueDay,
    businessDaysAllowed,
    businessDaysTaken: calendar.businessDaysAfter(dayOf(startedAt), ended),
    onTime: ended <= dueDay,
  };
}

import type { EntityManager } from '@mikro-orm/postgresql';
import type { ProjectStatus, VersionStatus } from '../contracts/projects.js';
import { clockUntil, owedMove, remindersOf, type StageClock } from './domain/stage-clock.js';
import { remindersDue, type RemindersDue } from './domain/reminders-due.js';
import type { BusinessCalendar } from './domain/business-calendar.js';
import { calendarOf, readSettings } from './installation-calendar.js';

/** An open order's running stage as the scan reads it. */
export interface RunningStage {
  status: ProjectStatus;
  /** The latest version's status (null before the first submission). */
  version: VersionStatus | null;
  stageStartedAt: Date;
  stageDueDay: string;
  stageDays: number;
}

/** The running stage's clock at `now`, or null when no stage runs. */
export function clockOfStage(stage: RunningStage, now: Date): StageClock | null {
  const move = owedMove(stage.status, stage.version);
  return move ? clockUntil(move, stage.stageStartedAt, stage.stageDays, stage.stageDueDay, now) : null;
}

/** The reminder steps of a running stage a scan at `now` sends and records (`remindersOf`, then `remindersDue`). */
export function stepsDue(
  clock: StageClock,
  recorded: ReadonlySet<string>,
  now: Date,
  calendar: BusinessCalendar,
): RemindersDue {
  return remindersDue(remindersOf(clock, calendar), recorded, now, calendar);
}

/** The installation's business-day calendar as its setting stands now. */
export async function installationCalendar(em: EntityManager): Promise<BusinessCalendar> {
  return calendarOf((await readSettings(em)).canton);
}

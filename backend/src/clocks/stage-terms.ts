import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_TURNAROUND, type Turnaround } from '../contracts/clocks.js';
import { currentPlans } from '../billing/index.js';
import type { ProjectStatus, VersionStatus } from '../contracts/index.js';
import { allowanceOf, owedMove, stageEnded, type EndedStage } from './domain/stage-clock.js';
import { dayOf } from './domain/business-calendar.js';
import { CALENDAR_SETTING, calendarOf, cantonOf } from './installation-calendar.js';

/** What a client's stages are timed by: its current plan's turnaround and the installation's calendar. */
export interface StageTerms {
  turnaround: Turnaround;
  calendarSetting: unknown;
}

/** The client's stage terms now: its plan asked of billing, the calendar read here (inside the caller's transaction). */
export async function loadStageTerms(em: EntityManager, clientId: string): Promise<StageTerms> {
  const plans = await currentPlans(em, [clientId]);
  const [row] = await em
    .getConnection()
    .execute<{ calendar_setting: unknown }[]>(
      'select st.value as calendar_setting from app_setting st where st.key = ?',
      [CALENDAR_SETTING],
      'all',
      em.getTransactionContext(),
    );
  return {
    turnaround: plans.get(clientId)?.turnaround ?? DEFAULT_TURNAROUND,
    calendarSetting: row?.calendar_setting ?? null,
  };
}

/** The stage an order in this status begins at `at`: its due day and allowance fixed now; all null when none runs. */
export function stageBeginning(
  status: ProjectStatus,
  version: VersionStatus | null,
  at: Date,
  terms: StageTerms,
): { stageDueDay: string | null; stageDays: number | null } {
  const move = owedMove(status, version);
  if (!move) return { stageDueDay: null, stageDays: null };
  const days = allowanceOf(move.stage, terms.turnaround);
  return {
    stageDueDay: calendarOf(cantonOf(terms.calendarSetting)).nthBusinessDayAfter(dayOf(at), days),
    stageDays: days,
  };
}

/** An order's running stage as stored: what it owes, since when, until when. */
export interface RunningStage {
  status: ProjectStatus;
  version: VersionStatus | null;
  stageStartedAt: Date;
  stageDueDay: string | null;
  stageDays: number | null;
}

/** The running stage ending at `at`, for the record (null when none ran, or one from before the clocks without a due day). */
export function stageEnding(running: RunningStage, at: Date, terms: StageTerms): EndedStage | null {
  const move = owedMove(running.status, running.version);
  if (!move || running.stageDueDay === null || running.stageDays === null) return null;
  return stageEnded(
    move,
    running.stageStartedAt,
    running.stageDueDay,
    running.stageDays,
    at,
    calendarOf(cantonOf(terms.calendarSetting)),
  );
}

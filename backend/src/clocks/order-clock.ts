import type { OrderClock, Turnaround } from '../contracts/clocks.js';
import type { ProjectStatus, VersionStatus } from '../contracts/projects.js';
import { allowanceOf, owedMove, stageClock } from './domain/stage-clock.js';
import { calendarOf, cantonOf } from './installation-calendar.js';

/** What an order's clock is made of, as the read models load it. */
export interface OrderClockFacts {
  status: ProjectStatus;
  /** The latest version's status (null before the first submission). */
  version: VersionStatus | null;
  stageStartedAt: Date;
  /** The client's current plan's turnaround (the defaults without a plan). */
  turnaround: Turnaround;
  /** The installation's calendar setting as stored (null: the default canton). */
  calendarSetting: unknown;
}

/** The running stage's clock as the API answers it, or null when no stage runs (a completed order). */
export function clockOfOrder(order: OrderClockFacts, now: Date): OrderClock | null {
  const move = owedMove(order.status, order.version);
  if (!move) return null;
  const clock = stageClock(move, order.stageStartedAt, allowanceOf(move.stage, order.turnaround), calendarOf(cantonOf(order.calendarSetting)), now);
  return {
    stage: clock.stage,
    owedBy: clock.owedBy,
    startedAt: clock.startedAt.toISOString(),
    dueDay: clock.dueDay,
    dueAt: clock.dueAt.toISOString(),
    state: clock.state,
    businessDaysAllowed: clock.businessDaysAllowed,
  };
}

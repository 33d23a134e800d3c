import type { OrderClock } from '../contracts/clocks.js';
import type { ProjectStatus, VersionStatus } from '../contracts/projects.js';
import { clockUntil, owedMove } from './domain/stage-clock.js';

/** What an order's clock is made of, as the read models load it. */
interface OrderClockFacts {
  status: ProjectStatus;
  /** The latest version's status (null before the first submission). */
  version: VersionStatus | null;
  stageStartedAt: Date;
  /** The due day and allowance fixed when the stage began (null when none runs). */
  stageDueDay: string | null;
  stageDays: number | null;
}

/** The running stage's clock as the API answers it, or null when no stage runs (a completed order). */
export function clockOfOrder(order: OrderClockFacts, now: Date): OrderClock | null {
  const move = owedMove(order.status, order.version);
  if (!move || order.stageDueDay === null || order.stageDays === null) return null;
  const clock = clockUntil(move, order.stageStartedAt, order.stageDays, order.stageDueDay, now);
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

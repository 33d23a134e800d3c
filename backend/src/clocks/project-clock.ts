import type { OrderClock } from '../contracts/clocks.js';
import type { ProjectStatus, VersionStatus } from '../contracts/projects.js';
import { clockOfStage } from './stage-steps.js';

/** What an order's clock is made of, as the read models load it. */
interface ProjectClockFacts {
  status: ProjectStatus;
  /** The latest version's status (null before the first submission). */
  version: VersionStatus | null;
  stageStartedAt: Date;
  /** The due day and allowance fixed when the stage began (null when none runs). */
  stageDueDay: string | null;
  stageDays: number | null;
}

/** The running stage's clock as the API answers it, or null when no stage runs (a completed order). */
export function clockOfProject(order: ProjectClockFacts, now: Date): OrderClock | null {
  const { stageDueDay, stageDays } = order;
  if (stageDueDay === null || stageDays === null) return null;
  const clock = clockOfStage({ ...order, stageDueDay, stageDays }, now);
  if (!clock) return null;
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

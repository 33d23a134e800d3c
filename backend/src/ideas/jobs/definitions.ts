import { defineEventJob } from '../../queues/index.js';

/** The month plan of content ideas a client asked for (ideas.jobs.ts). */
export const monthPlan = defineEventJob({ name: 'ai.month-plan', queue: 'ai', on: ['MonthPlanRequested'] });

/** A sent content idea follows its order: the client's approval finishes it (status completed; ideas.jobs.ts). */
export const followOrder = defineEventJob({
  name: 'ideas.follow-order',
  queue: 'ideas',
  on: ['DesignApprovedByClient'],
});

/** The ideas context's jobs. */
export const IDEAS_JOBS = [monthPlan, followOrder] as const;

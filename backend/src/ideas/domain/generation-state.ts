import type { GenerationJob } from '../../contracts/idea-answers.js';

/** A month plan generation: queued → running → done or failed (the `idea_generation` row). */
export const GENERATION_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type GenerationStatus = (typeof GENERATION_STATUSES)[number];

const STATE_OF = {
  queued: 'waiting',
  running: 'active',
  done: 'completed',
  failed: 'failed',
} as const satisfies Record<GenerationStatus, GenerationJob['state']>;

/** The generation wrote its ideas: the job's answer names the month and how many. */
export function wroteIdeas(status: GenerationStatus): boolean {
  return status === 'done';
}

/** The generation as api.md names a job's progress: BullMQ's state words and a percentage. */
export function jobProgressOf(status: GenerationStatus): Pick<GenerationJob, 'state' | 'progress'> {
  const state = STATE_OF[status];
  return { state, progress: status === 'queued' ? 0 : status === 'running' ? 50 : 100 };
}

/**
 * Queues and the jobs they carry. Producers and processors share these types, and the workers
 * refuse to start when a job name has no handler (see workers/src/job-registry.ts).
 */
export const QUEUES = ['notifications', 'email', 'ai', 'quota'] as const;
export type QueueName = (typeof QUEUES)[number];

export interface JobPayloads {
  /** Monthly renewal of manually assigned subscriptions (repeatable, 1st of the month, Europe/Zurich). */
  'quota.renew-manual-periods': { scheduledFor?: string };
}
export type JobName = keyof JobPayloads;

export const JOB_QUEUE: { [K in JobName]: QueueName } = {
  'quota.renew-manual-periods': 'quota',
};
export const JOB_NAMES = Object.keys(JOB_QUEUE) as JobName[];

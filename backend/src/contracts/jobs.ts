/**
 * Queues and the jobs they carry. Producers and processors share these types, and the workers
 * refuse to start when a job name has no handler (see workers/src/job-registry.ts).
 */
export const QUEUES = ['notifications', 'email', 'ai', 'quota'] as const;
export type QueueName = (typeof QUEUES)[number];

import type { ProjectEventType } from './projects.js';

/** A domain event as the outbox relay hands it to the queues. */
export interface ProjectEventMessage {
  eventId: string;
  type: ProjectEventType;
  projectId: string;
  actorId: string | null;
  data: Record<string, unknown>;
}

export interface JobPayloads {
  /** In-app notifications for whoever an order's event concerns. */
  'notifications.project-event': ProjectEventMessage;
  /** Monthly renewal of manually assigned subscriptions (repeatable, 1st of the month, Europe/Zurich). */
  'quota.renew-manual-periods': { scheduledFor?: string };
}
export type JobName = keyof JobPayloads;

const JOB_QUEUE: { [K in JobName]: QueueName } = {
  'notifications.project-event': 'notifications',
  'quota.renew-manual-periods': 'quota',
};
export const JOB_NAMES = Object.keys(JOB_QUEUE) as JobName[];

import { contextJobs } from '../../queues/index.js';
import { NOTIFICATIONS_JOBS } from './definitions.js';
import { NotificationJobs } from './notifications.jobs.js';
import { StageClockJobs } from './stage-clocks.jobs.js';

/** The notifications context's jobs with their handlers, as the workers take them (backend/src/queues/job-definition.ts). */
export const NOTIFICATIONS_CONTEXT_JOBS = contextJobs(NOTIFICATIONS_JOBS, [NotificationJobs, StageClockJobs]);

import { contextJobs } from '../../queues/index.js';
import { MAIL_JOBS } from './definitions.js';
import { EmailJobs } from './email.jobs.js';

/** The mail context's jobs with their handlers, as the workers take them (backend/src/queues/job-definition.ts). */
export const MAIL_CONTEXT_JOBS = contextJobs(MAIL_JOBS, [EmailJobs]);

import { contextJobs } from '../../queues/index.js';
import { SOCIAL_JOBS } from './definitions.js';
import { SocialTokenJobs } from './social-tokens.jobs.js';

/** The social context's jobs with their handlers, as the workers take them (backend/src/queues/job-definition.ts). */
export const SOCIAL_CONTEXT_JOBS = contextJobs(SOCIAL_JOBS, [SocialTokenJobs]);

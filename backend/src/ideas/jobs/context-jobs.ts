import { contextJobs } from '../../queues/index.js';
import { IDEAS_JOBS } from './definitions.js';
import { IdeasJobs } from './ideas.jobs.js';

/** The ideas context's jobs with their handlers, as the workers take them (backend/src/queues/job-definition.ts). */
export const IDEAS_CONTEXT_JOBS = contextJobs(IDEAS_JOBS, [IdeasJobs]);

import { contextJobs } from '../../queues/index.js';
import { PublishingWorkModule } from '../publishing.module.js';
import { PUBLISHING_JOBS } from './definitions.js';
import { PublishingJobs } from './publishing.jobs.js';

/** The publishing context's jobs with their handlers, as the workers take them (backend/src/queues/job-definition.ts). */
export const PUBLISHING_CONTEXT_JOBS = contextJobs(PUBLISHING_JOBS, [PublishingJobs], [PublishingWorkModule]);

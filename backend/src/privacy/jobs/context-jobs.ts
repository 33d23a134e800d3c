import { contextJobs } from '../../queues/index.js';
import { PrivacyWorkModule } from '../privacy.module.js';
import { PRIVACY_JOBS } from './definitions.js';
import { PrivacyJobs } from './privacy.jobs.js';

/** The privacy context's jobs with their handlers, as the workers take them (backend/src/queues/job-definition.ts). */
export const PRIVACY_CONTEXT_JOBS = contextJobs(PRIVACY_JOBS, [PrivacyJobs], [PrivacyWorkModule]);

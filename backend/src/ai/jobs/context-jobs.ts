import { contextJobs } from '../../queues/index.js';
import { CaptionWriter } from '../caption-writer.js';
import { ProviderAnswers } from '../provider-answers.js';
import { AiJobs } from './ai.jobs.js';
import { AI_JOBS } from './definitions.js';

/** The ai context's jobs with their handlers, as the workers take them (backend/src/queues/job-definition.ts). */
export const AI_CONTEXT_JOBS = contextJobs(AI_JOBS, [AiJobs, CaptionWriter, ProviderAnswers]);

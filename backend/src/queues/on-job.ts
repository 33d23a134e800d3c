import { SetMetadata } from '@nestjs/common';
import type { JobName } from '../contracts/jobs.js';

export const ON_JOB = Symbol('ON_JOB');

/**
 * Marks a provider's method as the handler of a job. The workers find every marked method at
 * start (workers/src/job-runner.ts) and refuse to start when a job of the contract has no handler
 * or two. The method receives the job's typed payload and the BullMQ job.
 */
export const OnJob = (name: JobName): MethodDecorator => SetMetadata(ON_JOB, name);

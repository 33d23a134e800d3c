/** The queues context's public surface: other contexts import these and nothing else of it (docs/architecture.md). */
export {
  contextJobs,
  defineEventBatchJob,
  defineEventJob,
  defineJob,
  ON_JOB,
  OnJob,
  type JobDefinition,
  type JobOf,
} from './job-definition.js';
export { producerOptions, QueuesModule } from './queues.module.js';
export { REDIS, RedisModule, redisOptionsFromUrl } from './redis.provider.js';
export { sharedRateLimiter } from './shared-rate-limiter.js';

/** The queues context's public surface: other contexts import these and nothing else of it (docs/architecture.md). */
export { ON_JOB, OnJob } from './on-job.js';
export { QueuesModule } from './queues.module.js';
export { REDIS, RedisModule, redisOptionsFromUrl } from './redis.provider.js';
export { sharedRateLimiter } from './shared-rate-limiter.js';

import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';

/**
 * A budget of `points` per `durationSeconds` and key, counted in Redis so that every API replica
 * shares it (one round trip per use). While Redis is unreachable it goes straight to a counter in
 * this process, with no waiting on Redis (rate-limiter-flexible's insurance limiter), so the budget
 * then holds per replica instead of failing open or failing every request.
 */
export function sharedRateLimiter(
  redis: Redis,
  keyPrefix: string,
  points: number,
  durationSeconds: number,
): RateLimiterRedis {
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix,
    points,
    duration: durationSeconds,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds }),
  });
}

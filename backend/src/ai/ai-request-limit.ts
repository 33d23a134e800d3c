import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../common/errors/app-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { REDIS } from '../queues/redis.provider.js';
import { AI_TEXTS } from './ai-texts.js';

const KEY_PREFIX = 'limit:ai:client';

/**
 * The AI helpers' budget per client (AI_RATE_LIMIT_PER_MINUTE, both helpers together), counted in
 * Redis so that every API replica sees it, like the request limits of auth/request-limits.ts. An
 * admin viewing as a client spends that client's budget. While Redis is away each process counts
 * on its own.
 */
@Injectable()
export class AiRequestLimit {
  private readonly limiter: RateLimiterRedis;

  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) config: AppConfig) {
    const points = config.ai.perClientPerMinute;
    this.limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: KEY_PREFIX,
      points,
      duration: 60,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory({ keyPrefix: KEY_PREFIX, points, duration: 60 }),
    });
  }

  /** One AI call of this client; 429 "Zu viele Anfragen. Bitte warte einen Moment." with Retry-After beyond its budget. */
  async consume(clientId: string): Promise<void> {
    try {
      await this.limiter.consume(clientId);
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) throw AppError.rateLimited(AI_TEXTS.rateLimited, refusal.msBeforeNext / 1000);
      throw refusal;
    }
  }
}

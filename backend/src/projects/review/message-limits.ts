import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterRes, type RateLimiterRedis } from 'rate-limiter-flexible';
import { AppError } from '../../common/errors/app-error.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { REDIS, sharedRateLimiter } from '../../queues/index.js';

const TOO_MANY_MESSAGES = 'Zu viele Nachrichten in kurzer Zeit. Bitte warte einen Moment und versuche es dann erneut.';

/**
 * How many messages (comments and pin answers together) one account writes a minute
 * (MESSAGE_LIMIT_PER_MINUTE): each one notifies people and may mail them, so a script must not
 * flood an order. Counted in Redis like the other budgets (all replicas share them); refusals are
 * 429 RATE_LIMITED with Retry-After.
 */
@Injectable()
export class MessageLimits {
  private readonly perAccount: RateLimiterRedis;

  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) config: AppConfig) {
    this.perAccount = sharedRateLimiter(redis, 'limit:messages:account', config.messageLimitPerMinute, 60);
  }

  async consume(accountId: string): Promise<void> {
    try {
      await this.perAccount.consume(accountId);
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) throw AppError.rateLimited(TOO_MANY_MESSAGES, refusal.msBeforeNext / 1000);
      throw refusal;
    }
  }
}

import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterRes, type RateLimiterRedis } from 'rate-limiter-flexible';
import { addressKey } from '../../../common/client-address.js';
import { AppError } from '../../../common/errors/app-error.js';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { REDIS, sharedRateLimiter } from '../../../queues/index.js';

const TOO_MANY_DOWNLOADS = 'Zu viele Downloads. Bitte warte einen Moment und versuche es dann erneut.';

/**
 * How often the exports (ZIP, approval record) may be fetched, beside the general per-address limit
 * of requests without an account: a signed link EXPORT_LINK_LIMIT_PER_MINUTE times a minute, and
 * EXPORT_ADDRESS_LIMIT_PER_MINUTE exports a minute per address, whatever links it holds. A link
 * needs no account, so these keep one holder from keeping the server busy with it. Counted in Redis
 * like auth/request-limits.ts (all replicas share them; while Redis is away each process counts on
 * its own); refusals are 429 RATE_LIMITED with Retry-After.
 */
@Injectable()
export class ExportLimits {
  private readonly perLink: RateLimiterRedis;
  private readonly perAddress: RateLimiterRedis;

  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) config: AppConfig) {
    this.perLink = sharedRateLimiter(redis, 'limit:export:link', config.exports.perLinkPerMinute, 60);
    this.perAddress = sharedRateLimiter(redis, 'limit:export:address', config.exports.perAddressPerMinute, 60);
  }

  /** One fetch of the link (its signature names it) from the address; 429 beyond either budget. */
  async consume(link: string, ip: string): Promise<void> {
    try {
      await this.perAddress.consume(addressKey(ip));
      await this.perLink.consume(link);
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes)
        throw AppError.rateLimited(TOO_MANY_DOWNLOADS, refusal.msBeforeNext / 1000);
      throw refusal;
    }
  }
}

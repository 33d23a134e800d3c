import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { REDIS } from '../queues/redis.provider.js';
import { AppError, MESSAGES } from '../common/errors/app-error.js';

const WINDOW_SECONDS = 15 * 60;
const IP_WINDOW_SECONDS = 60 * 60;

/**
 * Throttles failed sign-ins, with the counters in Redis so all API replicas share them.
 * - per e-mail and IP: a few failures in 15 minutes block that pair (the usual brute force);
 * - per IP: many failures in an hour block the IP (spraying many accounts).
 * Only failures count: an office behind one IP whose people sign in correctly is never blocked,
 * and a correct sign-in clears its own e-mail+IP counter. If Redis is unreachable an in-process
 * limiter takes over, so sign-in keeps working and keeps being throttled.
 */
@Injectable()
export class SignInThrottle {
  private readonly byAccountAndIp: RateLimiterRedis;
  private readonly byIp: RateLimiterRedis;

  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) config: AppConfig) {
    const limiter = (keyPrefix: string, points: number, duration: number) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix,
        points,
        duration,
        blockDuration: duration,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration, blockDuration: duration }),
      });
    this.byAccountAndIp = limiter('signin_fail_account_ip', config.signInLimits.perAccountAndIp, WINDOW_SECONDS);
    this.byIp = limiter('signin_fail_ip', config.signInLimits.perIp, IP_WINDOW_SECONDS);
  }

  /** Throws 429 when either counter is already exhausted. */
  async assertAllowed(email: string, ip: string): Promise<void> {
    const [pair, address] = await Promise.all([
      this.byAccountAndIp.get(this.pairKey(email, ip)),
      this.byIp.get(ip),
    ]);
    const blocked = [
      { res: pair, limit: this.byAccountAndIp.points },
      { res: address, limit: this.byIp.points },
    ].filter(({ res, limit }) => res !== null && res.consumedPoints >= limit);
    if (blocked.length) {
      const waitMs = Math.max(...blocked.map(({ res }) => (res as RateLimiterRes).msBeforeNext));
      throw AppError.rateLimited(MESSAGES.tooManySignIns(Math.max(1, Math.ceil(waitMs / 60_000))));
    }
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await Promise.all([
      this.byAccountAndIp.penalty(this.pairKey(email, ip), 1),
      this.byIp.penalty(ip, 1),
    ]);
  }

  async recordSuccess(email: string, ip: string): Promise<void> {
    await this.byAccountAndIp.delete(this.pairKey(email, ip));
  }

  private pairKey(email: string, ip: string): string {
    return `${email}|${ip}`;
  }
}

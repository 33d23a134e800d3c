import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterRes, type RateLimiterRedis } from 'rate-limiter-flexible';
import { AppError } from '../common/errors/app-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { currentZurichMonth } from '../common/zurich-month.js';
import { REDIS, sharedRateLimiter } from '../queues/index.js';
import { AI_TEXTS } from './ai-texts.js';

const MINUTE_PREFIX = 'limit:ai:client';
const MONTH_PREFIX = 'limit:ai:client-month';
/** A month key outlives its month by at most this (its expiry is set when its first call is counted). */
const LONGEST_MONTH_SECONDS = 31 * 24 * 3600;

const zurichOffset = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Zurich', timeZoneName: 'longOffset' });
const resetDay = new Intl.DateTimeFormat('de-CH', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Zurich',
});

/**
 * Midnight in Zurich at the start of the month after `now`'s Zurich month. (No clock change happens
 * at midnight, so the offset at 00:00 UTC of that day is the one at midnight in Zurich.)
 */
export function nextZurichMonthStart(now: Date): Date {
  const [year, month] = currentZurichMonth(now).split('-').map(Number);
  const utcMidnight = Date.UTC(year, month, 1); // `month` is 1-based: this is the next month's 1st
  const offset = /GMT([+-])(\d{2}):(\d{2})/.exec(zurichOffset.format(utcMidnight));
  const offsetMs = offset ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) * 60_000 : 0;
  return new Date(utcMidnight - offsetMs);
}

/**
 * The AI's budget per client, counted in Redis so that every API replica sees it, like the request
 * limits of auth/request-limits.ts:
 * - AI_RATE_LIMIT_PER_MINUTE calls a minute (a script cannot hammer the provider);
 * - AI_MONTHLY_CALLS_PER_CLIENT calls per calendar month in Europe/Zurich (what one client may cost
 *   in a month); the refusal says on which day it resets, and Retry-After counts the seconds to it.
 * Both helpers of the order form and the month plans count, each request one call. An admin viewing
 * as a client spends that client's budget. While Redis is unreachable each process counts on its
 * own (rate-limiter-flexible's insurance limiter), so the limits then hold per replica.
 */
@Injectable()
export class AiRequestLimit {
  private readonly perMinute: RateLimiterRedis;
  private readonly perMonth: RateLimiterRedis;

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.perMinute = sharedRateLimiter(redis, MINUTE_PREFIX, config.ai.perClientPerMinute, 60);
    this.perMonth = sharedRateLimiter(redis, MONTH_PREFIX, config.ai.perClientPerMonth, LONGEST_MONTH_SECONDS);
  }

  /**
   * One AI call of this client: 429 "Zu viele Anfragen. Bitte warte einen Moment." beyond the minute's
   * budget, 429 with the day it resets beyond the month's, each with Retry-After.
   */
  async consume(clientId: string, now = new Date()): Promise<void> {
    try {
      await this.perMinute.consume(clientId);
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes)
        throw AppError.rateLimited(AI_TEXTS.rateLimited, refusal.msBeforeNext / 1000);
      throw refusal;
    }
    const resetsAt = nextZurichMonthStart(now);
    const secondsLeft = Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000));
    try {
      // The month is in the key: a new month counts from zero whatever the expiry says.
      await this.perMonth.consume(`${clientId}:${currentZurichMonth(now)}`, 1, { customDuration: secondsLeft });
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      throw AppError.rateLimited(
        AI_TEXTS.monthlyBudgetUsed(this.config.ai.perClientPerMonth, resetDay.format(resetsAt)),
        secondsLeft,
      );
    }
  }
}

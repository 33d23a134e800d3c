import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterRes, type RateLimiterRedis } from 'rate-limiter-flexible';
import { addressKey } from '../common/client-address.js';
import { AppError, MESSAGES } from '../common/errors/app-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { REDIS, sharedRateLimiter } from '../queues/index.js';
import { sessionEpochKeys, type SessionEpoch } from './session-states.js';

/**
 * An account's request: its budget counted as rate-limiter-flexible counts it (the same key, a
 * fixed window), and in the same round trip the account's session epoch and whether a change of
 * its standing is under way (SessionStates). Answers {consumed, ms left in the window, epoch, pending}.
 */
const ACCOUNT_REQUEST_SCRIPT = `redis.call('set', KEYS[1], 0, 'EX', ARGV[2], 'NX')
local consumed = redis.call('incrby', KEYS[1], ARGV[1])
local ttl = redis.call('pttl', KEYS[1])
if ttl == -1 then
  redis.call('expire', KEYS[1], ARGV[2])
  ttl = 1000 * ARGV[2]
end
return {consumed, ttl, redis.call('get', KEYS[2]) or '', redis.call('exists', KEYS[3])}`;

type AccountRequestReply = [consumed: number, ttlMs: number, epoch: string, pending: number];
type WithAccountRequest = Redis & {
  accountRequest(
    limitKey: string,
    epochKey: string,
    pendingKey: string,
    points: number,
    seconds: number,
  ): Promise<AccountRequestReply>;
};

const PER_ACCOUNT_PREFIX = 'limit:api:account';

/**
 * Request budgets that keep one caller from slowing everybody else, counted in Redis so that all
 * API replicas share them (one round trip each). Generous: a person never meets them, a script does.
 * - per account: API_RATE_LIMIT_PER_MINUTE requests (AuthGuard, after the token checked out);
 * - per address, for requests without an account (public endpoints): API_ANONYMOUS_RATE_LIMIT_PER_MINUTE;
 * - sign-ups per address: SIGN_UP_LIMIT_PER_HOUR.
 * Refusals are 429 with Retry-After. While Redis is unreachable each process counts on its own
 * (rate-limiter-flexible's insurance limiter), so the limits hold per replica.
 */
@Injectable()
export class RequestLimits implements OnApplicationBootstrap {
  private readonly perAccount: RateLimiterRedis;
  private readonly perAddress: RateLimiterRedis;
  private readonly signUps: RateLimiterRedis;
  private readonly perAccountPoints: number;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const limiter = (keyPrefix: string, points: number, duration: number) =>
      sharedRateLimiter(redis, keyPrefix, points, duration);
    const { perAccountPerMinute, anonymousPerAddressPerMinute, signUpsPerAddressPerHour } = config.requestLimits;
    this.perAccountPoints = perAccountPerMinute;
    this.perAccount = limiter(PER_ACCOUNT_PREFIX, perAccountPerMinute, 60);
    redis.defineCommand('accountRequest', { numberOfKeys: 3, lua: ACCOUNT_REQUEST_SCRIPT });
    this.perAddress = limiter('limit:api:address', anonymousPerAddressPerMinute, 60);
    this.signUps = limiter('limit:signup:address', signUpsPerAddressPerHour, 60 * 60);
  }

  /**
   * Before the API takes requests, give the Redis connection a moment to come up: otherwise the
   * first requests after a start would be counted in this process only.
   */
  async onApplicationBootstrap(): Promise<void> {
    await redisReady(this.redis, 2000);
  }

  /**
   * One request of a signed-in account; 429 beyond its budget. One Redis round trip, which also
   * answers the account's session epoch; null when Redis did not answer (the budget is then counted
   * in this process, rate-limiter-flexible's insurance, and the session must be read from Postgres).
   */
  async consumeAccount(accountId: string): Promise<SessionEpoch | null> {
    let reply: AccountRequestReply;
    try {
      if (this.redis.status !== 'ready') throw new Error('Redis is not ready');
      const [epochKey, pendingKey] = sessionEpochKeys(accountId);
      reply = await (this.redis as WithAccountRequest).accountRequest(
        `${PER_ACCOUNT_PREFIX}:${accountId}`,
        epochKey,
        pendingKey,
        1,
        60,
      );
    } catch {
      await this.consume(this.perAccount, accountId, MESSAGES.tooManyRequests);
      return null;
    }
    const [consumed, ttlMs, epoch, pending] = reply;
    if (consumed > this.perAccountPoints) throw AppError.rateLimited(MESSAGES.tooManyRequests, ttlMs / 1000);
    return { epoch, pending: pending === 1 };
  }

  /** One request without an account, from this address; 429 beyond its budget. */
  consumeAddress(ip: string): Promise<void> {
    return this.consume(this.perAddress, addressKey(ip), MESSAGES.tooManyRequests);
  }

  /** One sign-up attempt from this address; 429 beyond its budget. */
  consumeSignUp(ip: string): Promise<void> {
    return this.consume(this.signUps, addressKey(ip), MESSAGES.tooManySignUps);
  }

  private async consume(limiter: RateLimiterRedis, key: string, message: string): Promise<void> {
    try {
      await limiter.consume(key);
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) throw AppError.rateLimited(message, refusal.msBeforeNext / 1000);
      throw refusal;
    }
  }
}

/** Resolves when the connection is ready, has failed once, or after `timeoutMs`: never rejects. */
function redisReady(redis: Redis, timeoutMs: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done).off('error', done).off('end', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    redis.once('ready', done).once('error', done).once('end', done);
  });
}

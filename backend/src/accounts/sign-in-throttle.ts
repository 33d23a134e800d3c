import { createHash, createHmac, hkdfSync } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { REDIS } from '../queues/index.js';
import { addressKey } from '../common/client-address.js';
import { AppError, MESSAGES } from '../common/errors/app-error.js';

const HOUR_MS = 60 * 60 * 1000;
/** Counters decay this long after their last failure. */
const ACCOUNT_TTL_MS = 24 * HOUR_MS;
const ADDRESS_TTL_MS = HOUR_MS;
const PAIR_TTL_MS = HOUR_MS;
const PASSWORD_TTL_MS = 24 * HOUR_MS;
/** The password key of an attempt that checks no password (a second step): never counted. */
const NO_PASSWORD_KEY = 'signin:pw:-';
/** An address that signed in to an account stays known to it this long (and at most KNOWN_MAX of them). */
const KNOWN_TTL_MS = 30 * 24 * HOUR_MS;
const KNOWN_MAX = 20;

/** One sign-in attempt that passed the throttle: counted as a failure until it says otherwise. */
export interface SignInAttempt {
  /** The password was right: the address's failures on this account were typos, and it is now known. */
  succeeded(): Promise<void>;
  /** The password was wrong: it already counts; the delay now runs from this moment. */
  failed(): Promise<void>;
  /** The attempt never got to check the password (server busy, database error): it does not count. */
  cancelled(): Promise<void>;
}

interface Thresholds {
  account: number;
  address: number;
  pair: number;
  password: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

type Outcome = 'success' | 'failure' | 'cancel';

/** The counters of one attempt: [account, address, account+address, known addresses of the account, password]. */
type Keys = [string, string, string, string, string];

/**
 * The one place where sign-ins are throttled, with the counters in Redis so all API replicas share
 * them. Three counters of failures, each with a delay that grows instead of a lock:
 * - per account (any address; decays 24 h after its last failure): a botnet guessing one account;
 * - per address (any account; 1 h): one address spraying many accounts;
 * - per account and address (1 h): one address guessing one account;
 * - per password (any account, any address; 24 h): one password sprayed across many accounts from
 *   many addresses. Keyed by an HMAC of the password with a key derived from the installation's
 *   secret: Redis never holds the password, nor a hash one could test guesses against without the secret.
 * From `threshold` failures on, the next attempt must wait 2^(failures − threshold) times the first
 * delay (SIGN_IN_FIRST_DELAY_SECONDS, 1 s) since the last failure, at most SIGN_IN_MAX_DELAY_SECONDS.
 * Nobody is ever locked out for good.
 *
 * An address that signed in to the account within 30 days and has no failure of its own on it is
 * under no suspicion: the account and address counters do not delay it, so the owner at their usual
 * address gets in while a botnet is slowed down on their account.
 *
 * Check and reservation are one Lua script: every attempt let through counts as a failure at once
 * (and is taken back when the password was right), so parallel attempts cannot all slip through
 * before the first failure is recorded.
 *
 * Redis unreachable: the same rules run in this process's memory (per replica, forgotten on
 * restart), so sign-in keeps working and stays throttled.
 */
@Injectable()
export class SignInThrottle {
  private readonly logger = new Logger(SignInThrottle.name);
  private readonly thresholds: Thresholds;
  private readonly passwordKey: Buffer;
  private readonly memory = new MemoryCounters();
  private lastRedisWarning = 0;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const { perAccount, perIp, perAccountAndIp, perPassword, firstDelaySeconds, maxDelaySeconds } = config.signInLimits;
    this.passwordKey = Buffer.from(hkdfSync('sha256', config.jwtSecret, '', 'contentflow:sign-in-passwords', 32));
    this.thresholds = {
      account: perAccount,
      address: perIp,
      pair: perAccountAndIp,
      password: perPassword,
      firstDelayMs: firstDelaySeconds * 1000,
      maxDelayMs: Math.max(maxDelaySeconds, firstDelaySeconds) * 1000,
    };
    redis.defineCommand('signInReserve', { numberOfKeys: 5, lua: RESERVE_LUA });
    redis.defineCommand('signInSettle', { numberOfKeys: 5, lua: SETTLE_LUA });
  }

  /**
   * Lets the attempt through and counts it, or throws 429 with the seconds to wait. `password`: the
   * password tried, counted across accounts (left out where none is checked, like a second step).
   */
  async begin(email: string, callerIp: string, password?: string): Promise<SignInAttempt> {
    // An IPv6 caller counts by its /64: it could pick any address in it.
    const ip = addressKey(callerIp);
    const keys = this.keys(email, ip, password);
    const { account, address, pair, firstDelayMs, maxDelayMs } = this.thresholds;
    const passwordLimit = password === undefined ? 0 : this.thresholds.password;
    const waitMs = await this.withFallback(
      () =>
        (this.redis as ThrottleCommands).signInReserve(
          ...keys,
          ip,
          account,
          address,
          pair,
          maxDelayMs,
          ACCOUNT_TTL_MS,
          ADDRESS_TTL_MS,
          PAIR_TTL_MS,
          KNOWN_TTL_MS,
          firstDelayMs,
          passwordLimit,
          PASSWORD_TTL_MS,
        ),
      () => this.memory.reserve(keys, ip, { ...this.thresholds, password: passwordLimit }),
    );
    if (Number(waitMs) > 0) {
      const seconds = Math.ceil(Number(waitMs) / 1000);
      throw AppError.rateLimited(MESSAGES.tooManySignIns(seconds), seconds);
    }
    const settle = (outcome: Outcome) =>
      this.withFallback(
        () => (this.redis as ThrottleCommands).signInSettle(...keys, outcome, ip, KNOWN_TTL_MS, KNOWN_MAX),
        () => this.memory.settle(keys, outcome, ip),
      ).then(() => undefined);
    return { succeeded: () => settle('success'), failed: () => settle('failure'), cancelled: () => settle('cancel') };
  }

  private async withFallback<T>(inRedis: () => Promise<T>, inMemory: () => T): Promise<T> {
    try {
      return await inRedis();
    } catch (error) {
      if (Date.now() - this.lastRedisWarning > 60_000) {
        this.lastRedisWarning = Date.now();
        this.logger.warn(
          `Redis unreachable, sign-in throttling runs in this process only: ${(error as Error).message}`,
        );
      }
      return inMemory();
    }
  }

  private keys(email: string, ip: string, password: string | undefined): Keys {
    // The e-mail only as a digest: Redis holds no e-mail addresses, and keys stay short.
    const account = createHash('sha256').update(email).digest('base64url').slice(0, 22);
    // The password only as a keyed hash (128 bits: collisions between two passwords do not matter).
    const tried =
      password === undefined
        ? NO_PASSWORD_KEY
        : `signin:pw:${createHmac('sha256', this.passwordKey).update(password).digest('base64url').slice(0, 22)}`;
    return [
      `signin:acct:${account}`,
      `signin:addr:${ip}`,
      `signin:pair:${account}:${ip}`,
      `signin:known:${account}`,
      tried,
    ];
  }
}

type ThrottleCommands = Redis & {
  signInReserve(...args: (string | number)[]): Promise<number>;
  signInSettle(...args: (string | number)[]): Promise<number>;
};

/**
 * KEYS: account, address, pair (hashes with n = failures, last = ms of the last one), known (zset
 * address → ms of its last sign-in), password (a hash like the first three). ARGV: ip, thresholds
 * (account, address, pair), max delay ms, decay ms (account, address, pair), known ms, first delay
 * ms, the password's threshold (0: no password, not counted) and decay ms. Returns the ms to wait, 0 when the attempt may go
 * ahead (and then it is already counted).
 */
const RESERVE_LUA = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local maxDelay = tonumber(ARGV[5])
local firstDelay = tonumber(ARGV[10])
local function waitFor(key, threshold)
  local v = redis.call('HMGET', key, 'n', 'last')
  local n = tonumber(v[1]) or 0
  if n < threshold then return 0, n end
  local left = (tonumber(v[2]) or 0) + math.min(2 ^ (n - threshold) * firstDelay, maxDelay) - now
  if left < 0 then left = 0 end
  return left, n
end
local longest, pairFails = waitFor(KEYS[3], tonumber(ARGV[4]))
local knownAt = redis.call('ZSCORE', KEYS[4], ARGV[1])
local trusted = pairFails == 0 and knownAt and tonumber(knownAt) > now - tonumber(ARGV[9])
local passwordLimit = tonumber(ARGV[11])
if not trusted then
  longest = math.max(longest, (waitFor(KEYS[1], tonumber(ARGV[2]))), (waitFor(KEYS[2], tonumber(ARGV[3]))))
  if passwordLimit > 0 then longest = math.max(longest, (waitFor(KEYS[5], passwordLimit))) end
end
if longest > 0 then return math.ceil(longest) end
local function count(key, ttl)
  redis.call('HINCRBY', key, 'n', 1)
  redis.call('HSET', key, 'last', string.format('%d', now))
  redis.call('PEXPIRE', key, ttl)
end
for i = 1, 3 do count(KEYS[i], ARGV[5 + i]) end
if passwordLimit > 0 then count(KEYS[5], ARGV[12]) end
return 0
`;

/**
 * KEYS as above. ARGV: outcome ('success' | 'failure' | 'cancel'), ip, known ms, most known addresses.
 * success: the pair's failures (this attempt included) come off the account and address counters,
 * this attempt off the password's, the pair is cleared and the address becomes known. failure: the
 * delay runs from now. cancel: this attempt comes off all four.
 */
const SETTLE_LUA = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local function takeOff(key, count)
  if redis.call('EXISTS', key) == 1 and redis.call('HINCRBY', key, 'n', -count) <= 0 then redis.call('DEL', key) end
end
if ARGV[1] == 'success' then
  local fails = tonumber(redis.call('HGET', KEYS[3], 'n')) or 1
  takeOff(KEYS[1], fails)
  takeOff(KEYS[2], fails)
  takeOff(KEYS[5], 1)
  redis.call('DEL', KEYS[3])
  redis.call('ZADD', KEYS[4], string.format('%d', now), ARGV[2])
  redis.call('ZREMRANGEBYSCORE', KEYS[4], '-inf', string.format('%d', now - tonumber(ARGV[3])))
  redis.call('ZREMRANGEBYRANK', KEYS[4], 0, -(tonumber(ARGV[4]) + 1))
  redis.call('PEXPIRE', KEYS[4], ARGV[3])
elseif ARGV[1] == 'failure' then
  for _, i in ipairs({ 1, 2, 3, 5 }) do
    if redis.call('EXISTS', KEYS[i]) == 1 then redis.call('HSET', KEYS[i], 'last', string.format('%d', now)) end
  end
else
  for _, i in ipairs({ 1, 2, 3, 5 }) do takeOff(KEYS[i], 1) end
end
return 1
`;

interface Counter {
  n: number;
  last: number;
  expiresAt: number;
}

/**
 * The same rules as the Lua scripts, in this process's memory: used while Redis is unreachable.
 * Bounded: expired entries go every 1,000 operations, the oldest beyond 50,000 entries.
 */
class MemoryCounters {
  private readonly counters = new Map<string, Counter>();
  private readonly known = new Map<string, Map<string, number>>();
  private operations = 0;

  reserve([account, address, pair, known, password]: Keys, ip: string, limits: Thresholds): number {
    const now = Date.now();
    this.tidy(now);
    const waitFor = (key: string, threshold: number) => {
      const counter = this.counter(key, now);
      if (!counter || counter.n < threshold) return 0;
      return Math.max(
        0,
        counter.last + Math.min(2 ** (counter.n - threshold) * limits.firstDelayMs, limits.maxDelayMs) - now,
      );
    };
    let longest = waitFor(pair, limits.pair);
    const knownAt = this.known.get(known)?.get(ip);
    const trusted = !this.counter(pair, now) && knownAt !== undefined && knownAt > now - KNOWN_TTL_MS;
    if (!trusted) longest = Math.max(longest, waitFor(account, limits.account), waitFor(address, limits.address));
    if (!trusted && limits.password > 0) longest = Math.max(longest, waitFor(password, limits.password));
    if (longest > 0) return Math.ceil(longest);
    const counted: [string, number][] = [
      [account, ACCOUNT_TTL_MS],
      [address, ADDRESS_TTL_MS],
      [pair, PAIR_TTL_MS],
    ];
    if (limits.password > 0) counted.push([password, PASSWORD_TTL_MS]);
    for (const [key, ttl] of counted) {
      const counter = this.counter(key, now) ?? { n: 0, last: now, expiresAt: 0 };
      this.counters.delete(key);
      this.counters.set(key, { n: counter.n + 1, last: now, expiresAt: now + ttl });
    }
    return 0;
  }

  settle([account, address, pair, known, password]: Keys, outcome: Outcome, ip: string): number {
    const now = Date.now();
    const takeOff = (key: string, count: number) => {
      const counter = this.counter(key, now);
      if (!counter) return;
      counter.n -= count;
      if (counter.n <= 0) this.counters.delete(key);
    };
    if (outcome === 'cancel') {
      for (const key of [account, address, pair, password]) takeOff(key, 1);
      return 1;
    }
    if (outcome === 'failure') {
      for (const key of [account, address, pair, password]) {
        const counter = this.counter(key, now);
        if (counter) counter.last = now;
      }
      return 1;
    }
    const fails = this.counter(pair, now)?.n ?? 1;
    takeOff(account, fails);
    takeOff(address, fails);
    takeOff(password, 1);
    this.counters.delete(pair);
    const addresses = this.known.get(known) ?? new Map<string, number>();
    addresses.delete(ip);
    addresses.set(ip, now);
    while (addresses.size > KNOWN_MAX) addresses.delete(addresses.keys().next().value as string);
    this.known.delete(known);
    this.known.set(known, addresses);
    return 1;
  }

  private counter(key: string, now: number): Counter | undefined {
    const counter = this.counters.get(key);
    if (counter && counter.expiresAt <= now) {
      this.counters.delete(key);
      return undefined;
    }
    return counter;
  }

  private tidy(now: number): void {
    this.operations += 1;
    if (this.operations % 1000 !== 0) return;
    for (const [key, counter] of this.counters) if (counter.expiresAt <= now) this.counters.delete(key);
    for (const key of [...this.counters.keys()].slice(0, Math.max(0, this.counters.size - 50_000)))
      this.counters.delete(key);
    for (const key of [...this.known.keys()].slice(0, Math.max(0, this.known.size - 50_000))) this.known.delete(key);
  }
}

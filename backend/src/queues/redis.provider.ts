import { Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis, type RedisOptions } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

export const REDIS = Symbol('REDIS');

/** ioredis options from a redis:// or rediss:// URL (BullMQ takes options, not a URL). */
export function redisOptionsFromUrl(url: string): RedisOptions {
  const parsed = new URL(url);
  const db = parsed.pathname.replace('/', '');
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: db ? Number(db) : 0,
    ...(parsed.protocol === 'rediss:' ? { tls: {} } : {}),
  };
}

/** ioredis options that refuse a command at once while Redis is away, and keep reconnecting. */
export const FAIL_FAST = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 2000,
  retryStrategy: (attempt: number) => Math.min(attempt * 200, 2000),
} satisfies RedisOptions;

@Injectable()
class RedisCloser implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}
  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/**
 * One shared connection for our own Redis use (throttling, health). It fails fast instead of
 * queueing commands while Redis is away, so callers can fall back or report it. Commands sent in
 * the same turn of the event loop (the request limits of requests that arrived together) go out as
 * one pipeline: one write and one read for many of them.
 */
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        new Redis({
          ...redisOptionsFromUrl(config.redisUrl),
          ...FAIL_FAST,
          enableAutoPipelining: true,
        }).on('error', () => undefined),
    },
    RedisCloser,
  ],
  exports: [REDIS],
})
export class RedisModule {}

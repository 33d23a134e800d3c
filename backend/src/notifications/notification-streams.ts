import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { ServerResponse } from 'node:http';
import { Gauge } from 'prom-client';
import { AppError } from '../common/errors/app-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { NotificationItem } from '../contracts/notification-answers.js';
import { Metrics } from '../metrics/index.js';
import { REDIS, redisOptionsFromUrl } from '../queues/index.js';
import { LIVE_NOTIFICATIONS_CHANNEL, type LiveNotification } from './live-notifications.js';

/** Open streams one account may hold (tabs, devices), counted across replicas. */
const STREAMS_PER_ACCOUNT = 10;
/** A stream's slot in the count lives this long unless its heartbeat renews it (a killed replica's slots expire). */
const SLOT_TTL_SECONDS = 90;
/** A client this far behind is dropped rather than buffered for (it reconnects and reloads the list). */
const MAX_BUFFERED_BYTES = 1_000_000;

export interface OpenStream {
  accountId: string;
  response: ServerResponse;
}

/**
 * The server-sent event streams of this API process. One Redis subscription per process receives
 * every new notification the workers announce; each is written to the streams of its account that
 * are open here. Streams are counted per account in Redis (all replicas), and all are ended before
 * the process stops so that it can stop.
 */
@Injectable()
export class NotificationStreams implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger(NotificationStreams.name);
  private readonly byAccount = new Map<string, Set<OpenStream>>();
  private subscriber?: Redis;
  /** The streams open here, for the metrics. */
  private open = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
    metrics: Metrics,
  ) {
    const streams = () => this.open;
    new Gauge({
      name: 'contentflow_event_streams_open',
      help: 'Server-sent event streams (live notifications) open on this API process',
      registers: [metrics.registry],
      collect() {
        this.set(streams());
      },
    });
  }

  /** Subscribes in the background; ioredis subscribes again after every reconnect. */
  onModuleInit(): void {
    this.subscriber = new Redis({
      ...redisOptionsFromUrl(this.config.redisUrl),
      retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    });
    this.subscriber.on('error', () => undefined);
    this.subscriber.on('message', (_channel: string, message: string) => this.forward(message));
    this.subscriber
      .subscribe(LIVE_NOTIFICATIONS_CHANNEL)
      .catch((error: unknown) => this.logger.warn(`No live notifications: ${String(error)}`));
  }

  async beforeApplicationShutdown(): Promise<void> {
    // Ended and closed: an open stream would keep the server from closing.
    for (const streams of this.byAccount.values())
      for (const stream of streams) stream.response.end(() => stream.response.socket?.destroy());
    this.byAccount.clear();
    this.open = 0;
    // Unconnected (Redis away), a QUIT would wait in the offline queue through every reconnect
    // attempt (about 30 s) before failing: a subscriber has nothing to flush, so it just disconnects.
    const subscriber = this.subscriber;
    if (subscriber?.status === 'ready') await subscriber.quit().catch(() => subscriber.disconnect());
    else subscriber?.disconnect();
  }

  /** Takes one of the account's stream slots; 429 when it holds them all already. */
  async reserve(accountId: string): Promise<void> {
    const key = this.slotKey(accountId);
    const [[, count]] = (await this.redis.multi().incr(key).expire(key, SLOT_TTL_SECONDS).exec()) as [
      [null, number],
      unknown,
    ];
    if (count > STREAMS_PER_ACCOUNT) {
      await this.release(accountId);
      throw AppError.rateLimited('Zu viele offene Verbindungen. Bitte schliesse andere Fenster.', 30);
    }
  }

  /** Keeps the account's slots alive while a stream of it is open here. */
  async renew(accountId: string): Promise<void> {
    await this.redis.expire(this.slotKey(accountId), SLOT_TTL_SECONDS).catch(() => undefined);
  }

  async release(accountId: string): Promise<void> {
    await this.redis.decr(this.slotKey(accountId)).catch(() => undefined);
  }

  add(stream: OpenStream): void {
    const streams = this.byAccount.get(stream.accountId) ?? new Set<OpenStream>();
    if (!streams.has(stream)) this.open += 1;
    streams.add(stream);
    this.byAccount.set(stream.accountId, streams);
  }

  remove(stream: OpenStream): void {
    const streams = this.byAccount.get(stream.accountId);
    if (streams?.delete(stream)) this.open -= 1;
    if (streams?.size === 0) this.byAccount.delete(stream.accountId);
  }

  private forward(message: string): void {
    let live: LiveNotification;
    try {
      live = JSON.parse(message) as LiveNotification;
    } catch {
      return;
    }
    for (const stream of this.byAccount.get(live.userId) ?? [])
      NotificationStreams.send(stream.response, live.notification);
  }

  static send(response: ServerResponse, notification: NotificationItem): void {
    if (response.writableLength > MAX_BUFFERED_BYTES) {
      response.destroy();
      return;
    }
    response.write(`id: ${notification.id}\nevent: notification\ndata: ${JSON.stringify(notification)}\n\n`);
  }

  private slotKey(accountId: string): string {
    return `sse:streams:${accountId}`;
  }
}

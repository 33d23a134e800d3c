import { randomBytes } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { Clock } from '../common/clock.js';
import { REDIS } from '../queues/index.js';

/** What the request's one Redis round trip saw of the account (RequestLimits.consumeAccount). */
export interface SessionEpoch {
  /** The account's epoch: a new random value on every change of its standing; '' before the first. */
  epoch: string;
  /** A change is under way (its transaction may not have committed yet): ask Postgres. */
  pending: boolean;
}

/** The Redis keys of one account's epoch and of a change under way. */
export function sessionEpochKeys(accountId: string): [epoch: string, pending: string] {
  return [`session:epoch:${accountId}`, `session:pending:${accountId}`];
}

/** Where a change is announced, so that every replica drops its copy at once (memory only: see below). */
const CHANNEL = 'session:changed';
/** A change's transaction commits within this time of its announcement (or ends, rolled back). */
const PENDING_MS = 30_000;
/** An epoch outlives every copy made under it by far (MAX_AGE_MS). */
const EPOCH_SECONDS = 3600;
/** The backstop: no copy is older than this, whatever happened to Redis. */
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 50_000;

interface Entry<T> {
  state: T;
  epoch: string;
  storedAtMs: number;
}

/**
 * The per-process copy of each account's standing (session version, status, role, second factor,
 * company membership), so that a request of a signed-in account does not ask Postgres (issue 40).
 *
 * Exact across replicas by construction, not by the timing of a message: every change of an
 * account's standing calls `changing()` inside its transaction, which sets a new random epoch and a
 * "pending" mark (30 s) in Redis before the transaction commits. Every request reads both in the
 * same Redis round trip as its request limit (a Lua script): a copy counts only under the epoch it
 * was made under and while no change is pending; while one is, the request asks Postgres and no copy
 * is made. So the request after a sign-out on one replica is refused on any other at once. The
 * change is also published (pub/sub): every replica drops its copy, which only frees memory sooner.
 * Without Redis (the round trip failed) nothing is copied and every copy is dropped; a change whose
 * announcement fails is rolled back (fails closed). A copy lives at most a minute: a change written
 * around the application (SQL by hand) counts within that.
 */
@Injectable()
export class SessionStates<T = unknown> implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly entries = new Map<string, Entry<T>>();
  private subscriber: Redis | null = null;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    const subscriber = this.redis.duplicate({ enableOfflineQueue: true });
    subscriber.on('error', () => undefined);
    // Messages missed while the subscription is away: the epochs still decide; drop everything anyway.
    subscriber.on('close', () => this.entries.clear());
    subscriber.on('message', (_channel: string, accountId: string) => this.entries.delete(accountId));
    subscriber.subscribe(CHANNEL).catch(() => undefined);
    this.subscriber = subscriber;
  }

  onApplicationShutdown(): void {
    this.subscriber?.disconnect();
    this.subscriber = null;
  }

  /** The copy of the account's standing, when it still counts under what the request saw. */
  get(accountId: string, seen: SessionEpoch): T | undefined {
    const entry = this.entries.get(accountId);
    if (!entry) return undefined;
    if (seen.pending || entry.epoch !== seen.epoch || this.clock.now().getTime() - entry.storedAtMs > MAX_AGE_MS) {
      this.entries.delete(accountId);
      return undefined;
    }
    return entry.state;
  }

  /** Keeps a copy read from Postgres after the request saw `seen` (never while a change is pending). */
  put(accountId: string, seen: SessionEpoch, state: T): void {
    if (seen.pending) return;
    if (this.entries.size >= MAX_ENTRIES && !this.entries.has(accountId))
      this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(accountId, { state, epoch: seen.epoch, storedAtMs: this.clock.now().getTime() });
  }

  /** The round trip failed: what this process holds can no longer be checked. */
  forgetAll(): void {
    this.entries.clear();
  }

  /**
   * The account's standing changes in the caller's transaction: call it inside the transaction,
   * before it commits. Throws when Redis does not take it, so that the change is rolled back.
   */
  async changing(accountId: string): Promise<void> {
    const [epochKey, pendingKey] = sessionEpochKeys(accountId);
    const results = await this.redis
      .multi()
      .set(pendingKey, '1', 'PX', PENDING_MS)
      .set(epochKey, randomBytes(8).toString('hex'), 'EX', EPOCH_SECONDS)
      .publish(CHANNEL, accountId)
      .exec();
    const failed = !results || results.some(([error]) => error);
    if (failed) throw new Error('The session change could not be announced in Redis');
    this.entries.delete(accountId);
  }
}

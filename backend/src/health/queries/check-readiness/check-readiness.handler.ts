import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Inject, Logger } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Redis } from 'ioredis';
import { REDIS } from '../../../queues/index.js';
import { FileStorage } from '../../../storage/index.js';
import { answers, pingRedis } from '../../probes.js';
import { CheckReadinessQuery, type Readiness } from './check-readiness.query.js';

/**
 * Ready when Postgres, Redis and the file store answer within the probe's time and every
 * migration this build knows is applied. Each probe is one cheap round trip: an orchestrator asks
 * every few seconds, per replica.
 */
@QueryHandler(CheckReadinessQuery)
export class CheckReadinessHandler implements IQueryHandler<CheckReadinessQuery> {
  private readonly logger = new Logger(CheckReadinessHandler.name);
  /**
   * Set once the migrator found nothing pending: migrations are only ever added, so a database that
   * had all of this build's stays so, and later probes ask Postgres a plain `select 1`.
   */
  private migrated = false;
  /** Said once in the log, not at every probe. */
  private toldPending = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly em: EntityManager,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly storage: FileStorage,
  ) {}

  async execute(): Promise<Readiness> {
    const checks = await Promise.all([
      answers(() => this.database()),
      answers(() => pingRedis(this.redis)),
      answers(() => this.storage.ready()),
    ]);
    const ready = checks.every(Boolean);
    return { status: ready ? 'ready' : 'unavailable' };
  }

  /** Postgres answers and has every migration: the migrator's pending list (one read of its table). */
  private async database(): Promise<void> {
    if (this.migrated) {
      await this.em.getConnection().execute('select 1');
      return;
    }
    const pending = await this.orm.migrator.getPending();
    if (pending.length) {
      if (!this.toldPending)
        this.logger.warn(`Not ready: ${pending.length} migration(s) not applied (npm run migrate)`);
      this.toldPending = true;
      throw new Error('migrations pending');
    }
    this.migrated = true;
  }
}

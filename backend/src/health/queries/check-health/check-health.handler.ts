import { once } from 'node:events';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Redis } from 'ioredis';
import { REDIS } from '../../../queues/redis.provider.js';
import { CheckHealthQuery, type HealthReport, type ServiceState } from './check-health.query.js';

const TIMEOUT_MS = 1500;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref())]);
}

async function probe(check: () => Promise<unknown>): Promise<ServiceState> {
  try {
    await within(check(), TIMEOUT_MS);
    return 'up';
  } catch {
    return 'down';
  }
}

@QueryHandler(CheckHealthQuery)
export class CheckHealthHandler implements IQueryHandler<CheckHealthQuery> {
  constructor(
    private readonly em: EntityManager,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async execute(): Promise<HealthReport> {
    const [db, redis] = await Promise.all([
      probe(() => this.em.getConnection().execute('select 1')),
      probe(async () => {
        // Just after start the connection may still be opening: it gets the same time budget.
        if (this.redis.status !== 'ready') await once(this.redis, 'ready');
        return this.redis.ping();
      }),
    ]);
    return { status: db === 'up' && redis === 'up' ? 'ok' : 'degraded', db, redis };
  }
}

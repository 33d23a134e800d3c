import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { getQueueToken } from '@nestjs/bullmq';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { QUEUES, type QueueName } from '../../../contracts/jobs.js';
import { outboxBacklog } from '../../../outbox/index.js';
import { REDIS } from '../../../queues/index.js';
import { answers, PROBE_TIMEOUT_MS, pingRedis, within } from '../../probes.js';
import {
  CheckHealthQuery,
  type HealthDetails,
  type HealthReport,
  type QueueCounts,
  type ServiceState,
} from './check-health.query.js';

/** The job states counted per queue, by BullMQ's names. */
const NO_JOBS: QueueCounts = { waiting: 0, active: 0, delayed: 0, failed: 0, completed: 0 };
const COUNTED = Object.keys(NO_JOBS) as (keyof QueueCounts)[];

async function probe(check: () => Promise<unknown>): Promise<ServiceState> {
  return (await answers(check)) ? 'up' : 'down';
}

async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await within(read(), PROBE_TIMEOUT_MS);
  } catch {
    return null;
  }
}

@QueryHandler(CheckHealthQuery)
export class CheckHealthHandler implements IQueryHandler<CheckHealthQuery> {
  constructor(
    private readonly em: EntityManager,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly modules: ModuleRef,
  ) {}

  async execute(query: CheckHealthQuery): Promise<HealthReport> {
    const [db, redis] = await Promise.all([
      probe(() => this.em.getConnection().execute('select 1')),
      probe(() => pingRedis(this.redis)),
    ]);
    const report: HealthReport = { status: db === 'up' && redis === 'up' ? 'ok' : 'degraded', db, redis };
    if (query.withDetails) report.details = await this.details(db === 'up', redis === 'up');
    return report;
  }

  /** Asks only the stores that just answered: a command to a Redis that is away would wait for its return. */
  private async details(dbUp: boolean, redisUp: boolean): Promise<HealthDetails> {
    const [outboxBacklog, ...counts] = await Promise.all([
      dbUp ? orNull(() => this.outboxBacklog()) : null,
      ...QUEUES.map((name) => (redisUp ? orNull(() => this.queueCounts(name)) : null)),
    ]);
    const queues = Object.fromEntries(QUEUES.map((name, index) => [name, counts[index]])) as HealthDetails['queues'];
    return { queues, outboxBacklog };
  }

  private async outboxBacklog(): Promise<number> {
    return (await outboxBacklog(this.em)).backlog;
  }

  private async queueCounts(name: QueueName): Promise<QueueCounts> {
    const queue = this.modules.get<Queue>(getQueueToken(name), { strict: false });
    const counts = await queue.getJobCounts(...COUNTED);
    const result = { ...NO_JOBS };
    for (const state of COUNTED) result[state] = counts[state] ?? 0;
    return result;
  }
}

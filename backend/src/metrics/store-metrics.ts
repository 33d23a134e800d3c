import { MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { Gauge } from 'prom-client';
import { QUEUES, type QueueName } from '../contracts/jobs.js';
import { outboxBacklog } from '../outbox/index.js';
import { Metrics } from './metrics.js';

/** A store that does not answer within this time leaves its series out of the scrape. */
const COLLECT_TIMEOUT_MS = 2000;
/** The outbox backlog is counted up to this many rows: the count stays one bounded index range scan. */
const OUTBOX_COUNT_CAP = 100_000;
const STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref()),
  ]);
}

/**
 * Runs `collect` at most once at a time: scrapes that arrive while one collects share its answer,
 * so a second scraper never doubles the queries.
 */
function shared<T>(collect: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () => {
    running ??= collect().finally(() => (running = undefined));
    return running;
  };
}

interface QueueSample {
  queue: QueueName;
  counts: Record<(typeof STATES)[number], number>;
  oldestWaitingSeconds: number;
}

/**
 * The queues' depth and the outbox's backlog, read when Prometheus scrapes (the API process):
 * per queue one job count (four states) and the oldest waiting job, and one bounded statement for
 * the outbox. A store that does not answer leaves its series out rather than failing the scrape.
 */
@Injectable()
export class QueueMetrics {
  constructor(
    metrics: Metrics,
    private readonly modules: ModuleRef,
    private readonly orm: MikroORM,
  ) {
    const sampleQueues = shared(() => this.sampleQueues());
    new Gauge({
      name: 'contentflow_queue_jobs',
      // Every API process reads the same queues and outbox: summed over processes it would multiply.
      aggregator: 'max',
      help: 'Jobs per BullMQ queue and state (waiting, active, delayed, failed)',
      labelNames: ['queue', 'state'] as const,
      registers: [metrics.registry],
      async collect() {
        this.reset();
        for (const sample of await sampleQueues())
          for (const state of STATES) this.set({ queue: sample.queue, state }, sample.counts[state]);
      },
    });
    new Gauge({
      name: 'contentflow_queue_oldest_waiting_seconds',
      aggregator: 'max',
      help: 'Age of the oldest job waiting in each BullMQ queue (0 when none waits)',
      labelNames: ['queue'] as const,
      registers: [metrics.registry],
      async collect() {
        this.reset();
        for (const sample of await sampleQueues()) this.set({ queue: sample.queue }, sample.oldestWaitingSeconds);
      },
    });
    const sampleOutbox = shared(() => this.sampleOutbox());
    new Gauge({
      name: 'contentflow_outbox_backlog',
      aggregator: 'max',
      help: `Outbox events not yet handed to the queues (counted up to ${OUTBOX_COUNT_CAP})`,
      registers: [metrics.registry],
      async collect() {
        const sample = await sampleOutbox();
        if (sample) this.set(sample.backlog);
      },
    });
    new Gauge({
      name: 'contentflow_outbox_lag_seconds',
      aggregator: 'max',
      help: 'Age of the oldest outbox event not yet handed to the queues (0 when none waits)',
      registers: [metrics.registry],
      async collect() {
        const sample = await sampleOutbox();
        if (sample) this.set(sample.lagSeconds);
      },
    });
  }

  private async sampleQueues(): Promise<QueueSample[]> {
    const samples = await Promise.all(
      QUEUES.map((queue) => within(this.sampleQueue(queue), COLLECT_TIMEOUT_MS).catch(() => null)),
    );
    return samples.filter((sample): sample is QueueSample => sample !== null);
  }

  private async sampleQueue(name: QueueName): Promise<QueueSample> {
    const queue = this.modules.get<Queue>(getQueueToken(name), { strict: false });
    const [counts, [oldest]] = await Promise.all([queue.getJobCounts(...STATES), queue.getJobs('wait', 0, 0, true)]);
    const enqueuedAt = oldest ? oldest.timestamp + (oldest.delay ?? 0) : null;
    return {
      queue: name,
      counts: {
        waiting: counts.waiting ?? 0,
        active: counts.active ?? 0,
        delayed: counts.delayed ?? 0,
        failed: counts.failed ?? 0,
      },
      oldestWaitingSeconds: enqueuedAt === null ? 0 : Math.max(0, (Date.now() - enqueuedAt) / 1000),
    };
  }

  private async sampleOutbox(): Promise<{ backlog: number; lagSeconds: number } | null> {
    try {
      return await within(outboxBacklog(this.orm.em, OUTBOX_COUNT_CAP), COLLECT_TIMEOUT_MS);
    } catch {
      return null;
    }
  }
}

/** The ORM's Postgres pool of this process: connections open, idle, and requests waiting for one. */
@Injectable()
export class DatabasePoolMetrics {
  constructor(metrics: Metrics, @Inject(MikroORM) orm: MikroORM) {
    const pool = () => orm.em.getConnection().getNativeClient();
    new Gauge({
      name: 'contentflow_db_pool_connections',
      help: "The ORM's Postgres connections of this process, by state (busy, idle) and the pool's most (max)",
      labelNames: ['state'] as const,
      registers: [metrics.registry],
      async collect() {
        const current = await pool();
        this.set({ state: 'busy' }, current.totalCount - current.idleCount);
        this.set({ state: 'idle' }, current.idleCount);
        this.set({ state: 'max' }, current.options.max ?? 0);
      },
    });
    new Gauge({
      name: 'contentflow_db_pool_waiting',
      help: 'Statements of this process waiting for a free Postgres connection',
      registers: [metrics.registry],
      async collect() {
        this.set((await pool()).waitingCount);
      },
    });
  }
}

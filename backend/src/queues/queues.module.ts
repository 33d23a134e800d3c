import { BullModule, getQueueToken } from '@nestjs/bullmq';
import { Injectable, Logger, Module, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { QUEUES } from '../contracts/jobs.js';
import { FAIL_FAST, redisOptionsFromUrl } from './redis.provider.js';

/** How many days finished and failed jobs are kept (the configuration's `retention`). */
type JobRetention = Pick<AppConfig['retention'], 'finishedJobDays' | 'failedJobDays'>;

/**
 * How producers reach the queues: the API's and the workers' queues, and the outbox relay's own
 * (workers/src/outbox-relay.thread.ts, a thread that has no Nest module).
 */
export function producerOptions(redisUrl: string, retention: JobRetention) {
  return {
    // Producers fail fast: while Redis is away a command is refused at once instead of waiting
    // in ioredis' offline queue (the relay keeps the events in the outbox and tries again).
    // The workers' consumers have their own blocking connections (workers/src/job-runner.ts).
    connection: { ...redisOptionsFromUrl(redisUrl), ...FAIL_FAST },
    defaultJobOptions: {
      attempts: 5,
      backoff: { type: 'exponential' as const, delay: 2000 },
      // Finished jobs are kept for the configured days (docs/security.md "Retention").
      removeOnComplete: { age: retention.finishedJobDays * 86_400, count: 10_000 },
      removeOnFail: { age: retention.failedJobDays * 86_400 },
    },
  };
}

/** Queue connection errors go to the log once a minute at most, instead of to stderr per retry. */
@Injectable()
class QueueErrorLog implements OnModuleInit {
  private readonly logger = new Logger('Queues');
  private lastLoggedAt = 0;

  constructor(private readonly modules: ModuleRef) {}

  onModuleInit(): void {
    for (const name of QUEUES) {
      this.modules.get<Queue>(getQueueToken(name), { strict: false }).on('error', (error) => {
        if (Date.now() - this.lastLoggedAt < 60_000) return;
        this.lastLoggedAt = Date.now();
        this.logger.warn(`Redis unavailable for the queues (events wait in the outbox): ${error.message}`);
      });
    }
  }
}

/** BullMQ on the configured Redis, with every queue of the contract registered for producers. */
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => producerOptions(config.redisUrl, config.retention),
    }),
    BullModule.registerQueue(...QUEUES.map((name) => ({ name }))),
  ],
  providers: [QueueErrorLog],
  exports: [BullModule],
})
export class QueuesModule {}

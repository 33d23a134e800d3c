import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { QUEUES } from '../contracts/jobs.js';
import { redisOptionsFromUrl } from './redis.provider.js';

/** BullMQ on the configured Redis, with every queue of the contract registered for producers. */
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        connection: { ...redisOptionsFromUrl(config.redisUrl), maxRetriesPerRequest: null },
        defaultJobOptions: {
          attempts: 5,
          backoff: { type: 'exponential', delay: 2000 },
          removeOnComplete: { age: 7 * 86_400, count: 10_000 },
          removeOnFail: { age: 30 * 86_400 },
        },
      }),
    }),
    BullModule.registerQueue(...QUEUES.map((name) => ({ name }))),
  ],
  exports: [BullModule],
})
export class QueuesModule {}

import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { LoggerModule } from 'nestjs-pino';
import type { AppConfig } from '../../backend/src/config/app-config.js';
import { ConfigModule } from '../../backend/src/config/config.module.js';
import { DatabaseModule } from '../../backend/src/database/index.js';
import { AiJobs, CaptionWriter, ProviderAnswers } from '../../backend/src/ai/index.js';
import {
  ApplyStripeEvent,
  BillingJobs,
  QuotaJobs,
  RenewManualPeriods,
  StripeModule,
} from '../../backend/src/billing/index.js';
import { QueuesModule, RedisModule } from '../../backend/src/queues/index.js';
import { MetricsModule } from '../../backend/src/metrics/index.js';
import { EmailJobs } from '../../backend/src/mail/index.js';
import { IdeasJobs } from '../../backend/src/ideas/index.js';
import { JobRunner } from './job-runner.js';
import { NotificationJobs, StageClockJobs } from '../../backend/src/notifications/index.js';
import { OutboxRelay } from './outbox-relay.js';
import { PrivacyJobs, PrivacyWorkModule } from '../../backend/src/privacy/index.js';
import { PublishingJobs, PublishingWorkModule } from '../../backend/src/publishing/index.js';
import { SocialTokenJobs } from '../../backend/src/social/index.js';
import { StorageModule } from '../../backend/src/storage/index.js';

/** Every provider with @OnJob handlers of the declared jobs (workers/src/jobs.ts; a test leaves one out to see the workers refuse to start). */
export const JOB_HANDLERS: Type[] = [
  QuotaJobs,
  NotificationJobs,
  EmailJobs,
  AiJobs,
  IdeasJobs,
  BillingJobs,
  StageClockJobs,
  PublishingJobs,
  SocialTokenJobs,
  PrivacyJobs,
];

/**
 * The workers: the outbox relay and the job handlers (providers' methods marked @OnJob with their
 * job's definition), run by the JobRunner on the backend's domain code.
 */
@Module({})
export class WorkersModule {
  static forRoot(config: AppConfig, handlers: Type[] = JOB_HANDLERS): DynamicModule {
    return {
      module: WorkersModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({ pinoHttp: { level: config.logLevel } }),
        CqrsModule.forRoot(),
        MetricsModule.forRoot('workers'),
        DiscoveryModule,
        DatabaseModule,
        QueuesModule,
        RedisModule,
        StripeModule,
        StorageModule,
        PublishingWorkModule,
        PrivacyWorkModule,
      ],
      providers: [
        JobRunner,
        OutboxRelay,
        RenewManualPeriods,
        CaptionWriter,
        ProviderAnswers,
        ApplyStripeEvent,
        ...handlers,
      ],
    };
  }
}

import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { LoggerModule } from 'nestjs-pino';
import type { AppConfig } from '../../backend/src/config/app-config.js';
import { ConfigModule } from '../../backend/src/config/config.module.js';
import { standardOutput } from '../../backend/src/common/standard-output.js';
import { DatabaseModule } from '../../backend/src/database/index.js';
import { QueuesModule, RedisModule } from '../../backend/src/queues/index.js';
import { MetricsModule } from '../../backend/src/metrics/index.js';
import { JobRunner } from './job-runner.js';
import { CONTEXT_JOBS } from './jobs.js';
import { OutboxRelay } from './outbox-relay.js';
import { StorageModule } from '../../backend/src/storage/index.js';

/**
 * Every provider the contexts' jobs need: the classes with @OnJob handlers of the declared jobs and
 * their helpers, as each context lists them (workers/src/jobs.ts; a test leaves one out to see the
 * workers refuse to start).
 */
export const JOB_HANDLERS: Type[] = CONTEXT_JOBS.flatMap((context) => context.handlers);

/** The modules the contexts' job handlers need, each once. */
const JOB_IMPORTS = [...new Set(CONTEXT_JOBS.flatMap((context) => context.imports ?? []))];

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
        // A line per job: written asynchronously, as the API's (common/standard-output.ts).
        LoggerModule.forRoot({ pinoHttp: [{ level: config.logLevel }, standardOutput()] }),
        CqrsModule.forRoot(),
        MetricsModule.forRoot('workers'),
        DiscoveryModule,
        DatabaseModule,
        QueuesModule,
        RedisModule,
        StorageModule,
        ...JOB_IMPORTS,
      ],
      providers: [JobRunner, OutboxRelay, ...handlers],
    };
  }
}

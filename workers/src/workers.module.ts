import { Module, type DynamicModule, type OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { LoggerModule } from 'nestjs-pino';
import type { AppConfig } from '../../backend/src/config/app-config.js';
import { ConfigModule } from '../../backend/src/config/config.module.js';
import { DatabaseModule } from '../../backend/src/database/database.module.js';
import { RenewManualPeriods } from '../../backend/src/plans-billing/jobs/renew-manual-periods.js';
import { QueuesModule } from '../../backend/src/queues/queues.module.js';
import { assertEveryJobHandledOnce } from './job-registry.js';
import { NotificationsProcessor } from './notifications.processor.js';
import { OutboxRelay } from './outbox-relay.js';
import { QuotaProcessor } from './quota.processor.js';

/** The queue consumers: one processor per queue, on the backend's domain code. */
@Module({})
export class WorkersModule implements OnModuleInit {
  constructor(
    private readonly quota: QuotaProcessor,
    private readonly notifications: NotificationsProcessor,
  ) {}

  onModuleInit(): void {
    assertEveryJobHandledOnce([this.quota, this.notifications]);
  }

  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkersModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({ pinoHttp: { level: config.logLevel } }),
        CqrsModule.forRoot(),
        DatabaseModule,
        QueuesModule,
      ],
      providers: [RenewManualPeriods, QuotaProcessor, NotificationsProcessor, OutboxRelay],
    };
  }
}

import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { AccountsModule } from './accounts/accounts.module.js';
import { AdminModule } from './admin/admin.module.js';
import { AdminAccountsModule } from './admin/admin-accounts.module.js';
import { AiModule } from './ai/ai.module.js';
import { AuthModule } from './auth/auth.module.js';
import { BillingModule } from './billing/billing.module.js';
import { StripeModule } from './billing/stripe.module.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DashboardsModule } from './dashboards/dashboards.module.js';
import { DatabaseModule } from './database/database.module.js';
import { HealthModule } from './health/health.module.js';
import { requestLogParams } from './http/request-log.js';
import { IdeasModule } from './ideas/ideas.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { PlansBillingModule } from './plans-billing/plans-billing.module.js';
import { ProjectsModule } from './projects/projects.module.js';
import { StorageModule } from './storage/storage.module.js';
import { QueuesModule } from './queues/queues.module.js';
import { SeedModule } from './seed/seed.module.js';
import { SetupModule } from './setup/setup.module.js';

/** The HTTP API: every bounded context behind /api. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, logStream?: DestinationStream): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        // One line per request, signed and token-bearing links cut (http/request-log.ts).
        LoggerModule.forRoot(requestLogParams(config, logStream)),
        CqrsModule.forRoot(),
        DatabaseModule,
        QueuesModule,
        AuthModule,
        AccountsModule,
        PlansBillingModule,
        StripeModule,
        BillingModule,
        StorageModule,
        ProjectsModule,
        NotificationsModule,
        AiModule,
        IdeasModule,
        AdminModule,
        DashboardsModule,
        AdminAccountsModule,
        HealthModule,
        SeedModule,
        SetupModule,
      ],
    };
  }
}

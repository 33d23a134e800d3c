import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { AccountsModule, AuthModule } from './accounts/index.js';
import { AdminModule } from './admin/index.js';
import { AiModule } from './ai/index.js';
import { BillingModule, StripeModule } from './billing/index.js';
import { CalendarModule } from './calendar/index.js';
import { ClientsModule } from './clients/index.js';
import { ClocksModule } from './clocks/index.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DashboardsModule } from './dashboards/index.js';
import { DatabaseModule } from './database/index.js';
import { HealthModule } from './health/index.js';
import { requestLogParams } from './http/request-log.js';
import { IdeasModule } from './ideas/index.js';
import { MetricsModule } from './metrics/index.js';
import { MessageReadsModule, NotificationsModule } from './notifications/index.js';
import { PrivacyModule } from './privacy/index.js';
import { ProjectsModule } from './projects/index.js';
import { PublishedPostsModule, PublishingModule } from './publishing/index.js';
import { SocialModule } from './social/index.js';
import { StorageModule } from './storage/index.js';
import { QueuesModule } from './queues/index.js';
import { SeedModule } from './seed/index.js';
import { SetupModule } from './setup/index.js';
import { TeamModule } from './team/index.js';

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
        MetricsModule.forRoot('api'),
        DatabaseModule,
        QueuesModule,
        AuthModule,
        AccountsModule,
        StripeModule,
        BillingModule,
        ClientsModule,
        ClocksModule,
        StorageModule,
        ProjectsModule,
        TeamModule,
        SocialModule,
        PublishingModule,
        NotificationsModule,
        // Ports projects defines and the contexts above it implement (docs/decisions.md "Each table owned by its context").
        MessageReadsModule,
        PublishedPostsModule,
        AiModule,
        IdeasModule,
        AdminModule,
        DashboardsModule,
        CalendarModule,
        PrivacyModule,
        HealthModule,
        SeedModule,
        SetupModule,
      ],
    };
  }
}

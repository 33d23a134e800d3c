import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { LoggerModule } from 'nestjs-pino';
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
import { IdeasModule } from './ideas/ideas.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { PlansBillingModule } from './plans-billing/plans-billing.module.js';
import { ProjectsModule } from './projects/projects.module.js';
import { StorageModule } from './storage/storage.module.js';
import { QueuesModule } from './queues/queues.module.js';
import { SeedModule } from './seed/seed.module.js';
import { SetupModule } from './setup/setup.module.js';

interface LoggedRequest {
  id?: unknown;
  method?: string;
  url?: string;
  originalUrl?: string;
}

/** The request's path and query, without the signature of a file URL (a credential for two hours). */
const pathOf = (req: LoggedRequest) => {
  const url = req.originalUrl ?? req.url ?? '';
  return url.startsWith('/files/') ? url.split('?')[0] : url;
};

/** The HTTP API: every bounded context behind /api. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.logLevel,
            // Requests are logged by id, method and URL: no headers, so no tokens or cookies to
            // redact, and a request's logger is cheap to make even when nothing is logged.
            serializers: { req: (req: LoggedRequest) => ({ id: req.id, method: req.method, url: pathOf(req) }) },
            redact: ['res.headers["set-cookie"]'],
            // Inside the middleware req.url is relative to where Nest mounted it; originalUrl is the path.
            autoLogging: { ignore: (req) => pathOf(req) === '/api/health' },
          },
        }),
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

import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ormConfig } from './mikro-orm.config.js';
import { ReadSql } from '../common/read-sql.js';

/** The ORM for the write side, and ReadSql (the read side's own connections) for every context. */
@Global()
@Module({
  providers: [
    {
      provide: ReadSql,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new ReadSql({ databaseUrl: config.databaseUrl, poolMax: config.dbPoolMax }),
    },
  ],
  exports: [ReadSql],
  imports: [
    MikroOrmModule.forRootAsync({
      // Naming the driver makes the PostgreSQL EntityManager injectable.
      driver: PostgreSqlDriver,
      inject: [APP_CONFIG],
      // The request context is opened by a Fastify onRequest hook (see app.factory.ts) and per job.
      useFactory: (config: AppConfig) => ({
        ...ormConfig({ databaseUrl: config.databaseUrl, poolMax: config.dbPoolMax }),
        registerRequestContext: false,
      }),
    }),
  ],
})
export class DatabaseModule {}

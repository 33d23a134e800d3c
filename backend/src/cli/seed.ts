import 'reflect-metadata';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { ConfigError, loadConfig } from '../config/app-config.js';
import { ConfigModule } from '../config/config.module.js';
import { DatabaseModule } from '../database/index.js';
import { BootstrapAdmin, Seeder, SeedModule } from '../seed/index.js';

try {
  const config = loadConfig();
  @Module({ imports: [ConfigModule.forRoot(config), CqrsModule.forRoot(), DatabaseModule, SeedModule] })
  class SeedCliModule {}
  const app = await NestFactory.createApplicationContext(SeedCliModule, { logger: ['log', 'warn', 'error'] });
  const orm = app.get(MikroORM);
  await RequestContext.create(orm.em, () => app.get(Seeder).seed({ demo: config.seedDemo }));
  await app.get(BootstrapAdmin).ensure();
  await app.close();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import type { AppConfig } from '../../backend/src/config/app-config.js';
import type { Provider } from '@nestjs/common';
import { WorkersModule } from './workers.module.js';

/** The workers application context (no HTTP): used by main.ts and by the tests. */
export async function createWorkers(config: AppConfig, handlers?: Provider[]) {
  const app = await NestFactory.createApplicationContext(WorkersModule.forRoot(config, handlers), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  await app.init();
  return app;
}

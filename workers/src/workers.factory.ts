import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import type { AppConfig } from '../../backend/src/config/app-config.js';
import type { Type } from '@nestjs/common';
import { declaredHandlers, handlersByJob } from './job-runner.js';
import { JOB_HANDLERS, WorkersModule } from './workers.module.js';

/** The workers application context (no HTTP): used by main.ts and by the tests. */
export async function createWorkers(config: AppConfig, handlers: Type[] = JOB_HANDLERS) {
  // The handlers and the job contract must agree before anything connects (JobRunner checks the
  // instances again): a refusal here leaves no connection open.
  handlersByJob(declaredHandlers(handlers));
  const app = await NestFactory.createApplicationContext(WorkersModule.forRoot(config, handlers), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  await app.init();
  return app;
}

import { Module } from '@nestjs/common';
import { AuthModule } from '../accounts/index.js';
import { RedisModule } from '../queues/index.js';
import { AdminCaller } from './admin-caller.js';
import { HealthController } from './health.controller.js';
import { CheckHealthHandler } from './queries/check-health/check-health.handler.js';

@Module({ imports: [RedisModule, AuthModule], controllers: [HealthController], providers: [CheckHealthHandler, AdminCaller] })
export class HealthModule {}

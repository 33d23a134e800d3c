import { Module } from '@nestjs/common';
import { RedisModule } from '../queues/redis.provider.js';
import { HealthController } from './health.controller.js';
import { CheckHealthHandler } from './queries/check-health/check-health.handler.js';

@Module({ imports: [RedisModule], controllers: [HealthController], providers: [CheckHealthHandler] })
export class HealthModule {}

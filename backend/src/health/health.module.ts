import { Module } from '@nestjs/common';
import { RedisModule } from '../queues/redis.provider.js';
import { HealthController } from './health.controller.js';

@Module({ imports: [RedisModule], controllers: [HealthController] })
export class HealthModule {}

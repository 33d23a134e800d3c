import { Module } from '@nestjs/common';
import { AuthModule } from '../accounts/index.js';
import { RedisModule } from '../queues/index.js';
import { AdminCaller } from './admin-caller.js';
import { HealthController } from './health.controller.js';
import { CheckHealthHandler } from './queries/check-health/check-health.handler.js';
import { CheckReadinessHandler } from './queries/check-readiness/check-readiness.handler.js';

@Module({
  imports: [RedisModule, AuthModule],
  controllers: [HealthController],
  providers: [CheckHealthHandler, CheckReadinessHandler, AdminCaller],
})
export class HealthModule {}

import { Module } from '@nestjs/common';
import { PlansController } from './plans.controller.js';
import { GetLimitsHandler } from './queries/get-limits/get-limits.handler.js';
import { GetSubscriptionHandler } from './queries/get-subscription/get-subscription.handler.js';
import { ListPlansHandler } from './queries/list-plans/list-plans.handler.js';

@Module({
  controllers: [PlansController],
  providers: [ListPlansHandler, GetSubscriptionHandler, GetLimitsHandler],
})
export class PlansBillingModule {}

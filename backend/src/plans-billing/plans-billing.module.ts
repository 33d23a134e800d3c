import { Module } from '@nestjs/common';
import { PlansController } from './plans.controller.js';
import { GetSubscriptionHandler } from './queries/get-subscription/get-subscription.handler.js';
import { ListPlansHandler } from './queries/list-plans/list-plans.handler.js';

@Module({
  controllers: [PlansController],
  providers: [ListPlansHandler, GetSubscriptionHandler],
})
export class PlansBillingModule {}

import { Module } from '@nestjs/common';
import { AdminPlansController } from './admin-plans.controller.js';
import { BillingController } from './billing.controller.js';
import { AssignPlanHandler } from './commands/assign-plan/assign-plan.handler.js';
import { CreatePlanHandler } from './commands/create-plan/create-plan.handler.js';
import { DeletePlanHandler } from './commands/delete-plan/delete-plan.handler.js';
import { OpenPortalHandler } from './commands/open-portal/open-portal.handler.js';
import { ReceiveStripeEventHandler } from './commands/receive-stripe-event/receive-stripe-event.handler.js';
import { RequestPlanHandler } from './commands/request-plan/request-plan.handler.js';
import { StartCheckoutHandler } from './commands/start-checkout/start-checkout.handler.js';
import { UpdatePlanHandler } from './commands/update-plan/update-plan.handler.js';
import { PlanRequestsController } from './plan-requests.controller.js';
import { PlansController } from './plans.controller.js';
import { GetBillingConfigHandler } from './queries/get-billing-config/get-billing-config.handler.js';
import { GetLimitsHandler } from './queries/get-limits/get-limits.handler.js';
import { GetSubscriptionHandler } from './queries/get-subscription/get-subscription.handler.js';
import { ListAdminPlansHandler } from './queries/list-admin-plans/list-admin-plans.handler.js';
import { ListMyPlanRequestsHandler } from './queries/list-my-plan-requests/list-my-plan-requests.handler.js';
import { ListPlanRequestsHandler } from './queries/list-plan-requests/list-plan-requests.handler.js';
import { ListPlansHandler } from './queries/list-plans/list-plans.handler.js';

/**
 * Plans and subscriptions, one context: the plans an admin keeps, a client's subscription (from
 * Stripe or assigned by hand), plan requests and the monthly quota. Stripe is an adapter inside it
 * (stripe/: the gateway, the webhook's events and how they apply); the `billing` worker applies the
 * recorded Stripe events.
 */
@Module({
  controllers: [PlansController, AdminPlansController, PlanRequestsController, BillingController],
  providers: [
    ListPlansHandler,
    GetSubscriptionHandler,
    GetBillingConfigHandler,
    GetLimitsHandler,
    ListAdminPlansHandler,
    CreatePlanHandler,
    UpdatePlanHandler,
    DeletePlanHandler,
    RequestPlanHandler,
    AssignPlanHandler,
    ListMyPlanRequestsHandler,
    ListPlanRequestsHandler,
    StartCheckoutHandler,
    OpenPortalHandler,
    ReceiveStripeEventHandler,
  ],
})
export class BillingModule {}

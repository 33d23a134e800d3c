/** The billing context's public surface: other contexts import these and nothing else of it (docs/architecture.md). */
export { BillingModule } from './billing.module.js';
export { AssignPlanCommand } from './commands/assign-plan/assign-plan.command.js';
export { contentLimits, takeContentSlot } from './content-limits.js';
export { ContentUsage } from './content-usage.entity.js';
export {
  CURRENT,
  currentPlans,
  hasCurrentPlan,
  revenueOf,
  startManualPlan,
  type CurrentPlan,
} from './current-subscription.js';
export { BILLING_CONTEXT_JOBS } from './jobs/context-jobs.js';
export { PlanRequest } from './plan-request.entity.js';
export { openPlanRequests, openPlanRequestsOf } from './plan-requests.js';
export { Plan } from './plan.entity.js';
export { QuotaRenewal } from './quota-renewal.entity.js';
export { StripeCustomer } from './stripe/stripe-customer.entity.js';
export { StripeEvent } from './stripe/stripe-event.entity.js';
export { StripeGateway } from './stripe/stripe-gateway.js';
export { StripeModule } from './stripe/stripe.module.js';
export { Subscription } from './subscription.entity.js';
export { sourceOf } from './subscription.view.js';

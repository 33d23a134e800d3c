import type { MySubscription } from '../contracts/billing-answers.js';
import type { SubscriptionSource } from '../contracts/plans.js';
import { planView } from './plan.view.js';
import type { Subscription } from './subscription.entity.js';

/** Stripe runs it when it has a Stripe subscription id; otherwise an admin assigned it. */
export function sourceOf(subscription: Pick<Subscription, 'stripeSubscriptionId'>): SubscriptionSource {
  return subscription.stripeSubscriptionId ? 'stripe' : 'manual';
}

/** A subscription with its plan populated, as GET /api/me/subscription answers it (contracts/billing-answers.ts). */
export function subscriptionView(subscription: Subscription): MySubscription {
  return {
    id: subscription.id,
    status: subscription.status,
    source: sourceOf(subscription),
    plan: planView(subscription.plan),
    currentPeriodStart: subscription.currentPeriodStart.toISOString(),
    currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
    stripeSubscriptionId: subscription.stripeSubscriptionId ?? null,
  };
}

import { ApiProperty } from '@nestjs/swagger';
import { SUBSCRIPTION_STATUSES, type SubscriptionSource, type SubscriptionStatus } from '../contracts/plans.js';
import { PlanView } from './plan.view.js';
import type { Subscription } from './subscription.entity.js';

/** Stripe runs it when it has a Stripe subscription id; otherwise an admin assigned it. */
export function sourceOf(subscription: Pick<Subscription, 'stripeSubscriptionId'>): SubscriptionSource {
  return subscription.stripeSubscriptionId ? 'stripe' : 'manual';
}

export class SubscriptionView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: SUBSCRIPTION_STATUSES }) status!: SubscriptionStatus;
  @ApiProperty({ enum: ['manual', 'stripe'] }) source!: SubscriptionSource;
  @ApiProperty({ type: PlanView }) plan!: PlanView;
  @ApiProperty({ format: 'date-time' }) currentPeriodStart!: string;
  @ApiProperty({ format: 'date-time' }) currentPeriodEnd!: string;
  @ApiProperty({ nullable: true, type: String }) stripeSubscriptionId!: string | null;

  static of(subscription: Subscription): SubscriptionView {
    return {
      id: subscription.id,
      status: subscription.status,
      source: sourceOf(subscription),
      plan: PlanView.of(subscription.plan),
      currentPeriodStart: subscription.currentPeriodStart.toISOString(),
      currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
      stripeSubscriptionId: subscription.stripeSubscriptionId ?? null,
    };
  }
}

import { ApiProperty } from '@nestjs/swagger';
import { PlanView } from './plan.view.js';
import { SUBSCRIPTION_STATUSES, type Subscription, type SubscriptionStatus } from './subscription.entity.js';

export class SubscriptionView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: SUBSCRIPTION_STATUSES }) status!: SubscriptionStatus;
  @ApiProperty({ type: PlanView }) plan!: PlanView;
  @ApiProperty({ format: 'date-time' }) currentPeriodStart!: string;
  @ApiProperty({ format: 'date-time' }) currentPeriodEnd!: string;
  @ApiProperty({ nullable: true, type: String }) stripeSubscriptionId!: string | null;

  static of(subscription: Subscription): SubscriptionView {
    return {
      id: subscription.id,
      status: subscription.status,
      plan: PlanView.of(subscription.plan),
      currentPeriodStart: subscription.currentPeriodStart.toISOString(),
      currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
      stripeSubscriptionId: subscription.stripeSubscriptionId ?? null,
    };
  }
}

import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { Account } from '../accounts/index.js';
import { SUBSCRIPTION_STATUSES } from '../contracts/plans.js';
import { Plan } from './plan.entity.js';

const SubscriptionSchema = defineEntity({
  name: 'Subscription',
  tableName: 'subscription',
  indexes: [
    { name: 'subscription_user_id_index', properties: ['user'] },
    { name: 'subscription_plan_id_index', properties: ['plan'] },
  ],
  uniques: [
    {
      name: 'subscription_one_current_per_user',
      expression: `create unique index "subscription_one_current_per_user" on "subscription" ("user_id") where "status" in ('active', 'trialing', 'past_due')`,
    },
    {
      name: 'subscription_stripe_subscription_id_unique',
      expression: `create unique index "subscription_stripe_subscription_id_unique" on "subscription" ("stripe_subscription_id") where "stripe_subscription_id" is not null`,
    },
  ],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    user: () => p.manyToOne(Account).deleteRule('cascade'),
    plan: () => p.manyToOne(Plan).deleteRule('restrict'),
    status: p.enum(SUBSCRIPTION_STATUSES),
    stripeSubscriptionId: p.string().length(200).nullable(),
    /** When Stripe made the state this row shows (its event's `created`): an older event never moves it back. */
    stripeSyncedAt: p.datetime().nullable(),
    currentPeriodStart: p.datetime(),
    currentPeriodEnd: p.datetime(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

/**
 * A client's plan, assigned by an admin or paid through Stripe. At most one current subscription
 * (active, trialing, past_due) per account (partial unique index); one row per Stripe subscription.
 */
export class Subscription extends SubscriptionSchema.class {
  /** Manually assigned subscriptions (no Stripe) run one calendar month from their start. */
  static oneMonthFrom(start: Date): Date {
    const end = new Date(start);
    end.setUTCMonth(end.getUTCMonth() + 1);
    return end;
  }
}
SubscriptionSchema.setClass(Subscription);

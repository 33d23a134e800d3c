import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { Account } from '../accounts/account.entity.js';
import { Plan } from './plan.entity.js';

export const SUBSCRIPTION_STATUSES = ['active', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

const SubscriptionSchema = defineEntity({
  name: 'Subscription',
  tableName: 'subscription',
  indexes: [
    { name: 'subscription_user_id_index', properties: ['user'] },
    { name: 'subscription_plan_id_index', properties: ['plan'] },
  ],
  uniques: [
    {
      name: 'subscription_one_active_per_user',
      expression: `create unique index "subscription_one_active_per_user" on "subscription" ("user_id") where "status" = 'active'`,
    },
  ],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    user: () => p.manyToOne(Account).deleteRule('cascade'),
    plan: () => p.manyToOne(Plan).deleteRule('restrict'),
    status: p.enum(SUBSCRIPTION_STATUSES),
    stripeSubscriptionId: p.string().length(200).nullable(),
    currentPeriodStart: p.datetime(),
    currentPeriodEnd: p.datetime(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

/** A client's plan. At most one active subscription per account (partial unique index). */
export class Subscription extends SubscriptionSchema.class {
  /** Manually assigned subscriptions (no Stripe) run one calendar month from their start. */
  static oneMonthFrom(start: Date): Date {
    const end = new Date(start);
    end.setUTCMonth(end.getUTCMonth() + 1);
    return end;
  }
}
SubscriptionSchema.setClass(Subscription);

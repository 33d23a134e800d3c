import type { EntityManager } from '@mikro-orm/postgresql';
import { CURRENT_SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../contracts/plans.js';
import { SUBSCRIPTION_LIFECYCLE } from './domain/subscription-lifecycle.machine.js';
import type { Plan } from './plan.entity.js';
import { Subscription } from './subscription.entity.js';

/**
 * The subscriptions that give a client its plan's limits now: active, trialing, and past_due while
 * Stripe retries the payment (docs/decisions.md "Billing"). One place for the ORM and the SQL.
 */
export const CURRENT = { $in: [...CURRENT_SUBSCRIPTION_STATUSES] as SubscriptionStatus[] };

/** The same as an SQL list, for `s.status in ${CURRENT_SQL}`. */
export const CURRENT_SQL = `(${CURRENT_SUBSCRIPTION_STATUSES.map((status) => `'${status}'`).join(', ')})`;

export function isCurrent(status: SubscriptionStatus): boolean {
  return (CURRENT_SUBSCRIPTION_STATUSES as readonly SubscriptionStatus[]).includes(status);
}

/**
 * Another plan takes the place of the client's current subscriptions (those its machine ends): in
 * the caller's transaction, `others` narrowing which ones.
 */
export async function endCurrentSubscriptions(em: EntityManager, clientId: string, others: object = {}): Promise<number> {
  const { from, to } = SUBSCRIPTION_LIFECYCLE.move('END');
  return em.nativeUpdate(Subscription, { user: clientId, status: { $in: from }, ...others }, { status: to, updatedAt: new Date() });
}

/** A plan an admin assigns by hand (no card payment): from now, one month at a time, as its machine starts it. */
export function startManualPlan(em: EntityManager, clientId: string, plan: Plan): Subscription {
  const start = new Date();
  return em.create(Subscription, {
    user: clientId,
    plan,
    status: SUBSCRIPTION_LIFECYCLE.initial,
    stripeSubscriptionId: null,
    currentPeriodStart: start,
    currentPeriodEnd: Subscription.oneMonthFrom(start),
  });
}

/** Whether the client has a current subscription now (whatever its plan's limits): one indexed query. */
export async function hasCurrentPlan(em: EntityManager, clientId: string): Promise<boolean> {
  const rows = await em
    .getConnection()
    .execute<{ one: number }[]>(`select 1 as one from subscription s where s.user_id = ? and s.status in ${CURRENT_SQL} limit 1`, [clientId], 'all', em.getTransactionContext());
  return rows.length > 0;
}

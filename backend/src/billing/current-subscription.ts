import type { EntityManager } from '@mikro-orm/postgresql';
import type { Turnaround } from '../contracts/clocks.js';
import { CURRENT_SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../contracts/plans.js';
import { textArray } from '../common/sql-array.js';
import { SUBSCRIPTION_LIFECYCLE } from './domain/subscription-lifecycle.machine.js';
import type { Plan } from './plan.entity.js';
import { Subscription } from './subscription.entity.js';

/**
 * The subscriptions that give a client its plan's limits now: active, trialing, and past_due while
 * Stripe retries the payment (docs/decisions.md "Billing"). One place for the ORM and the SQL.
 */
export const CURRENT = { $in: [...CURRENT_SUBSCRIPTION_STATUSES] as SubscriptionStatus[] };

/** The same as an SQL list, for `s.status in ${CURRENT_SQL}` in billing's own statements (never exported on its surface). */
export const CURRENT_SQL = `(${CURRENT_SUBSCRIPTION_STATUSES.map((status) => `'${status}'`).join(', ')})`;

export function isCurrent(status: SubscriptionStatus): boolean {
  return (CURRENT_SUBSCRIPTION_STATUSES as readonly SubscriptionStatus[]).includes(status);
}

/**
 * Another plan takes the place of the client's current subscriptions (those its machine ends): in
 * the caller's transaction, `others` narrowing which ones.
 */
export async function endCurrentSubscriptions(
  em: EntityManager,
  clientId: string,
  others: object = {},
): Promise<number> {
  const { from, to } = SUBSCRIPTION_LIFECYCLE.move('END');
  return em.nativeUpdate(
    Subscription,
    { user: clientId, status: { $in: from }, ...others },
    { status: to, updatedAt: new Date() },
  );
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
    .execute<{ one: number }[]>(
      `select 1 as one from subscription s where s.user_id = ? and s.status in ${CURRENT_SQL} limit 1`,
      [clientId],
      'all',
      em.getTransactionContext(),
    );
  return rows.length > 0;
}

/** The plan a client's current subscription gives it. */
export interface CurrentPlan {
  id: string;
  name: string;
  price: number;
  turnaround: Turnaround;
}

/**
 * The plans of these clients' current subscriptions, by client (the newest when a client has more
 * than one; a client without any is left out): one indexed query, in the caller's transaction.
 */
export async function currentPlans(em: EntityManager, clientIds: readonly string[]): Promise<Map<string, CurrentPlan>> {
  const plans = new Map<string, CurrentPlan>();
  if (!clientIds.length) return plans;
  const rows = await em
    .getConnection()
    .execute<{ user_id: string; id: string; name: string; price: string; turnaround: Turnaround }[]>(
      `select distinct on (s.user_id) s.user_id, pl.id, pl.name, pl.price, pl.turnaround
       from subscription s join plan pl on pl.id = s.plan_id
      where s.user_id = any(?::uuid[]) and s.status in ${CURRENT_SQL}
      order by s.user_id, s.created_at desc`,
      [textArray([...new Set(clientIds)])],
      'all',
      em.getTransactionContext(),
    );
  for (const row of rows)
    plans.set(row.user_id, { id: row.id, name: row.name, price: Number(row.price), turnaround: row.turnaround });
  return plans;
}

/** The sum of the plans' prices of these clients' subscriptions in one of `statuses` (CHF a month). */
export async function revenueOf(
  em: EntityManager,
  clientIds: readonly string[],
  statuses: readonly SubscriptionStatus[],
): Promise<number> {
  if (!clientIds.length || !statuses.length) return 0;
  const [row] = await em.getConnection().execute<{ mrr: string }[]>(
    `select coalesce(sum(pl.price), 0) as mrr from subscription s join plan pl on pl.id = s.plan_id
      where s.status = any(?::text[]) and s.user_id = any(?::uuid[])`,
    [textArray(statuses), textArray([...new Set(clientIds)])],
    'all',
    em.getTransactionContext(),
  );
  return Number(row.mrr);
}

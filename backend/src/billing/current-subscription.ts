import type { EntityManager } from '@mikro-orm/postgresql';
import { CURRENT_SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../contracts/plans.js';

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

/** Whether the client has a current subscription now (whatever its plan's limits): one indexed query. */
export async function hasCurrentPlan(em: EntityManager, clientId: string): Promise<boolean> {
  const rows = await em
    .getConnection()
    .execute<{ one: number }[]>(`select 1 as one from subscription s where s.user_id = ? and s.status in ${CURRENT_SQL} limit 1`, [clientId], 'all', em.getTransactionContext());
  return rows.length > 0;
}

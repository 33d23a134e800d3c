import type { SubscriptionStatus } from '../../contracts/plans.js';
import { SUBSCRIPTION_LIFECYCLE } from './subscription-lifecycle.machine.js';

/** Stripe's subscription states as ours (canceled and incomplete_expired both end it). */
const STATUS_OF: Record<string, SubscriptionStatus> = {
  active: 'active',
  trialing: 'trialing',
  past_due: 'past_due',
  unpaid: 'unpaid',
  incomplete: 'incomplete',
  incomplete_expired: 'cancelled',
  canceled: 'cancelled',
  paused: 'paused',
};

/** The part of a Stripe subscription object the product reads (Stripe's API 2026-10-28: periods are per item). */
export interface StripeSubscriptionSnapshot {
  id: string;
  status: string;
  customer: string | { id: string };
  metadata?: Record<string, string> | null;
  items: { data: { price: { id: string }; current_period_start: number; current_period_end: number }[] };
}

export interface SubscriptionState {
  stripeSubscriptionId: string;
  customerId: string;
  status: SubscriptionStatus;
  /** The price of its (first) item: which plan it is. */
  priceId: string | null;
  /** The plan the checkout was for, as a fallback when the price is not a plan's (any more). */
  planIdHint: string | null;
  periodStart: Date;
  periodEnd: Date;
}

const fromSeconds = (seconds: number) => new Date(seconds * 1000);

/** Ours from Stripe's snapshot; an unknown state of Stripe's counts as not paid (no limits). */
export function stateOf(snapshot: StripeSubscriptionSnapshot): SubscriptionState {
  const item = snapshot.items.data[0];
  const now = Math.floor(Date.now() / 1000);
  return {
    stripeSubscriptionId: snapshot.id,
    customerId: typeof snapshot.customer === 'string' ? snapshot.customer : snapshot.customer.id,
    status: STATUS_OF[snapshot.status] ?? 'unpaid',
    priceId: item?.price.id ?? null,
    planIdHint: snapshot.metadata?.planId ?? null,
    periodStart: fromSeconds(item?.current_period_start ?? now),
    periodEnd: fromSeconds(item?.current_period_end ?? now),
  };
}

/**
 * Whether an event made at `eventAt` may change a subscription that shows Stripe's state of
 * `syncedAt`: never backwards in time, and never out of cancelled (Stripe does not revive a
 * cancelled subscription, so a late "updated" of before the cancellation is stale whatever its time).
 */
export function verdictOn(
  row: { status: SubscriptionStatus; stripeSyncedAt?: Date | null } | null,
  eventAt: Date,
): 'apply' | 'older' | 'ended' {
  if (!row) return 'apply';
  if (SUBSCRIPTION_LIFECYCLE.isFinal(row.status)) return 'ended';
  if (row.stripeSyncedAt && row.stripeSyncedAt.getTime() > eventAt.getTime()) return 'older';
  return 'apply';
}

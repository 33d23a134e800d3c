/** The plan name that means "no subscription". */
export const NO_PLAN = 'Kein Plan';

/** Bounds of a plan's fields (checked by the server, shown by the form). */
export const PLAN_BOUNDS = {
  nameMax: 100,
  priceMax: 100_000,
  priceDisplayMax: 50,
  descriptionMax: 2000,
  limitMax: 1000,
  featuresMax: 20,
  featureMax: 200,
  ctaLabelMax: 100,
  stripePriceIdMax: 200,
} as const;

/**
 * A client's plan request: `open` until an admin assigns the client a plan (`granted`) or the
 * client asks for another plan (`replaced`).
 */
export const PLAN_REQUEST_STATUSES = ['open', 'granted', 'replaced'] as const;
export type PlanRequestStatus = (typeof PLAN_REQUEST_STATUSES)[number];

/**
 * A subscription's state, following Stripe's (canceled and incomplete_expired are `cancelled`); a
 * manual one is active or cancelled. Only the CURRENT ones give the client its limits: past_due keeps
 * them while Stripe retries the payment (docs/decisions.md "Billing").
 */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'unpaid',
  'incomplete',
  'paused',
  'cancelled',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const CURRENT_SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
] as const satisfies readonly SubscriptionStatus[];

/** Who runs a subscription: the admin (assigned by hand, renewed monthly) or Stripe (paid by card). */
export type SubscriptionSource = 'manual' | 'stripe';

/** "CHF 290.00 / Monat", as the seeded plans show their price: a plan's display when none is given (the admin's form shows it as empty). */
export function defaultPriceDisplay(price: number): string {
  return `CHF ${price.toFixed(2)} / Monat`;
}

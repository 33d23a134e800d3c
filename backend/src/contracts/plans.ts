/** A client's monthly limits and what it used this month (GET /api/me/limits). */
export interface ContentLimits {
  planName: string;
  postLimit: number;
  carouselLimit: number;
  reelLimit: number;
  postsUsed: number;
  carouselsUsed: number;
  reelsUsed: number;
  postsRemaining: number;
  carouselsRemaining: number;
  reelsRemaining: number;
}

/** The plan name that means "no subscription". */
export const NO_PLAN = 'Kein Plan';

/** A plan as GET /api/plans lists it (price in CHF per month, 2 decimals). */
export interface PlanInfo {
  id: string;
  name: string;
  price: number;
  priceDisplay: string;
  description: string;
  postLimit: number;
  carouselLimit: number;
  reelLimit: number;
  features: string[];
  isRecommended: boolean;
  ctaLabel: string;
  stripePriceId: string | null;
}

/** A plan as the admin's plan screen sees it (GET/POST/PATCH /api/admin/plans). */
export interface AdminPlan extends PlanInfo {
  /** Taken off sale: hidden from GET /api/plans, still working for the subscriptions that have it. */
  retired: boolean;
  activeSubscriptions: number;
  openRequests: number;
  /** Any subscription (active or cancelled) or an open request has it: it can only be retired, not deleted. */
  inUse: boolean;
}

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

/** One of the client's plan requests (POST and GET /api/me/plan-requests). */
export interface MyPlanRequest {
  id: string;
  planId: string;
  plan: PlanInfo;
  status: PlanRequestStatus;
  createdAt: string;
  closedAt: string | null;
}

/** A plan request as the admins see it (GET /api/admin/plan-requests, the client detail). */
export interface AdminPlanRequest {
  id: string;
  client: { id: string; name: string };
  plan: PlanInfo;
  status: PlanRequestStatus;
  createdAt: string;
  closedAt: string | null;
}

/**
 * A subscription's state, following Stripe's (canceled and incomplete_expired are `cancelled`); a
 * manual one is active or cancelled. Only the CURRENT ones give the client its limits: past_due keeps
 * them while Stripe retries the payment (docs/decisions.md "Billing").
 */
export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due', 'unpaid', 'incomplete', 'paused', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const CURRENT_SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due'] as const satisfies readonly SubscriptionStatus[];

/** Who runs a subscription: the admin (assigned by hand, renewed monthly) or Stripe (paid by card). */
export type SubscriptionSource = 'manual' | 'stripe';

/** GET /api/me/subscription: the client's current subscription, or `null` without one. */
export interface MySubscription {
  id: string;
  status: SubscriptionStatus;
  source: SubscriptionSource;
  plan: PlanInfo;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  /** Set only when the subscription runs through the payment provider (then "Abo verwalten" shows). */
  stripeSubscriptionId: string | null;
}

/** POST /api/billing/checkout. */

/** "CHF 290.00 / Monat", as the seeded plans show their price: a plan's display when none is given (the admin's form shows it as empty). */
export function defaultPriceDisplay(price: number): string {
  return `CHF ${price.toFixed(2)} / Monat`;
}

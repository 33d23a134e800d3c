export interface Plan {
  id: string;
  name: string;
  price: number;
  priceDisplay: string | null;
  description: string | null;
  postLimit: number;
  carouselLimit: number;
  reelLimit: number;
  features: string[] | null;
  isRecommended: boolean;
  ctaLabel: string | null;
  stripePriceId: string | null;
}

/** GET /api/me/limits. `planName` is "Kein Plan" without an active subscription. */
export type { ContentLimits } from '../../shared/contracts';

export const NO_PLAN_NAME = 'Kein Plan';

/**
 * GET /api/me/subscription (`null` without an active subscription). Local until the contract
 * (backend/src/contracts/plans.ts) has it.
 */
export interface Subscription {
  id: string;
  status: 'active' | 'cancelled';
  plan: Plan;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  /** Set only when the subscription runs through the payment provider (then "Abo verwalten" shows). */
  stripeSubscriptionId: string | null;
}

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

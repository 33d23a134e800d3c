import type { ContentLimits, MySubscription, PlanInfo } from '../../../shared/contracts';

/** A plan as GET /api/plans answers it: 4 posts and a carousel a month unless `overrides` say otherwise. */
export function planInfo(overrides: Partial<PlanInfo> & Pick<PlanInfo, 'id' | 'name' | 'price'>): PlanInfo {
  return {
    priceDisplay: `CHF ${overrides.price.toFixed(2)} / Monat`,
    description: `${overrides.name} für dein Business`,
    postLimit: 4,
    carouselLimit: 1,
    reelLimit: 0,
    features: [],
    isRecommended: false,
    ctaLabel: 'Plan wählen',
    stripePriceId: null,
    turnaround: { design: 3, check: 1, rework: 2, review: 3 },
    ...overrides,
  };
}

export const basic = planInfo({
  id: 'plan-basic',
  name: 'Basic',
  price: 190,
  postLimit: 8,
  carouselLimit: 2,
  reelLimit: 1,
  features: ['8 Posts pro Monat', 'E-Mail-Support'],
});
export const business = planInfo({
  id: 'plan-business',
  name: 'Business',
  price: 390,
  postLimit: 16,
  carouselLimit: 6,
  reelLimit: 3,
  features: ['16 Posts pro Monat', 'E-Mail-Support', 'Content-Ideen mit AI'],
  isRecommended: true,
});
export const premium = planInfo({
  id: 'plan-premium',
  name: 'Premium',
  price: 790,
  postLimit: 30,
  carouselLimit: 10,
  reelLimit: 8,
  features: ['30 Posts pro Monat', 'E-Mail-Support', 'Content-Ideen mit AI', 'Persönlicher Ansprechpartner'],
});

export function subscription(of: PlanInfo, overrides: Partial<MySubscription> = {}): MySubscription {
  return {
    id: 'subscription-1',
    status: 'active',
    source: 'manual',
    plan: of,
    currentPeriodStart: '2026-11-01T00:00:00.000Z',
    currentPeriodEnd: '2026-12-01T00:00:00.000Z',
    stripeSubscriptionId: null,
    ...overrides,
  };
}

interface Used {
  posts?: number;
  carousels?: number;
  reels?: number;
}

/** The client's limits this month (GET /api/me/limits) on `of` ("Kein Plan" without one), with `used` of each kind used. */
export function contentLimits(of: PlanInfo | null, { posts = 0, carousels = 0, reels = 0 }: Used = {}): ContentLimits {
  const [postLimit, carouselLimit, reelLimit] = of ? [of.postLimit, of.carouselLimit, of.reelLimit] : [0, 0, 0];
  return {
    planName: of?.name ?? 'Kein Plan',
    postLimit,
    carouselLimit,
    reelLimit,
    postsUsed: posts,
    carouselsUsed: carousels,
    reelsUsed: reels,
    postsRemaining: postLimit - posts,
    carouselsRemaining: carouselLimit - carousels,
    reelsRemaining: reelLimit - reels,
  };
}

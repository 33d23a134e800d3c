import type { MySubscription, PlanInfo } from '../../../shared/contracts';

/** A plan as GET /api/plans answers it. */
function plan(overrides: Partial<PlanInfo> & Pick<PlanInfo, 'id' | 'name' | 'price'>): PlanInfo {
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
    ...overrides,
  };
}

export const basic = plan({ id: 'plan-basic', name: 'Basic', price: 190, postLimit: 8, carouselLimit: 2, reelLimit: 1, features: ['8 Posts pro Monat', 'E-Mail-Support'] });
export const business = plan({
  id: 'plan-business',
  name: 'Business',
  price: 390,
  postLimit: 16,
  carouselLimit: 6,
  reelLimit: 3,
  features: ['16 Posts pro Monat', 'E-Mail-Support', 'Content-Ideen mit AI'],
  isRecommended: true,
});
export const premium = plan({
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

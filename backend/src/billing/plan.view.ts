import type { PlanInfo } from '../contracts/billing-answers.js';
import type { Plan } from './plan.entity.js';

/** A plan as GET /api/plans lists it (contracts/billing-answers.ts), also inside a subscription and a plan request. */
export function planView(plan: Plan): PlanInfo {
  return {
    id: plan.id,
    name: plan.name,
    price: Number(plan.price),
    priceDisplay: plan.priceDisplay,
    description: plan.description,
    postLimit: plan.postLimit,
    carouselLimit: plan.carouselLimit,
    reelLimit: plan.reelLimit,
    features: plan.features,
    isRecommended: plan.isRecommended,
    ctaLabel: plan.ctaLabel,
    stripePriceId: plan.stripePriceId ?? null,
    turnaround: { ...plan.turnaround },
  };
}

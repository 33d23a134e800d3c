import type { PlanInfo } from '../../shared/contracts';

/*
 * The plan types come from the contract (shared/contracts.ts): PlanInfo, ContentLimits,
 * MySubscription, NO_PLAN. What stays here is the web app's own.
 */

/**
 * A plan as the public pricing section reads it: the contract's PlanInfo with the display texts
 * allowed to be missing (it falls back to the price, "Plan wählen" and no features). Every PlanInfo
 * is one.
 */
export type Plan = Omit<PlanInfo, 'priceDisplay' | 'description' | 'features' | 'ctaLabel'> & {
  priceDisplay: string | null;
  description: string | null;
  features: string[] | null;
  ctaLabel: string | null;
};

/*
 * Passed on for the order form (features/projects), which still imports them from here; new code
 * imports them from shared/contracts.ts.
 */
export type { ContentLimits } from '../../shared/contracts';
export { NO_PLAN as NO_PLAN_NAME } from '../../shared/contracts';

/**
 * Plans' surface: the plans, their limits and the texts and helpers of a plan change.
 * Other features and app/ import this feature only through this file (.dependency-cruiser.cjs).
 */
export {
  byPrice,
  extraFeatures,
  featuresBesideLimits,
  limitDifferences,
  limitKinds,
  nextCheaperPlan,
  nextDearerPlan,
  signed,
} from './planChange';
export type { LimitKind } from './planChange';
export { plansApi, useGetMyLimitsQuery, useGetMySubscriptionQuery, useGetPlansQuery } from './plansApi';
export { countedLimitLabel, limitLabels } from './texts';
export { NO_PLAN_NAME } from './types';
export type { ContentLimits, Plan } from './types';

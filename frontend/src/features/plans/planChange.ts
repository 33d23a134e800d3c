import type { PlanInfo } from '../../shared/contracts';

/** The plans by price ascending, as every plan list shows them (spec 000 §2, §9). */
export function byPrice(plans: readonly PlanInfo[]): PlanInfo[] {
  return [...plans].sort((a, b) => a.price - b.price || a.name.localeCompare(b.name, 'de-CH'));
}

/** The upgrade target: the next more expensive plan than the current one (spec 000 §9). */
export function nextDearerPlan(plans: readonly PlanInfo[], current: PlanInfo): PlanInfo | null {
  return byPrice(plans).find((plan) => plan.id !== current.id && plan.price > current.price) ?? null;
}

/** The downgrade target: the next cheaper plan than the current one. */
export function nextCheaperPlan(plans: readonly PlanInfo[], current: PlanInfo): PlanInfo | null {
  return (
    byPrice(plans)
      .reverse()
      .find((plan) => plan.id !== current.id && plan.price < current.price) ?? null
  );
}

export const limitKinds = ['postLimit', 'carouselLimit', 'reelLimit'] as const;
export type LimitKind = (typeof limitKinds)[number];

interface LimitDifference {
  kind: LimitKind;
  current: number;
  next: number;
  /** next − current, shown as "+N". */
  difference: number;
}

export function limitDifferences(current: PlanInfo, next: PlanInfo): LimitDifference[] {
  return limitKinds.map((kind) => ({
    kind,
    current: current[kind],
    next: next[kind],
    difference: next[kind] - current[kind],
  }));
}

/** "+4", "−2" or "±0". */
export function signed(difference: number): string {
  if (difference > 0) return `+${difference}`;
  if (difference < 0) return `−${Math.abs(difference)}`;
  return '±0';
}

/** The features of the new plan that the current one does not list. */
export function extraFeatures(current: PlanInfo, next: PlanInfo): string[] {
  const had = new Set(current.features.map((feature) => feature.trim().toLowerCase()));
  return next.features.filter((feature) => !had.has(feature.trim().toLowerCase()));
}

/** A feature that states a monthly limit in words: "8 Posts pro Monat", "1 Reel pro Monat". */
const LIMIT_FEATURE = /^\s*\d+\s+(posts?|carousels?|reels?)\b/i;

/**
 * The plan's features without those that repeat its monthly limits, for cards that list the
 * limits themselves (else each limit shows twice).
 */
export function featuresBesideLimits(plan: Pick<PlanInfo, 'features'>): string[] {
  return plan.features.filter((feature) => !LIMIT_FEATURE.test(feature));
}

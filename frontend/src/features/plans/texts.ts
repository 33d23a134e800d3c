import type { LimitKind } from './planChange';
import { plural } from '../../shared/plural';

/** The monthly limits of a plan, as the profile and subscription screens name them. */
export const limitLabels: Record<LimitKind, string> = {
  postLimit: 'Posts',
  carouselLimit: 'Carousels',
  reelLimit: 'Reels',
};

const limitSingulars: Record<LimitKind, string> = {
  postLimit: 'Post',
  carouselLimit: 'Carousel',
  reelLimit: 'Reel',
};

/** A count's name: "1 Reel", "0 Reels", "6 Reels". */
export function countedLimitLabel(kind: LimitKind, count: number): string {
  return plural(count, { one: limitSingulars[kind], other: limitLabels[kind] });
}

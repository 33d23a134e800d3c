import type { LimitKind } from './planChange';

/** The monthly limits of a plan, as the profile and subscription screens name them. */
export const limitLabels: Record<LimitKind, string> = {
  postLimit: 'Posts',
  carouselLimit: 'Carousels',
  reelLimit: 'Reels',
};

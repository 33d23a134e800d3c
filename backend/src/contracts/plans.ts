/** A client's monthly limits and what it used this month (GET /api/me/limits). */
export interface ContentLimits {
  planName: string;
  postLimit: number;
  carouselLimit: number;
  reelLimit: number;
  postsUsed: number;
  carouselsUsed: number;
  reelsUsed: number;
  postsRemaining: number;
  carouselsRemaining: number;
  reelsRemaining: number;
}

/** The plan name that means "no subscription". */
export const NO_PLAN = 'Kein Plan';

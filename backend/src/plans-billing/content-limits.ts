import type { EntityManager } from '@mikro-orm/postgresql';
import type { ContentType } from '../contracts/projects.js';

export interface ContentLimitsView {
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

export const NO_PLAN = 'Kein Plan';

/**
 * The client's monthly limits and what it used: orders created since the 1st of the current month,
 * Europe/Zurich. Without an active subscription every limit is 0 and the plan is "Kein Plan".
 * Pass the transaction's EntityManager to count inside a transaction.
 */
export async function contentLimits(em: EntityManager, clientId: string): Promise<ContentLimitsView> {
  // One after the other: inside a transaction both run on its one connection.
  const rows = await em.getConnection().execute<{ name: string; post_limit: number; carousel_limit: number; reel_limit: number }[]>(
      `select pl.name, pl.post_limit, pl.carousel_limit, pl.reel_limit
         from subscription s join plan pl on pl.id = s.plan_id
        where s.user_id = ? and s.status = 'active'
        limit 1`,
      [clientId],
      'all',
      em.getTransactionContext(),
    );
  const usage = await em.getConnection().execute<{ content_type: ContentType; used: string }[]>(
      `select content_type, count(*) as used
         from project
        where client_id = ?
          and created_at >= (date_trunc('month', now() at time zone 'Europe/Zurich') at time zone 'Europe/Zurich')
        group by content_type`,
      [clientId],
      'all',
      em.getTransactionContext(),
    );
  const plan = rows[0];
  const used = (type: ContentType) => Number(usage.find((row) => row.content_type === type)?.used ?? 0);
  const limits = { post: plan?.post_limit ?? 0, carousel: plan?.carousel_limit ?? 0, reel: plan?.reel_limit ?? 0 };
  return {
    planName: plan?.name ?? NO_PLAN,
    postLimit: limits.post,
    carouselLimit: limits.carousel,
    reelLimit: limits.reel,
    postsUsed: used('post'),
    carouselsUsed: used('carousel'),
    reelsUsed: used('reel'),
    postsRemaining: Math.max(0, limits.post - used('post')),
    carouselsRemaining: Math.max(0, limits.carousel - used('carousel')),
    reelsRemaining: Math.max(0, limits.reel - used('reel')),
  };
}

export function remainingFor(limits: ContentLimitsView, type: ContentType): number {
  return { post: limits.postsRemaining, carousel: limits.carouselsRemaining, reel: limits.reelsRemaining }[type];
}

import type { EntityManager } from '@mikro-orm/postgresql';
import type { ContentLimits } from '../contracts/billing-answers.js';
import { NO_PLAN } from '../contracts/plans.js';
import type { ContentType } from '../contracts/projects.js';
import { CURRENT_SQL } from './current-subscription.js';
import { rowsOn, type SqlOn } from '../common/read-sql.js';

/** The current calendar month in Europe/Zurich as its first day, as SQL: the key of content_usage. */
const CURRENT_MONTH_SQL = `(date_trunc('month', now() at time zone 'Europe/Zurich')::date)`;

const LIMITS_SQL = `select pl.name, pl.post_limit, pl.carousel_limit, pl.reel_limit, u.posts, u.carousels, u.reels
       from (select coalesce(sum(used) filter (where content_type = 'post'), 0) as posts,
                    coalesce(sum(used) filter (where content_type = 'carousel'), 0) as carousels,
                    coalesce(sum(used) filter (where content_type = 'reel'), 0) as reels
               from content_usage
              where client_id = ? and month = ${CURRENT_MONTH_SQL}) u
       left join subscription s on s.user_id = ? and s.status in ${CURRENT_SQL}
       left join plan pl on pl.id = s.plan_id
      limit 1`;

interface LimitsRow {
  name: string | null;
  post_limit: number | null;
  carousel_limit: number | null;
  reel_limit: number | null;
  posts: string;
  carousels: string;
  reels: string;
}

/**
 * The client's monthly limits and what it used: orders created since the 1st of the current month,
 * Europe/Zurich, as counted in content_usage. Without an active subscription every limit is 0 and the plan is "Kein Plan".
 * One round trip (the active plan's limits, if any, and this month's counters): in the caller's
 * transaction through the ORM, or (GET /api/me/limits) as a prepared statement on the read side's
 * connections.
 */
export async function contentLimits(on: SqlOn, clientId: string): Promise<ContentLimits> {
  const rows = await rowsOn<LimitsRow>(on, LIMITS_SQL, [clientId, clientId]);
  return limitsOf(rows[0]);
}

function limitsOf(row: LimitsRow): ContentLimits {
  const usage = { post: Number(row.posts), carousel: Number(row.carousels), reel: Number(row.reels) };
  const used = (type: ContentType) => usage[type];
  const limits = { post: row.post_limit ?? 0, carousel: row.carousel_limit ?? 0, reel: row.reel_limit ?? 0 };
  return {
    planName: row.name ?? NO_PLAN,
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

/**
 * Takes one of the month's slots of the client's plan for the content type, in the caller's
 * transaction; false when the month's quota is used up (or there is no active plan). The upsert is
 * what makes simultaneous orders safe: they queue on the counter row, and each re-checks
 * `used < quota` against the row as the one before it committed it, so for the last free slot
 * exactly one of them gets it. `month` (YYYY-MM, a content idea's plan month) counts the slot against
 * that month's quota instead, when it lies ahead; a month gone by counts against the current one.
 */
export async function takeContentSlot(
  em: EntityManager,
  clientId: string,
  contentType: ContentType,
  month?: string,
): Promise<boolean> {
  const slotMonth =
    month && /^\d{4}-\d{2}$/.test(month) ? `greatest(${CURRENT_MONTH_SQL}, ?::date)` : CURRENT_MONTH_SQL;
  const rows = await em.getConnection().execute<{ used: number }[]>(
    `with quota as (
       select coalesce(case ?::text when 'post' then pl.post_limit when 'carousel' then pl.carousel_limit when 'reel' then pl.reel_limit end, 0) as n
         from subscription s join plan pl on pl.id = s.plan_id
        where s.user_id = ? and s.status in ${CURRENT_SQL}
        limit 1)
     insert into content_usage as u (client_id, month, content_type, used)
     select ?, ${slotMonth}, ?, 1 from quota where quota.n > 0
         on conflict (client_id, month, content_type)
         do update set used = u.used + 1 where u.used < (select n from quota)
     returning u.used`,
    slotMonth === CURRENT_MONTH_SQL
      ? [contentType, clientId, clientId, contentType]
      : [contentType, clientId, clientId, `${month}-01`, contentType],
    'all',
    em.getTransactionContext(),
  );
  return rows.length > 0;
}

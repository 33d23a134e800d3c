import type { EntityManager } from '@mikro-orm/postgresql';
import { MONTH_END_SQL, MONTH_START_SQL, previousMonth } from '../common/zurich-month.js';
import type { Analytics } from '../contracts/publishing-answers.js';
import { projectHeadings } from '../projects/index.js';
import { socialAccountNames } from '../social/index.js';
import { bestOf, engagementRate, totalsOf, type RankedPost } from './analytics.js';

interface Row extends RankedPost {
  id: string;
  project_id: string;
  title: string;
  network: Analytics['posts'][number]['network'];
  permalink: string | null;
  published_at: Date;
}

/** A post's own row: its order and account by id. */
type OwnRow = Omit<Row, 'title' | 'contentType' | 'network'> & { social_account_id: string };

/** The client's posts published in a Zurich month (its first day the parameter), each with its latest figures and its slot. */
const POSTS_SQL = `
  select s.id, s.project_id, s.social_account_id, s.permalink, s.published_at,
         extract(isodow from s.published_at at time zone 'Europe/Zurich')::int as weekday,
         extract(hour from s.published_at at time zone 'Europe/Zurich')::int as hour,
         m.reach, m.impressions, m.likes, m.comments, m.shares, m.saves
    from scheduled_post s
    left join lateral (select * from post_metric pm where pm.scheduled_post_id = s.id order by pm.measured_at desc limit 1) m on true
   where s.client_id = ? and s.published_at >= ${MONTH_START_SQL} and s.published_at < ${MONTH_END_SQL}
   order by s.published_at, s.id`;

/** A published post's figures as the network reported them last, and the month's totals against the month before. */
export async function clientAnalytics(em: EntityManager, clientId: string, month: string): Promise<Analytics> {
  const connection = em.getConnection();
  const [own, ownPrevious] = await Promise.all([
    connection.execute<OwnRow[]>(POSTS_SQL, [clientId, `${month}-01`, `${month}-01`]),
    connection.execute<OwnRow[]>(POSTS_SQL, [clientId, `${previousMonth(month)}-01`, `${previousMonth(month)}-01`]),
  ]);
  // The orders' titles and types are the projects context's, the networks the social context's:
  // asked once for both months' posts.
  const both = [...own, ...ownPrevious];
  const [headings, accounts] = await Promise.all([
    projectHeadings(
      em,
      both.map((post) => post.project_id),
    ),
    socialAccountNames(
      em,
      both.map((post) => post.social_account_id),
    ),
  ]);
  const complete = (rows: OwnRow[]): Row[] =>
    rows.flatMap(({ social_account_id: accountId, ...post }) => {
      const heading = headings.get(post.project_id);
      const account = accounts.get(accountId);
      if (!heading || !account) return [];
      return [{ ...post, title: heading.title, contentType: heading.contentType, network: account.network }];
    });
  const [posts, previous] = [complete(own), complete(ownPrevious)];
  return {
    month,
    posts: posts.map((post) => ({
      scheduledPostId: post.id,
      projectId: post.project_id,
      title: post.title,
      contentType: post.contentType,
      network: post.network,
      permalink: post.permalink,
      publishedAt: new Date(post.published_at).toISOString(),
      reach: post.reach,
      impressions: post.impressions,
      likes: post.likes,
      comments: post.comments,
      shares: post.shares,
      saves: post.saves,
      engagementRate: engagementRate(post),
    })),
    totals: totalsOf(posts),
    previousMonth: totalsOf(previous),
    ...bestOf(posts),
  };
}

/**
 * The month's best and weakest posts by engagement, for the next month plan's prompt: what worked
 * and what did not, in a line each ("Reel «Title» (Instagram): 6.2 % Engagement, 1200 erreicht").
 */
export async function monthHighlights(
  em: EntityManager,
  clientId: string,
  month: string,
): Promise<{ best: string[]; weakest: string[] }> {
  const { posts } = await clientAnalytics(em, clientId, month);
  const rated = posts
    .filter((post) => post.engagementRate !== null)
    .sort((a, b) => b.engagementRate! - a.engagementRate!);
  const line = (post: Analytics['posts'][number]) =>
    `${post.contentType} «${post.title}» (${post.network}): ${post.engagementRate} % Engagement${post.reach !== null ? `, ${post.reach} erreicht` : ''}`;
  const count = Math.min(3, Math.floor(rated.length / 2));
  return {
    best: rated.slice(0, count).map(line),
    weakest: rated
      .slice(rated.length - count)
      .reverse()
      .map(line),
  };
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { DAY_END_SQL, DAY_START_SQL } from '../common/zurich-month.js';
import type { CalendarItem } from '../contracts/calendar-answers.js';
import type { PostFormatName } from '../contracts/publishing.js';
import { socialAccountNames } from '../social/index.js';

/**
 * A post scheduled to one of the client's accounts, on the Zurich `day` it is due, or once out, the
 * day it went out (`published`); `at` is that moment (ISO with milliseconds).
 */
export interface CalendarPost {
  id: string;
  projectId: string;
  network: NonNullable<CalendarItem['network']>;
  published: boolean;
  at: string;
  day: string;
  status: string;
  /** A story is not on the profile's grid: the calendar tells it apart from a feed post. */
  format: PostFormatName;
}

/** The client's scheduled posts due or out between two Zurich days (both included), for the calendar: two queries. */
export async function postsBetween(
  em: EntityManager,
  clientId: string,
  from: string,
  to: string,
): Promise<CalendarPost[]> {
  const posts = await em.getConnection().execute<(Omit<CalendarPost, 'network'> & { accountId: string })[]>(
    `select s.id, s.project_id as "projectId", s.social_account_id as "accountId", s.published_at is not null as published,
            to_char(coalesce(s.published_at, s.at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at,
            ((coalesce(s.published_at, s.at) at time zone 'Europe/Zurich')::date)::text as day, s.status, s.format
       from scheduled_post s
      where s.client_id = ? and coalesce(s.published_at, s.at) >= ${DAY_START_SQL} and coalesce(s.published_at, s.at) < ${DAY_END_SQL}`,
    [clientId, from, to],
  );
  // Each post's network is its account's (the social context's): one more question for all of them.
  const accounts = await socialAccountNames(
    em,
    posts.map((post) => post.accountId),
  );
  return posts.map(({ accountId, ...post }) => ({
    id: post.id,
    projectId: post.projectId,
    network: accounts.get(accountId)!.network,
    published: post.published,
    at: post.at,
    day: post.day,
    status: post.status,
    format: post.format,
  }));
}

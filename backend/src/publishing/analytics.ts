import type { Analytics } from '../contracts/publishing-answers.js';
import type { ContentType } from '../contracts/projects.js';
import type { PostMetrics } from '../social/index.js';

/** A post's figures as the network reported them: null where it reports none of that kind. */
type Figures = PostMetrics;

const FIGURES = ['reach', 'impressions', 'likes', 'comments', 'shares', 'saves'] as const;

/**
 * (likes + comments + shares + saves) / reach in percent, two decimals: the share of the people
 * reached who did something with the post. Impressions stand in where the network reports no reach;
 * null without either.
 */
export function engagementRate(figures: Figures): number | null {
  const base = figures.reach ?? figures.impressions;
  if (!base) return null;
  const actions = (figures.likes ?? 0) + (figures.comments ?? 0) + (figures.shares ?? 0) + (figures.saves ?? 0);
  return Math.round((actions / base) * 10_000) / 100;
}

/** The sums of many posts' figures (a kind nobody reported stays null), their count and their engagement. */
export function totalsOf(posts: readonly Figures[]): Analytics['totals'] {
  const sums = Object.fromEntries(
    FIGURES.map((name) => {
      const values = posts.map((post) => post[name]).filter((value): value is number => value !== null);
      return [name, values.length ? values.reduce((sum, value) => sum + value, 0) : null];
    }),
  ) as unknown as Figures;
  return { posts: posts.length, ...sums, engagementRate: engagementRate(sums) };
}

/** A published post as the dashboard ranks it. */
export interface RankedPost extends Figures {
  contentType: ContentType;
  /** ISO weekday 1–7 and hour 0–23, in Zurich. */
  weekday: number;
  hour: number;
}

const byEngagement = <T extends { engagementRate: number | null; posts: number }>(a: T, b: T) =>
  (b.engagementRate ?? -1) - (a.engagementRate ?? -1) || b.posts - a.posts;

/** The formats and the publication slots (weekday and hour), best engagement first. */
export function bestOf(posts: readonly RankedPost[]): Pick<Analytics, 'formats' | 'times'> {
  const group = <K extends string>(keyOf: (post: RankedPost) => K) => {
    const groups = new Map<K, RankedPost[]>();
    for (const post of posts) groups.set(keyOf(post), [...(groups.get(keyOf(post)) ?? []), post]);
    return [...groups.entries()].map(([key, members]) => ({
      key,
      members,
      posts: members.length,
      engagementRate: totalsOf(members).engagementRate,
    }));
  };
  return {
    formats: group((post) => post.contentType)
      .map(({ members, posts: count, engagementRate: rate }) => ({
        contentType: members[0]!.contentType,
        posts: count,
        engagementRate: rate,
      }))
      .sort(byEngagement),
    times: group((post) => `${post.weekday}-${post.hour}`)
      .map(({ members, posts: count, engagementRate: rate }) => ({
        weekday: members[0]!.weekday,
        hour: members[0]!.hour,
        posts: count,
        engagementRate: rate,
      }))
      .sort(byEngagement),
  };
}

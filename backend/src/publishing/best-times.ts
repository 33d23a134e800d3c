import type { EntityManager } from '@mikro-orm/postgresql';
import type { BestTime } from '../contracts/publishing-answers.js';
import { PUBLISHING_NETWORKS, type SocialNetworkName } from '../contracts/publishing.js';
import { socialAccountNames, type PostMetrics } from '../social/index.js';
import { totalsOf } from './analytics.js';

/** Published posts a network needs before its own figures rank the slots (api.md: a default until 10 exist). */
const OWN_FIGURES_FROM = 10;
/** Posts of the network's mean a slot's rate is shrunk towards: one lucky post does not make a slot the best. */
const SHRINK_POSTS = 2;

/**
 * The slots each network starts with (weekday ISO, Zurich hour), best first: the times the
 * networks' own guidance and the common studies name for a Swiss business audience — Instagram in
 * the evening, Facebook at lunch, LinkedIn before work and at lunch on working days, TikTok in the
 * evening and on the weekend. Scored 100, 90, 80 … by their rank.
 */
export const DEFAULT_SLOTS: Record<SocialNetworkName, readonly (readonly [number, number])[]> = {
  instagram: [
    [2, 18],
    [3, 18],
    [4, 18],
    [1, 18],
    [5, 12],
    [3, 12],
    [7, 10],
  ],
  facebook: [
    [3, 13],
    [4, 13],
    [2, 13],
    [5, 10],
    [1, 10],
    [6, 11],
  ],
  linkedin: [
    [2, 8],
    [3, 8],
    [4, 8],
    [2, 12],
    [3, 12],
    [4, 17],
  ],
  tiktok: [
    [2, 19],
    [4, 19],
    [5, 17],
    [6, 11],
    [7, 19],
    [3, 19],
  ],
};

/** A published post of the company: its network, its Zurich slot and its latest figures (null before the first reading). */
export interface PublishedSlot extends PostMetrics {
  network: SocialNetworkName;
  weekday: number;
  hour: number;
}

function defaults(network: SocialNetworkName): BestTime[] {
  return DEFAULT_SLOTS[network].map(([weekday, hour], rank) => ({
    network,
    weekday,
    hour,
    score: Math.max(0, 100 - rank * 10),
    source: 'default' as const,
  }));
}

/** One network's slots from its posts' figures, or its defaults while it has fewer than ten or none was measured. */
function ranked(network: SocialNetworkName, posts: readonly PublishedSlot[]): BestTime[] {
  const measured = posts.filter((post) => post.reach !== null || post.impressions !== null);
  const mean = totalsOf(measured).engagementRate;
  if (posts.length < OWN_FIGURES_FROM || mean === null) return defaults(network);
  const slots = new Map<string, PublishedSlot[]>();
  for (const post of measured) {
    const key = `${post.weekday}-${post.hour}`;
    slots.set(key, [...(slots.get(key) ?? []), post]);
  }
  const rates = [...slots.values()].map((members) => {
    const rate = totalsOf(members).engagementRate ?? 0;
    return {
      weekday: members[0]!.weekday,
      hour: members[0]!.hour,
      posts: members.length,
      rate: (members.length * rate + SHRINK_POSTS * mean) / (members.length + SHRINK_POSTS),
    };
  });
  const best = Math.max(...rates.map((slot) => slot.rate));
  return rates
    .sort((a, b) => b.rate - a.rate || b.posts - a.posts)
    .map((slot) => ({
      network,
      weekday: slot.weekday,
      hour: slot.hour,
      score: best > 0 ? Math.round((slot.rate / best) * 100) : 0,
      source: 'figures' as const,
    }));
}

const NETWORK_ORDER = new Map(PUBLISHING_NETWORKS.map((network, index) => [network, index]));

/**
 * Every network's slots, best first (docs/decisions.md "Publishing, second round"): a network with
 * ten published posts or more ranks the weekday × hour slots its measured posts went out in by their
 * engagement rate ((likes + comments + shares + saves) / reach), each slot's rate shrunk towards the
 * network's mean as if two average posts were in it; `score` is that rate relative to the network's
 * best slot (100). Before that, the network's default slots.
 */
export function rankBestTimes(posts: readonly PublishedSlot[]): BestTime[] {
  return PUBLISHING_NETWORKS.flatMap((network) =>
    ranked(
      network,
      posts.filter((post) => post.network === network),
    ),
  ).sort(
    (a, b) =>
      b.score - a.score ||
      NETWORK_ORDER.get(a.network)! - NETWORK_ORDER.get(b.network)! ||
      a.weekday - b.weekday ||
      a.hour - b.hour,
  );
}

/** The company's published posts of the last year (the 2,000 latest), each with its Zurich slot and latest figures. */
const PUBLISHED_SQL = `
  select s.social_account_id as "accountId",
         extract(isodow from s.published_at at time zone 'Europe/Zurich')::int as weekday,
         extract(hour from s.published_at at time zone 'Europe/Zurich')::int as hour,
         m.reach, m.impressions, m.likes, m.comments, m.shares, m.saves
    from scheduled_post s
    left join lateral (select * from post_metric pm where pm.scheduled_post_id = s.id order by pm.measured_at desc limit 1) m on true
   where s.client_id = ? and s.status = 'published' and s.published_at >= ?::timestamptz - interval '1 year'
   order by s.published_at desc
   limit 2000`;

/** GET /api/clients/:clientId/best-times, for a company whose access was checked. */
export async function bestTimes(em: EntityManager, clientId: string, now: Date): Promise<BestTime[]> {
  const rows = await em
    .getConnection()
    .execute<(Omit<PublishedSlot, 'network'> & { accountId: string })[]>(PUBLISHED_SQL, [clientId, now]);
  // Each post's network is its account's (the social context's): one more question for all of them.
  const accounts = await socialAccountNames(
    em,
    rows.map((row) => row.accountId),
  );
  return rankBestTimes(rows.map(({ accountId, ...row }) => ({ ...row, network: accounts.get(accountId)!.network })));
}

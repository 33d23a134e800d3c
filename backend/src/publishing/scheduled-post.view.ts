import type { EntityManager } from '@mikro-orm/postgresql';
import { textArray } from '../common/sql-array.js';
import type { ScheduledPost as ScheduledPostAnswer } from '../contracts/publishing-answers.js';
import { projectHeadings } from '../projects/index.js';
import { socialAccountNames, type PostMetrics } from '../social/index.js';
import { engagementRate } from './analytics.js';
import type { ScheduledPost } from './scheduled-post.entity.js';

/** A post's order and account, and its latest figures (all null before the first reading). */
interface Facts extends PostMetrics {
  id: string;
  title: string;
  content_type: ScheduledPostAnswer['contentType'];
  network: ScheduledPostAnswer['network'];
  account_name: string;
  measured_at: Date | null;
}

/** Each post's latest figures, in one statement for all of them. */
const METRICS_SQL = `
  select s.id, m.measured_at, m.reach, m.impressions, m.likes, m.comments, m.shares, m.saves
    from scheduled_post s
    left join lateral (select * from post_metric pm where pm.scheduled_post_id = s.id order by pm.measured_at desc limit 1) m on true
   where s.id = any(?::uuid[])`;

/**
 * The posts as the API answers them, in the order given. The figures are publishing's; the orders'
 * titles the projects context's and the accounts' names the social context's: three questions for
 * all the posts, at once.
 */
export async function loadAnswers(em: EntityManager, posts: readonly ScheduledPost[]): Promise<ScheduledPostAnswer[]> {
  if (!posts.length) return [];
  const [rows, headings, accounts] = await Promise.all([
    em
      .getConnection()
      .execute<(PostMetrics & { id: string; measured_at: Date | null })[]>(METRICS_SQL, [
        textArray(posts.map((post) => post.id)),
      ]),
    projectHeadings(
      em,
      posts.map((post) => post.project.id),
    ),
    socialAccountNames(
      em,
      posts.map((post) => post.socialAccount.id),
    ),
  ]);
  const metrics = new Map(rows.map((row) => [row.id, row]));
  return posts.map((post) => {
    const heading = headings.get(post.project.id)!;
    const account = accounts.get(post.socialAccount.id)!;
    const facts: Facts = {
      ...metrics.get(post.id)!,
      title: heading.title,
      content_type: heading.contentType,
      network: account.network,
      account_name: account.name,
    };
    return answerOf(post, facts);
  });
}

function answerOf(post: ScheduledPost, facts: Facts): ScheduledPostAnswer {
  return {
    id: post.id,
    projectId: post.project.id,
    projectTitle: facts.title,
    contentType: facts.content_type,
    socialAccountId: post.socialAccount.id,
    network: facts.network,
    accountName: facts.account_name,
    at: post.at.toISOString(),
    caption: post.caption,
    hashtags: post.hashtags,
    status: post.status,
    format: post.format,
    firstComment: post.firstComment ?? null,
    firstCommentStatus: post.firstCommentStatus ?? null,
    firstCommentError: post.firstCommentError ?? null,
    versionNumber: post.versionNumber,
    permalink: post.permalink ?? null,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    // The proof: only files whose published bytes were hashed.
    files: post.files.filter((file) => file.sha256).map((file) => ({ name: file.name, sha256: file.sha256 })),
    error: post.error ?? null,
    metrics: facts.measured_at
      ? {
          reach: facts.reach,
          impressions: facts.impressions,
          likes: facts.likes,
          comments: facts.comments,
          shares: facts.shares,
          saves: facts.saves,
          engagementRate: engagementRate(facts),
          measuredAt: new Date(facts.measured_at).toISOString(),
        }
      : null,
  };
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../common/errors/app-error.js';
import { writeWithDomainEvent } from '../outbox/index.js';
import type { SocialAccount } from '../social/index.js';
import { decidePost, type ScheduledPostEffect, type ScheduledPostEvent } from './domain/scheduled-post.machine.js';
import { PUBLISHING_TEXTS } from './publishing-texts.js';
import type { ScheduledPost } from './scheduled-post.entity.js';

/** The events a person sends a post (the publish job sends the others). */
export type PostCommandEvent = Extract<ScheduledPostEvent, { type: 'EDIT' | 'CANCEL' | 'RESCHEDULE' }>;

/** What a command sets on the post besides its status (each left out stays as it is). */
export interface PostChanges {
  /** The account it goes out on (loaded: the recorded event names its network). */
  account?: SocialAccount;
  at?: Date;
  caption?: string;
  hashtags?: readonly string[];
  /** Its first comment (null: none); the comment's outcome starts over with it. */
  firstComment?: string | null;
}

const effectOf = <T extends ScheduledPostEffect['type']>(effects: readonly ScheduledPostEffect[], type: T) =>
  effects.find((effect): effect is Extract<ScheduledPostEffect, { type: T }> => effect.type === type);

/**
 * The path of a person's command on a scheduled post, inside the caller's transaction, on the post
 * the caller loaded under its row lock: the post's machine decides whether the event may happen now
 * (409 NOT_SCHEDULED otherwise) and returns the next status with its effects, which this carries
 * out — the row's new columns (with what `startOver` empties) written with the outbox row of
 * `record` in ONE statement, or the row deleted (`forget`) — without the ORM's change sets.
 */
export async function runPostCommand(
  em: EntityManager,
  post: ScheduledPost,
  event: PostCommandEvent,
  changes: PostChanges,
  now: Date,
): Promise<void> {
  const decision = decidePost(post.status, event);
  if (!decision.allowed) throw AppError.conflict('NOT_SCHEDULED', PUBLISHING_TEXTS.notScheduled);
  const connection = em.getConnection();
  const tx = em.getTransactionContext();
  if (effectOf(decision.effects, 'forget')) {
    await connection.execute('delete from scheduled_post where id = ?', [post.id], 'run', tx);
    return;
  }

  // [column, value, cast]
  const set: [string, unknown, string?][] = [
    ['status', decision.status],
    ['updated_at', now],
  ];
  const account = changes.account ?? post.socialAccount;
  const at = changes.at ?? post.at;
  if (changes.account) set.push(['social_account_id', changes.account.id]);
  if (changes.at) set.push(['at', changes.at]);
  if (changes.caption !== undefined) set.push(['caption', changes.caption]);
  if (changes.hashtags !== undefined) set.push(['hashtags', JSON.stringify(changes.hashtags), '::jsonb']);
  const startOver = effectOf(decision.effects, 'startOver');
  if (changes.firstComment !== undefined || startOver) {
    const firstComment = changes.firstComment === undefined ? (post.firstComment ?? null) : changes.firstComment;
    set.push(
      ['first_comment', firstComment],
      ['first_comment_status', firstComment === null ? null : 'pending'],
      ['first_comment_id', null],
      ['first_comment_error', null],
    );
  }
  if (startOver) {
    // A new publication: its checkpoint and proof start empty.
    set.push(
      ['started_at', null],
      ['checkpoint', '{}', '::jsonb'],
      ['attempts', 0],
      ['error', null],
      ['files', JSON.stringify(post.files.map((file) => ({ ...file, sha256: '' }))), '::jsonb'],
    );
  }
  const update = `update scheduled_post set ${set.map(([column, , cast]) => `${column} = ?${cast ?? ''}`).join(', ')} where id = ?`;
  const params = [...set.map(([, value]) => value), post.id];

  const recorded = effectOf(decision.effects, 'record');
  if (!recorded) {
    await connection.execute(update, params, 'run', tx);
    return;
  }
  // A person's command records only that the post's time is set (the publish job is planned for it).
  if (recorded.params.as !== 'PostScheduled')
    throw new Error(`A person's ${event.type} cannot record ${recorded.params.as}`);
  await writeWithDomainEvent(
    em,
    { ctes: [`post_row as (${update})`], params },
    'PostScheduled',
    {
      scheduledPostId: post.id,
      projectId: post.project.id,
      clientId: post.client.id,
      network: account.network,
      at: at.toISOString(),
    },
    { at: now },
  );
}

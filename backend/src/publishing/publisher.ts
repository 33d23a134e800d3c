import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { postTextAsSent, SOCIAL_NETWORK_LABELS } from '../contracts/publishing.js';
import { recordDomainEvent } from '../outbox/index.js';
import { Attachment } from '../projects/index.js';
import {
  NetworkError,
  SocialConnections,
  SocialNetworks,
  type Checkpoint,
  type MediaFile,
  type PostFormat,
  type PublishedPost,
  type PublishRequest,
} from '../social/index.js';
import { FileStorage } from '../storage/index.js';
import { decidePost, type ScheduledPostEvent } from './domain/scheduled-post.machine.js';
import { PUBLISHING_TEXTS, STORY_TEXTS } from './publishing-texts.js';
import { ScheduledPost, type PublishedFile } from './scheduled-post.entity.js';

/** Attempts at a network that does not answer before a person is asked to look. */
export const PUBLISH_ATTEMPTS = 5;

/** What a first comment job did. */
export type CommentOutcome = 'posted' | 'failed' | 'none';

/** What a publish job did. */
export type PublishOutcome = 'published' | 'failed' | 'needs_attention' | 'not_due' | 'done';

/**
 * Publishes a scheduled post at most once (docs/decisions.md "Publishing"). The post moves to
 * `publishing` in its own transaction before the first call to the network; the network client saves
 * a checkpoint before every call that creates something and marks the one call that makes the post
 * public. A job that finds its post already `publishing` is a run after a crash (BullMQ runs a
 * stalled job again once its lock expired): it asks the network what happened — out, then that is
 * the post; surely not out, then it goes on from the checkpoint; nobody can tell, then a person
 * looks (needs attention). Nothing leads from `publishing` back to a fresh publication.
 *
 * The files are the approved version's: each one's SHA-256 is taken from the stored bytes before
 * the network fetches them, kept as the proof, and checked again by a resumed publication.
 */
@Injectable()
export class Publisher {
  private readonly logger = new Logger(Publisher.name);

  constructor(
    private readonly em: EntityManager,
    private readonly connections: SocialConnections,
    private readonly networks: SocialNetworks,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async publish(scheduledPostId: string, at: string): Promise<PublishOutcome> {
    const taken = await this.take(scheduledPostId, new Date(at));
    if (typeof taken === 'string') return taken;
    const post = await this.em.findOneOrFail(ScheduledPost, scheduledPostId, {
      populate: ['socialAccount', 'project'],
      refresh: true,
    });
    const account = post.socialAccount;
    const network = SOCIAL_NETWORK_LABELS[account.network];
    const client = this.networks.client(account.network);
    try {
      const access = await this.connections.access(account);
      const files = await this.mediaOf(post);
      if (!files) return await this.end(post, { type: 'FAIL' }, PUBLISHING_TEXTS.filesChanged);
      const request: PublishRequest = {
        account: access,
        format: post.format === 'story' ? 'story' : formatOf(post.project.contentType, files.length),
        text: textOf(post),
        files,
        startedAt: post.startedAt!,
      };
      let checkpoint: Checkpoint = post.checkpoint;
      if (taken.recovering) {
        const recovery = await client.recover(request, checkpoint);
        this.logger.log(`Post ${post.id} (${account.network}) after an interruption: ${recovery.state}`);
        if (recovery.state === 'published') return await this.published(post, recovery.post);
        if (recovery.state === 'unknown')
          return await this.end(post, { type: 'NEEDS_ATTENTION' }, PUBLISHING_TEXTS.unknownOutcome(network));
        checkpoint = post.checkpoint;
      }
      const out = await client.publish(request, checkpoint, async (next) => {
        post.checkpoint = { ...next };
        await this.em.flush();
      });
      return await this.published(post, out);
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      switch (error.failure) {
        case 'auth':
          this.connections.refused(account);
          return await this.end(post, { type: 'NEEDS_ATTENTION' }, account.error ?? error.message);
        case 'rejected':
          return await this.end(post, { type: 'FAIL' }, PUBLISHING_TEXTS.refused(network, error.message));
        default:
          // Later may work: the job's next attempt comes back here as a recovery.
          if (post.attempts >= PUBLISH_ATTEMPTS)
            return await this.end(post, { type: 'NEEDS_ATTENTION' }, PUBLISHING_TEXTS.unavailable(network));
          throw error;
      }
    }
  }

  /**
   * Takes the post for this run, in a transaction of its own under the post's row lock: a post due
   * now moves to `publishing` (a first run), a post `publishing` already is a run after a crash
   * (a recovery); anything else has nothing to do here.
   */
  private take(id: string, at: Date): Promise<{ recovering: boolean } | PublishOutcome> {
    return this.em.transactional(async (em) => {
      const post = await em.findOne(ScheduledPost, id, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
        populate: ['socialAccount'],
      });
      // Gone, or rescheduled: this job's time is not the post's any more.
      if (!post || post.at.getTime() !== at.getTime()) return 'done';
      if (post.status === 'publishing') {
        post.attempts += 1;
        return { recovering: true };
      }
      if (post.status !== 'scheduled') return 'done';
      if (post.at > this.clock.now()) return 'not_due';
      if (post.socialAccount.status === 'disconnected') {
        applyEvent(
          em,
          post,
          { type: 'NEEDS_ATTENTION' },
          post.socialAccount.error ?? PUBLISHING_TEXTS.accountDisconnected,
        );
        return 'needs_attention';
      }
      post.status = transitionOf(post, { type: 'START' });
      post.startedAt = this.clock.now();
      post.attempts = 1;
      return { recovering: false };
    });
  }

  /**
   * The approved version's files as the network gets them: a URL it can fetch for a while, and the
   * SHA-256 of the stored bytes, kept with the post before any call goes out. Null when a resumed
   * publication finds other bytes than the ones it began with.
   */
  private async mediaOf(post: ScheduledPost): Promise<MediaFile[] | null> {
    const attachments = await this.em.find(Attachment, { id: { $in: post.files.map((file) => file.attachmentId) } });
    const byId = new Map(attachments.map((attachment) => [attachment.id, attachment]));
    const hashed: PublishedFile[] = [];
    const media: MediaFile[] = [];
    for (const file of post.files) {
      const attachment = byId.get(file.attachmentId);
      if (!attachment) return null;
      const sha256 = await sha256Of(this.storage.read(attachment.storageKey));
      if (file.sha256 && file.sha256 !== sha256) return null;
      hashed.push({ ...file, sha256 });
      const url = this.storage.signedUrl(attachment.storageKey, { fileName: attachment.fileName });
      media.push({
        name: attachment.fileName,
        mimeType: attachment.fileType,
        kind: attachment.fileType.startsWith('video/') ? 'video' : 'image',
        url: /^https?:\/\//.test(url) ? url : `${this.config.appUrl}${url}`,
        read: () => bytesOf(this.storage.read(attachment.storageKey)),
      });
    }
    post.files = hashed;
    await this.em.flush();
    return media;
  }

  /**
   * Posts a published post's first comment once (docs/decisions.md "Publishing, second round"). The
   * comment moves `pending` → `posting` in its own transaction under the post's row lock before the
   * call; a job that finds it `posting` is a run after a crash: it looks among the post's comments
   * for the text first and posts only when it is not there. A refusal records why on the post and
   * leaves the post published.
   */
  async postFirstComment(scheduledPostId: string): Promise<CommentOutcome> {
    const recovering = await this.em.transactional(async (em) => {
      const post = await em.findOne(ScheduledPost, scheduledPostId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!post || post.status !== 'published' || !post.externalId || !post.firstComment) return null;
      if (post.firstCommentStatus === 'posting') return true;
      if (post.firstCommentStatus !== 'pending') return null;
      post.firstCommentStatus = 'posting';
      return false;
    });
    if (recovering === null) return 'none';
    const post = await this.em.findOneOrFail(ScheduledPost, scheduledPostId, {
      populate: ['socialAccount'],
      refresh: true,
    });
    const account = post.socialAccount;
    const network = SOCIAL_NETWORK_LABELS[account.network];
    const comments = this.networks.client(account.network).comments;
    const message = post.firstComment!;
    const target = { externalId: post.externalId! };
    try {
      if (!comments) throw new NetworkError('rejected', `${network} takes no comments from the product`);
      const access = await this.connections.access(account);
      const id =
        (recovering ? await comments.find(access, target, message) : null) ??
        (await comments.post(access, target, message));
      post.firstCommentId = id.slice(0, 300);
      post.firstCommentStatus = 'posted';
      post.firstCommentError = null;
      await this.em.flush();
      return 'posted';
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      if (error.failure === 'auth') this.connections.refused(account);
      post.firstCommentStatus = 'failed';
      post.firstCommentError =
        error.failure === 'auth'
          ? STORY_TEXTS.commentAccount(account.error ?? error.message)
          : STORY_TEXTS.commentFailed(network, error.message);
      await this.em.flush();
      return 'failed';
    }
  }

  private async published(post: ScheduledPost, out: PublishedPost): Promise<PublishOutcome> {
    post.externalId = out.externalId.slice(0, 300);
    post.permalink = out.permalink;
    post.publishedAt = out.publishedAt;
    // The first figures as soon as the network has any; then hourly for two days, daily for a month.
    post.metricsDueAt = this.clock.now();
    applyEvent(this.em, post, { type: 'PUBLISHED' }, null);
    await this.em.flush();
    return 'published';
  }

  private async end(post: ScheduledPost, event: ScheduledPostEvent, error: string): Promise<PublishOutcome> {
    applyEvent(this.em, post, event, error);
    await this.em.flush();
    return event.type === 'FAIL' ? 'failed' : 'needs_attention';
  }
}

function decisionFor(post: ScheduledPost, event: ScheduledPostEvent) {
  const decision = decidePost(post.status, event);
  if (!decision.allowed) throw new Error(`A ${post.status} post cannot take ${event.type}`);
  return decision;
}

function transitionOf(post: ScheduledPost, event: ScheduledPostEvent): ScheduledPost['status'] {
  return decisionFor(post, event).status;
}

/** Moves the post through its machine and records the event the machine names (its owners hear of it). */
function applyEvent(em: EntityManager, post: ScheduledPost, event: ScheduledPostEvent, error: string | null): void {
  const { status, effects } = decisionFor(post, event);
  post.status = status;
  post.error = error;
  const recorded = effects.find((effect) => effect.type === 'record')?.params.as;
  if (!recorded) return;
  const subject = {
    scheduledPostId: post.id,
    projectId: post.project.id,
    clientId: post.client.id,
    network: post.socialAccount.network,
  };
  if (recorded === 'PostPublished') recordDomainEvent(em, recorded, { ...subject, permalink: post.permalink ?? '' });
  else if (recorded === 'PostScheduled') throw new Error(`The publish job cannot plan a post again (${event.type})`);
  else recordDomainEvent(em, recorded, { ...subject, error: error ?? '' });
}

/** An order's content type as the networks tell posts apart: a post of several images goes out as a carousel. */
function formatOf(contentType: 'post' | 'carousel' | 'reel', files: number): PostFormat {
  if (contentType === 'post' && files > 1) return 'carousel';
  return contentType;
}

/** The caption with its hashtags, as it goes out (and as scheduling checked it against the network's limits). */
function textOf(post: ScheduledPost): string {
  return postTextAsSent(post.caption, post.hashtags);
}

async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

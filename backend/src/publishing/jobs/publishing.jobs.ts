import { EntityManager } from '@mikro-orm/postgresql';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { Clock } from '../../common/clock.js';
import { OnJob, type JobOf } from '../../queues/index.js';
import { commentPost, measurePost, planPost, publishPost, scanPosts } from './definitions.js';
import { PostFigures } from '../post-figures.js';
import { PUBLISH_ATTEMPTS, Publisher, type CommentOutcome, type PublishOutcome } from '../publisher.js';

const EVERY_MINUTE = { every: 60_000 } as const;
/** A post `publishing` this long without a change has lost its job (Redis lost it): the scan hands it out again. */
const ORPHANED_MINUTES = 15;

/** One publish job per post and time: planning it twice, or the scan handing it out again, adds nothing. */
const publishJobId = (id: string, at: Date) => `publish.${id}.${at.getTime()}`;
const metricsJobId = (id: string, due: Date) => `metrics.${id}.${due.getTime()}`;
/** One first comment job per post: the job and the post's `first_comment_status` make it once. */
const commentJobId = (id: string) => `comment.${id}`;
/** A first comment still `pending` or `posting` this long after its post's last change has lost its job: the scan adds it again. */
const COMMENT_ORPHANED_MINUTES = 2;

const PUBLISH_OPTIONS = {
  attempts: PUBLISH_ATTEMPTS,
  backoff: { type: 'exponential', delay: 30_000 },
  removeOnComplete: { age: 7 * 24 * 3600 },
  removeOnFail: { age: 30 * 24 * 3600 },
} as const;

/**
 * Publishing's jobs: a scheduled post's publish job, delayed until its time (planned from the
 * outbox's PostScheduled, so a post committed is a post planned); the minute's scan, which hands out
 * what is due and has no job (promoting a delayed one whose time came by the injected clock), and
 * the figures due; the publish and figures jobs themselves.
 */
@Injectable()
export class PublishingJobs implements OnApplicationBootstrap {
  constructor(
    private readonly em: EntityManager,
    private readonly publisher: Publisher,
    private readonly figures: PostFigures,
    private readonly clock: Clock,
    @InjectQueue('publishing') private readonly queue: Queue,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler('publishing-scan', EVERY_MINUTE, {
      name: scanPosts.name,
      data: {} satisfies JobOf<typeof scanPosts>,
    });
  }

  @OnJob(planPost)
  async plan(event: JobOf<typeof planPost>): Promise<{ delayMs: number }> {
    const at = new Date(event.at);
    const delayMs = Math.max(0, at.getTime() - this.clock.now().getTime());
    await this.queue.add(
      publishPost.name,
      { scheduledPostId: event.scheduledPostId, at: event.at } satisfies JobOf<typeof publishPost>,
      {
        ...PUBLISH_OPTIONS,
        jobId: publishJobId(event.scheduledPostId, at),
        delay: delayMs,
      },
    );
    return { delayMs };
  }

  @OnJob(publishPost)
  async publish({ scheduledPostId, at }: JobOf<typeof publishPost>): Promise<PublishOutcome> {
    const outcome = await this.publisher.publish(scheduledPostId, at);
    // The first figures right away (the scan would hand them out within the minute too), and the
    // first comment. A run that finds its post out already ('done': a worker died after the post)
    // adds the comment job too: it does nothing unless the comment is still to post.
    if (outcome === 'published')
      await this.queue.addBulk([this.metricsJob(scheduledPostId, this.clock.now()), this.commentJob(scheduledPostId)]);
    else if (outcome === 'done') await this.queue.addBulk([this.commentJob(scheduledPostId)]);
    return outcome;
  }

  @OnJob(commentPost)
  comment({ scheduledPostId }: JobOf<typeof commentPost>): Promise<CommentOutcome> {
    return this.publisher.postFirstComment(scheduledPostId);
  }

  private commentJob(scheduledPostId: string) {
    return {
      name: commentPost.name,
      data: { scheduledPostId } satisfies JobOf<typeof commentPost>,
      opts: {
        jobId: commentJobId(scheduledPostId),
        attempts: 3,
        backoff: { type: 'exponential', delay: 30_000 },
        removeOnComplete: { age: 24 * 3600 },
        removeOnFail: { age: 7 * 24 * 3600 },
      },
    };
  }

  @OnJob(measurePost)
  measure({ scheduledPostId }: JobOf<typeof measurePost>): Promise<{ measured: boolean }> {
    return this.figures.measure(scheduledPostId);
  }

  /** A figures job, one per post and due moment. */
  private metricsJob(scheduledPostId: string, due: Date) {
    return {
      name: measurePost.name,
      data: { scheduledPostId } satisfies JobOf<typeof measurePost>,
      opts: {
        jobId: metricsJobId(scheduledPostId, due),
        attempts: 3,
        backoff: { type: 'exponential', delay: 60_000 },
        removeOnComplete: { age: 24 * 3600 },
        removeOnFail: { age: 7 * 24 * 3600 },
      },
    };
  }

  @OnJob(scanPosts)
  async scan(): Promise<{ due: number; measured: number; commented: number }> {
    const now = this.clock.now();
    const connection = this.em.getConnection();
    const due = await connection.execute<{ id: string; at: Date }[]>(
      `select id, at from scheduled_post
        where (status = 'scheduled' and at <= ?::timestamptz) or (status = 'publishing' and updated_at < ?::timestamptz - make_interval(mins => ?))
        order by at limit 500`,
      [now, now, ORPHANED_MINUTES],
    );
    for (const post of due) {
      const at = new Date(post.at);
      const id = publishJobId(post.id, at);
      const job = await this.queue.getJob(id);
      const state = job ? await job.getState() : null;
      if (state === 'delayed') {
        await job!.promote();
        continue;
      }
      // Waiting or running: it comes. Done (it came before its time by another clock) or gone: once more.
      if (state === 'waiting' || state === 'active' || state === 'prioritized' || state === 'waiting-children')
        continue;
      await job?.remove();
      await this.queue.add(
        publishPost.name,
        { scheduledPostId: post.id, at: at.toISOString() } satisfies JobOf<typeof publishPost>,
        { ...PUBLISH_OPTIONS, jobId: id },
      );
    }
    const measuring = await connection.execute<{ id: string; metrics_due_at: Date }[]>(
      `select id, metrics_due_at from scheduled_post where metrics_due_at <= ?::timestamptz order by metrics_due_at limit 500`,
      [now],
    );
    if (measuring.length) {
      await this.queue.addBulk(measuring.map((post) => this.metricsJob(post.id, new Date(post.metrics_due_at))));
    }
    // First comments whose job is gone (Redis lost it, or it ended without posting): handed out again.
    const commenting = await connection.execute<{ id: string }[]>(
      `select id from scheduled_post
        where first_comment_status in ('pending', 'posting') and status = 'published'
          and updated_at < ?::timestamptz - make_interval(mins => ?)
        order by updated_at limit 500`,
      [now, COMMENT_ORPHANED_MINUTES],
    );
    for (const post of commenting) {
      const job = await this.queue.getJob(commentJobId(post.id));
      const state = job ? await job.getState() : null;
      // Waiting, delayed by its backoff or running: it comes. Ended or gone: once more.
      if (
        state === 'waiting' ||
        state === 'active' ||
        state === 'delayed' ||
        state === 'prioritized' ||
        state === 'waiting-children'
      )
        continue;
      await job?.remove();
      await this.queue.addBulk([this.commentJob(post.id)]);
    }
    return { due: due.length, measured: measuring.length, commented: commenting.length };
  }
}

import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { NetworkError, SocialConnections, SocialNetworks } from '../social/index.js';
import { PostMetric } from './post-metric.entity.js';
import { ScheduledPost } from './scheduled-post.entity.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * When a published post's figures are read next: hourly for its first two days, daily until it is a
 * month old, then no more.
 */
export function nextMeasurement(publishedAt: Date, now: Date): Date | null {
  const age = now.getTime() - publishedAt.getTime();
  if (age < 2 * DAY_MS) return new Date(now.getTime() + HOUR_MS);
  if (age < 30 * DAY_MS) return new Date(now.getTime() + DAY_MS);
  return null;
}

/** Reads a published post's figures from its network and keeps them with the time they were read. */
@Injectable()
export class PostFigures {
  constructor(
    private readonly em: EntityManager,
    private readonly connections: SocialConnections,
    private readonly networks: SocialNetworks,
    private readonly clock: Clock,
  ) {}

  async measure(scheduledPostId: string): Promise<{ measured: boolean }> {
    const post = await this.em.findOne(ScheduledPost, scheduledPostId, { populate: ['socialAccount'] });
    const now = this.clock.now();
    if (!post?.externalId || !post.publishedAt || !post.metricsDueAt || post.metricsDueAt > now)
      return { measured: false };
    const account = post.socialAccount;
    try {
      const figures = await this.networks.client(account.network).metrics(await this.connections.access(account), {
        externalId: post.externalId,
        format: post.format === 'story' ? 'story' : undefined,
      });
      this.em.create(PostMetric, { scheduledPost: post, measuredAt: now, ...figures });
      post.metricsDueAt = nextMeasurement(post.publishedAt, now);
      await this.em.flush();
      return { measured: true };
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      if (error.failure !== 'auth') throw error;
      // The account must be connected again: its owners are told; the figures wait a day.
      this.connections.refused(account);
      post.metricsDueAt = new Date(now.getTime() + DAY_MS);
      await this.em.flush();
      return { measured: false };
    }
  }
}

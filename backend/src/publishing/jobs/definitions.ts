import { z } from 'zod';
import { defineEventJob, defineJob } from '../../queues/index.js';

/**
 * A post scheduled (or rescheduled): plans its publish job, delayed until its time, keyed by post and
 * time (publishing.jobs.ts). Planned from the outbox, so a post committed is a post planned.
 */
export const planPost = defineEventJob({ name: 'publishing.plan', queue: 'publishing', on: ['PostScheduled'] });

/** Publishes a scheduled post whose time came, at most once (publisher.ts). */
export const publishPost = defineJob({
  name: 'publishing.publish',
  queue: 'publishing',
  payload: z.object({ scheduledPostId: z.string(), at: z.string() }),
});

/**
 * The publishing scan (repeatable, every minute): hands out the posts whose time came and whose
 * publish job is missing (Redis lost it, or a worker died before it ran), and the figures due.
 */
export const scanPosts = defineJob({
  name: 'publishing.scan',
  queue: 'publishing',
  payload: z.object({ scheduledFor: z.string().optional() }),
});

/** Reads a published post's figures from its network (hourly for two days, then daily for a month). */
export const measurePost = defineJob({
  name: 'publishing.metrics',
  queue: 'publishing',
  payload: z.object({ scheduledPostId: z.string() }),
});

/** Posts a published post's first comment (Instagram), at most once (publisher.ts). */
export const commentPost = defineJob({
  name: 'publishing.first-comment',
  queue: 'publishing',
  payload: z.object({ scheduledPostId: z.string() }),
});

/** The publishing context's jobs. */
export const PUBLISHING_JOBS = [planPost, publishPost, scanPosts, measurePost, commentPost] as const;

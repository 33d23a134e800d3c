import { defineEntity, p } from '@mikro-orm/core';
import { ScheduledPost } from './scheduled-post.entity.js';

const PostMetricSchema = defineEntity({
  name: 'PostMetric',
  tableName: 'post_metric',
  properties: {
    scheduledPost: () => p.manyToOne(ScheduledPost).primary().deleteRule('cascade'),
    measuredAt: p.datetime().primary(),
    reach: p.integer().nullable(),
    impressions: p.integer().nullable(),
    likes: p.integer().nullable(),
    comments: p.integer().nullable(),
    shares: p.integer().nullable(),
    saves: p.integer().nullable(),
  },
});

/** A published post's figures as the network reported them at one moment. */
export class PostMetric extends PostMetricSchema.class {}
PostMetricSchema.setClass(PostMetric);

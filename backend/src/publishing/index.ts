/** The publishing context's public surface: other contexts import these and nothing else of it (docs/architecture.md). */
export { postsBetween } from './calendar-posts.js';
export { monthHighlights } from './client-analytics.js';
export { PUBLISHING_CONTEXT_JOBS } from './jobs/context-jobs.js';
export { PublishingJobs } from './jobs/publishing.jobs.js';
export { PostMetric } from './post-metric.entity.js';
export { PublishingModule } from './publishing.module.js';
export { ScheduledPost } from './scheduled-post.entity.js';
export { PublishedPostsModule } from './published-posts.js';

import { Module } from '@nestjs/common';
import { SocialCoreModule } from '../social/index.js';
import {
  CancelScheduledPostHandler,
  SchedulePostHandler,
  UpdateScheduledPostHandler,
} from './commands/publishing.commands.js';
import { PostFigures } from './post-figures.js';
import { Publisher } from './publisher.js';
import { PublishingController } from './publishing.controller.js';
import {
  BestTimesHandler,
  ClientAnalyticsHandler,
  GetScheduledPostHandler,
  ProjectScheduledPostsHandler,
} from './queries/publishing.queries.js';

/** Scheduling, its endpoints and the analytics (the API). */
@Module({
  imports: [SocialCoreModule],
  controllers: [PublishingController],
  providers: [
    SchedulePostHandler,
    UpdateScheduledPostHandler,
    CancelScheduledPostHandler,
    GetScheduledPostHandler,
    ProjectScheduledPostsHandler,
    ClientAnalyticsHandler,
    BestTimesHandler,
  ],
})
export class PublishingModule {}

/** What the workers' publishing jobs need: the publisher and the figures' reader, on the social accounts' core. */
@Module({
  imports: [SocialCoreModule],
  providers: [Publisher, PostFigures],
  exports: [Publisher, PostFigures, SocialCoreModule],
})
export class PublishingWorkModule {}

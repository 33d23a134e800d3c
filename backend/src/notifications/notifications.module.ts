import { Module } from '@nestjs/common';
import { AuthModule } from '../accounts/index.js';
import { RedisModule } from '../queues/index.js';
import { MarkAllNotificationsReadHandler } from './commands/mark-all-read/mark-all-read.handler.js';
import { MarkNotificationReadHandler } from './commands/mark-read/mark-read.handler.js';
import { NotificationStreams } from './notification-streams.js';
import { NotificationsController } from './notifications.controller.js';
import { UnreadCountHandler } from './queries/unread-count/unread-count.handler.js';
import { ListNotificationsHandler } from './queries/list-notifications/list-notifications.handler.js';

/** In-app notifications: written by the notifications worker, read, dismissed and streamed live here. */
@Module({
  imports: [AuthModule, RedisModule],
  controllers: [NotificationsController],
  providers: [
    ListNotificationsHandler,
    MarkNotificationReadHandler,
    MarkAllNotificationsReadHandler,
    UnreadCountHandler,
    NotificationStreams,
  ],
})
export class NotificationsModule {}

import { Module } from '@nestjs/common';
import { MarkNotificationReadHandler } from './commands/mark-read/mark-read.handler.js';
import { NotificationsController } from './notifications.controller.js';
import { ListNotificationsHandler } from './queries/list-notifications/list-notifications.handler.js';

/** In-app notifications: written by the notifications worker, read and dismissed here. */
@Module({ controllers: [NotificationsController], providers: [ListNotificationsHandler, MarkNotificationReadHandler] })
export class NotificationsModule {}

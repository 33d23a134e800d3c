import { Query } from '@nestjs/cqrs';
import type { NotificationPage } from '../../../contracts/notification-answers.js';

/** The caller's notifications, newest first, a page at a time, with its unread count. */
export class ListNotificationsQuery extends Query<NotificationPage> {
  constructor(
    readonly userId: string,
    readonly page = 1,
    readonly pageSize = 20,
  ) {
    super();
  }
}

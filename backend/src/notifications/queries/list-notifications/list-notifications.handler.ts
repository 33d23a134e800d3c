import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { NotificationPage } from '../../../contracts/notification-answers.js';
import { Notification } from '../../notification.entity.js';
import { ListNotificationsQuery } from './list-notifications.query.js';

@QueryHandler(ListNotificationsQuery)
export class ListNotificationsHandler implements IQueryHandler<ListNotificationsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, page, pageSize }: ListNotificationsQuery): Promise<NotificationPage> {
    const [[rows, total], unread] = await Promise.all([
      this.em.findAndCount(
        Notification,
        { user: userId },
        { orderBy: { createdAt: 'desc', id: 'desc' }, limit: pageSize, offset: (page - 1) * pageSize },
      ),
      this.em.fork().count(Notification, { user: userId, readAt: null }),
    ]);
    return {
      items: rows.map((row) => ({
        id: row.id,
        type: row.type,
        message: row.message,
        projectId: row.project?.id ?? null,
        pinId: row.pin?.id ?? null,
        readAt: row.readAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      })),
      unread,
      total,
      page,
      pageSize,
    };
  }
}

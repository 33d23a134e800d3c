import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Notification } from '../../notification.entity.js';
import { ListNotificationsQuery, type NotificationView } from './list-notifications.query.js';

const LATEST = 50;

@QueryHandler(ListNotificationsQuery)
export class ListNotificationsHandler implements IQueryHandler<ListNotificationsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: ListNotificationsQuery): Promise<NotificationView[]> {
    const rows = await this.em.find(Notification, { user: userId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: LATEST });
    return rows.map((row) => ({
      id: row.id,
      type: row.type,
      message: row.message,
      projectId: row.project?.id ?? null,
      readAt: row.readAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    }));
  }
}

import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Notification } from '../../notification.entity.js';
import { UnreadCountQuery } from './unread-count.query.js';

@QueryHandler(UnreadCountQuery)
export class UnreadCountHandler implements IQueryHandler<UnreadCountQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ userId }: UnreadCountQuery): Promise<number> {
    return this.em.count(Notification, { user: userId, readAt: null });
  }
}

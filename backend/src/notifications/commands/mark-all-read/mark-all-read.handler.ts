import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Notification } from '../../notification.entity.js';
import { MarkAllNotificationsReadCommand } from './mark-all-read.command.js';

@CommandHandler(MarkAllNotificationsReadCommand)
export class MarkAllNotificationsReadHandler implements ICommandHandler<MarkAllNotificationsReadCommand> {
  constructor(private readonly em: EntityManager) {}

  /** One statement: the unread ones of the caller, whatever the number. */
  async execute({ userId }: MarkAllNotificationsReadCommand): Promise<void> {
    await this.em.nativeUpdate(Notification, { user: userId, readAt: null }, { readAt: new Date() });
  }
}

import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppError } from '../../../common/errors/app-error.js';
import { Notification } from '../../notification.entity.js';
import { MarkNotificationReadCommand } from './mark-read.command.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@CommandHandler(MarkNotificationReadCommand)
export class MarkNotificationReadHandler implements ICommandHandler<MarkNotificationReadCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, notificationId }: MarkNotificationReadCommand): Promise<void> {
    if (!UUID.test(notificationId)) throw AppError.notFound('Benachrichtigung nicht gefunden');
    const notification = await this.em.findOne(Notification, { id: notificationId, user: userId });
    if (!notification) throw AppError.notFound('Benachrichtigung nicht gefunden');
    notification.readAt ??= new Date();
    await this.em.flush();
  }
}

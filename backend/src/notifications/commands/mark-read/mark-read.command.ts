import { Command } from '@nestjs/cqrs';

/** The caller has seen one of its notifications. */
export class MarkNotificationReadCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly notificationId: string,
  ) {
    super();
  }
}
